import { json, type ActionFunctionArgs } from "@remix-run/node";
import { catalogue, requestLang } from "~/i18n/catalogue.server";
import { answerIn } from "~/i18n/form-copy.server";
import { pathIn } from "~/i18n/languages";
import { forgotPassword } from "~/models/auth.server";
import { clientIn } from "~/services/school.server";
import { getTenant } from "~/services/tenant.server";
import { readPublicForm } from "~/services/submit.server";
import type { FormActionData } from "~/utils/forms";
import { formMessage, replyWithApiFailure } from "~/utils/forms.server";
import { tenantHostname } from "~/utils/host";
import { forgotPasswordSchema } from "~/utils/schemas";
import { redirectWithInfo } from "~/utils/toast.server";

/**
 * Forgot password (README "Forms and sign-in"): the provider mails a one-time link when the
 * address has an account at this school, and its answer is the same either way; on to /login
 * with that answer. The public forms' guard keeps bots from making the school send mail.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const read = await readPublicForm(request, forgotPasswordSchema);
  if ("response" in read) return read.response;
  const { submission, guard } = read;
  const clientAddress = typeof context.clientAddress === "string" ? context.clientAddress : undefined;
  const sent = await forgotPassword({ email: submission.value.email, domain: tenantHostname(request) ?? "" }, { clientAddress });
  if (!sent.ok) {
    const failure = replyWithApiFailure(submission, sent, ["email"], { formError: true });
    const toast = formMessage(failure.message);
    return json<FormActionData>(answerIn(requestLang(request), { result: failure.result, guard, toast }), { status: failure.httpStatus });
  }
  // In the page's language (README "Languages"): English shows the provider's own words, which name the school.
  const lang = requestLang(request);
  const tenant = lang === "en" ? null : await getTenant(request);
  const message = tenant?.status === "found" ? catalogue(lang).account.resetSent(clientIn(tenant.client, lang).clientName) : sent.data.message;
  return redirectWithInfo(pathIn(lang, "/login"), message);
}
