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

/** A private-use mark around a value's index: no letter, so accenting leaves it for the value. */
const slot = (index: number) => `\uE000${index}\uE001`;

/** A function's text accented with each string value it was given kept as given (`keepValues`). */
function accentAround(fn: (...args: unknown[]) => unknown, args: unknown[]): unknown {
  const values: string[] = [];
  const marked = args.map((arg) => (typeof arg === "string" ? slot(values.push(arg) - 1) : arg));
  const restore = (text: unknown): unknown =>
    typeof text === "string" ? text.replace(/\uE000(\d+)\uE001/g, (_, index: string) => values[Number(index)]!) : text;
  const result = pseudoLocalize(fn(...marked), { keepValues: true });
  return Array.isArray(result) ? result.map(restore) : restore(result);
}

/**
 * Every text of a catalogue (and every text its functions return) in the pseudo-locale. With
 * `keepValues`, what a function is given (a reference, a web address, a parent's name) stays as it
 * is and only the catalogue's own words are accented: a mail's links must still open
 * (shared/i18n/mail.ts). Pages accent the values too, which are the school's words there.
 */
export function pseudoLocalize<T>(value: T, options: { keepValues?: boolean } = {}): T {
  if (typeof value === "string") return pseudoText(value) as T;
  if (typeof value === "function") {
    const fn = value as (...a: unknown[]) => unknown;
    return ((...args: unknown[]) => (options.keepValues ? accentAround(fn, args) : pseudoLocalize(fn(...args)))) as T;
  }
  if (Array.isArray(value)) return value.map((item) => pseudoLocalize(item, options)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pseudoLocalize(item, options)])) as T;
  }
  return value;
}
