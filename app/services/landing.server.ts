import { requestLang } from "~/i18n/catalogue.server";
import { pathIn } from "~/i18n/languages";
import { getStaffMe } from "~/models/staff.server";
import { REDIRECT_PARAM, safeRedirect } from "~/utils/redirect";
import { getTenant } from "./tenant.server";

/**
 * Where a visitor lands after signing in (README "Staff console"). Login does not say the role, so
 * `/staff/me` is asked: staff and owners go back where they were sent from, else to /staff; a
 * parent (403) goes to /account (in the sign-in page's language), or back to a page that is not the
 * console's.
 */
export async function landingAfterSignIn(request: Request, token: string): Promise<string> {
  const wanted = safeRedirect(new URL(request.url).searchParams.get(REDIRECT_PARAM), "");
  const tenant = await getTenant(request);
  if (tenant.status === "found") {
    const me = await getStaffMe({ token, clientId: tenant.client.clientId });
    if (me.ok) return wanted || "/staff";
  }
  return wanted && !/^\/staff(\/|\?|#|$)/.test(wanted) ? wanted : pathIn(requestLang(request), "/account");
}
