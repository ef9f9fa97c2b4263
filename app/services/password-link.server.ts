import { json } from "@remix-run/node";
import { readPasswordLink, setPasswordWithLink } from "~/models/claim.server";
import type { FormActionData } from "~/utils/forms";
import { formConstraint, formMessage, replyWithApiFailure } from "~/utils/forms.server";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import { tenantHostname } from "~/utils/host";
import { redirectSignedIn } from "~/utils/session.server";
import { claimSchema } from "~/utils/staff-schemas";
import { ACCOUNT } from "~/content/account";
import { landingAfterSignIn } from "./landing.server";
import { readStaffForm } from "./staff.server";

// The loader and action behind a one-time password link (README "Forms and sign-in"): `claim`
// (a first password) and `reset` (a forgotten one). The host's school goes with every call, so a
// link opened on another school's site reads as not valid there, and is left unused.

type Purpose = "claim" | "reset";

const linkOf = (request: Request) => ({
  token: new URL(request.url).searchParams.get("token") ?? "",
  domain: tenantHostname(request) ?? "",
});

/** Who the link is for, or why it cannot be used (404; 503 when the provider could not say). */
export async function loadPasswordLink(request: Request, purpose: Purpose, notValid: string) {
  const { token, domain } = linkOf(request);
  const link = token && domain ? await readPasswordLink(purpose, { token, domain }) : null;
  if (!link?.ok) {
    // Unknown, used, expired and other schools' links read alike (the provider's one 404).
    const message = link && link.status === 404 ? link.message : notValid;
    const status = link && link.status !== 404 && link.status !== 400 ? 503 : 404;
    return json({ link: null, token: "", message, constraint: {} }, { status });
  }
  const { name, email, role, clientName, expiresAt } = link.data.data;
  return json({ link: { name, email, role, clientName, expiresAt }, token, message: "", constraint: await formConstraint(FORM_SCHEMAS.claim) });
}

/** Sets the password (the provider checks the rule and uses the link up), signs in, lands as login does. */
export async function setPasswordAction(request: Request, purpose: Purpose) {
  const { submission } = await readStaffForm(request, claimSchema);
  const hideFields = ["password"];
  if (submission.status !== "success") return json<FormActionData>({ result: submission.reply({ hideFields }) }, { status: 400 });
  const used = await setPasswordWithLink(purpose, { ...linkOf(request), password: submission.value.password });
  if (!used.ok) {
    const failure = replyWithApiFailure(submission, used, ["password"], { hideFields, formError: true });
    return json<FormActionData>({ result: failure.result, toast: formMessage(failure.message) }, { status: failure.httpStatus });
  }
  const { user, token: session } = used.data;
  return redirectSignedIn(request, { token: session, user }, ACCOUNT.welcome(user.name), await landingAfterSignIn(request, session));
}
