import type { FeeFrequency } from "../../shared/school-content";
import type { FeeView } from "./school-pages";

/** How often a fee is paid, in a catalogue's words (SPEC §3: "one-time", "per month", "annual"). */
export type FeePeriods = Readonly<Record<Exclude<FeeFrequency, "other">, string>>;

type FeeRow = { name: string; amount: number; frequency: FeeFrequency; frequencyText: string; note: string };

/**
 * A fee card as Tuition Fees shows it, and the console's preview of it: the amount in rupees in the
 * page's number format ("₹5,000", `intl` of README "Languages"), the period in the page's words; a
 * fee of `other` shows the school's own words, or none ("").
 */
export function feeCardIn(fee: FeeRow, periods: FeePeriods, intl = "en-IN"): Omit<FeeView, "key"> {
  const amount = new Intl.NumberFormat(intl, { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(fee.amount);
  const period = fee.frequency === "other" ? fee.frequencyText.trim() : periods[fee.frequency];
  return { name: fee.name, amount, period, note: fee.note };
}
