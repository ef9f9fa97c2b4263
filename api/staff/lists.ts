import { Router } from "express";
import { sql } from "kysely";
import { z } from "zod";
import { CARD_ICONS, FEE_FREQUENCIES, type Program } from "../../shared/school-content.js";
import { STAFF_LISTS } from "../../shared/staff-lists.js";
import { toYouTubeVideo } from "../../shared/video.js";
import { audit } from "../audit.js";
import type { Db } from "../db.js";
import type { ContentChange, OnContentChange } from "../events.js";
import { rupees, text, webUrl } from "../fields.js";
import { HttpError, parseOr400, readParams } from "../http.js";
import type { FaqTopic } from "../schema.js";
import {
  readTranslatableParams,
  translationsInput,
  translationsOf,
  withCategoryName,
  type Translations,
} from "../translations.js";
import { idParam, staffRoute } from "./access.js";
import { schoolUploaded } from "./uploads.js";

// The school's own lists as staff edit them (README "Staff console"): those of SPEC §3 — carousel
// slides, gallery photos and videos (with their category), team members, events, story entries, and
// the mission / vision / core values — and the words and prices of the pages that were fixed text
// before: fees, payment methods, admission steps, the FAQs of three pages, the cards of Why Choose
// Us and of each program, the directions of Visit Us (shared/school-content.ts). Each list:
// everything including hidden items (the `deleted` flag, which the public lists skip), add, edit,
// hide, show, move (up, down, to the top or bottom, to a position) and delete for good (audited).
// The order is `displayOrder`, renumbered 1…n on every move so that it stays a plain sequence
// whatever the seed or older rows held. A change drops the school's cached lists at once
// (onContentChange).

type ListTable =
  | "carousels"
  | "galleryItems"
  | "teamMembers"
  | "events"
  | "missionAndVisions"
  | "ourStories"
  | "fees"
  | "paymentMethods"
  | "admissionSteps"
  | "faqs"
  | "featureCards"
  | "directions";
type Trx = Db;

// A picture is this school's own upload (schoolUploaded) or one it already shows (a seeded picture
// kept on edit, a picture moved from one list to another): a staff form can never point the site
// at a foreign host, a script, a file nobody uploaded or another school's photo.
const IMAGE_MESSAGE = "Please choose a picture to upload";

const image = (label: string, required: boolean) =>
  required
    ? webUrl(label, { required })
    : webUrl(label, { required })
        .optional()
        .transform((value) => value ?? "");

