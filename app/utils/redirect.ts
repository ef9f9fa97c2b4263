/** The query parameter that brings a visitor back to the page that sent them to /login. */
export const REDIRECT_PARAM = "redirectTo";

const BASE = "http://site.invalid";

/**
 * Where to go after signing in: only a path of this site (README "Staff console": no open
 * redirect). Another origin, a protocol-relative `//evil.example`, backslash tricks that browsers
 * read as `//`, control characters and the sign-in pages themselves all give `fallback`.
 */
export function safeRedirect(to: unknown, fallback: string): string {
  if (typeof to !== "string" || to.length > 2000 || !to.startsWith("/") || /[\\\u0000-\u001f\u007f]/.test(to) || to.startsWith("//")) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || /^\/(login|logout)(\/|$)/.test(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login with a way back to `path` (a path of this site, as the request gave it). */
export function loginPath(backTo: string): string {
  const back = safeRedirect(backTo, "");
  return back ? `/login?${new URLSearchParams({ [REDIRECT_PARAM]: back })}` : "/login";
}
