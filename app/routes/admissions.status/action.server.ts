import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { FORM_TEXT } from "~/content/forms";
import { getSubmissionStatus } from "~/models/enrollment.server";
import { getTenant } from "~/services/tenant.server";
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from "~/utils/cross-site";
import type { FormActionData } from "~/utils/forms";
import { formMessage, readFormData, rejectSubmission } from "~/utils/forms.server";
import type { SubmissionStatus } from "~/utils/staff";
import { statusLookupSchema } from "~/utils/staff-schemas";
import { STATUS_PAGE } from "./copy";

/**
 * Lookups per visitor's address: 10 in 10 minutes, so references cannot be guessed at speed (each
 * also needs the mobile number). In this process's memory: with several instances each counts its
 * own, which still bounds a guesser to a few dozen tries per 10 minutes.
 */
const limiter = new RateLimiterMemory({ keyPrefix: "status-lookup", points: 10, duration: 600 });

export type StatusAnswer = FormActionData | { found: { reference: string; status: SubmissionStatus } };

/**
 * A parent's status lookup: reference plus mobile show the status staff set and nothing else;
 * no such reference and a wrong mobile get the same answer. Answered on this POST (no redirect), so
 * the reference and the number never sit in a URL.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (isCrossSiteRequest(request)) return rejectSubmission({ httpStatus: 403, message: CROSS_SITE_MESSAGE });
  const submission = parseWithZod(await readFormData(request), { schema: statusLookupSchema });
  if (submission.status !== "success") return json<StatusAnswer>({ result: submission.reply() }, { status: 400 });

  const address = typeof context.clientAddress === "string" && context.clientAddress ? context.clientAddress : "unknown";
  try {
    await limiter.consume(address);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    const message = STATUS_PAGE.tooMany(Math.ceil(seconds / 60));
    return json<StatusAnswer>(
      { result: submission.reply({ formErrors: [message] }), toast: formMessage(message) },
      { status: 429, headers: { "Retry-After": String(seconds) } },
    );
  }

  const tenant = await getTenant(request);
  if (tenant.status !== "found") {
    return json<StatusAnswer>({ result: submission.reply({ formErrors: [FORM_TEXT.noSchool] }) }, { status: tenant.status === "failed" ? 503 : 404 });
  }
  const found = await getSubmissionStatus({ clientId: tenant.client.clientId, ...submission.value });
  if (found.ok) return json<StatusAnswer>({ found: found.data.data });
  // One answer for both "no such reference" and "wrong mobile" (and a reference of another school).
  if (found.status === 404 || found.status === 400) {
    return json<StatusAnswer>({ result: submission.reply({ formErrors: [STATUS_PAGE.notFound] }) }, { status: 404 });
  }
  return json<StatusAnswer>({ result: submission.reply({ formErrors: [found.message] }), toast: formMessage(found.message) }, { status: 503 });
}