/** A YouTube link as staff paste it, stored as its plain watch address (shared/video.ts). */
const youTube = (label: string) =>
  z
    .string({ required_error: `${label} is required`, invalid_type_error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(2000, `${label} must be at most 2000 characters`)
    .transform((value, ctx) => {
      const video = toYouTubeVideo(value);
      if (!video) {
        ctx.addIssue({ code: "custom", message: `${label} must be a YouTube link (youtube.com/watch, youtu.be or shorts)` });
        return z.NEVER;
      }
      return video.watchUrl;
    });

const caption = text("Caption", { max: 200 });
const categoryName = text("Category", { max: 60 });
const title = (required: boolean) => text("Title", { max: 120, ...(required ? { required: "Title is required" } : {}) });
const description = text("Description", { max: 2000, multiline: true, allowMarkup: true, required: "Description is required" });

const THIS_CENTURY = { min: 1900, max: 2100 };

/** A fee is whole rupees (SPEC §3), read as staff type it; the console checks the same rule first. */
const amount = rupees();

const question = text("Question", { max: 200, required: "Question is required" });
const answer = text("Answer", { max: 2000, multiline: true, allowMarkup: true, required: "Answer is required" });
const shortText = (label: string, max: number) => text(label, { max, multiline: true, allowMarkup: true });

/**
 * Each list's own texts as their versions in other languages are checked (README "Languages": "The
 * school's own words"): by the English field's rule, so the same lengths and characters. A Hindi
 * version may be left out even where the English text is required (the English then shows).
 */
const texts = {
  carousel: { title: title(false) },
  gallery: { caption, categoryName },
  team: {
    name: text("Name", { max: 120 }),
    designation: text("Designation", { max: 120 }),
  },
  titledLong: { title: title(false), description },
  fees: {
    name: text("Name", { max: 80 }),
    frequencyText: text("How often", { max: 60 }),
    note: text("Note", { max: 300, multiline: true, allowMarkup: true }),
  },
  titled: { title: title(false), description: shortText("Description", 600) },
  faq: { question, answer },
  directions: {
    mode: text("Mode of travel", { max: 60 }),
    text: text("Directions", { max: 300, multiline: true, allowMarkup: true }),
  },
} satisfies Record<string, Record<string, z.ZodTypeAny>>;

const schemas = {
  // A slide is its picture (SPEC §2 "Hero carousel": the headline is the site's own): staff add one
  // with a picture, though the public page still has a default for an older slide without.
  carousel: z.object({ imageUrl: image("Picture", true), title: title(false) }),
  photos: z.object({ mediaUrl: image("Photo", true), caption, categoryName }),
  videos: z.object({ mediaUrl: youTube("Video link"), caption, categoryName }),
  team: z.object({
    name: text("Name", { max: 120, required: "Name is required" }),
    designation: text("Designation", { max: 120, required: "Designation is required" }),
    imageUrl: image("Photo", false),
  }),
  events: z
    .object({
      type: z.enum(["image", "video"], { errorMap: () => ({ message: "Type must be image or video" }) }),
      mediaUrl: z.string({ required_error: "Picture or video link is required" }),
      title: title(true),
      description,
    })
    .transform((input, ctx) => {
      // An event shows a picture or a video (SPEC §2 "Events & Celebrations"): the link follows the type.
      const parsed = (input.type === "video" ? youTube("Video link") : image("Picture", true)).safeParse(input.mediaUrl);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: ["mediaUrl"] });
        return z.NEVER;
      }
      return { ...input, mediaUrl: parsed.data };
    }),
  story: z.object({
    year: z
      .string({ required_error: "Year is required" })
      .trim()
      .min(1, "Year is required")
      .regex(/^\d{4}$/, "Year must be four digits, like 2015")
      .refine(
        (value) => Number(value) >= THIS_CENTURY.min && Number(value) <= THIS_CENTURY.max,
        `Year must be between ${THIS_CENTURY.min} and ${THIS_CENTURY.max}`,
      ),
    title: title(true),
    description,
    iconUrl: image("Icon", false),
  }),
  missionAndVision: z
    .object({
      type: z.enum(["mission", "vision", "coreValues"], {
        errorMap: () => ({ message: "Type must be mission, vision or coreValues" }),
      }),
      title: title(false),
      description,
      imageUrl: image("Picture", false),
    })
    // A core value is a card headed by its title (SPEC §2 "Our Core Values"); mission and vision
    // are blocks under their own heading.
    .refine((input) => input.type !== "coreValues" || input.title !== "", { message: "Title is required", path: ["title"] }),
  fees: z
    .object({
      name: text("Name", { max: 80, required: "Name is required" }),
      amount,
      frequency: z.enum(FEE_FREQUENCIES, {
        errorMap: () => ({ message: `How often must be one of ${FEE_FREQUENCIES.join(", ")}` }),
      }),
      frequencyText: text("How often", { max: 60 }),
      note: text("Note", { max: 300, multiline: true, allowMarkup: true }),
    })
    // The school's own words for how often go with `other` only: another choice says it already.
    .transform((input) => ({ ...input, frequencyText: input.frequency === "other" ? input.frequencyText : "" })),
  titled: z.object({ title: title(true), description: shortText("Description", 600) }),
  faq: z.object({ question, answer }),
  card: z.object({
    title: title(true),
    description: shortText("Description", 600),
    icon: z
      .enum(["", ...CARD_ICONS], { errorMap: () => ({ message: `Icon must be one of ${CARD_ICONS.join(", ")}, or none` }) })
      .optional()
      .transform((value) => value ?? ""),
  }),
  directions: z.object({
    mode: text("Mode of travel", { max: 60, required: "Mode of travel is required" }),
    text: text("Directions", { max: 300, multiline: true, allowMarkup: true, required: "Directions are required" }),
  }),
};

