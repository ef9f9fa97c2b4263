/**
 * Which answers may be shared between visitors (README "Caching"), in one place for the page
 * renderer (entry.server.tsx), the in-process response cache (server.ts) and nginx's example.
 *
 * An anonymous GET of a public page carries nothing of its visitor, so one rendering serves
 * everyone asking for that URL on that school's host. A visitor's part — the session cookie of a
 * signed-in visitor, a flash toast's cookie, a form's guard (its idempotency key and signed time),
 * any Set-Cookie — makes the answer `private, no-store`.
 */

/** The session (session.server.ts) and flash toast (toast.server.ts) cookies. */
export const SESSION_COOKIE = "__session";
export const TOAST_COOKIE = "__toast";

/** Short: nginx cannot be told that a school changed, so a page may be this old there (README). */
export const SHARED_MAX_AGE_S = 10;
/** How long a shared cache may answer with an older copy while it fetches a fresh one. */
export const SHARED_STALE_S = 30;

/** Browsers ask again each time (max-age=0); shared caches keep it SHARED_MAX_AGE_S. */
export const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_S}, stale-while-revalidate=${SHARED_STALE_S}`;
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** True when the Cookie header holds a cookie that makes the page this visitor's own. */
export function hasVisitorCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((pair) => {
    const name = pair.slice(0, pair.indexOf("=") === -1 ? undefined : pair.indexOf("=")).trim();
    return name === SESSION_COOKIE || name === TOAST_COOKIE;
  });
}

/** True when a Cache-Control value lets a shared cache store the answer. */
export function isShareable(cacheControl: string | null | undefined): boolean {
  if (!cacheControl) return false;
  const directives = cacheControl
    .toLowerCase()
    .split(",")
    .map((part) => part.trim());
  return directives.includes("public") && !directives.includes("no-store") && !directives.includes("private");
}
