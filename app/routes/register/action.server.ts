import { json, type ActionFunctionArgs } from "@remix-run/node";
import { login, register } from "~/models/auth.server";
import { readPublicForm } from "~/services/submit.server";
import type { FormActionData } from "~/utils/forms";
import { formMessage, replyWithApiFailure } from "~/utils/forms.server";
import { tenantHostname } from "~/utils/host";
import { registerSchema } from "~/utils/schemas";
import { redirectSignedIn } from "~/utils/session.server";
import { redirectWithInfo } from "~/utils/toast.server";
import { ACCOUNT } from "~/content/account";

export async function action({ request, context }: ActionFunctionArgs) {
  // Accounts are what spam bots make: the public forms' honeypot, minimum time and origin check.
  const hideFields = ["password"];
  const read = await readPublicForm(request, registerSchema, { hideFields });
  if ("response" in read) return read.response;
  const { submission, guard } = read;

  // The school's domain is the tenant host (contract: the domain names the school).
  const domain = tenantHostname(request) ?? "";
  const registered = await register({ ...submission.value, domain });
  if (!registered.ok) {
    const failure = replyWithApiFailure(submission, registered, Object.keys(registerSchema.shape), { hideFields, formError: true });
    return json<FormActionData>({ result: failure.result, guard, toast: formMessage(failure.message) }, { status: failure.httpStatus });
  }
  // The provider's answer is the same whether the e-mail was new here or already had an account
  // (README "Accounts"), so the site signs in with what was typed: a new account opens, an old one
  // opens only with its own password. Otherwise /login with the provider's message, which says
  // what to do next and never whether the e-mail was known.
  const clientAddress = typeof context.clientAddress === "string" ? context.clientAddress : undefined;
  const signedIn = await login({ email: submission.value.email, password: submission.value.password, domain }, { clientAddress });
  if (signedIn.ok) return redirectSignedIn(request, signedIn.data, ACCOUNT.welcome(signedIn.data.user.name));
  return redirectWithInfo("/login", signedIn.status === 429 ? signedIn.message : registered.data.message);
}
