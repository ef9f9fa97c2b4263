import { ACCOUNT } from "~/content/account";
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
  if (!token) return redirectWithInfo("/login", ACCOUNT.expired, { headers });
  const result = await revokeOtherSessions(token);
  if (result.ok) return redirectWithSuccess(page, result.data.message, { headers });
  if (result.status === 401) {
    const session = await getSession(request);
    return redirectWithInfo("/login", ACCOUNT.expired, { headers: { ...headers, "Set-Cookie": await destroySession(session) } });
  }
  return redirectWithError(page, result.message, { headers });
}
