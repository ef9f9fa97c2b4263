/**
 * A site path ("/contact/info", "/") under a language's prefix ("hi"): "/hi/contact/info", "/hi"
 * (README "Languages"). The prefix "" is English: the path as it is.
 */
export function withPrefix(prefix: string, path: string): string {
  if (!prefix || !path.startsWith("/")) return path;
  // The home's own query or fragment follows the prefix itself: "/?program=x" → "/hi?program=x".
  return path === "/" || path.startsWith("/?") || path.startsWith("/#") ? `/${prefix}${path.slice(1)}` : `/${prefix}${path}`;
}
