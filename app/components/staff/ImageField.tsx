import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Hint, Label, Wrapper } from "~/components/forms/Field";
import { FieldError } from "~/components/forms/FieldError";
import { imageSources } from "~/utils/images";
import { IMAGE_ACCEPT } from "~/utils/uploads";

/** A file input of a staff form (here, and "Add several photos" in ListEditor.tsx). */
export const FILE_INPUT =
  "block w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 file:mr-4 file:rounded-full file:border-0 file:bg-slate-200 file:px-4 file:py-2 file:font-semibold file:text-slate-900 aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700";

/**
 * A photo field of a staff form (README "Uploads"): the current image, a labelled file input for
 * a new one, and the field's message linked by aria-describedby. A file cannot be kept in a
 * re-rendered form, so after an error the current image stays and the hint says to choose again.
 * Its form must be `method="post" encType="multipart/form-data"` (works without JavaScript) and its
 * action read with readStaffForm (app/services/uploads.server.ts).
 */
export function ImageField<S>({
  field,
  label,
  currentUrl,
  currentAlt,
  hint = "JPEG, PNG, WebP, AVIF or HEIC, up to 10 MB. Leave empty to keep the current image.",
  autoFocus,
  className,
}: {
  field: FieldMetadata<S, Record<string, unknown>, string[]>;
  label: string;
  /** The stored image, shown as it is now; none yet: nothing shown. */
  currentUrl?: string;
  /** What the current image shows, for screen readers. */
  currentAlt: string;
  hint?: string;
  autoFocus?: boolean;
  className?: string;
}) {
  const { defaultValue: _unused, ...input } = getInputProps(field, { type: "file", ariaDescribedBy: field.descriptionId });
  return (
    <Wrapper className={className}>
      <Label htmlFor={field.id} label={label} />
      {currentUrl ? (
        <figure className="flex items-center gap-4">
          <img
            {...imageSources(currentUrl, "96px")}
            alt={currentAlt}
            width={96}
            height={96}
            className="h-24 w-24 rounded-lg bg-slate-100 object-contain ring-1 ring-slate-300"
          />
          <figcaption className="text-sm text-slate-700">Current image</figcaption>
        </figure>
      ) : null}
      <input {...input} key={field.key} accept={IMAGE_ACCEPT} autoFocus={autoFocus} className={FILE_INPUT} />
      <Hint id={field.descriptionId} hint={hint} />
      <FieldError id={field.errorId} errors={field.errors} />
    </Wrapper>
  );
}
