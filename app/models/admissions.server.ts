import { z } from "zod";
import { createListResource, listQuery, text, translations, type ListCallOptions } from "./list.server";

/**
 * The admission year (README "Admissions"). GET /admissions/classes: the classes of the school's
 * open years, each with its age rule, as the enrollment form offers them; cached per school like
 * SPEC §7's lists, and a provider without the call answers none (the form is then SPEC's).
 */

const whole = z.coerce.number().int().nonnegative();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A class's age rule (shared/age-rules.ts), as every answer about a class gives it. */
export const ageRule = { minMonths: whole, underMonths: whole, ageOn: day };

const openClass = z.object({
  id: z.coerce.number().int().positive(),
  name: z.string().min(1),
  yearLabel: z.string().min(1),
  program: text,
  ...ageRule,
  // The class's name in the school's other languages (README "Languages").
  translations,
});

const openClasses = createListResource("/admissions/classes", openClass);

export const listOpenClasses = (clientId: number, options?: ListCallOptions) => openClasses.list(listQuery([["clientId", clientId]]), options);
