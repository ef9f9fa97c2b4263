import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { carriesFormGuard } from "~/utils/forms";
import { log } from "../shared/log.server";
import { NonceContext } from "~/utils/root-data";
import { readRouteErrors } from "~/utils/route-errors";
import { hasVisitorCookie, isShareable, PRIVATE_CACHE_CONTROL, SHARED_CACHE_CONTROL } from "~/utils/shared-page";

/**
 * The complete document, rendered to a string for every visitor (STACK.md: streaming is slower
 * here, and visitors without JavaScript need the whole page anyway; there is no `defer`).
 * The CSP nonce from server.ts goes on every script through NonceContext.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = typeof loadContext.cspNonce === "string" ? loadContext.cspNonce : "";
  const markup = renderToString(
    <NonceContext.Provider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (!responseHeaders.has("Cache-Control"))
    responseHeaders.set("Cache-Control", documentCacheControl(request, responseStatusCode, responseHeaders, remixContext));
  return new Response(`<!DOCTYPE html>${markup}`, { status: responseStatusCode, headers: responseHeaders });
}

/**
 * Whether this page may be shared between visitors (utils/shared-page.ts, README "Caching"): only
 * a 200 for a GET without the visitor's cookies, setting no cookie, whose loaders put nothing of
 * the visitor in it (no form guard, no `Cache-Control` of their own that forbids sharing: one
 * subscriber's unsubscribe page) and reported no failed list (an error toast must not outlive the
 * failure in a cache). Everything else is `private, no-store`.
 */
function documentCacheControl(request: Request, status: number, headers: Headers, { staticHandlerContext }: EntryContext): string {
  const data = Object.values(staticHandlerContext.loaderData ?? {});
  const root = staticHandlerContext.loaderData?.root as { toasts?: unknown[] } | undefined;
  const shared =
    (request.method === "GET" || request.method === "HEAD") &&
    status === 200 &&
    !staticHandlerContext.actionData &&
    !hasVisitorCookie(request.headers.get("Cookie")) &&
    !headers.has("Set-Cookie") &&
    !Object.values(staticHandlerContext.loaderHeaders ?? {}).some(
      (loaded) => loaded.has("Cache-Control") && !isShareable(loaded.get("Cache-Control")),
    ) &&
    (root?.toasts?.length ?? 0) === 0 &&
    !data.some((item) => carriesFormGuard(item) || readRouteErrors(item).length > 0);
  return shared ? SHARED_CACHE_CONTROL : PRIVATE_CACHE_CONTROL;
}

/**
 * Client-side navigations fetch loader data as JSON: a form page's carries its guard, so none of
 * it is shared by a cache unless its route says otherwise.
 */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
  return response;
};

/** Unexpected errors: one JSON line, without the query string (it may carry form values). */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // Remix's own 4xx answers (a method no route takes, a POST to a page without a form) are the
  // client's doing, such as a scanner's OPTIONS or PROPFIND: not an error of ours to be woken for.
  if (isRouteErrorResponse(error) && error.status < 500) {
    log("info", "remix.refused", { method: request.method, path: new URL(request.url).pathname, status: error.status });
    return;
  }
  log("error", "remix.unhandled", {
    method: request.method,
    path: new URL(request.url).pathname,
    name: error instanceof Error ? error.name : typeof error,
    message: error instanceof Error ? error.message : undefined,
    stack: error instanceof Error ? error.stack : undefined,
  });
};
