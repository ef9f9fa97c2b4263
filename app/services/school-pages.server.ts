import { CARD_ICONS, NEW_SCHOOL_CONTENT, type Program } from "../../shared/school-content";
import { FAQ_LINKS } from "~/content/faq-links";
import { AFTER_HOURS_ACTIVITIES } from "~/content/programs/after-hours-activities";
import { DAY_CARE_SERVICES } from "~/content/programs/day-care-services";
import { EARLY_CHILDHOOD_DEVELOPMENT } from "~/content/programs/early-childhood-development";
import { INTERACTIVE_LEARNING } from "~/content/programs/interactive-learning";
import { SUMMER_CAMPS } from "~/content/programs/summer-camps";
import { WHY_CHOOSE_US } from "~/content/programs/why-choose-us";
import type { Catalogue } from "~/i18n/catalogue.server";
import { catalogue, requestLang } from "~/i18n/catalogue.server";
import { LANGUAGES, pathIn, type Lang } from "~/i18n/languages";
import { errorPageResponse } from "~/i18n/error-pages.server";
import { inLanguage, type Translations } from "~/i18n/school-languages.server";
import type { ListCallOptions, ListResult } from "~/models/list.server";
import {
  listAdmissionFaqs,
  listAdmissionSteps,
  listDirections,
  listFees,
  listFeesFaqs,
  listPaymentMethods,
  listProgramCards,
  listPrograms,
  listSupportFaqs,
  listWhyChooseUs,
  type Card,
  type Fee,
} from "~/models/schoolPages.server";
import type { FeaturePage } from "~/utils/copy";
import { feeCardIn } from "~/utils/fees";
import type { CardView, DirectionView, FaqView, FeeView, StepView } from "~/utils/school-pages";
import { loadSchoolPage } from "./page.server";

/**
 * The loaders of the pages whose words and prices are the school's own lists (README "Staff
 * console": "Pages"): each asks for its lists in parallel through loadSchoolPage (one deadline, a
 * failed list an empty one plus its error toast) and sends the page plain views of them, the
 * school's words in the page's language (README "Languages"). A host with no school (the fallback
 * site of SPEC §1) shows where a new school starts: SPEC's texts, but no fee, no payment method and
 * no promise of a payment (shared/school-content.ts).
 */

const START = NEW_SCHOOL_CONTENT;

const feeView = (fee: Fee, lang: Lang, words: Catalogue): FeeView => ({
  key: String(fee.id),
  ...feeCardIn(inLanguage(fee, fee.translations, lang, ["name", "frequencyText", "note"]), words.tuitionFees.periods, LANGUAGES[lang].intl),
});

/** A card's icon is one the site has (CARD_ICONS), else the numbered badge (""). */
function cardView(card: Omit<Card, "id">, key: string): CardView {
  const icon = CARD_ICONS.find((name) => name === card.icon) ?? "";
  return { key, title: card.title, description: card.description, icon };
}

/** The catalogue's label of each link under a starting FAQ's answer (content/faq-links.ts), by its target. */
const FAQ_LINK_LABELS: Record<string, keyof Catalogue["faqLinks"]> = {
  "/admissions/enrollmentForm": "enrollmentForm",
  "/admissions/tuitionFees": "tuitionFees",
  "/contact/visitUs": "visitUs",
};

/**
 * A question and its answer in the page's language; the link under a starting question's answer is
 * found by its English words (content/faq-links.ts), and says where it leads in the page's words.
 */
function faqView(faq: { question: string; answer: string; translations?: Translations }, key: string, lang: Lang, words: Catalogue): FaqView {
  const found = FAQ_LINKS[faq.question.trim()];
  const link = found ? { label: words.faqLinks[FAQ_LINK_LABELS[found.to]!], to: pathIn(lang, found.to) } : undefined;
  const { question, answer } = inLanguage(faq, faq.translations, lang, ["question", "answer"]);
  return { key, question, answer, ...(link ? { link } : {}) };
}

