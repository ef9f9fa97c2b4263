import { z } from "zod";
import type { ApiFailure } from "~/utils/api.server";
import { TRANSLATING } from "~/utils/translated-fields";

// The action's half of utils/translated-fields.ts: the Hindi fields a staff form sent, as the
// provider's `translations`, and the provider's refusal of one back on its field.

/**
 * `translations` for the provider (README "Languages": JSON {"hi": {"title": "…"}}) from the
 * form's `hi` object: every non-empty Hindi text, the whole set (an empty field removes its
 * version). Undefined when the form showed no Hindi fields: the provider then keeps what it has.
 */
export function translationsParam(formData: FormData, hi: Record<string, unknown> | undefined): { translations?: string } {
  if (formData.get(TRANSLATING) !== "hi") return {};
  const texts = Object.entries(hi ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1].trim() !== "");
  return { translations: JSON.stringify(texts.length > 0 ? { hi: Object.fromEntries(texts) } : {}) };
}

/** The form's name of a provider's field: `translations.hi.title` is the form's `hi.title`. */
export function formFieldOf(name: string): string {
  return name.startsWith("translations.") ? name.slice("translations.".length) : name;
}

/** A provider's refusal with its fields named as the form names them (formFieldOf, then `rename`). */
export function onFormFields<F extends ApiFailure>(failure: F, rename: (name: string) => string = (name) => name): F {
  const to = (name: string) => rename(formFieldOf(name));
  const errors = failure.errors && Object.fromEntries(Object.entries(failure.errors).map(([name, messages]) => [to(name), messages]));
  return { ...failure, field: failure.field && to(failure.field), errors };
}

/** A form's fields as replyRefused lists them: the schema's, and each Hindi one (`hi.name`). */
export function formFieldNames(schema: z.AnyZodObject): string[] {
  const { hi, ...shape } = schema.shape as Record<string, z.ZodTypeAny>;
  const versions = hi instanceof z.ZodOptional ? hi.unwrap() : hi;
  const hindi = versions instanceof z.ZodObject ? hindiFieldNames(Object.keys(versions.shape as z.ZodRawShape)) : [];
  return [...Object.keys(shape), ...(hi ? ["hi"] : []), ...hindi];
}

/** The form's Hindi fields' names, for replyRefused's list of the form's fields. */
export const hindiFieldNames = (fields: readonly string[]) => fields.map((field) => `hi.${field}`);
