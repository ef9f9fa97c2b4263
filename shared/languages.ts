/**
 * The languages of the public site and of the mails to families (README "Languages"), one line
 * each: the site (app/i18n/languages.ts) and the provider (./school-languages.ts, ./i18n/mail.ts)
 * read this list. English is SPEC's, at SPEC's URLs; every other language lives under its own first
 * path segment (/hi/admissions/enrollmentForm). `name` is the switch's (in the language itself),
 * `english` the console's ("prefers Hindi"), `intl` the locale of dates and numbers.
 */
export const LANGUAGES = {
  en: { name: "English", english: "English", intl: "en-IN", prefix: "" },
  hi: { name: "हिन्दी", english: "Hindi", intl: "hi-IN", prefix: "hi" },
  // The pseudo-locale: every catalogue string wrapped and accented, so a test can find any text
  // that does not come from a catalogue (tests/e2e/i18n). Never offered to parents: only a server
  // started with PSEUDO_LOCALE=true serves it. Dates and numbers use Hindi's formats, which carry
  // no Latin letters either.
  "en-XA": { name: "[Þšéûðö]", english: "Pseudo", intl: "hi-IN", prefix: "en-xa", test: true },
} as const satisfies Record<string, { name: string; english: string; intl: string; prefix: string; test?: true }>;

export type Language = keyof typeof LANGUAGES;

/** The pseudo-locale's code. */
export const PSEUDO_LANGUAGE = "en-XA" satisfies Language;

/** A language a school may offer: any but the tests' pseudo-locale. */
export type SiteLanguage = Exclude<Language, typeof PSEUDO_LANGUAGE>;
