import { CARD_ICONS, NEW_SCHOOL_CONTENT, type Program } from "../../shared/school-content";
import { feeCard } from "~/content/admissions";
import { FAQ_LINKS } from "~/content/faq-links";
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
import type { CardView, DirectionView, FaqView, FeeView, StepView } from "~/utils/school-pages";
import { loadSchoolPage } from "./page.server";

/**
 * The loaders of the pages whose words and prices are the school's own lists (README "Staff
 * console": "Pages"): each asks for its lists in parallel through loadSchoolPage (one deadline, a
 * failed list an empty one plus its error toast) and sends the page plain views of them. A host
 * with no school (the fallback site of SPEC §1) shows where a new school starts: SPEC's texts, but
 * no fee, no payment method and no promise of a payment (shared/school-content.ts).
 */

const START = NEW_SCHOOL_CONTENT;

const feeView = (fee: Fee): FeeView => ({ key: String(fee.id), ...feeCard(fee) });

/** A card's icon is one the site has (CARD_ICONS), else the numbered badge (""). */
function cardView(card: Omit<Card, "id">, key: string): CardView {
  const icon = CARD_ICONS.find((name) => name === card.icon) ?? "";
  return { key, title: card.title, description: card.description, icon };
}

function faqView(faq: { question: string; answer: string }, key: string): FaqView {
  const link = FAQ_LINKS[faq.question.trim()];
  return { key, question: faq.question, answer: faq.answer, ...(link ? { link } : {}) };
}

const keyed = <T extends { id: string | number }>(rows: readonly T[]) => rows.map((row) => ({ ...row, key: String(row.id) }));
const numbered = <T>(rows: readonly T[]) => rows.map((row, index) => ({ ...row, key: `start-${index}` }));

/** The programs a school does not offer; a failed list hides none (the menu stays whole). */
export async function programsNotOffered(clientId: number, options?: ListCallOptions): Promise<{ off: Program[]; list: ListResult<unknown> }> {
  const list = await listPrograms(clientId, options);
  return { off: list.data.filter((row) => !row.offered).map((row) => row.program), list };
}

/** SPEC §2 "Tuition Fees": fee cards, payment methods, the fees FAQ. */
export function loadTuitionFees(request: Request) {
  const fallback: { fees: FeeView[]; paymentMethods: StepView[]; faqs: FaqView[] } = { fees: [], paymentMethods: [], faqs: [] };
  return loadSchoolPage(request, fallback, async ({ clientId, lists }) => {
    const [fees, methods, faqs] = await Promise.all([listFees(clientId, lists), listPaymentMethods(clientId, lists), listFeesFaqs(clientId, lists)]);
    return {
      page: {
        fees: fees.data.map(feeView),
        paymentMethods: keyed(methods.data).map(({ key, title, description }) => ({ key, title, description })),
        faqs: keyed(faqs.data).map((faq) => faqView(faq, faq.key)),
      },
      lists: [fees, methods, faqs],
    };
  });
}

/** SPEC §2 "How to Apply": the steps and the FAQ. */
export function loadHowToApply(request: Request) {
  const fallback = {
    steps: numbered(START.admissionSteps),
    faqs: numbered(START.admissionFaqs).map((faq) => faqView(faq, faq.key)),
  };
  return loadSchoolPage(request, fallback, async ({ clientId, lists }) => {
    const [steps, faqs] = await Promise.all([listAdmissionSteps(clientId, lists), listAdmissionFaqs(clientId, lists)]);
    return {
      page: {
        steps: keyed(steps.data).map(({ key, title, description }) => ({ key, title, description })),
        faqs: keyed(faqs.data).map((faq) => faqView(faq, faq.key)),
      },
      lists: [steps, faqs],
    };
  });
}

/**
 * A program page's cards (SPEC §2 "Static program and marketing pages"). A program the school does
 * not offer is not there: the 404 page, as for any unknown URL.
 */
export function loadProgramPage(request: Request, program: Program) {
  const fallback = { cards: numbered(START.programs[program]).map((card) => cardView(card, card.key)) };
  return loadSchoolPage(request, fallback, async ({ clientId, lists }) => {
    const [offers, cards] = await Promise.all([programsNotOffered(clientId, lists), listProgramCards(clientId, program, lists)]);
    if (offers.off.includes(program)) throw new Response("Not Found", { status: 404 });
    return { page: { cards: keyed(cards.data).map((card) => cardView(card, card.key)) }, lists: [offers.list, cards] };
  });
}

/** SPEC §2 "Why Choose Us": the cards. */
export function loadWhyChooseUs(request: Request) {
  const fallback = { cards: numbered(START.whyChooseUs).map((card) => cardView(card, card.key)) };
  return loadSchoolPage(request, fallback, async ({ clientId, lists }) => {
    const cards = await listWhyChooseUs(clientId, lists);
    return { page: { cards: keyed(cards.data).map((card) => cardView(card, card.key)) }, lists: [cards] };
  });
}

/** SPEC §2 "Support": the FAQ (the cards come from the client info). */
export function loadSupport(request: Request) {
  const fallback = { faqs: numbered(START.supportFaqs).map((faq) => faqView(faq, faq.key)) };
  return loadSchoolPage(request, fallback, async ({ clientId, lists }) => {
    const faqs = await listSupportFaqs(clientId, lists);
    return { page: { faqs: keyed(faqs.data).map((faq) => faqView(faq, faq.key)) }, lists: [faqs] };
  });
}

/** SPEC §2 "Visit Us": the directions (the address, hours and map come from the client info). */
export function loadVisitUs(request: Request) {
  const fallback: { directions: DirectionView[] } = { directions: numbered(START.directions) };
  return loadSchoolPage(request, fallback, async ({ clientId, lists }) => {
    const directions = await listDirections(clientId, lists);
    return { page: { directions: keyed(directions.data).map(({ key, mode, text }) => ({ key, mode, text })) }, lists: [directions] };
  });
}
