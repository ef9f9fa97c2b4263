import { json, type ActionFunctionArgs } from "@remix-run/node";
import { catalogue, requestLang } from "~/i18n/catalogue.server";
import { translateMessage } from "~/i18n/form-copy.server";
import { pathIn } from "~/i18n/languages";
import { confirmRegistration } from "~/models/claim.server";
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from "~/utils/cross-site";
import { readFormData } from "~/utils/forms.server";
import { tenantHostname } from "~/utils/host";
import { redirectSignedIn } from "~/utils/session.server";

/** The registration's link used: the account is made, and the new parent signed in on /account. */
export async function action({ request }: ActionFunctionArgs) {
  // Its answers in the page's language (README "Languages").
  const lang = requestLang(request);
  const words = catalogue(lang).account;
  if (isCrossSiteRequest(request)) return json({ failed: translateMessage(lang, CROSS_SITE_MESSAGE) }, { status: 403 });
  // The form has no fields, but a body that is not a form is refused before the link is used
  // (README "What the server refuses").
  await readFormData(request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const confirmed = await confirmRegistration({ token, domain: tenantHostname(request) ?? "" });
  // A malformed link (400) is as unknown as a used one (404), as the page's loader says; 503 is
  // kept for the provider failing.
  if (!confirmed.ok && confirmed.status === 400) return json({ failed: words.confirmNotValid }, { status: 404 });
  if (!confirmed.ok) return json({ failed: translateMessage(lang, confirmed.message) }, { status: confirmed.status === 404 ? 404 : 503 });
  const { user, token: session } = confirmed.data;
  return redirectSignedIn(request, { token: session, user }, words.welcome(user.name), pathIn(lang, "/account"));
}