const keyed = <T extends { id: string | number }>(rows: readonly T[]) => rows.map((row) => ({ ...row, key: String(row.id) }));
const numbered = <T>(rows: readonly T[]) => rows.map((row, index) => ({ ...row, key: `start-${index}` }));

/** A six-card page's words with its button, whose target is in the page's language. */
function featureCopy(words: Catalogue["whyChooseUs"], page: FeaturePage, lang: Lang, school: string) {
  return {
    page: { title: words.page.title, description: words.page.description(school) },
    heading: words.heading,
    intro: words.intro,
    cta: { ...words.cta, to: pathIn(lang, page.cta.to) },
  };
}

/** Each program page's button (content/programs). */
const PROGRAM_PAGES: Record<Program, FeaturePage> = {
  earlyChildhoodDevelopment: EARLY_CHILDHOOD_DEVELOPMENT,
  interactiveLearning: INTERACTIVE_LEARNING,
  dayCareService: DAY_CARE_SERVICES,
  summerCamps: SUMMER_CAMPS,
  afterSchoolActivities: AFTER_HOURS_ACTIVITIES,
};

/** The programs a school does not offer; a failed list hides none (the menu stays whole). */
export async function programsNotOffered(clientId: number, options?: ListCallOptions): Promise<{ off: Program[]; list: ListResult<unknown> }> {
  const list = await listPrograms(clientId, options);
  return { off: list.data.filter((row) => !row.offered).map((row) => row.program), list };
}

/** SPEC §2 "Tuition Fees": fee cards, payment methods, the fees FAQ. */
export function loadTuitionFees(request: Request) {
  const lang = requestLang(request);
  const fallback: { fees: FeeView[]; paymentMethods: StepView[]; faqs: FaqView[] } = { fees: [], paymentMethods: [], faqs: [] };
  return loadSchoolPage(
    request,
    fallback,
    async ({ clientId, lists, words }) => {
      const [fees, methods, faqs] = await Promise.all([
        listFees(clientId, lists),
        listPaymentMethods(clientId, lists),
        listFeesFaqs(clientId, lists),
      ]);
      return {
        page: {
          fees: fees.data.map((fee) => feeView(fee, lang, words)),
          paymentMethods: keyed(methods.data)
            .map((method) => inLanguage(method, method.translations, lang, ["title", "description"]))
            .map(({ key, title, description }) => ({ key, title, description })),
          faqs: keyed(faqs.data).map((faq) => faqView(faq, faq.key, lang, words)),
        },
        lists: [fees, methods, faqs],
      };
    },
    ({ tuitionFees: words }, school) => ({
      page: { title: words.page.title, description: words.page.description(school) },
      lead: words.lead,
      leadOnRequest: words.leadOnRequest,
      feesTitle: words.feesTitle,
      onRequest: { text: words.onRequest.text, link: { label: words.onRequest.link, to: pathIn(lang, "/contact/info") } },
      paymentTitle: words.paymentTitle,
      faqTitle: words.faqTitle,
      cta: { ...words.cta, to: pathIn(lang, "/contact/info") },
    }),
  );
}

/**
 * SPEC §2 "How to Apply": the steps and the FAQ; the lead and the steps' title count the steps, and
 * each step has its badge ("Step 2"), in the page's language.
 */
export function loadHowToApply(request: Request) {
  const lang = requestLang(request);
  const counted = (steps: ReadonlyArray<{ key: string; title: string; description: string }>, words: Catalogue["howToApply"]) => ({
    lead: words.lead(steps.length),
    stepsTitle: words.stepsTitle(steps.length),
    steps: steps.map(({ key, title, description }, index) => ({ key, title, description, badge: words.step(index + 1) })),
  });
  const fallback = {
    ...counted(numbered(START.admissionSteps), catalogue(lang).howToApply),
    faqs: numbered(START.admissionFaqs).map((faq) => faqView(faq, faq.key, lang, catalogue(lang))),
  };
  return loadSchoolPage(
    request,
    fallback,
    async ({ clientId, lists, words }) => {
      const [steps, faqs] = await Promise.all([listAdmissionSteps(clientId, lists), listAdmissionFaqs(clientId, lists)]);
      return {
        page: {
          ...counted(
            keyed(steps.data).map((step) => inLanguage(step, step.translations, lang, ["title", "description"])),
            words.howToApply,
          ),
          faqs: keyed(faqs.data).map((faq) => faqView(faq, faq.key, lang, words)),
        },
        lists: [steps, faqs],
      };
    },
    ({ howToApply: words }, school) => ({
      page: { title: words.page.title, description: words.page.description(school) },
      faqTitle: words.faqTitle,
      visitInvite: words.visitInvite,
      visitTo: pathIn(lang, "/admissions/visit"),
      cta: { ...words.cta, to: pathIn(lang, "/admissions/enrollmentForm") },
    }),
  );
}

