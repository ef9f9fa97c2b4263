import { LANGUAGES, PSEUDO_LANGUAGE, type SiteLanguage } from "../languages.js";
import { mailEn } from "./mail-en.js";
import { mailHi } from "./mail-hi.js";
import { pseudoLocalize } from "./pseudo.js";
import type { Widen } from "./widen.js";

// The languages of the provider's mails to families (README "Languages": "Mails"): each site
// language's catalogue (./mail-<code>.ts, the shape of ./mail-en.ts), and the pseudo-locale's,
// derived from English as the site derives its pages' (./pseudo.ts), the values given kept so its
// links still open.

/** A mail catalogue: English's shape with every text a string. */
export type MailWords = Widen<typeof mailEn>;

export { PSEUDO_LANGUAGE };

export type MailLanguage = SiteLanguage | typeof PSEUDO_LANGUAGE;

const MAILS: Record<MailLanguage, MailWords> = {
  en: mailEn,
  hi: mailHi,
  [PSEUDO_LANGUAGE]: pseudoLocalize(mailEn, { keepValues: true }),
};

/** The Intl locale of each mail language's dates and amounts (shared/languages.ts). */
export const MAIL_INTL: Record<MailLanguage, string> = Object.fromEntries(
  (Object.keys(LANGUAGES) as MailLanguage[]).map((lang) => [lang, LANGUAGES[lang].intl]),
) as Record<MailLanguage, string>;

export function isMailLanguage(value: unknown): value is MailLanguage {
  return typeof value === "string" && Object.hasOwn(MAILS, value);
}

export function mailWords(lang: MailLanguage): MailWords {
  return MAILS[lang];
}
