/**
 * Media URLs come from the provider. They are used as image sources and links only when they are
 * site-relative paths or http(s) URLs; anything else (`javascript:`, `data:`) falls back.
 */
export function safeMediaUrl(url: string | null | undefined, fallback: string): string {
  const value = (url ?? "").trim();
  if (!value) return fallback;
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  try {
    const parsed = new URL(value);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.toString() : fallback;
  } catch {
    return fallback;
  }
}