/** A list's input, parsed and checked: what create and edit then do with it. */
interface Prepared {
  /** The image addresses in the input, to check against uploads and the school's own pictures. */
  images: Array<[field: string, url: string]>;
  insert: (trx: Trx, row: { clientId: number; displayOrder: number }) => Promise<unknown>;
  update: (trx: Trx, where: { id: number; clientId: number }) => Promise<unknown>;
  /** The row's versions in other languages; undefined when not sent (an edit keeps the stored ones). */
  translations: Translations | undefined;
  /** Stores versions that belong to another row (a photo's category name, on the category). */
  translateElsewhere: (trx: Trx, clientId: number) => Promise<void>;
}

interface ListSpec {
  table: ListTable;
  /**
   * Lists that share a table see only their own rows: photos and videos (`mediaType`), the FAQs of
   * each page (`topic`), the cards of each page (`page`).
   */
  scope?: { column: "mediaType" | "topic" | "page"; value: string };
  change: ContentChange["list"];
  /** The row's own text fields that may have versions in other languages. */
  texts: readonly string[];
  prepare: (params: Record<string, string>) => Prepared;
}

/** A list from its schema and what to do with a parsed input (typed by the schema, erased after). */
function defineList<S extends z.ZodTypeAny>(
  base: Omit<ListSpec, "prepare" | "texts">,
  schema: S,
  textRules: Record<string, z.ZodTypeAny>,
  ops: {
    /** The pictures among the input's fields (none for a list of texts). */
    images?: (input: z.output<S>) => Array<[string, string]>;
    insert: (trx: Trx, row: { clientId: number; displayOrder: number }, input: z.output<S>) => Promise<unknown>;
    update: (trx: Trx, where: { id: number; clientId: number }, input: z.output<S>) => Promise<unknown>;
    /** Versions of texts kept on another row (split off the row's own before storing). */
    elsewhere?: (trx: Trx, clientId: number, input: z.output<S>, translations: Translations) => Promise<void>;
  },
): ListSpec {
  const translationsSchema = z.object({ translations: translationsInput(textRules) });
  const own = new Set(Object.keys(textRules));
  return {
    ...base,
    texts: [...own],
    prepare: (params) => {
      const input = parseOr400(schema, params);
      const { translations } = parseOr400(translationsSchema, params);
      return {
        images: ops.images?.(input) ?? [],
        insert: (trx, row) => ops.insert(trx, row, input),
        update: (trx, where) => ops.update(trx, where, input),
        translations,
        translateElsewhere: async (trx, clientId) => {
          if (translations && ops.elsewhere) await ops.elsewhere(trx, clientId, input, translations);
        },
      };
    },
  };
}

const now = () => new Date().toISOString();

/** The category of that name at this school (the same name in any case), made when missing; "" is none. */
async function categoryId(trx: Trx, clientId: number, name: string): Promise<number | null> {
  if (name === "") return null;
  const found = await trx
    .selectFrom("categories")
    .select("id")
    .where("clientId", "=", clientId)
    .where("deleted", "=", 0)
    .where(sql<string>`lower(${sql.ref("name")})`, "=", name.toLowerCase())
    .orderBy("id")
    .executeTakeFirst();
  if (found) return found.id;
  const last = await trx
    .selectFrom("categories")
    .select((eb) => eb.fn.max("displayOrder").as("last"))
    .where("clientId", "=", clientId)
    .executeTakeFirst();
  const created = await trx
    .insertInto("categories")
    .values({ clientId, name, displayOrder: Number(last?.last ?? 0) + 1 })
    .returning("id")
    .executeTakeFirstOrThrow();
  return created.id;
}

