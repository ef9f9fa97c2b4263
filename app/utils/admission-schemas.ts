import { z } from "zod";
import { hindiVersions } from "./translation-schemas";
import { readRupees } from "../../shared/rupees";
import { PROGRAMS } from "./enrollment-values";
import { requiredText } from "./schema-fields";
import { readDate } from "./visits";

/**
 * The admission years page's form schemas (README "Staff console": `/staff/admissions`), shared by
 * the page (Conform in the browser) and its action, with the provider's bounds and messages
 * (api/admissions/years.ts), which checks them all again.
 */

const date = (label: string) =>
  z
    .string({ required_error: `${label} is required` })
    .trim()
    .refine((value) => readDate(value) !== null, `${label} must be a date (YYYY-MM-DD)`);

const whole = (label: string, min: number, max: number) =>
  z
    .string({ required_error: `${label} is required` })
    .trim()
    .regex(/^\d{1,4}$/, `${label} must be a whole number from ${min} to ${max}`)
    .refine((value) => Number(value) >= min && Number(value) <= max, `${label} must be a whole number from ${min} to ${max}`);

export const admissionYearSchema = z.object({
  label: requiredText({ label: "Year", max: 20, required: "Year is required" }),
  startsOn: date("Start date"),
  open: z.enum(["true", "false"], { errorMap: () => ({ message: "Choose whether applications are open" }) }),
});

/** A class: its age rule in years and months; that the upper age is above the lower is the provider's to say. */
const classFields = z.object({
  name: requiredText({ label: "Class", max: 60, required: "Class is required" }),
  program: z
    .enum(PROGRAMS, { errorMap: () => ({ message: "Choose one of the programs" }) })
    .optional()
    .transform((value) => value ?? ""),
  seats: whole("Seats", 0, 1000),
  minYears: whole("Youngest age, years", 0, 18),
  minMonths: whole("Youngest age, months", 0, 11),
  underYears: whole("Under age, years", 0, 19),
  underMonths: whole("Under age, months", 0, 11),
  ageOn: date("Age on"),
  // The registration fee parents pay by UPI (README "Admissions"); blank is none, as the provider reads it.
  fee: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const read = value === undefined ? { amount: 0 } : readRupees(value);
      if ("problem" in read) ctx.addIssue({ code: "custom", message: read.problem });
    })
    .transform((value) => value ?? ""),
});

/** A class, and its name in Hindi where the school offers Hindi (README "Languages"). */
export const admissionClassSchema = classFields.extend({ hi: hindiVersions(classFields.shape, ["name"]) });

/**
 * A seat offered from an application's record (README "Admissions": "Offers and the waitlist"):
 * the deadline, and the owner's "past the seats" box; that the date is not past nor too far ahead
 * and that seats are left is the provider's to say.
 */
export const offerSchema = z.object({
  deadline: date("Deadline"),
  overSeats: z
    .enum(["yes"], { errorMap: () => ({ message: "Tick the box or leave it" }) })
    .optional()
    .transform((value) => value === "yes"),
});

/** A waitlisted family moved to another place, with the reason the audit trail keeps. */
export const waitlistMoveSchema = z.object({
  position: whole("Position", 1, 9999),
  reason: requiredText({ label: "Reason", max: 500, required: "Reason is required: say why the family moves on the waitlist" }),
});
