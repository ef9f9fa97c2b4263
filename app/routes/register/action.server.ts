import { json, type ActionFunctionArgs } from "@remix-run/node";
import { ACCOUNT } from "~/content/forms";
import { register } from "~/models/auth.server";
import { readPublicForm } from "~/services/submit.server";
import type { FormActionData } from "~/utils/forms";
import { formMessage, replyWithApiFailure } from "~/utils/forms.server";
import { tenantHostname } from "~/utils/host";
import { registerSchema } from "~/utils/schemas";
import { redirectSignedIn } from "~/utils/session.server";

export async function action({ request }: ActionFunctionArgs) {
  // Accounts are what spam bots make: the public forms' honeypot, minimum time and origin check.
  const hideFields = ["password"];
  const read = await readPublicForm(request, registerSchema, { hideFields });
  if ("response" in read) return read.response;
  const { submission, guard } = read;

  // The school's domain is the tenant host (contract: the domain names the school).
  const result = await register({ ...submission.value, domain: tenantHostname(request) ?? "" });
  if (!result.ok) {
    const failure = replyWithApiFailure(submission, result, Object.keys(registerSchema.shape), { hideFields, formError: true });
    return json<FormActionData>({ result: failure.result, guard, toast: formMessage(failure.message) }, { status: failure.httpStatus });
  }
  return redirectSignedIn(request, result.data, ACCOUNT.welcome(result.data.user.name));
}