const gallery = (mediaType: "image" | "video") =>
  defineList(
    { table: "galleryItems", scope: { column: "mediaType", value: mediaType }, change: "gallery" },
    mediaType === "image" ? schemas.photos : schemas.videos,
    texts.gallery,
    {
      images: (input) => (mediaType === "image" ? [["mediaUrl", input.mediaUrl]] : []),
      insert: async (trx, row, input) =>
        trx
          .insertInto("galleryItems")
          .values({
            ...row,
            mediaType,
            mediaUrl: input.mediaUrl,
            caption: input.caption,
            categoryId: await categoryId(trx, row.clientId, input.categoryName),
          })
          .execute(),
      update: async (trx, where, input) =>
        trx
          .updateTable("galleryItems")
          .set({
            mediaUrl: input.mediaUrl,
            caption: input.caption,
            categoryId: await categoryId(trx, where.clientId, input.categoryName),
            updatedAt: now(),
          })
          .where("id", "=", where.id)
          .where("clientId", "=", where.clientId)
          .execute(),
      // A category's name in other languages is the category's (every item of it, and the
      // gallery's filter, show the same words): sent with a photo, it is stored on the category.
      elsewhere: async (trx, clientId, input, translations) => {
        const id = await categoryId(trx, clientId, input.categoryName);
        if (id === null) return;
        const found = await trx
          .selectFrom("categories")
          .select("translations")
          .where("id", "=", id)
          .where("clientId", "=", clientId)
          .executeTakeFirstOrThrow();
        const versions = translationsOf(found.translations, ["name"]);
        for (const [lang, version] of Object.entries(translations)) {
          if (version.categoryName !== undefined) versions[lang] = { name: version.categoryName };
        }
        await trx
          .updateTable("categories")
          .set({ translations: JSON.stringify(versions), updatedAt: now() })
          .where("id", "=", id)
          .where("clientId", "=", clientId)
          .execute();
      },
    },
  );

const faqs = (topic: FaqTopic, change: ContentChange["list"]) =>
  defineList({ table: "faqs", scope: { column: "topic", value: topic }, change }, schemas.faq, texts.faq, {
    insert: (trx, row, input) =>
      trx
        .insertInto("faqs")
        .values({ ...row, topic, ...input })
        .execute(),
    update: (trx, where, input) =>
      trx
        .updateTable("faqs")
        .set({ ...input, updatedAt: now() })
        .where("id", "=", where.id)
        .where("clientId", "=", where.clientId)
        .execute(),
  });

const cards = (page: "whyChooseUs" | Program, change: ContentChange["list"]) =>
  defineList({ table: "featureCards", scope: { column: "page", value: page }, change }, schemas.card, texts.titled, {
    insert: (trx, row, input) =>
      trx
        .insertInto("featureCards")
        .values({ ...row, page, ...input })
        .execute(),
    update: (trx, where, input) =>
      trx
        .updateTable("featureCards")
        .set({ ...input, updatedAt: now() })
        .where("id", "=", where.id)
        .where("clientId", "=", where.clientId)
        .execute(),
  });

const titled = (table: "paymentMethods" | "admissionSteps", change: ContentChange["list"]) =>
  defineList({ table, change }, schemas.titled, texts.titled, {
    insert: (trx, row, input) =>
      trx
        .insertInto(table)
        .values({ ...row, ...input })
        .execute(),
    update: (trx, where, input) =>
      trx
        .updateTable(table)
        .set({ ...input, updatedAt: now() })
        .where("id", "=", where.id)
        .where("clientId", "=", where.clientId)
        .execute(),
  });

