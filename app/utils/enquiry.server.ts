import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { ENQUIRY, FORM_TEXT } from "~/content/forms";
import { createEnquiry } from "~/models/contact.server";
import { getEnv } from "./env.server";
import type { FormFailure } from "./forms";
import { checkSubmission, formMessage, rejectSubmission, replyWithApiFailure, TOO_FAST_MESSAGE } from "./forms.server";
import { enquirySchema } from "./schemas";
import { getTenant } from "./tenant.server";
import { redirectWithSuccess } from "./toast.server";

/** Where the enquiry form lives; the success flag opens its 'Saved' dialog (fixed text). */
export const ENQUIRY_PATH = "/contact/info";
const FIELDS = ["parentName", "parentMobile", "email", "childName", "message"] as const;

/**
 * The action of the enquiry form on /contact/info (SPEC §2, §5, §8): the route exports
 * `export const action = (args: ActionFunctionArgs) => enquiryAction(args)`. The form's guard
 * (honeypot, idempotency key) comes from the root loader, so the route's loader needs nothing.
 */
export async function enquiryAction({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const check = checkSubmission(request, formData);
  if (check.status === "rejected") return rejectSubmission(check);

  const submission = parseWithZod(formData, { schema: enquirySchema });
  if (check.status === "too-fast") {
    return json<FormFailure>({ result: submission.reply({ formErrors: [TOO_FAST_MESSAGE] }), guard: check.guard }, { status: 400 });
  }
  if (submission.status !== "success") return json<FormFailure>({ result: submission.reply(), guard: check.guard }, { status: 400 });

  const tenant = await getTenant(request, { signal: AbortSignal.timeout(getEnv().API_TIMEOUT_MS) });
  if (tenant.status !== "found") {
    const message = tenant.status === "failed" ? tenant.message || FORM_TEXT.noSchool : FORM_TEXT.noSchool;
    return json<FormFailure>({ result: submission.reply(), guard: check.guard, dialog: formMessage(message) }, { status: 503 });
  }
  const result = await createEnquiry({ clientId: tenant.client.clientId, ...submission.value }, { idempotencyKey: check.guard.idempotencyKey });
  if (!result.ok) {
    // SPEC §8: the 'Error!' dialog with the server's message or the generic one; every value kept.
    const failure = replyWithApiFailure(submission, result, FIELDS);
    return json<FormFailure>({ result: failure.result, guard: check.guard, dialog: formMessage(failure.message) }, { status: failure.httpStatus });
  }
  // Post/Redirect/Get back to the form: the flag opens the 'Saved' dialog, the toast carries the API's message.
  return redirectWithSuccess(`${ENQUIRY_PATH}?sent=1#enquiry-saved`, result.data.message || ENQUIRY.savedText);
}
