import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { login } from "~/models/auth.server";
import { landingAfterSignIn } from "~/services/landing.server";
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from "~/utils/cross-site";
import type { FormActionData } from "~/utils/forms";
import { formMessage, readFormData, rejectSubmission, replyWithApiFailure } from "~/utils/forms.server";
import { tenantHostname } from "~/utils/host";
import { loginSchema } from "~/utils/schemas";
import { redirectSignedIn } from "~/utils/session.server";
import { catalogue, requestLang } from "~/i18n/catalogue.server";
import { answerIn, translateMessage } from "~/i18n/form-copy.server";

export async function action({ request, context }: ActionFunctionArgs) {
  // No honeypot or minimum time here: a password manager fills and sends a sign-in in a moment.
  // SameSite=Lax cookies and the cross-site rule keep other sites out; the provider limits attempts.
  if (isCrossSiteRequest(request)) return rejectSubmission({ httpStatus: 403, message: translateMessage(requestLang(request), CROSS_SITE_MESSAGE) });
  const submission = parseWithZod(await readFormData(request), { schema: loginSchema });
  // A password is never sent back into the page.
  const hideFields = ["password"];
  if (submission.status !== "success")
    return json<FormActionData>(answerIn(requestLang(request), { result: submission.reply({ hideFields }) }), { status: 400 });

  // SPEC §7: the school is the hostname the site is served from.
  // The provider throttles sign-ins per account and per visitor address (a 429 and its message
  // show like any refusal); server.ts puts the visitor's address in the load context.
  const clientAddress = typeof context.clientAddress === "string" ? context.clientAddress : undefined;
  const result = await login({ ...submission.value, domain: tenantHostname(request) ?? "" }, { clientAddress });
  if (!result.ok) {
    // SPEC §8: the server's message as an error toast, and on the form.
    const failure = replyWithApiFailure(submission, result, Object.keys(loginSchema.shape), { hideFields, formError: true });
    // Every message in the page's language (README "Languages").
    const toast = formMessage(failure.message);
    return json<FormActionData>(answerIn(requestLang(request), { result: failure.result, toast }), { status: failure.httpStatus });
  }
  // SPEC §4 kept the token in local storage; here it lives only in the HttpOnly session cookie.
  // Staff go on to the console (or back where they were sent from), parents to /account.
  const welcome = catalogue(requestLang(request)).account.welcome(result.data.user.name);
  return redirectSignedIn(request, result.data, welcome, await landingAfterSignIn(request, result.data.token));
}
