import { z } from "zod";
import type { Lang } from "~/i18n/languages";
import { apiRequest } from "~/utils/api.server";
import { languageParam } from "./family-language.server";
import { apiStream } from "~/utils/api-stream.server";
import { staffQuery, type StaffCaller } from "./staff.server";

/** The newsletter calls of the provider (README "Newsletter"). No token: parents are anonymous. */

const message = z.object({ message: z.string() });

/**
 * POST /newsletter/subscribe: the same thanks whether the address was new or not. The provider
 * limits sign-ups per e-mail and per address (429 with a message): `clientAddress` names the visitor.
 */
export function subscribe(input: { clientId: number; email: string; language?: Lang }, options: { clientAddress?: string } = {}) {
  return apiRequest("/newsletter/subscribe", {
    method: "POST",
    query: new URLSearchParams([["clientId", String(input.clientId)], ["email", input.email], ...languageParam(input.language)]),
    schema: message,
    clientAddress: options.clientAddress,
  });
}

/** GET /newsletter/subscription: whether an unsubscribe link still has someone to unsubscribe. */
export function getSubscription(input: { clientId: number; token: string }) {
  return apiRequest("/newsletter/subscription", {
    query: new URLSearchParams({ clientId: String(input.clientId), token: input.token }),
    schema: z.object({ data: z.object({ subscribed: z.boolean() }) }),
  });
}

/** POST /newsletter/unsubscribe: idempotent, the same message every time. */
export function unsubscribe(input: { clientId: number; token: string }) {
  return apiRequest("/newsletter/unsubscribe", {
    method: "POST",
    query: new URLSearchParams({ clientId: String(input.clientId), token: input.token }),
    schema: message,
  });
}

/** GET /staff/newsletter/export: the school's current subscribers, the provider's CSV as it streams. */
export function exportSubscribers(caller: StaffCaller & { signal: AbortSignal }) {
  return apiStream("/staff/newsletter/export", { query: staffQuery(caller), token: caller.token, signal: caller.signal });
}
