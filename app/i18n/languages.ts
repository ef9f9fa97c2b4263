// Relative, not "~/": vite.config.ts loads this module (through ./language-routes.ts) before the alias exists.
import { withPrefix } from "../utils/local-path";

/**
 * The languages of the public site (README "Languages"). English is SPEC's, at SPEC's URLs; every
 * other language lives under its own first path segment (/hi/admissions/enrollmentForm), so a
 * page's language is in its URL and a shared cache keys it by URL (no cookie decides it).
 *
 * Adding a language is this one line and its catalogue file (app/i18n/<code>.server.ts, the same
 * shape as en.server.ts, checked by the compiler): the routes under its prefix, the switch, the
 * alternates and the sitemap follow from here.
 */
export const LANGUAGES = {
  en: { name: "English", intl: "en-IN", prefix: "" },
  hi: { name: "हिन्दी", intl: "hi-IN", prefix: "hi" },
  // The pseudo-locale: every catalogue string wrapped and accented, so a test can find any text
  // that does not come from a catalogue (tests/e2e/i18n). Never offered to parents: only a server
  // started with PSEUDO_LOCALE=1 serves it. Dates and numbers use Hindi's formats, which carry no
  // Latin letters either.
  "en-XA": { name: "[Þšéûðö]", intl: "hi-IN", prefix: "en-xa", test: true },
} as const satisfies Record<string, { name: string; intl: string; prefix: string; test?: true }>;

export type Lang = keyof typeof LANGUAGES;

export const DEFAULT_LANG: Lang = "en";

/** Every language's code, English first. */
export const LANGS = Object.keys(LANGUAGES) as Lang[];

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && Object.hasOwn(LANGUAGES, value);
}

/** The language of a path: its first segment's, else English. */
export function langOfPath(pathname: string): Lang {
  const first = pathname.split("/")[1] ?? "";
  return LANGS.find((lang) => LANGUAGES[lang].prefix !== "" && LANGUAGES[lang].prefix === first) ?? DEFAULT_LANG;
}

/** The same page in English: the path without its language prefix. */
export function unprefixed(pathname: string): string {
  const prefix = LANGUAGES[langOfPath(pathname)].prefix;
  if (!prefix) return pathname;
  const rest = pathname.slice(prefix.length + 1);
  return rest === "" ? "/" : rest;
}

/** A site path ("/contact/info", "/") in `lang`: "/hi/contact/info", "/hi". */
export function pathIn(lang: Lang, path: string): string {
  return withPrefix(LANGUAGES[lang].prefix, path);
}
