import { z } from "zod";
import { PROGRAMS, type Program } from "../../shared/programs";
import { createListResource, id, listQuery, text, translations, type ListCallOptions } from "./list.server";

/**
 * The lists of the school's own pages that were fixed text (README "Staff console": "Pages"):
 * fees, payment methods, the admission steps, the three FAQs, Why Choose Us and the program cards,
 * Visit Us' directions, and which programs the school offers. Read like SPEC §7's lists (query
 * clientId, pageNo, pageSize, deleted=false; `{ data, count }`), each with its own per-school cache
 * that a content change of the school drops (list.server.ts).
 */

/** A school's lists are short; one page of them is all of them. */
const PAGE_SIZE = 100;

function pageQuery(clientId: number, extra: Array<[string, string]> = []): URLSearchParams {
  return listQuery([["clientId", clientId], ["pageNo", 1], ["pageSize", PAGE_SIZE], ["deleted", false], ...extra]);
}

/** How often a fee is paid (shared/school-content.ts FEE_FREQUENCIES); an unknown one reads as `other`. */
const frequency = z.enum(["oneTime", "perMonth", "perTerm", "perYear", "other"]).catch("other");

const feeSchema = z.object({
  id,
  name: z.string().min(1),
  // Whole rupees, 0 or more: a row with anything else is left out rather than shown wrong.
  amount: z.coerce.number().int().nonnegative(),
  frequency,
  frequencyText: text,
  note: text,
  translations,
});
// Each row's texts in other languages, where the provider sends them (README "Languages").
const titledSchema = z.object({ id, title: z.string().min(1), description: text, translations });
const faqSchema = z.object({ id, question: z.string().min(1), answer: text, translations });
const cardSchema = z.object({ id, title: z.string().min(1), description: text, icon: text, translations });
const directionSchema = z.object({ id, mode: z.string().min(1), text: text, translations });
const offerSchema = z.object({ program: z.enum(PROGRAMS), offered: z.boolean() });

export type Fee = z.infer<typeof feeSchema>;
export type Card = z.infer<typeof cardSchema>;

const fees = createListResource("/fee/all", feeSchema);
const paymentMethods = createListResource("/paymentMethod/all", titledSchema);
const admissionSteps = createListResource("/admissionStep/all", titledSchema);
const feesFaqs = createListResource("/feesFaq/all", faqSchema);
const admissionFaqs = createListResource("/admissionFaq/all", faqSchema);
const supportFaqs = createListResource("/supportFaq/all", faqSchema);
const whyChooseUs = createListResource("/whyChooseUs/all", cardSchema);
const directions = createListResource("/direction/all", directionSchema);
const programCards = createListResource("/programCard/all", cardSchema);
const programs = createListResource("/program/all", offerSchema);

export const listFees = (clientId: number, options?: ListCallOptions) => fees.list(pageQuery(clientId), options);
export const listPaymentMethods = (clientId: number, options?: ListCallOptions) => paymentMethods.list(pageQuery(clientId), options);
export const listAdmissionSteps = (clientId: number, options?: ListCallOptions) => admissionSteps.list(pageQuery(clientId), options);
export const listFeesFaqs = (clientId: number, options?: ListCallOptions) => feesFaqs.list(pageQuery(clientId), options);
export const listAdmissionFaqs = (clientId: number, options?: ListCallOptions) => admissionFaqs.list(pageQuery(clientId), options);
export const listSupportFaqs = (clientId: number, options?: ListCallOptions) => supportFaqs.list(pageQuery(clientId), options);
export const listWhyChooseUs = (clientId: number, options?: ListCallOptions) => whyChooseUs.list(pageQuery(clientId), options);
export const listDirections = (clientId: number, options?: ListCallOptions) => directions.list(pageQuery(clientId), options);

/** A program page's cards; a program the school does not offer has none. */
export const listProgramCards = (clientId: number, program: Program, options?: ListCallOptions) =>
  programCards.list(pageQuery(clientId, [["program", program]]), options);

/** Each of the five programs and whether the school offers it. */
export const listPrograms = (clientId: number, options?: ListCallOptions) => programs.list(pageQuery(clientId), options);
