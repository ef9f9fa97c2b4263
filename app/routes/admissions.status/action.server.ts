import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { FORM_TEXT } from "~/content/forms";
import { catalogue, requestLang } from "~/i18n/catalogue.server";
import { translateMessage } from "~/i18n/form-copy.server";
import { getSubmissionStatus } from "~/models/enrollment.server";
import { cancelVisit, moveVisit } from "~/models/visit.server";
import { lookupsLeft, spendLookup, spendWrongPair, visitorAddress } from "~/services/status-limit.server";
import { getTenant } from "~/services/tenant.server";
import { loadVisitDays } from "~/services/visits.server";
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from "~/utils/cross-site";
import type { FormMessage } from "~/utils/forms";
import { formMessage, rejectSubmission } from "~/utils/forms.server";
import { visitMoveSchema } from "~/utils/schemas";
import { statusLookupSchema } from "~/utils/staff-schemas";
import { STATUS_INTENTS, type StatusAnswer, type UploadError } from "./answer";
import { loadDocuments, readStatusForm, uploadDocument } from "./documents.server";
import { answerTheOffer } from "./offer.server";
import { loadFee, payFee, type FeeReply } from "./fee.server";
import { recordWords, visitDaysIn, visitWhen } from "./words.server";

/**
 * A parent's status page: reference plus mobile show the status staff set and nothing else; no
 * such reference and a wrong mobile get the same answer. A visit is moved or cancelled here too
 * (README "Visits"): those forms carry the pair in hidden fields, cancelling asks first. Every
 * answer is given on its POST (no redirect), so the reference and the number never sit in a URL.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  // Every answer in the page's language (README "Languages"); the form's messages are translated where shown.
  const lang = requestLang(request);
  if (isCrossSiteRequest(request)) return rejectSubmission({ httpStatus: 403, message: translateMessage(lang, CROSS_SITE_MESSAGE) });
  const words = catalogue(lang).status;
  const formData = await readStatusForm(request);
  const intent = STATUS_INTENTS.find((name) => name === formData.get("intent")) ?? "lookup";
  const submission = parseWithZod(formData, { schema: statusLookupSchema });
  if (submission.status !== "success") return json<StatusAnswer>({ result: submission.reply() }, { status: 400 });

  const address = visitorAddress(context);
  // A lookup spends one of the address's tries; a change only when its pair is wrong (status-limit.server.ts).
  const wait = intent === "lookup" ? await spendLookup(address) : await lookupsLeft(address);
  if (wait !== null) {
    const message = words.tooMany(Math.ceil(wait / 60));
    return json<StatusAnswer>(
      { result: submission.reply({ formErrors: [message] }), toast: formMessage(message) },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  }

  const tenant = await getTenant(request);
  if (tenant.status !== "found") {
    return json<StatusAnswer>(
      { result: submission.reply({ formErrors: [translateMessage(lang, FORM_TEXT.noSchool)] }) },
      { status: tenant.status === "failed" ? 503 : 404 },
    );
  }
  const pair = { clientId: tenant.client.clientId, ...submission.value };
  const notFound = async () => {
    if (intent !== "lookup") await spendWrongPair(address);
    return json<StatusAnswer>({ result: submission.reply({ formErrors: [words.notFound] }) }, { status: 404 });
  };
  /** The record as it is now, with the times to move to while the visit can change. */
  type Extra = {
    notice?: string;
    moveError?: string;
    error?: string;
    confirmCancel?: boolean;
    confirmDecline?: boolean;
    uploadError?: UploadError;
    toast?: FormMessage;
    fee?: FeeReply;
  };
  const show = async (extra: Extra = {}, status = 200) => {
    const found = await getSubmissionStatus(pair);
    // One answer for both "no such reference" and "wrong mobile" (and a reference of another school).
    if (!found.ok && (found.status === 404 || found.status === 400)) return notFound();
    if (!found.ok) {
      const message = translateMessage(lang, found.message);
      return json<StatusAnswer>({ result: submission.reply({ formErrors: [message] }), toast: formMessage(message) }, { status: 503 });
    }
    const record = found.data.data;
    const changeable = record.kind === "visit" && record.visit.changeable;
    const times = changeable && !extra.confirmCancel ? await loadVisitDays(pair.clientId) : { days: [] };
    const [documents, fee] = await Promise.all([
      loadDocuments(record, pair, lang),
      record.kind === "enrollment" ? loadFee(pair, lang, extra.fee) : undefined,
    ]);
    // The provider's sentences (an offer answered, a change refused) in the page's language.
    const said = {
      notice: extra.notice === undefined ? undefined : translateMessage(lang, extra.notice),
      error: extra.error === undefined ? undefined : translateMessage(lang, extra.error),
      moveError: extra.moveError === undefined ? undefined : translateMessage(lang, extra.moveError),
    };
    return json<StatusAnswer>(
      {
        found: record,
        words: recordWords(lang, record),
        mobile: pair.mobile,
        days: visitDaysIn(lang, times.days),
        documents,
        ...extra,
        ...said,
        fee,
      },
      { status },
    );
  };

  if (intent === "lookup" || intent === "show" || intent === "cancel-ask") return show({ confirmCancel: intent === "cancel-ask" });
  if (intent === "upload") return uploadDocument(formData, pair, address, lang, show);
  if (intent === "fee") return payFee(formData, pair, address, lang, { show, notFound });

  if (intent === "offer-decline-ask") return show({ confirmDecline: true });
  if (intent === "offer-accept" || intent === "offer-decline") return answerTheOffer(pair, intent, { show, notFound });

  if (intent === "cancel") {
    const cancelled = await cancelVisit({ ...pair, language: lang });
    if (cancelled.ok) return show({ notice: words.visit.cancelled });
    if (cancelled.status === 404) return notFound();
    return show({ error: cancelled.message }, cancelled.status === 0 || cancelled.status >= 500 ? 503 : cancelled.status);
  }

  const move = parseWithZod(formData, { schema: visitMoveSchema });
  if (move.status !== "success") return show({ moveError: move.error?.slot?.[0] }, 400);
  const moved = await moveVisit({ ...pair, ...move.value.slot, language: lang });
  if (moved.ok) return show({ notice: words.visit.moved(visitWhen(lang, moved.data.data.date, moved.data.data.startTime)) });
  if (moved.status === 404) return notFound();
  // A time that filled or closed meanwhile shows on the times; "can no longer be changed" above them.
  const onSlot = moved.field === "slot";
  const status = moved.status === 0 || moved.status >= 500 ? 503 : moved.status;
  return show(onSlot ? { moveError: moved.errors?.slot?.[0] ?? moved.message } : { error: moved.message }, status);
}
