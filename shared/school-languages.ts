/**
 * The languages a school's site may offer (README "Languages"), as the provider checks them: the
 * same codes as SCHOOL_LANGS of app/i18n/languages.ts (tests/api/translations.test.ts holds the two
 * together; the provider cannot import the site). English is always offered and is the text of
 * every row itself; each other language is a version in the row's `translations`.
 */
export const SITE_LANGUAGES = ["en", "hi"] as const;

/** The languages a row's `translations` may hold: every site language but English. */
export const TRANSLATION_LANGUAGES = SITE_LANGUAGES.filter((lang) => lang !== "en");
