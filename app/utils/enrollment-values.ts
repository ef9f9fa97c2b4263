import { PROGRAMS, type Program } from "../../shared/programs";

/**
 * The enrollment's fixed values, apart from the form schemas (./schemas): pages that only read a
 * program from a URL or show a stored one need no zod in the browser (README "JavaScript budgets").
 */

/** SPEC §3 "Enrollment (submitted)": the genders, as stored. */
export const GENDERS = ["male", "female", "other"] as const;
export type Gender = (typeof GENDERS)[number];

/** The programs an enrollment may be for: the site's program pages (the provider's list). */
export { PROGRAMS, type Program };

/** A program named in a URL (`?program=summerCamps`) or a stored enrollment, or undefined. */
export function readProgram(value: string | null | undefined): Program | undefined {
  return PROGRAMS.find((program) => program === value);
}
