// Relative, not "~/": vite.config.ts loads this module (through ./language-routes.ts) before the alias exists.
import { LANGUAGES } from "../../shared/languages";
import { withPrefix } from "../utils/local-path";

/**
 * The languages of the public site (README "Languages"), from the one list the provider reads too
 * (shared/languages.ts): a page's language is in its URL's first segment, so a shared cache keys it
 * by URL (no cookie decides it). The routes under each prefix, the switch, the alternates and the
 * sitemap follow from it.
 */
export { LANGUAGES };

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
