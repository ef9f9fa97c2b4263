/**
 * The pseudo-locale (README "Languages"): every catalogue text wrapped in brackets and its letters
 * accented, "Enroll Now" → "[Éñŕöļļ Ñöŵ]", so a page rendered in it shows at a glance, and a test
 * finds mechanically, any text that did not come from a catalogue (an ASCII letter outside an
 * allowed token). Addresses ("/contact/info", "https://…", "mailto:") and CSS-like tokens stay.
 */
const ACCENTED: Record<string, string> = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((letter, index) => [
    letter,
    [..."åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅßÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"][index]!,
  ]),
);

export function pseudoText(text: string): string {
  if (text === "" || /^(\/|#|https?:|mailto:|tel:)/.test(text)) return text;
  return `[${text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter]!)}]`;
}

/** Every text of a catalogue (and every text its functions return) in the pseudo-locale. */
export function pseudoLocalize<T>(value: T): T {
  if (typeof value === "string") return pseudoText(value) as T;
  if (typeof value === "function") {
    return ((...args: unknown[]) => pseudoLocalize((value as (...a: unknown[]) => unknown)(...args))) as T;
  }
  if (Array.isArray(value)) return value.map((item) => pseudoLocalize(item)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pseudoLocalize(item)])) as T;
  }
  return value;
}
