import type { FieldMetadata } from "@conform-to/react";
import { safeMediaUrl } from "~/utils/url";
import { ImageField } from "./ImageField";

/** The hidden field that keeps an item's picture when no new file is chosen (services/staff-lists.server.ts). */
const keptPictureName = (name: string) => `${name}Current`;

/**
 * An item's picture in a list form: the one it has now (kept when no file is chosen) and the file
 * input for a new one, uploaded by the action through the image pipeline (README "Uploads").
 */
export function PictureField<S>({ field, label, none }: { field: FieldMetadata<S, Record<string, unknown>, string[]>; label: string; none: string }) {
  const current = safeMediaUrl(typeof field.initialValue === "string" ? field.initialValue : "", "");
  return (
    <>
      <input type="hidden" name={keptPictureName(field.name)} value={current} />
      <ImageField
        field={field}
        label={label}
        currentUrl={current || undefined}
        currentAlt={`${label} now`}
        hint={current ? undefined : `${none} JPEG, PNG, WebP, AVIF or HEIC, up to 10 MB.`}
      />
    </>
  );
}
