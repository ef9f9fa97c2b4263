import { catalogue, requestLang } from "~/i18n/catalogue.server";
import { translateMessage } from "~/i18n/form-copy.server";
import { pathIn } from "~/i18n/languages";
import { revokeOtherSessions } from "~/models/auth.server";
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from "~/utils/cross-site";
import { PRIVATE_CACHE_CONTROL } from "~/utils/shared-page";
import { destroySession, getSession, getToken } from "~/utils/session.server";
import { redirectWithError, redirectWithInfo, redirectWithSuccess } from "~/utils/toast.server";

const headers = { "Cache-Control": PRIVATE_CACHE_CONTROL };

/**
 * "Sign out everywhere else" (README "Forms and sign-in", "Staff console"): the provider ends every
 * other session of the signed-in account and keeps this one; Post/Redirect/Get back to `page` with
 * its message. A session the provider no longer knows is signed out here too.
 */
export async function signOutElsewhere(request: Request, page: string): Promise<Response> {
  if (isCrossSiteRequest(request)) throw new Response(CROSS_SITE_MESSAGE, { status: 403, headers });
  const token = await getToken(request);
  // In the page's language (README "Languages"): the staff's settings are English, /hi/account Hindi.
  const lang = requestLang(request);
  const { expired } = catalogue(lang).account;
  if (!token) return redirectWithInfo(pathIn(lang, "/login"), expired, { headers });
  const result = await revokeOtherSessions(token);
  if (result.ok) return redirectWithSuccess(page, translateMessage(lang, result.data.message), { headers });
  if (result.status === 401) {
    const session = await getSession(request);
    return redirectWithInfo(pathIn(lang, "/login"), expired, { headers: { ...headers, "Set-Cookie": await destroySession(session) } });
  }
  return redirectWithError(page, translateMessage(lang, result.message), { headers });
}
