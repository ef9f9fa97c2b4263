import type { FieldMetadata } from "@conform-to/react";
import { FieldError } from "~/components/forms/Field";
import { safeMediaUrl } from "~/utils/url";

/**
 * An item's picture in a list form: the one it has now, kept as it is when the form is saved (the
 * provider accepts only uploads and pictures the school already shows).
 */
export function PictureField<S>({ field, label, none }: { field: FieldMetadata<S, Record<string, unknown>, string[]>; label: string; none: string }) {
  const current = safeMediaUrl(typeof field.value === "string" ? field.value : "", "");
  const invalid = (field.errors?.length ?? 0) > 0;
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={invalid ? field.errorId : undefined}>
      <legend className="block font-semibold text-slate-900">{label}</legend>
      <input type="hidden" name={field.name} value={current} />
      {current ? (
        <img src={current} alt={`${label} now`} width={160} height={120} className="h-28 w-40 rounded-lg object-cover ring-1 ring-slate-300" />
      ) : (
        <p className="text-slate-700">{none}</p>
      )}
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}
