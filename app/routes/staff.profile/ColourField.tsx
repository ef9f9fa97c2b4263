import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useRef } from "react";
import { Hint, Label, Wrapper } from "~/components/forms/Field";
import { FieldError } from "~/components/forms/FieldError";
import { pickerStart } from "./colours";

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * A colour of the profile: the hex text field (the one the label names, where a refusal shows) with
 * a colour picker beside it. Without JavaScript both are sent and ./colours.ts decides which one the
 * staff member meant; with it, moving one updates the other.
 */
export function ColourField<S>({
  field,
  label,
  hint,
  autoFocus,
}: {
  field: FieldMetadata<S, Record<string, unknown>, string[]>;
  label: string;
  hint: string;
  autoFocus?: boolean;
}) {
  const text = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const input = getInputProps(field, { type: "text", ariaDescribedBy: field.descriptionId });
  const shown = typeof input.defaultValue === "string" ? input.defaultValue : "";
  const start = pickerStart(shown);
  return (
    <Wrapper>
      <Label htmlFor={field.id} label={label} />
      <div className="flex items-center gap-3">
        <input
          ref={picker}
          // A new start (a refused form's text) is a new picker, not a stale one.
          key={`${field.key ?? ""}${start}`}
          type="color"
          name={`${field.name}Picker`}
          defaultValue={start}
          aria-label={`Pick the ${label.toLowerCase()}`}
          aria-describedby={field.descriptionId}
          onInput={(event) => {
            if (text.current) text.current.value = event.currentTarget.value;
          }}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-slate-500 bg-white p-1"
        />
        <input type="hidden" name={`${field.name}Shown`} value={shown} />
        <input
          {...input}
          ref={text}
          key={field.key}
          autoFocus={autoFocus}
          spellCheck={false}
          onInput={(event) => {
            const value = event.currentTarget.value.trim();
            if (picker.current && HEX.test(value)) picker.current.value = value.toLowerCase();
          }}
          className="block w-full rounded-lg border border-slate-500 bg-white px-3 py-2 font-mono text-base text-slate-900 shadow-sm focus:border-brand aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700"
        />
      </div>
      <Hint id={field.descriptionId} hint={hint} />
      <FieldError id={field.errorId} errors={field.errors} />
    </Wrapper>
  );
}