const LISTS = {
  carousel: defineList({ table: "carousels", change: "carousel" }, schemas.carousel, texts.carousel, {
    images: (input) => [["imageUrl", input.imageUrl]],
    insert: (trx, row, input) =>
      trx
        .insertInto("carousels")
        .values({ ...row, ...input })
        .execute(),
    update: (trx, where, input) =>
      trx
        .updateTable("carousels")
        .set({ ...input, updatedAt: now() })
        .where("id", "=", where.id)
        .where("clientId", "=", where.clientId)
        .execute(),
  }),
  photos: gallery("image"),
  videos: gallery("video"),
  team: defineList({ table: "teamMembers", change: "team" }, schemas.team, texts.team, {
    images: (input) => [["imageUrl", input.imageUrl]],
    insert: (trx, row, input) =>
      trx
        .insertInto("teamMembers")
        .values({ ...row, ...input })
        .execute(),
    update: (trx, where, input) =>
      trx
        .updateTable("teamMembers")
        .set({ ...input, updatedAt: now() })
        .where("id", "=", where.id)
        .where("clientId", "=", where.clientId)
        .execute(),
  }),
  events: defineList({ table: "events", change: "events" }, schemas.events, texts.titledLong, {
    images: (input) => (input.type === "image" ? [["mediaUrl", input.mediaUrl]] : []),
    insert: (trx, row, input) =>
      trx
        .insertInto("events")
        .values({ ...row, ...input })
        .execute(),
    update: (trx, where, input) =>
      trx
        .updateTable("events")
        .set({ ...input, updatedAt: now() })
        .where("id", "=", where.id)
        .where("clientId", "=", where.clientId)
        .execute(),
  }),
  story: defineList({ table: "ourStories", change: "story" }, schemas.story, texts.titledLong, {
    images: (input) => [["iconUrl", input.iconUrl]],
    insert: (trx, row, input) =>
      trx
        .insertInto("ourStories")
        .values({ ...row, ...input })
        .execute(),
    update: (trx, where, input) =>
      trx
        .updateTable("ourStories")
        .set({ ...input, updatedAt: now() })
        .where("id", "=", where.id)
        .where("clientId", "=", where.clientId)
        .execute(),
  }),
  missionAndVision: defineList(
    { table: "missionAndVisions", change: "missionAndVision" },
    schemas.missionAndVision,
    texts.titledLong,
    {
      images: (input) => [["imageUrl", input.imageUrl]],
      insert: (trx, row, input) =>
        trx
          .insertInto("missionAndVisions")
          .values({ ...row, ...input })
          .execute(),
      update: (trx, where, input) =>
        trx
          .updateTable("missionAndVisions")
          .set({ ...input, updatedAt: now() })
          .where("id", "=", where.id)
          .where("clientId", "=", where.clientId)
          .execute(),
    },
  ),
  fees: defineList({ table: "fees", change: "fees" }, schemas.fees, texts.fees, {
    insert: (trx, row, input) =>
      trx
        .insertInto("fees")
        .values({ ...row, ...input })
        .execute(),
    update: (trx, where, input) =>
      trx
        .updateTable("fees")
        .set({ ...input, updatedAt: now() })
        .where("id", "=", where.id)
        .where("clientId", "=", where.clientId)
        .execute(),
  }),
  paymentMethods: titled("paymentMethods", "paymentMethods"),
  feesFaqs: faqs("fees", "feesFaqs"),
  admissionSteps: titled("admissionSteps", "admissionSteps"),
  admissionFaqs: faqs("admission", "admissionFaqs"),
  whyChooseUs: cards("whyChooseUs", "whyChooseUs"),
  // The cards of each program page, a list named by the page's identifier (the site's route).
  earlyChildhoodDevelopment: cards("earlyChildhoodDevelopment", "programs"),
  interactiveLearning: cards("interactiveLearning", "programs"),
  dayCareService: cards("dayCareService", "programs"),
  summerCamps: cards("summerCamps", "programs"),
  afterSchoolActivities: cards("afterSchoolActivities", "programs"),
  supportFaqs: faqs("support", "supportFaqs"),
  directions: defineList({ table: "directions", change: "directions" }, schemas.directions, texts.directions, {
    insert: (trx, row, input) =>
      trx
        .insertInto("directions")
        .values({ ...row, ...input })
        .execute(),
    update: (trx, where, input) =>
      trx
        .updateTable("directions")
        .set({ ...input, updatedAt: now() })
        .where("id", "=", where.id)
        .where("clientId", "=", where.clientId)
        .execute(),
  }),
} satisfies Record<ListName, ListSpec>;

