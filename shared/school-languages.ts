import { LANGUAGES, PSEUDO_LANGUAGE, type SiteLanguage } from "./languages.js";

/**
 * The languages a school's site may offer (README "Languages"), as the provider checks them: every
 * language of shared/languages.ts but the tests' pseudo-locale. English is always offered and is
 * the text of every row itself; each other language is a version in the row's `translations`.
 */
export const SITE_LANGUAGES = (Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[]).filter((lang): lang is SiteLanguage => lang !== PSEUDO_LANGUAGE);

/** The languages a row's `translations` may hold: every site language but English. */
export const TRANSLATION_LANGUAGES = SITE_LANGUAGES.filter((lang) => lang !== "en");
