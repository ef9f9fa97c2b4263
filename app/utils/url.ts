/**
 * Media URLs come from the provider. They are used only as image sources, and only when they are
 * site-relative paths or http(s) URLs; anything else falls back.
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

/** Digits of an Indian phone number without a leading +91/0 (SPEC §9: links prefixed +91). */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  return digits;
}

export function telHref(phone: string): string {
  return `tel:+91${phoneDigits(phone)}`;
}

export function phoneLabel(phone: string): string {
  return `+91 ${phoneDigits(phone)}`;
}
