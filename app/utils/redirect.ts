/** The query parameter that brings a visitor back to the page that sent them to /login. */
export const REDIRECT_PARAM = "redirectTo";

// A made-up origin to resolve against: what matters is whether a value stays on it.
const BASE = new URL("http://site.invalid/");

/**
 * The one rule for every redirect target taken from a request (`?redirectTo=`, the newsletter's
 * return path, the console's own pages; README "Forms and sign-in": no open redirect). The value is
 * judged as the browser will follow it, after the URL standard's parsing (dot segments, back
 * slashes read as slashes, tabs and newlines dropped): it must be a path of this site, and the path
 * handed back must resolve to this site again — `/.//evil.example` normalises to
 * `//evil.example`, which a browser would read as another host, so it is refused, not returned.
 * Refused, and the sign-in pages themselves, give `fallback`.
 */
export function safeRedirect(to: unknown, fallback: string): string {
  // Control characters and spaces are refused outright, though browsers strip some of them: a
  // value that needs them is not a link this site made.
  if (typeof to !== "string" || to.length > 2000 || !to.startsWith("/") || /[\u0000-\u0020\u007f]/.test(to)) return fallback;
  const url = parse(to, BASE);
  if (!url || url.origin !== BASE.origin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // What the browser makes of the answer: the same URL on the same origin, or it is refused.
  const followed = parse(path, BASE);
  if (path.startsWith("//") || path.startsWith("/\\") || !followed || followed.href !== url.href) return fallback;
  // The sign-in pages in any language too (/hi/login, README "Languages": a language is one path
  // segment before the page). Matched here rather than with i18n/languages.ts, whose table would
  // then ship with the sign-in page's JavaScript.
  if (/^\/([a-z]{2}(-[a-z]{2})?\/)?(login|logout)(\/|$)/i.test(url.pathname)) return fallback;
  return path;
}

function parse(value: string, base: URL): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/** /login with a way back to `path` (a path of this site, as the request gave it). */
export function loginPath(backTo: string): string {
  const back = safeRedirect(backTo, "");
  return back ? `/login?${new URLSearchParams({ [REDIRECT_PARAM]: back })}` : "/login";
}