type ListName = (typeof STAFF_LISTS)[number];

/** A row's versions, as sent (the whole set replaces what was stored): only the row's own texts. */
async function storeTranslations(trx: Trx, spec: ListSpec, where: { id: number; clientId: number }, translations: Translations) {
  const own: Translations = {};
  for (const [lang, version] of Object.entries(translations)) {
    const kept = Object.fromEntries(
      Object.entries(version).filter(([field]) => spec.texts.includes(field) && field !== "categoryName"),
    );
    if (Object.keys(kept).length > 0) own[lang] = kept;
  }
  await trx
    .updateTable(spec.table)
    .set({ translations: JSON.stringify(own) })
    .where("id", "=", where.id)
    .where("clientId", "=", where.clientId)
    .execute();
}

const listParam = z.object({
  list: z.enum(STAFF_LISTS),
});

/** Every picture address this school already shows (logo and every list, hidden items included). */
async function schoolShows(db: Db, clientId: number, url: string): Promise<boolean> {
  const [logo, ...lists] = await Promise.all([
    db.selectFrom("clients").select("id").where("id", "=", clientId).where("fullLogoUrl", "=", url).limit(1).executeTakeFirst(),
    db
      .selectFrom("carousels")
      .select("id")
      .where("clientId", "=", clientId)
      .where("imageUrl", "=", url)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom("galleryItems")
      .select("id")
      .where("clientId", "=", clientId)
      .where("mediaUrl", "=", url)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom("teamMembers")
      .select("id")
      .where("clientId", "=", clientId)
      .where("imageUrl", "=", url)
      .limit(1)
      .executeTakeFirst(),
    db.selectFrom("events").select("id").where("clientId", "=", clientId).where("mediaUrl", "=", url).limit(1).executeTakeFirst(),
    db
      .selectFrom("missionAndVisions")
      .select("id")
      .where("clientId", "=", clientId)
      .where("imageUrl", "=", url)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom("ourStories")
      .select("id")
      .where("clientId", "=", clientId)
      .where("iconUrl", "=", url)
      .limit(1)
      .executeTakeFirst(),
  ]);
  const found = [logo, ...lists];
  return found.some(Boolean);
}

async function checkImages(db: Db, clientId: number, images: Array<[string, string]>): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const [field, url] of images) {
    if (url === "" || (await schoolUploaded(db, clientId, url)) || (await schoolShows(db, clientId, url))) continue;
    errors[field] = [IMAGE_MESSAGE];
  }
  const [first] = Object.keys(errors);
  if (first) throw new HttpError(400, `${first}: ${IMAGE_MESSAGE}`, first, errors);
}

/** `position` of a move: the place (1 = first) the item goes to. */
const positionInput = z.object({
  position: z
    .string({ required_error: "Position is required" })
    .trim()
    .regex(/^[1-9]\d{0,4}$/, "Position must be a whole number from 1")
    .transform(Number),
});

/** Where a move puts the item, as an index into the current order (`from` is its index now). */
type Target = (from: number, count: number, params: Record<string, string>) => number;

