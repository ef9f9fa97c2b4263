import { useEffect, useRef } from "react";
import { TextareaField, PhoneField, TextField } from "~/components/forms/Field";
import { PublicForm } from "~/components/forms/PublicForm";
import { usePublicForm } from "~/components/forms/use-public-form";
import { FORM_TEXT } from "~/content/forms";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import type { FormConstraint, FormFailure } from "~/utils/forms";
import { TESTIMONIALS } from "./copy";

export const TESTIMONIALS_PATH = "/admissions/parentTestimonials";
const FORM_NAME = "testimonial";

/** The modal's form (SPEC §2: name, mobile, testimonial); its submit button sits in the dialog's footer. */
export function TestimonialForm({
  open,
  constraint,
  failure,
  rejected,
  focusFirst,
}: {
  /** Whether the modal shows it: closing it (Cancel, Escape) clears its messages, keeps its values. */
  open: boolean;
  constraint: FormConstraint;
  failure: FormFailure | undefined;
  rejected: string | undefined;
  focusFirst: boolean;
}) {
  const state = usePublicForm({ id: "testimonial-form", name: FORM_NAME, schema: FORM_SCHEMAS.testimonial, constraint, failure });
  const { form, fields, guard, hydrated, invalid } = state;
  const focus = invalid ?? (focusFirst && !hydrated ? "title" : undefined);
  const clear = useRef(form.update);
  clear.current = form.update;
  useEffect(() => {
    if (!open) clear.current({ validated: false });
  }, [open]);
  return (
    <PublicForm
      state={state}
      name={FORM_NAME}
      action={`${TESTIMONIALS_PATH}?add=1`}
      guard={guard}
      rejected={rejected}
      className="mt-2 grid gap-5"
      sending={FORM_TEXT.sending}
      frame="relative"
    >
      <TextField field={fields.title} label={TESTIMONIALS.labels.title} autoComplete="name" autoFocus={focus === "title"} />
      <PhoneField field={fields.mobile} label={TESTIMONIALS.labels.mobile} hint={TESTIMONIALS.mobileHint} autoFocus={focus === "mobile"} />
      <TextareaField field={fields.description} label={TESTIMONIALS.labels.description} rows={5} autoFocus={focus === "description"} />
    </PublicForm>
  );
}
