import { z } from "zod";
import { readRupees, RUPEES_MESSAGES } from "../../shared/rupees";
import { CARD_ICONS, FEE_FREQUENCIES } from "../../shared/school-content";
import type { Program } from "./enrollment-values";
import { picture, text, youTubeLink } from "./staff-schemas";
import { hindiVersions } from "./translation-schemas";
import type { SiteList } from "./site-lists";
import type { TranslatedText } from "./translated-fields";

/**
 * The data half of each list of "Site content" (README "Staff console"): the provider's list, the
 * list's own fields in the provider's rows, the form's schema and, where they differ, the
 * provider's fields from the form's. The loader and action use it
 * (services/site-list-route.server.ts); the browser loads it only when a form is first used (README
 * "JavaScript budgets"). The other half, each list's fields, preview and copy, is the list's own
 * route (routes/staff.site.{list}.tsx).
 *
 * Each list names its texts that the school writes (`texts`, as the provider's list names them):
 * where the school offers Hindi, each has a Hindi version beside it (README "Languages"), checked by
 * the English field's rule.
 */

type Mapping<S extends z.AnyZodObject> = (value: z.output<S>) => { fields: Record<string, string>; formField?: Record<string, string> };

/** A one-line text and a text of several lines, as the Hindi fields show them. */
const line = (label: string) => ({ label });
const lines = (label: string) => ({ label, long: true });

function siteList<R extends z.AnyZodObject, S extends z.AnyZodObject>({
  texts,
  ...definition
}: {
  list: SiteList;
  /** The list's own fields in the provider's answer. */
  row: R;
  schema: S;
  /** The texts the school writes, by their form field (the provider's name too), that may have a Hindi version. */
  texts: Partial<Record<keyof S["shape"] & string, Omit<TranslatedText, "name">>>;
  /** The provider's fields from the form's, and which form field shows the provider's message on one of its fields. */
  fieldsFor?: Mapping<S>;
  /** The picture field of a list that takes several photos in one form ("Add several photos"). */
  bulkPicture?: keyof z.output<S> & string;
}) {
  /** Hands the form's schema and its mapping to the action together, each list's pair typed as one. */
  const names = Object.keys(texts) as Array<keyof S["shape"] & string>;
  const schema = definition.schema.extend({ hi: hindiVersions(definition.schema.shape, names) });
  function withForm<T>(use: <X extends z.AnyZodObject>(form: X, fieldsFor?: Mapping<X>) => T): T {
    return use(schema, definition.fieldsFor as Mapping<typeof schema> | undefined);
  }
  return {
    ...definition,
    schema,
    texts: names.map((name): TranslatedText => ({ name, ...texts[name]! })),
    withForm,
  };
}

// Home's slides (SPEC §2 "Home" 1): a picture each; the headline over them is the site's own.
const carousel = siteList({
  list: "carousel",
  row: z.object({ imageUrl: z.string().catch(""), title: z.string().catch("") }),
  schema: z.object({ imageUrl: picture, title: text("Description for screen readers", 120) }),
  texts: { title: line("Description for screen readers") },
});

// The Photo Gallery (SPEC §2): a photo with its caption and category (a tab of the gallery).
const photos = siteList({
  list: "photos",
  row: z.object({ mediaUrl: z.string().catch(""), caption: z.string().catch(""), categoryName: z.string().catch("") }),
  schema: z.object({ mediaUrl: picture, caption: text("Caption", 200), categoryName: text("Category", 60) }),
  texts: { caption: line("Caption"), categoryName: line("Category") },
  bulkPicture: "mediaUrl",
});

// The Video Gallery (SPEC §2): a YouTube video with its caption and category.
const videos = siteList({
  list: "videos",
  row: z.object({ mediaUrl: z.string().catch(""), caption: z.string().catch(""), categoryName: z.string().catch("") }),
  schema: z.object({ mediaUrl: youTubeLink, caption: text("Caption", 200), categoryName: text("Category", 60) }),
  texts: { caption: line("Caption"), categoryName: line("Category") },
});