/**
 * A program page's cards (SPEC §2 "Static program and marketing pages"). A program the school does
 * not offer is not there: the 404 page, as for any unknown URL.
 */
export function loadProgramPage(request: Request, program: Program) {
  const lang = requestLang(request);
  const fallback = { cards: numbered(START.programs[program]).map((card) => cardView(card, card.key)) };
  return loadSchoolPage(
    request,
    fallback,
    async ({ clientId, lists }) => {
      const [offers, cards] = await Promise.all([programsNotOffered(clientId, lists), listProgramCards(clientId, program, lists)]);
      if (offers.off.includes(program)) throw errorPageResponse(request, 404);
      const views = keyed(cards.data).map((card) => cardView(inLanguage(card, card.translations, lang, ["title", "description"]), card.key));
      return { page: { cards: views }, lists: [offers.list, cards] };
    },
    (words, school) => featureCopy(words.programs[program], PROGRAM_PAGES[program], lang, school),
  );
}

/** SPEC §2 "Why Choose Us": the cards. */
export function loadWhyChooseUs(request: Request) {
  const lang = requestLang(request);
  const fallback = { cards: numbered(START.whyChooseUs).map((card) => cardView(card, card.key)) };
  return loadSchoolPage(
    request,
    fallback,
    async ({ clientId, lists }) => {
      const cards = await listWhyChooseUs(clientId, lists);
      const views = keyed(cards.data).map((card) => cardView(inLanguage(card, card.translations, lang, ["title", "description"]), card.key));
      return { page: { cards: views }, lists: [cards] };
    },
    (words, school) => featureCopy(words.whyChooseUs, WHY_CHOOSE_US, lang, school),
  );
}

/** SPEC §2 "Support": the FAQ (the cards come from the client info). */
export function loadSupport(request: Request) {
  const lang = requestLang(request);
  const fallback = { faqs: numbered(START.supportFaqs).map((faq) => faqView(faq, faq.key, lang, catalogue(lang))) };
  return loadSchoolPage(
    request,
    fallback,
    async ({ clientId, lists, words }) => {
      const faqs = await listSupportFaqs(clientId, lists);
      return { page: { faqs: keyed(faqs.data).map((faq) => faqView(faq, faq.key, lang, words)) }, lists: [faqs] };
    },
    ({ support: words }, school) => ({ ...words, page: { title: words.page.title, description: words.page.description(school) } }),
  );
}

/** SPEC §2 "Visit Us": the directions (the address, hours and map come from the client info). */
export function loadVisitUs(request: Request) {
  const lang = requestLang(request);
  const fallback: { directions: DirectionView[] } = { directions: numbered(START.directions) };
  return loadSchoolPage(
    request,
    fallback,
    async ({ clientId, lists }) => {
      const directions = await listDirections(clientId, lists);
      const views = keyed(directions.data)
        .map((direction) => inLanguage(direction, direction.translations, lang, ["mode", "text"]))
        .map(({ key, mode, text }) => ({ key, mode, text }));
      return { page: { directions: views }, lists: [directions] };
    },
    ({ visitUs: words, map }, school) => ({
      ...words,
      page: { title: words.page.title, description: words.page.description(school) },
      bookTo: pathIn(lang, "/admissions/visit"),
      map: { frameTitle: map.frameTitle(school), open: map.open, newTab: map.newTab },
    }),
  );
}
