import { json, type ActionFunctionArgs } from "@remix-run/node";
import { catalogue, requestLang } from "~/i18n/catalogue.server";
import { pathIn } from "~/i18n/languages";
import { answerIn } from "~/i18n/form-copy.server";
import { register } from "~/models/auth.server";
import { readPublicForm } from "~/services/submit.server";
import type { FormActionData } from "~/utils/forms";
import { formMessage, replyWithApiFailure } from "~/utils/forms.server";
import { tenantHostname } from "~/utils/host";
import { registerSchema } from "~/utils/schemas";
import { redirectWithInfo } from "~/utils/toast.server";

export async function action({ request, context }: ActionFunctionArgs) {
  // Accounts are what spam bots make: the public forms' honeypot, minimum time and origin check.
  const hideFields = ["password"];
  const read = await readPublicForm(request, registerSchema, { hideFields });
  if ("response" in read) return read.response;
  const { submission, guard } = read;

  // The school's domain is the tenant host (contract: the domain names the school).
  const domain = tenantHostname(request) ?? "";
  const clientAddress = typeof context.clientAddress === "string" ? context.clientAddress : undefined;
  const registered = await register({ ...submission.value, domain }, { clientAddress });
  if (!registered.ok) {
    const failure = replyWithApiFailure(submission, registered, Object.keys(registerSchema.shape), { hideFields, formError: true });
    const toast = formMessage(failure.message);
    return json<FormActionData>(answerIn(requestLang(request), { result: failure.result, guard, toast }), { status: failure.httpStatus });
  }
  // The provider's answer is the same whether the e-mail was new here or already had an account
  // (README "Forms and sign-in"), and nobody is signed in either way: a new account exists once
  // the link mailed to it is opened; an existing one's owner is mailed the way to sign in.
  // In the page's language (README "Languages"): English shows the provider's own words, which name the address.
  const lang = requestLang(request);
  const message = lang === "en" ? registered.data.message : catalogue(lang).account.registered(submission.value.email);
  return redirectWithInfo(pathIn(lang, "/login"), message);
}