// Meet Our Team and Home's teachers (SPEC §2): photo, name, designation.
const team = siteList({
  list: "team",
  row: z.object({ name: z.string().catch(""), designation: z.string().catch(""), imageUrl: z.string().catch("") }),
  schema: z.object({
    name: text("Name", 120, { required: "Name is required" }),
    designation: text("Designation", 120, { required: "Designation is required" }),
    imageUrl: picture,
  }),
  texts: { name: line("Name"), designation: line("Designation") },
});

// Events & Celebrations (SPEC §2): a picture or a YouTube video, a title and a description. The
// form has a field for each; the provider gets the one the type names as `mediaUrl`.
const events = siteList({
  list: "events",
  row: z.object({
    type: z.enum(["image", "video"]).catch("image"),
    mediaUrl: z.string().catch(""),
    title: z.string().catch(""),
    description: z.string().catch(""),
  }),
  schema: z.object({
    type: z.enum(["image", "video"], { errorMap: () => ({ message: "Choose a picture or a video" }) }),
    imageUrl: picture,
    videoUrl: text("Video link", 2000),
    title: text("Title", 120, { required: "Title is required" }),
    description: text("Description", 2000, { required: "Description is required", markup: true }),
  }),
  texts: { title: line("Title"), description: lines("Description") },
  fieldsFor: ({ type, imageUrl, videoUrl, title, description }) => ({
    fields: { type, mediaUrl: type === "video" ? videoUrl : imageUrl, title, description },
    formField: { mediaUrl: type === "video" ? "videoUrl" : "imageUrl" },
  }),
});

// Our Story's timeline (SPEC §2): year, title, description and an icon (a default one when none).
const story = siteList({
  list: "story",
  row: z.object({ year: z.string().catch(""), title: z.string().catch(""), description: z.string().catch(""), iconUrl: z.string().catch("") }),
  // The provider's bounds: four digits from 1900 to 2100.
  schema: z.object({
    year: z
      .string({ required_error: "Year is required" })
      .trim()
      .regex(/^\d{4}$/, "Year must be four digits, like 2015")
      .refine((value) => Number(value) >= 1900 && Number(value) <= 2100, "Year must be between 1900 and 2100"),
    title: text("Title", 120, { required: "Title is required" }),
    description: text("Description", 2000, { required: "Description is required", markup: true }),
    iconUrl: picture,
  }),
  texts: { title: line("Title"), description: lines("Description") },
});

// Our Mission & Vision (SPEC §2): mission and vision blocks, and the core values' cards.
const mission = siteList({
  list: "missionAndVision",
  row: z.object({
    type: z.enum(["mission", "vision", "coreValues"]).catch("mission"),
    title: z.string().catch(""),
    description: z.string().catch(""),
    imageUrl: z.string().catch(""),
  }),
  schema: z.object({
    type: z.enum(["mission", "vision", "coreValues"], { errorMap: () => ({ message: "Choose mission, vision or a core value" }) }),
    title: text("Title", 120),
    description: text("Description", 2000, { required: "Description is required", markup: true }),
    imageUrl: picture,
  }),
  texts: { title: line("Title"), description: lines("Description") },
});

// The words and prices of the pages that were fixed text (shared/school-content.ts): the bounds
// and messages are the provider's own.

// Tuition Fees' cards (SPEC §2, §3): name, whole rupees, how often (the school's own words with
// "other"), a short note.
const fees = siteList({
  list: "fees",
  row: z.object({
    name: z.string().catch(""),
    amount: z.coerce.number().catch(0),
    frequency: z.enum(FEE_FREQUENCIES).catch("other"),
    frequencyText: z.string().catch(""),
    note: z.string().catch(""),
  }),
  schema: z.object({
    name: text("Name", 80, { required: "Name is required" }),
    amount: z.string({ required_error: RUPEES_MESSAGES.required }).superRefine((value, ctx) => {
      const read = readRupees(value);
      if ("problem" in read) ctx.addIssue({ code: "custom", message: read.problem });
    }),
    frequency: z.enum(FEE_FREQUENCIES, { errorMap: () => ({ message: "Choose how often it is paid" }) }),
    frequencyText: text("How often", 60),
    note: text("Note", 300, { markup: true }),
  }),
  texts: { name: line("Name"), frequencyText: line("How often, in your words"), note: lines("Note") },
});

