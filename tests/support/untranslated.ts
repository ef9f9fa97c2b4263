// The pseudo-locale's rule for text that skipped a catalogue (README "Languages"): every catalogue
// text and every text of the school's own is accented there ("[Éñŕöļļ Ñöŵ]"), so an ASCII letter
// left outside these tokens is English. Allowed: e-mail addresses, web addresses, a parent's
// reference (ABC-7K3Q9) and a receipt's number (ABC-2027-0001); a test adds what it typed itself. The pages' check
// (tests/e2e/i18n/harness.ts) runs this in the browser, the mails' (tests/api/mail-pseudo.test.ts)
// in Node, so the patterns travel as sources.
export const ALLOWED_TOKENS = [
  String.raw`[\w.+-]+@[\w-]+(\.[\w-]+)+`,
  String.raw`https?:\/\/\S+`,
  String.raw`\b[A-Z]{3}-[2-9A-HJ-NP-Z]{5}\b`,
  String.raw`\b[A-Z]{3}-\d{4}-\d{4,}\b`,
];

/** A typed text as a pattern of itself (its own characters, none special). */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each line of `text` with an ASCII letter outside the allowed tokens and `typed`. */
export function untranslatedLines(text: string, typed: string[] = []): string[] {
  const allowed = [...ALLOWED_TOKENS, ...typed.map(literally)].map((source) => new RegExp(source, "g"));
  return text.split("\n").filter((line) => /[A-Za-z]/.test(allowed.reduce((rest, pattern) => rest.replace(pattern, " "), line)));
}
