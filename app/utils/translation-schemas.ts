import { z } from "zod";

/**
 * A form's Hindi versions of the school's texts, the object `hi` (utils/translated-fields.ts): each
 * of `fields` by its English rule (the provider checks them so too), none required: an empty one
 * shows the English (README "Languages").
 */
export function hindiVersions<S extends z.ZodRawShape>(shape: S, fields: readonly (keyof S & string)[]) {
  return z.object(Object.fromEntries(fields.map((field) => [field, shape[field]!.optional()])) as Record<string, z.ZodTypeAny>).optional();
}