/** A title and a few words: a payment method, a step of How to Apply. */
const titled = (list: "paymentMethods" | "admissionSteps") =>
  siteList({
    list,
    row: z.object({ title: z.string().catch(""), description: z.string().catch("") }),
    schema: z.object({ title: text("Title", 120, { required: "Title is required" }), description: text("Description", 600, { markup: true }) }),
    texts: { title: line("Title"), description: lines("Description") },
  });

/** A question and its answer, of Tuition Fees, How to Apply or Support. */
const faqs = (list: "feesFaqs" | "admissionFaqs" | "supportFaqs") =>
  siteList({
    list,
    row: z.object({ question: z.string().catch(""), answer: z.string().catch("") }),
    schema: z.object({
      question: text("Question", 200, { required: "Question is required" }),
      answer: text("Answer", 2000, { required: "Answer is required", markup: true }),
    }),
    texts: { question: line("Question"), answer: lines("Answer") },
  });

/** A card of Why Choose Us or of a program page: title, a few words, an icon ("" a numbered badge). */
const cards = (list: "whyChooseUs" | Program) =>
  siteList({
    list,
    row: z.object({ title: z.string().catch(""), description: z.string().catch(""), icon: z.string().catch("") }),
    schema: z.object({
      title: text("Title", 120, { required: "Title is required" }),
      description: text("Description", 600, { markup: true }),
      icon: z
        .enum(["", ...CARD_ICONS], { errorMap: () => ({ message: "Choose one of the icons, or none" }) })
        .optional()
        .transform((value) => value ?? ""),
    }),
    texts: { title: line("Title"), description: lines("Description") },
  });

// Visit Us' directions (SPEC §2): the way ("On foot") and how.
const directions = siteList({
  list: "directions",
  row: z.object({ mode: z.string().catch(""), text: z.string().catch("") }),
  schema: z.object({
    mode: text("Mode of travel", 60, { required: "Mode of travel is required" }),
    text: text("Directions", 300, { required: "Directions are required", markup: true }),
  }),
  texts: { mode: line("Mode of travel"), text: lines("Directions") },
});

/** Each list by its page's name under `/staff/site/` (a program's: `/staff/site/programs/{program}`). */
export const LIST_SCHEMAS = {
  carousel,
  photos,
  videos,
  team,
  events,
  story,
  mission,
  fees,
  paymentMethods: titled("paymentMethods"),
  feesFaqs: faqs("feesFaqs"),
  admissionSteps: titled("admissionSteps"),
  admissionFaqs: faqs("admissionFaqs"),
  whyChooseUs: cards("whyChooseUs"),
  supportFaqs: faqs("supportFaqs"),
  directions,
  earlyChildhoodDevelopment: cards("earlyChildhoodDevelopment"),
  interactiveLearning: cards("interactiveLearning"),
  dayCareService: cards("dayCareService"),
  summerCamps: cards("summerCamps"),
  afterSchoolActivities: cards("afterSchoolActivities"),
} satisfies Record<string, { list: SiteList }> & Record<Program, unknown>;
export type ListName = keyof typeof LIST_SCHEMAS;

/** One list's rows as the page shows them: the provider's item fields and the list's own. */
export type ListRow<N extends ListName> = z.output<(typeof LIST_SCHEMAS)[N]["row"]> & {
  id: number | string;
  hidden: boolean;
  /** The row's versions in other languages (README "Languages"): {"hi": {"title": "…"}}. */
  translations: Record<string, Record<string, string>>;
};
/** One list's form schema. */
export type ListForm<N extends ListName> = (typeof LIST_SCHEMAS)[N]["schema"];