export function listsRouter(db: Db, onContentChange: OnContentChange): Router {
  const router = Router();

  /** The list's rows in display order, hidden ones included. */
  const rows = (trx: Trx, spec: ListSpec, clientId: number) =>
    trx
      .selectFrom(spec.table)
      .selectAll()
      .where("clientId", "=", clientId)
      .$if(spec.scope !== undefined, (qb) => qb.where(db.dynamic.ref(spec.scope?.column ?? "id"), "=", spec.scope?.value))
      .orderBy("displayOrder")
      .orderBy("id");

  /** A row as staff see it: the spec's fields, `hidden` for the deleted flag, no bookkeeping. */
  const present = async (trx: Trx, spec: ListSpec, clientId: number, found: Array<Record<string, unknown>>) => {
    const categories =
      spec.table === "galleryItems"
        ? await trx.selectFrom("categories").select(["id", "name", "translations"]).where("clientId", "=", clientId).execute()
        : [];
    const names = new Map(categories.map((category) => [category.id, category.name]));
    const categoryVersions = new Map(categories.map((category) => [category.id, category.translations]));
    return found.map(({ clientId: _clientId, deleted, createdAt: _createdAt, ...row }) => {
      const own = translationsOf(String(row.translations ?? "{}"), spec.texts);
      return {
        ...row,
        ...("categoryId" in row ? { categoryName: names.get(Number(row.categoryId)) ?? "" } : {}),
        // Parsed, as the public lists answer them; a photo's category name is its category's.
        translations: "categoryId" in row ? withCategoryName(own, categoryVersions.get(Number(row.categoryId))) : own,
        hidden: Boolean(deleted),
      };
    });
  };

  const find = async (trx: Trx, spec: ListSpec, clientId: number, id: number) => {
    const row = await rows(trx, spec, clientId).where("id", "=", id).executeTakeFirst();
    if (!row) throw new HttpError(404, "No such item");
    const [shown] = await present(trx, spec, clientId, [row]);
    return shown;
  };

  /** displayOrder 1…n in the given order (only the rows whose number changes are written). */
  const renumber = async (trx: Trx, spec: ListSpec, clientId: number, order: Array<{ id: number; displayOrder: number }>) => {
    for (const [index, row] of order.entries()) {
      if (row.displayOrder === index + 1) continue;
      await trx
        .updateTable(spec.table)
        .set({ displayOrder: index + 1 })
        .where("id", "=", row.id)
        .where("clientId", "=", clientId)
        .execute();
    }
  };

  const specOf = (params: unknown) => {
    const { list } = parseOr400(listParam, params);
    const spec: ListSpec = LISTS[list];
    return { list, spec };
  };

  const changed = (clientId: number, spec: ListSpec) => onContentChange({ clientId, list: spec.change });

  router.get(
    "/staff/lists/:list",
    staffRoute(db, "staff", async (req, res, staff) => {
      const { spec } = specOf(req.params);
      const data = await present(db, spec, staff.clientId, await rows(db, spec, staff.clientId).execute());
      res.json({ data, count: data.length });
    }),
  );

  router.post(
    "/staff/lists/:list",
    staffRoute(db, "staff", async (req, res, staff) => {
      const { spec } = specOf(req.params);
      const input = spec.prepare(readTranslatableParams(req));
      await checkImages(db, staff.clientId, input.images);
      const row = await db.transaction().execute(async (trx) => {
        const last = await trx
          .selectFrom(spec.table)
          .select((eb) => eb.fn.max("displayOrder").as("last"))
          .where("clientId", "=", staff.clientId)
          .$if(spec.scope !== undefined, (qb) => qb.where(db.dynamic.ref(spec.scope?.column ?? "id"), "=", spec.scope?.value))
          .executeTakeFirst();
        await input.insert(trx, { clientId: staff.clientId, displayOrder: Number(last?.last ?? 0) + 1 });
        const added = await rows(trx, spec, staff.clientId).execute();
        const newest = added.reduce((a, b) => (b.id > a.id ? b : a));
        if (input.translations)
          await storeTranslations(trx, spec, { id: newest.id, clientId: staff.clientId }, input.translations);
        await input.translateElsewhere(trx, staff.clientId);
        return find(trx, spec, staff.clientId, newest.id);
      });
      changed(staff.clientId, spec);
      res.status(201).json({ message: "Added: it is on the site now", data: row });
    }),
  );

  router.post(
    "/staff/lists/:list/:id/edit",
    staffRoute(db, "staff", async (req, res, staff) => {
      const { spec } = specOf(req.params);
      const { id } = parseOr400(idParam, req.params);
      await find(db, spec, staff.clientId, id);
      const input = spec.prepare(readTranslatableParams(req));
      await checkImages(db, staff.clientId, input.images);
      const row = await db.transaction().execute(async (trx) => {
        await find(trx, spec, staff.clientId, id);
        await input.update(trx, { id, clientId: staff.clientId });
        if (input.translations) await storeTranslations(trx, spec, { id, clientId: staff.clientId }, input.translations);
        await input.translateElsewhere(trx, staff.clientId);
        return find(trx, spec, staff.clientId, id);
      });
      changed(staff.clientId, spec);
      res.json({ message: "Saved", data: row });
    }),
  );

  const setHidden = (hidden: boolean) =>
    staffRoute(db, "staff", async (req, res, staff) => {
      const { spec } = specOf(req.params);
      const { id } = parseOr400(idParam, req.params);
      const row = await db.transaction().execute(async (trx) => {
        await find(trx, spec, staff.clientId, id);
        await trx
          .updateTable(spec.table)
          .set({ deleted: hidden ? 1 : 0, updatedAt: now() })
          .where("id", "=", id)
          .where("clientId", "=", staff.clientId)
          .execute();
        return find(trx, spec, staff.clientId, id);
      });
      changed(staff.clientId, spec);
      res.json({ message: hidden ? "Hidden: it is no longer on the site" : "Shown on the site again", data: row });
    });
  router.post("/staff/lists/:list/:id/hide", setHidden(true));
  router.post("/staff/lists/:list/:id/show", setHidden(false));

  // Every move takes the item out of the order and puts it back at its target, then renumbers.
  const move = (target: Target) =>
    staffRoute(db, "staff", async (req, res, staff) => {
      const { spec } = specOf(req.params);
      const { id } = parseOr400(idParam, req.params);
      const params = readParams(req);
      const data = await db.transaction().execute(async (trx) => {
        const order = await rows(trx, spec, staff.clientId).execute();
        const from = order.findIndex((row) => row.id === id);
        if (from < 0) throw new HttpError(404, "No such item");
        const to = target(from, order.length, params);
        const [moved] = order.splice(from, 1);
        if (moved) order.splice(to, 0, moved);
        await renumber(trx, spec, staff.clientId, order);
        return present(trx, spec, staff.clientId, await rows(trx, spec, staff.clientId).execute());
      });
      changed(staff.clientId, spec);
      res.json({ message: "Moved", data, count: data.length });
    });
  // The first up or the last down stays where it is: the answer is the order as it is.
  router.post(
    "/staff/lists/:list/:id/up",
    move((from) => Math.max(from - 1, 0)),
  );
  router.post(
    "/staff/lists/:list/:id/down",
    move((from, count) => Math.min(from + 1, count - 1)),
  );
  router.post(
    "/staff/lists/:list/:id/top",
    move(() => 0),
  );
  router.post(
    "/staff/lists/:list/:id/bottom",
    move((_from, count) => count - 1),
  );
  router.post(
    "/staff/lists/:list/:id/move",
    move((_from, count, params) => {
      const { position } = parseOr400(positionInput, params);
      if (position > count) {
        const message = `Position must be a whole number from 1 to ${count}`;
        throw new HttpError(400, `position: ${message}`, "position", { position: [message] });
      }
      return position - 1;
    }),
  );

  // Delete for good (the site asks twice first): the row goes, the rest close up, and one audit row
  // keeps who, when and which list — not the item's words, which may name a person (a teacher).
  router.post(
    "/staff/lists/:list/:id/delete",
    staffRoute(db, "staff", async (req, res, staff) => {
      const { list, spec } = specOf(req.params);
      const { id } = parseOr400(idParam, req.params);
      const data = await db.transaction().execute(async (trx) => {
        await find(trx, spec, staff.clientId, id);
        await trx.deleteFrom(spec.table).where("id", "=", id).where("clientId", "=", staff.clientId).execute();
        await renumber(trx, spec, staff.clientId, await rows(trx, spec, staff.clientId).execute());
        await audit(trx, staff, { action: "delete", subjectKind: "listItem", subjectId: id, note: list });
        return present(trx, spec, staff.clientId, await rows(trx, spec, staff.clientId).execute());
      });
      changed(staff.clientId, spec);
      res.json({ message: "Deleted for good", data, count: data.length });
    }),
  );

  return router;
}
