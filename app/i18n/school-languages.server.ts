import type { ClientInfo } from "~/models/client.server";
import { getEnv } from "~/utils/env.server";
import { DEFAULT_LANG, isLang, LANGS, LANGUAGES, type Lang } from "./languages";
import { pseudoText } from "../../shared/i18n/pseudo";

type SchoolLanguages = Pick<ClientInfo, "languages" | "defaultLanguage">;

/** The languages a school may offer (the pseudo-locale is not one). */
export const SCHOOL_LANGS = LANGS.filter((lang) => !("test" in LANGUAGES[lang]));

/**
 * The languages a school's site has (README "Languages"): English always (SPEC's pages at SPEC's
 * URLs), and those the school chose; an unknown host has the fallback site, in English. The
 * pseudo-locale only where the server runs with PSEUDO_LOCALE (the test suite).
 */
export function schoolLangs(client: SchoolLanguages | null): Lang[] {
  if (!client) return [DEFAULT_LANG];
  const chosen = SCHOOL_LANGS.filter((lang) => lang === DEFAULT_LANG || client.languages.includes(lang));
  return getEnv().PSEUDO_LOCALE ? [...chosen, ...LANGS_FOR_TESTS] : chosen;
}

const LANGS_FOR_TESTS = LANGS.filter((lang) => "test" in LANGUAGES[lang]);

export function offersLanguage(client: SchoolLanguages | null, lang: Lang): boolean {
  return schoolLangs(client).includes(lang);
}

/** The school's default language: the one its `x-default` alternate points to. */
export function schoolDefaultLang(client: SchoolLanguages | null): Lang {
  const chosen = client?.defaultLanguage;
  return isLang(chosen) && schoolLangs(client).includes(chosen) ? chosen : DEFAULT_LANG;
}

/** Other languages' versions of a row's texts: {"hi": {"title": "…"}} (README "Languages"). */
export type Translations = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * A row of the school's own words in `lang`: each of `fields` from its version in that language,
 * the English text where the school wrote none (README "Languages"). In the pseudo-locale, which no
 * school writes, each is derived from the English one, so its test sees the school's words too.
 */
export function inLanguage<T extends object, K extends keyof T & string>(
  row: T,
  translations: Translations | undefined,
  lang: Lang,
  fields: readonly K[],
): T {
  if (lang === DEFAULT_LANG) return row;
  const version = translations?.[lang] ?? {};
  const derive = "test" in LANGUAGES[lang];
  const result = { ...row };
  for (const field of fields) {
    const english = row[field];
    if (typeof english !== "string") continue;
    const own = version[field]?.trim();
    result[field] = (own ? own : derive && english.trim() !== "" ? pseudoText(english) : english) as T[K];
  }
  return result;
}
