import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { FORM_TEXT } from "~/content/forms";
import { FALLBACK_SCHOOL_NAME } from "~/content/site";
import { catalogue, requestLang } from "~/i18n/catalogue.server";
import { translateMessage } from "~/i18n/form-copy.server";
import { getSubscription, unsubscribe } from "~/models/newsletter.server";
import type { ApiFailure } from "~/utils/api.server";
import { clientIn } from "~/services/school.server";
import { getTenant } from "~/services/tenant.server";
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from "~/utils/cross-site";
import { PRIVATE_CACHE_CONTROL } from "~/utils/shared-page";

/**
 * What the unsubscribe page shows: the question with its button, the answer, or why the link does
 * nothing. A link is one subscriber's: its page is never shared by a cache. Its messages are in
 * the page's language (README "Languages"), the error beside the button too.
 */
export type UnsubscribeView =
  { state: "subscribed"; token: string; error?: string } | { state: "unsubscribed"; message: string } | { state: "invalid"; message: string };

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const headers = { "Cache-Control": PRIVATE_CACHE_CONTROL };

/** The link's school and token, or the view that says why there is nothing to do. */
async function readLink(request: Request): Promise<{ view: UnsubscribeView; status: number } | { clientId: number; token: string }> {
  const words = catalogue(requestLang(request)).newsletter;
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const tenant = await getTenant(request);
  if (tenant.status !== "found") {
    return {
      view: { state: "invalid", message: translateMessage(requestLang(request), FORM_TEXT.noSchool) },
      status: tenant.status === "failed" ? 503 : 404,
    };
  }
  if (!TOKEN.test(token)) return { view: { state: "invalid", message: words.badLink }, status: 404 };
  return { clientId: tenant.client.clientId, token };
}

/** An unknown token (or another school's: the provider answers alike) is a bad link; the rest a failure. */
const isBadLink = (failure: ApiFailure) => failure.status === 404 || failure.status === 400;

/** GET: looks, changes nothing (mail scanners follow links). */
export async function loader({ request }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const words = catalogue(lang).newsletter;
  const tenant = await getTenant(request);
  const school = tenant.status === "found" ? clientIn(tenant.client, lang).clientName : FALLBACK_SCHOOL_NAME;
  // The page's words (README "Languages") with whatever the link says.
  const copy = {
    page: { title: words.unsubscribePage.title, description: words.unsubscribePage.description(school) },
    lead: words.unsubscribeLead(school),
    button: words.unsubscribeButton,
  };
  const answer = (view: UnsubscribeView, status = 200) => json({ view, copy }, { status, headers });
  const link = await readLink(request);
  if ("view" in link) return answer(link.view, link.status);
  const result = await getSubscription(link);
  if (!result.ok) {
    const bad = isBadLink(result);
    return answer({ state: "invalid", message: bad ? words.badLink : translateMessage(lang, result.message) }, bad ? 404 : 503);
  }
  return answer(
    result.data.data.subscribed ? { state: "subscribed", token: link.token } : { state: "unsubscribed", message: words.alreadyUnsubscribed },
  );
}

/**
 * POST: unsubscribes, as often as it is sent. The button sends it, and so may a mail program's
 * one-click unsubscribe (RFC 8058: a POST of `List-Unsubscribe=One-Click` to the link itself).
 */
export async function action({ request }: ActionFunctionArgs) {
  const lang = requestLang(request);
  const invalid = (message: string, status: number) => json<UnsubscribeView>({ state: "invalid", message }, { status, headers });
  if (isCrossSiteRequest(request)) return invalid(translateMessage(lang, CROSS_SITE_MESSAGE), 403);
  const link = await readLink(request);
  if ("view" in link) return json<UnsubscribeView>(link.view, { status: link.status, headers });
  const result = await unsubscribe(link);
  if (result.ok) return json<UnsubscribeView>({ state: "unsubscribed", message: translateMessage(lang, result.data.message) }, { headers });
  if (isBadLink(result)) return invalid(catalogue(lang).newsletter.badLink, 404);
  // The provider failed: the button stays, with what happened.
  return json<UnsubscribeView>({ state: "subscribed", token: link.token, error: translateMessage(lang, result.message) }, { status: 503, headers });
}
