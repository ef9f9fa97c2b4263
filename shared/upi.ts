/**
 * UPI, as the registration fee uses it (README "Admissions": "Registration fee by UPI"): the
 * school's UPI ID, the transaction reference (UTR) a parent reads in their UPI app after paying,
 * and the deep link that opens a UPI app with the payment filled in. Shared so the site builds the
 * same link (and a QR code of it) and checks the same fields as the provider.
 */

/** A virtual payment address: a name, `@`, the handle of the payer's bank or app (NPCI). */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
export const UPI_ID_MESSAGE = "Enter the school's UPI ID, such as sunshinekids@okaxis";

/** The UTR of a UPI payment: 12 digits (the "UPI transaction ID" or "UPI Ref No." in the app). */
export const UTR_PATTERN = /^\d{12}$/;
export const UTR_MESSAGE = "Enter the 12-digit UPI transaction reference (UTR) from your UPI app's payment details";

/** What a parent types, made canonical: spaces and dashes some apps show in groups are forgiven. */
export const normalizeUtr = (typed: string) => typed.replace(/[\s-]/g, "");

export interface UpiPayment {
  upiId: string;
  /** The name the parent's UPI app shows as the payee. */
  payeeName: string;
  amountRupees: number;
  /** The transaction note (`tn`): the application's reference, so staff match it on the statement. */
  note: string;
}

/**
 * Each value percent-encoded (a space as %20: UPI apps do not read `+` as one). `@` stays as it is:
 * RFC 3986 allows it in a query, NPCI's own examples write `pa=name@bank`, and some UPI apps do not
 * decode `%40` in `pa`.
 */
const encode = (value: string) => encodeURIComponent(value).replace(/%40/g, "@");

/**
 * NPCI's UPI deep link: `upi://pay?pa=<UPI ID>&pn=<payee>&am=<amount, 2 decimals>&cu=INR&tn=<note>`
 * (NPCI "UPI Linking Specifications"). A phone opens it in a UPI app; a QR code of it is the same
 * payment for a parent on a computer.
 */
export function upiLink(payment: UpiPayment): string {
  const params: [string, string][] = [
    ["pa", payment.upiId],
    ["pn", payment.payeeName],
    ["am", payment.amountRupees.toFixed(2)],
    ["cu", "INR"],
    ["tn", payment.note],
  ];
  return `upi://pay?${params.map(([name, value]) => `${name}=${encode(value)}`).join("&")}`;
}
