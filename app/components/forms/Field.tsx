import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldError } from "./FieldError";

/**
 * Form fields with a visible label, an optional hint and their error right below, linked to the
 * control (`aria-invalid`, `aria-describedby` from Conform), so a screen reader reads the message
 * with the field. Without JavaScript the first invalid field gets `autoFocus` (the page loads with
 * focus there); with JavaScript Conform moves focus itself.
 */

type Common<S> = {
  field: FieldMetadata<S, Record<string, unknown>, string[]>;
  label: string;
  /** Marks an optional field: the text after its label ("(optional)"). */
  optional?: string;
  hint?: string;
  autoFocus?: boolean;
  autoComplete?: string;
  className?: string;
  /** The language of what is typed, where it is not the page's (a Hindi version in the English console). */
  lang?: string;
};

export const CONTROL_CLASS =
  "block w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 " +
  "focus:border-brand aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700";

export function Label({ htmlFor, label, optional }: { htmlFor: string; label: string; optional?: string }) {
  return (
    <label htmlFor={htmlFor} className="block font-semibold text-slate-900">
      {label}
      {optional ? <span className="font-normal text-slate-700"> {optional}</span> : null}
    </label>
  );
}

export function Hint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <p id={id} className="text-sm text-slate-700">
      {hint}
    </p>
  ) : null;
}

export function Wrapper({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={`flex flex-col gap-1.5 ${className ?? ""}`}>{children}</div>;
}

/** A field's frame: its label, its control (`children`), its hint and its error, in that order. */
function Frame<S>({ field, label, optional, hint, className, children }: Common<S> & { children: ReactNode }) {
  return (
    <Wrapper className={className}>
      <Label htmlFor={field.id} label={label} optional={optional} />
      {children}
      <Hint id={field.descriptionId} hint={hint} />
      <FieldError id={field.errorId} errors={field.errors} />
    </Wrapper>
  );
}

type InputType = "text" | "email" | "tel" | "number" | "password" | "time" | "date";

/** The input types HTML lets carry `pattern` (a date or time field's own format is the browser's). */
const PATTERN_TYPES: readonly InputType[] = ["text", "email", "tel", "password"];

export function TextField<S>({
  field,
  label,
  optional,
  hint,
  autoFocus,
  autoComplete,
  className,
  lang,
  type = "text",
  inputMode,
}: Common<S> & { type?: InputType; inputMode?: "numeric" | "decimal" | "tel" | "email" | "text" | "url" }) {
  const { pattern, ...props } = getInputProps(field, { type, ariaDescribedBy: hint ? field.descriptionId : undefined });
  return (
    <Frame field={field} label={label} optional={optional} hint={hint} className={className}>
      <input
        {...props}
        pattern={PATTERN_TYPES.includes(type) ? pattern : undefined}
        key={field.key}
        autoFocus={autoFocus}
        autoComplete={autoComplete}
        inputMode={inputMode}
        lang={lang}
        className={CONTROL_CLASS}
      />
    </Frame>
  );
}

export function TextareaField<S>({
  field,
  label,
  optional,
  hint,
  autoFocus,
  autoComplete,
  className,
  lang,
  rows = 4,
}: Common<S> & { rows?: number }) {
  return (
    <Frame field={field} label={label} optional={optional} hint={hint} className={className}>
      <textarea
        {...getTextareaProps(field, { ariaDescribedBy: hint ? field.descriptionId : undefined })}
        key={field.key}
        rows={rows}
        autoFocus={autoFocus}
        autoComplete={autoComplete}
        lang={lang}
        className={`${CONTROL_CLASS} resize-y`}
      />
    </Frame>
  );
}

export function SelectField<S>({
  field,
  label,
  optional,
  hint,
  autoFocus,
  className,
  placeholder,
  options,
}: Common<S> & { placeholder: string; options: ReadonlyArray<{ value: string; label: string }> }) {
  const props = getSelectProps(field, { ariaDescribedBy: hint ? field.descriptionId : undefined });
  return (
    <Frame field={field} label={label} optional={optional} hint={hint} className={className}>
      <select {...props} key={field.key} defaultValue={props.defaultValue ?? ""} autoFocus={autoFocus} className={CONTROL_CLASS}>
        {/* SPEC §2: a disabled placeholder option; an optional field's may be chosen again. */}
        <option value="" disabled={!optional}>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/**
 * A mobile number: the phone keypad and the phone autofill. HTML allows only "tel" on a type=tel
 * field ("tel-national" is for text fields); a filled-in "+91 …" is read as the 10 digits of
 * SPEC §5 by normalizeMobile.
 */
export function PhoneField<S>(props: Common<S>) {
  return <TextField {...props} type="tel" inputMode="tel" autoComplete="tel" />;
}
