/**
 * A fee's amount as staff type it (README "Staff console": fees): whole rupees from 0 to one crore,
 * far above any school's fee. The provider stores what this reads and refuses the rest with its
 * message; the console's form checks the same rule first, so a parent-facing price is never a
 * guess at what staff meant.
 */

export const MAX_RUPEES = 10_000_000;

export const RUPEES_MESSAGES = {
  required: "Amount is required",
  negative: "Amount cannot be negative: write 0 for a fee that is free",
  paise: "Amount must be whole rupees, without paise",
  notANumber: "Amount must be a number of rupees, such as 5000",
  tooLarge: "Amount must be at most ₹1,00,00,000",
} as const;

/**
 * The amount in whole rupees, or the message that says what is wrong with it. Written as staff
 * write prices in India, "₹5,000", "Rs. 1,00,000/-" and "INR 500" read as 5000, 100000 and 500.
 */
export function readRupees(typed: string): { amount: number } | { problem: string } {
  const value = typed
    .trim()
    .replace(/^(₹|rs\.?|inr)\s*/i, "")
    .replace(/\s*\/-$/, "")
    .replace(/[,\s]/g, "")
    // "500.00" is whole rupees too.
    .replace(/^(\d+)\.0+$/, "$1");
  if (value === "") return { problem: RUPEES_MESSAGES.required };
  if (/^[-−–]\d+(\.\d+)?$/.test(value)) return { problem: RUPEES_MESSAGES.negative };
  if (/^\d+\.\d+$/.test(value)) return { problem: RUPEES_MESSAGES.paise };
  if (!/^\d+$/.test(value)) return { problem: RUPEES_MESSAGES.notANumber };
  const amount = Number(value);
  return amount > MAX_RUPEES ? { problem: RUPEES_MESSAGES.tooLarge } : { amount };
}

const INDIAN_RUPEES = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** Whole rupees as an Indian reader expects them: ₹5,000, ₹1,00,000 (lakh grouping). */
export function formatRupees(amount: number): string {
  return INDIAN_RUPEES.format(amount);
}
