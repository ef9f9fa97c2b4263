import { SITE_LANGUAGES } from "../school-languages.js";
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

type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** The pseudo-locale's code (app/i18n/languages.ts): a language only where PSEUDO_LOCALE is set. */
export const PSEUDO_LANGUAGE = "en-XA";

export type MailLanguage = SiteLanguage | typeof PSEUDO_LANGUAGE;

const MAILS: Record<MailLanguage, MailWords> = {
  en: mailEn,
  hi: mailHi,
  [PSEUDO_LANGUAGE]: pseudoLocalize(mailEn, { keepValues: true }),
};

/** The Intl locale of each mail language's dates and amounts: LANGUAGES' `intl` of app/i18n/languages.ts. */
export const MAIL_INTL: Record<MailLanguage, string> = { en: "en-IN", hi: "hi-IN", [PSEUDO_LANGUAGE]: "hi-IN" };

export function isMailLanguage(value: unknown): value is MailLanguage {
  return typeof value === "string" && Object.hasOwn(MAILS, value);
}

export function mailWords(lang: MailLanguage): MailWords {
  return MAILS[lang];
}
