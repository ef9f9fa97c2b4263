const RUPEES = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** Whole rupees as an Indian reader expects them: ₹5,000, ₹1,00,000 (SPEC §3 fee list). */
export function formatRupees(amount: number): string {
  return RUPEES.format(amount);
}
