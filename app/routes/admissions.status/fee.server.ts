import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { getFee, submitUtr, type FeeOwner } from "~/models/payment.server";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import { formConstraint, replyWithApiFailure } from "~/utils/forms.server";
import { catalogue } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/languages";
import { upiPaymentSchema } from "~/utils/payment-schemas";
import { qrCode } from "~/utils/qr.server";
import type { FeeAnswer } from "./fee";
import { ownWords, rupeesIn } from "./words.server";

/**
 * The status page's registration fee (README "Admissions": "Registration fee by UPI"): what an
 * enrollment owes, read with the lookup's reference and mobile, and the parent's UTR, posted with
 * them as the page's `fee` intent. Stateless like the rest of the page: every answer is the record
 * as it is now.
 */

/** The UTR form's refusal, carried into the fee section of the record shown again. */
export type FeeReply = { result: SubmissionResult<string[]> };

/**
 * The fee section of an enrollment, or undefined when nothing is asked (no fee for its class, no
 * UPI ID at the school, or a provider without payments).
 */
export async function loadFee(owner: FeeOwner, lang: Lang, reply?: FeeReply): Promise<FeeAnswer | undefined> {
  const words = catalogue(lang).status.fee;
  const fee = await getFee(owner);
  if (!fee.ok) return fee.status === 0 || fee.status >= 500 ? { failed: words.unavailable } : undefined;
  const { due, link, payment, ...ask } = fee.data.data;
  const paid = payment?.status === "confirmed";
  if (!due && !paid) return undefined;
  // Once a UTR waits for the school, the link is not offered again: a second payment is not wanted.
  const pay = due && link && payment?.status !== "submitted" ? { link, qr: qrCode(link) } : null;
  const amount = rupeesIn(lang, paid ? payment.amountRupees : ask.amountRupees);
  return {
    amount,
    qrLabel: words.qrLabel(amount),
    // The school's name as it gave it for payments: its own words.
    payeeName: ownWords(lang, ask.payeeName),
    upiId: ask.upiId,
    pay,
    form: due ? { constraint: await formConstraint(FORM_SCHEMAS.upiPayment), result: reply?.result } : null,
    payment: payment ? { ...payment, stage: words.payments[payment.status] } : null,
  };
}

type Answers = {
  /** The record shown again, with a notice or the fee form's refusal (the page's `show`). */
  show: (extra: { notice?: string; fee?: FeeReply }, status?: number) => Promise<Response>;
  notFound: () => Promise<Response>;
};

/**
 * The parent's UTR: checked here first (the same rule and words as the provider), then stored.
 * A refusal comes back on the field with the value typed; a UTR stored is the notice above the
 * record, whose fee section then says the payment waits for the school.
 */
export async function payFee(formData: FormData, owner: FeeOwner, clientAddress: string, lang: Lang, { show, notFound }: Answers) {
  const submission = parseWithZod(formData, { schema: upiPaymentSchema });
  if (submission.status !== "success") return show({ fee: { result: submission.reply() } }, 400);
  const { utr } = submission.value;
  const paid = await submitUtr({ ...owner, utr }, { clientAddress });
  if (paid.ok) {
    // The provider's thanks names the amount and the UTR: English shows its own, another language says the same.
    if (lang === "en") return show({ notice: paid.data.message });
    const state = paid.data.data;
    return show({ notice: catalogue(lang).status.fee.utrSent(rupeesIn(lang, state.payment?.amountRupees ?? state.amountRupees), utr) });
  }
  if (paid.status === 404) return notFound();
  const reply = replyWithApiFailure(submission, paid, Object.keys(upiPaymentSchema.shape), { formError: true });
  return show({ fee: { result: reply.result } }, reply.httpStatus);
}
