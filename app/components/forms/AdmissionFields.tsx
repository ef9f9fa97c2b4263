import type { FieldMetadata } from "@conform-to/react";
import { PROGRAMS, type Program } from "~/utils/enrollment-values";
import { SOURCES } from "../../../shared/sources";
import { SelectField } from "./Field";

type ChoiceProps<S> = {
  field: FieldMetadata<S, Record<string, unknown>, string[]>;
  label: string;
  /** Both choices are optional: the text after the label ("(optional)"). */
  optional: string;
  placeholder: string;
  autoFocus: boolean;
  className?: string;
};

// Stored as the words themselves (shared/sources.ts), so the option's value is its label.
const SOURCE_OPTIONS = SOURCES.map((value) => ({ value, label: value }));

/** "How did you hear about us?" of the enquiry and visit forms (README "Forms and sign-in"), the form's full width. */
export function SourceField<S>({
  options = SOURCE_OPTIONS,
  ...props
}: Omit<ChoiceProps<S>, "className"> & {
  /** The answers in the page's language (the value stays the stored English word); English's by default. */
  options?: ReadonlyArray<{ value: string; label: string }>;
}) {
  return <SelectField {...props} options={options} className="sm:col-span-2" />;
}

/**
 * The program of interest of the enrollment and visit forms: only the programs the school offers
 * (README "Staff console": "Pages"; the actions refuse another), and no choice at all when it
 * offers none.
 */
export function ProgramField<S>({ off, names, ...props }: ChoiceProps<S> & { off: readonly Program[]; names: Readonly<Record<Program, string>> }) {
  const options = PROGRAMS.filter((value) => !off.includes(value)).map((value) => ({ value, label: names[value] }));
  return options.length > 0 ? <SelectField {...props} options={options} /> : null;
}
