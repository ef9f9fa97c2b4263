import type { FeeFrequency } from "../../shared/school-content";

/**
 * How a fee's period reads after its amount on Tuition Fees, in SPEC §3's words ("5000 one-time",
 * "3000 per month", "1500 annual"); with `other`, the school's own words, or none.
 */
const FEE_PERIODS: Record<Exclude<FeeFrequency, "other">, string> = {
  oneTime: "one-time",
  perMonth: "per month",
  perTerm: "per term",
  perYear: "annual",
};

export function feePeriod(fee: { frequency: FeeFrequency; frequencyText: string }): string {
  return fee.frequency === "other" ? fee.frequencyText : FEE_PERIODS[fee.frequency];
}
