import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { FORM_TEXT } from "~/content/forms";
import { getSubscription, unsubscribe } from "~/models/newsletter.server";
import type { ApiFailure } from "~/utils/api.server";
import { getTenant } from "~/services/tenant.server";
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from "~/utils/cross-site";
import { PRIVATE_CACHE_CONTROL } from "~/utils/shared-page";
import { NEWSLETTER } from "~/content/site";

/**
 * What the unsubscribe page shows: the question with its button, the answer, or why the link does
 * nothing. A link is one subscriber's: its page is never shared by a cache.
 */
export type UnsubscribeView =
  { state: "subscribed"; token: string; error?: string } | { state: "unsubscribed"; message: string } | { state: "invalid"; message: string };

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const headers = { "Cache-Control": PRIVATE_CACHE_CONTROL };
const invalid = (message: string, status: number) => json<UnsubscribeView>({ state: "invalid", message }, { status, headers });

/** The link's school and token, or the page that says why there is nothing to do. */
async function readLink(request: Request) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const tenant = await getTenant(request);
  if (tenant.status !== "found") return { answer: invalid(FORM_TEXT.noSchool, tenant.status === "failed" ? 503 : 404) };
  if (!TOKEN.test(token)) return { answer: invalid(NEWSLETTER.badLink, 404) };
  return { clientId: tenant.client.clientId, token };
}

/** An unknown token (or another school's: the provider answers alike) is a bad link; the rest a failure. */
const isBadLink = (failure: ApiFailure) => failure.status === 404 || failure.status === 400;

/** GET: looks, changes nothing (mail scanners follow links). */
export async function loader({ request }: LoaderFunctionArgs) {
  const link = await readLink(request);
  if ("answer" in link) return link.answer;
  const result = await getSubscription(link);
  if (!result.ok) return invalid(isBadLink(result) ? NEWSLETTER.badLink : result.message, isBadLink(result) ? 404 : 503);
  const view: UnsubscribeView = result.data.data.subscribed
    ? { state: "subscribed", token: link.token }
    : { state: "unsubscribed", message: NEWSLETTER.alreadyUnsubscribed };
  return json(view, { headers });
}

/**
 * POST: unsubscribes, as often as it is sent. The button sends it, and so may a mail program's
 * one-click unsubscribe (RFC 8058: a POST of `List-Unsubscribe=One-Click` to the link itself).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (isCrossSiteRequest(request)) return invalid(CROSS_SITE_MESSAGE, 403);
  const link = await readLink(request);
  if ("answer" in link) return link.answer;
  const result = await unsubscribe(link);
  if (result.ok) return json<UnsubscribeView>({ state: "unsubscribed", message: result.data.message }, { headers });
  if (isBadLink(result)) return invalid(NEWSLETTER.badLink, 404);
  // The provider failed: the button stays, with what happened.
  return json<UnsubscribeView>({ state: "subscribed", token: link.token, error: result.message }, { status: 503, headers });
}
