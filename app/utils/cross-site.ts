/**
 * Forms are posted only from the school's own pages. server.ts refuses every other site's
 * state-changing request with this rule before any action runs; the actions apply it again (a
 * Remix data request is still a request to the site).
 */
export const CROSS_SITE_MESSAGE = "This form was sent from another website, so it was not accepted.";

/**
 * True when a browser sent the request from another site: an Origin whose hostname is not the
 * request's (or the opaque "null"), else, without an Origin, `Sec-Fetch-Site: cross-site`.
 * Hostnames, not origins, are compared: behind a TLS-terminating proxy the request says http while
 * the browser says https, and a proxy on another port may not pass the port on. A request with
 * neither header (not a browser) is left to the honeypot.
 */
export function isCrossSite(headers: { origin: string | null; secFetchSite: string | null }, hostname: string): boolean {
  if (headers.origin !== null) {
    try {
      return new URL(headers.origin).hostname.toLowerCase() !== hostname.toLowerCase();
    } catch {
      return true;
    }
  }
  return headers.secFetchSite === "cross-site";
}

/** The same rule for a Fetch API request (an action's). */
export function isCrossSiteRequest(request: Request): boolean {
  return isCrossSite({ origin: request.headers.get("Origin"), secFetchSite: request.headers.get("Sec-Fetch-Site") }, new URL(request.url).hostname);
}
