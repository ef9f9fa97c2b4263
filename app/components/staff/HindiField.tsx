import type { FieldMetadata } from "@conform-to/react";
import { TextareaField, TextField } from "~/components/forms/Field";
import { TRANSLATING, type TranslatedText } from "~/utils/translated-fields";

/**
 * The Hindi version of one of the school's texts, beside its English field in the (English)
 * console (README "Languages": "The school's own words"): optional, marked as Hindi for the
 * browser's keyboard and spell checker; left empty, the Hindi pages show the English.
 */
export function HindiField({
  field,
  label,
  long,
  className,
  autoFocus,
}: {
  field: FieldMetadata<string | undefined, Record<string, unknown>, string[]>;
  label: string;
  long?: boolean;
  className?: string;
  autoFocus?: boolean;
}) {
  const props = { field, label: `${label} (Hindi)`, optional: "(optional)", lang: "hi", className, autoFocus };
  return long ? <TextareaField {...props} rows={3} /> : <TextField {...props} />;
}

/** Says that the form shows the Hindi versions: its action sends them all (services/translations-form.server.ts). */
export function Translating() {
  return <input type="hidden" name={TRANSLATING} value="hi" />;
}

export type Versions = FieldMetadata<Record<string, string | undefined> | undefined, Record<string, unknown>, string[]>;

/** A list item's texts in Hindi (`hi.<text>`), below its English fields. */
export function HindiVersions({ field, texts, invalid }: { field: Versions; texts: readonly TranslatedText[]; invalid: string | undefined }) {
  const versions = field.getFieldset();
  return (
    <fieldset className="grid gap-4 border-t border-slate-200 pt-4">
      <legend className="sr-only">Hindi versions</legend>
      <p className="text-sm text-slate-700">On the Hindi pages; where one is empty, they show the English.</p>
      <Translating />
      {texts.map((text) => (
        <HindiField key={text.name} field={versions[text.name]!} label={text.label} long={text.long} autoFocus={invalid === `hi.${text.name}`} />
      ))}
    </fieldset>
  );
}
