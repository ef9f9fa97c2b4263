import { z } from "zod";
import { optionalText } from "./schema-fields";
import { readDate, VISIT_MARKS } from "./visits";

/**
 * The visit pages' form schemas (README "Staff console": `/staff/visits`, `/staff/visits/slots`),
 * shared by the pages (Conform in the browser) and their actions, with the provider's bounds and
 * messages (api/admissions/visit-staff.ts), which checks them all again.
 */

const whole = (label: string, min: number, max: number) =>
  z
    .string({ required_error: `${label} is required` })
    .trim()
    .regex(/^\d{1,4}$/, `${label} must be a whole number from ${min} to ${max}`)
    .refine((value) => Number(value) >= min && Number(value) <= max, `${label} must be a whole number from ${min} to ${max}`);

/** A zone the browser's (or Node's) Intl knows, named as a region (Asia/Kolkata) or UTC. */
function isZoneName(value: string): boolean {
  if (value !== "UTC" && !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const visitSettingsSchema = z.object({
  timeZone: z
    .string({ required_error: "Time zone is required" })
    .trim()
    .max(64, "Time zone must be a time zone name such as Asia/Kolkata")
    .refine(isZoneName, "Time zone must be a time zone name such as Asia/Kolkata"),
  visitBookingDays: whole("Booking window", 1, 90),
  visitCutoffHours: whole("Latest booking", 0, 168),
});

/** A weekly time; that it ends by midnight is the provider's to say (on the length's field). */
export const visitSlotSchema = z.object({
  weekday: z.enum(["1", "2", "3", "4", "5", "6", "7"], { errorMap: () => ({ message: "Choose a weekday" }) }),
  startTime: z
    .string({ required_error: "Start time is required" })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Start time must be a time such as 10:30 (24-hour)"),
  lengthMinutes: whole("Length", 15, 240),
  places: whole("Places", 1, 100),
});

export const visitClosureSchema = z.object({
  date: z
    .string({ required_error: "Date is required" })
    .trim()
    .refine((value) => readDate(value) !== null, "Date must be a date (YYYY-MM-DD)"),
  note: optionalText({ label: "Note", max: 200 }),
});

export const visitMarkSchema = z.object({
  status: z.enum(VISIT_MARKS, { errorMap: () => ({ message: "Choose attended, no-show or cancelled" }) }),
  note: optionalText({ label: "Note", max: 2000, allowMarkup: true }),
});
