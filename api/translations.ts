import type { Request } from "express";
import { z } from "zod";
import { TRANSLATION_LANGUAGES } from "../shared/school-languages.js";
import { readParams } from "./http.js";

// The school's own words in other languages (README "Languages": "The school's own words"): each
// row keeps `translations`, JSON {"hi": {"title": "…"}}, beside its English texts.

export type Translations = Record<string, Record<string, string>>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A row's stored versions as a list answers them: only the site's languages, only the row's own
 * text `fields`, only non-blank texts; anything unreadable (junk JSON, a number) is none ({}).
 */
export function translationsOf(json: string, fields: readonly string[]): Translations {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return {};
  }
  if (!isPlainObject(value)) return {};
  const result: Translations = {};
  for (const lang of TRANSLATION_LANGUAGES) {
    const version = Object.hasOwn(value, lang) ? value[lang] : undefined;
    if (!isPlainObject(version)) continue;
    const kept: Record<string, string> = {};
    for (const field of fields) {
      const text = Object.hasOwn(version, field) ? version[field] : undefined;
      if (typeof text === "string" && text.trim() !== "") kept[field] = text;
    }
    if (Object.keys(kept).length > 0) result[lang] = kept;
  }
  return result;
}

/**
 * A gallery item's versions with its category's name in each language as `categoryName`: a
 * category's name is the category's own (every item of it and the gallery's filter say the same).
 */
export function withCategoryName(own: Translations, categoryJson: string | null | undefined): Translations {
  const result = { ...own };
  for (const [lang, version] of Object.entries(translationsOf(categoryJson ?? "{}", ["name"]))) {
    if (version.name !== undefined) result[lang] = { ...result[lang], categoryName: version.name };
  }
  return result;
}

/**
 * The `translations` a staff form sends (README "Languages"): an object of the site's non-English
 * languages, each an object of the row's own text fields, each checked by that field's English
 * rule (`fields`: the same lengths and characters). A blank text is none (the English shows).
 * Absent, it is undefined: an edit that does not send it keeps what is stored. Sent as JSON text
 * (a form field) or, in a JSON body, as an object (readTranslatableParams).
 */
export function translationsInput(fields: Record<string, z.ZodTypeAny>) {
  const known = TRANSLATION_LANGUAGES.join(", ");
  const names = Object.keys(fields).join(", ");
  return z
    .string({ invalid_type_error: "Translations must be an object of languages" })
    .optional()
    .transform((raw, ctx): Translations | undefined => {
      if (raw === undefined) return undefined;
      let value: unknown;
      try {
        value = raw.trim() === "" ? {} : JSON.parse(raw);
      } catch {
        ctx.addIssue({ code: "custom", message: 'Translations must be JSON such as {"hi": {"title": "…"}}' });
        return z.NEVER;
      }
      if (!isPlainObject(value)) {
        ctx.addIssue({ code: "custom", message: "Translations must be an object of languages" });
        return z.NEVER;
      }
      const result: Translations = {};
      for (const [lang, version] of Object.entries(value)) {
        if (!(TRANSLATION_LANGUAGES as readonly string[]).includes(lang)) {
          ctx.addIssue({ code: "custom", path: [lang], message: `Translations may be in ${known} only` });
          continue;
        }
        if (!isPlainObject(version)) {
          ctx.addIssue({ code: "custom", path: [lang], message: `Translations in ${lang} must be an object of texts` });
          continue;
        }
        const kept: Record<string, string> = {};
        for (const [field, text] of Object.entries(version)) {
          const schema = Object.hasOwn(fields, field) ? fields[field] : undefined;
          if (!schema) {
            ctx.addIssue({ code: "custom", path: [lang, field], message: `Only these texts have translations: ${names}` });
            continue;
          }
          if (typeof text !== "string") {
            ctx.addIssue({ code: "custom", path: [lang, field], message: "A translation must be text" });
            continue;
          }
          if (text.trim() === "") continue;
          const parsed = schema.safeParse(text);
          if (!parsed.success) {
            for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: [lang, field, ...issue.path] });
            continue;
          }
          if (typeof parsed.data === "string" && parsed.data !== "") kept[field] = parsed.data;
        }
        if (Object.keys(kept).length > 0) result[lang] = kept;
      }
      return result;
    });
}

/**
 * readParams (api/http.ts) with `translations` sent as an object in a JSON body turned into JSON
 * text, so that a form's field and a JSON caller's object are checked alike.
 */
export function readTranslatableParams(req: Request): Record<string, string> {
  const params = readParams(req);
  const body: unknown = req.body;
  if (isPlainObject(body) && isPlainObject(body.translations)) params.translations = JSON.stringify(body.translations);
  return params;
}
