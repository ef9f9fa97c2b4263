import { z } from "zod";
import { isMailLanguage, type MailLanguage, mailWords, PSEUDO_LANGUAGE } from "../../shared/i18n/mail.js";
import { pseudoText } from "../../shared/i18n/pseudo.js";
import { languagesOf } from "../clients.js";
import type { Db } from "../db.js";
import type { Client } from "../schema.js";
import { translationsOf } from "../translations.js";

// The language a family uses (README "Languages": "Mails"): the site sends the language of the
// page a parent submitted on, the provider keeps it on the record, and every automatic mail about
// that record is written in it.

/**
 * The `language` field of a parent's submission: never a reason to refuse one (an old site sends
 * none, an odd value is English), so any short text passes here and `familyLanguage` decides.
 */
export const languageField = z
  .unknown()
  .transform((value) => (typeof value === "string" ? value.trim().slice(0, 20) : ""))
  .optional()
  .transform((value) => value ?? "");

/**
 * The record's language from what the site sent: one of the school's offered languages, the
 * pseudo-locale only on a provider started with PSEUDO_LOCALE (the test suite), else English.
 */
export function familyLanguage(client: Pick<Client, "languages">, sent: string, pseudoLocale: boolean): MailLanguage {
  if (sent === PSEUDO_LANGUAGE) return pseudoLocale ? PSEUDO_LANGUAGE : "en";
  return sent !== "en" && isMailLanguage(sent) && languagesOf(client).includes(sent) ? sent : "en";
}

/** A stored record's language as mails read it: a code no mail speaks is English. */
export const storedLanguage = (stored: string | null | undefined): MailLanguage => (isMailLanguage(stored) ? stored : "en");

const SCHOOL_MAIL_FIELDS = ["clientName", "addressLine1", "addressLine2", "city", "state"] as const;

/**
 * The school as a mail in `lang` names it: its name and address in that language where the school
 * wrote them (its profile's translations), else as written; the pseudo-locale derives them, as
 * the site's pages do (app/i18n/school-languages.server.ts).
 */
export function schoolIn<C extends Client>(client: C, lang: MailLanguage): C {
  if (lang === "en") return client;
  const version = lang === PSEUDO_LANGUAGE ? {} : (translationsOf(client.translations, SCHOOL_MAIL_FIELDS)[lang] ?? {});
  const result = { ...client };
  for (const field of SCHOOL_MAIL_FIELDS) {
    const own = version[field]?.trim();
    const english = client[field];
    result[field] = own || (lang === PSEUDO_LANGUAGE && english.trim() !== "" ? pseudoText(english) : english);
  }
  return result;
}

/**
 * One of the school's own words in a mail in `lang` (a class's or a document's name): its version
 * in that language from the row's `translations` where the school wrote one, else as written.
 */
export function ownWordIn(english: string, translations: string | null | undefined, field: string, lang: MailLanguage): string {
  if (lang === "en") return english;
  if (lang === PSEUDO_LANGUAGE) return english.trim() === "" ? english : pseudoText(english);
  return translationsOf(translations ?? "{}", [field])[lang]?.[field] ?? english;
}

/**
 * "Nursery 2027–28": an application's class and admission year as a mail in `lang` names them, the
 * class as the school wrote it in that language (README "Languages"); "" for no class.
 */
export async function classAndYearIn(db: Db, classId: number | null, lang: MailLanguage): Promise<string> {
  if (classId === null) return "";
  const row = await db
    .selectFrom("admissionClasses")
    .innerJoin("admissionYears", "admissionYears.id", "admissionClasses.yearId")
    .select(["admissionClasses.name", "admissionClasses.translations", "admissionYears.label"])
    .where("admissionClasses.id", "=", classId)
    .executeTakeFirst();
  return row ? `${ownWordIn(row.name, row.translations, "name", lang)} ${row.label}` : "";
}

/** The words and the school of a mail to a family whose record says `stored`. */
export function mailIn<C extends Client>(client: C, stored: string | null | undefined) {
  const lang = storedLanguage(stored);
  return { lang, words: mailWords(lang), school: schoolIn(client, lang) };
}
