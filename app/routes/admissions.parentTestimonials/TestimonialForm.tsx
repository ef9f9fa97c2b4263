import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { TextareaField, PhoneField, TextField } from "~/components/forms/Field";
import { FormAlert } from "~/components/forms/FormAlert";
import { FormGuardFields } from "~/components/forms/FormGuardFields";
import { SubmitOverlay } from "~/components/forms/SubmitOverlay";
import { usePublicForm } from "~/components/forms/use-public-form";
import { FORM_TEXT } from "~/content/forms";
import { FORM_NAME_FIELD, type FormFailure } from "~/utils/forms";
import { testimonialSchema } from "~/utils/schemas";
import { TESTIMONIALS } from "./copy";

export const TESTIMONIALS_PATH = "/admissions/parentTestimonials";
const FORM_NAME = "testimonial";

/** The modal's form (SPEC §2: name, mobile, testimonial); its submit button sits in the dialog's footer. */
export function TestimonialForm({ failure, rejected, focusFirst }: { failure: FormFailure | undefined; rejected: string | undefined; focusFirst: boolean }) {
  const { form, fields, guard, busy, hydrated, invalid } = usePublicForm({ id: "testimonial-form", name: FORM_NAME, schema: testimonialSchema, failure });
  const focus = invalid ?? (focusFirst && !hydrated ? "title" : undefined);
  return (
    <div className="relative">
      <FormAlert id={form.errorId} messages={rejected ? [rejected] : form.errors} />
      <Form method="post" action={`${TESTIMONIALS_PATH}?add=1`} {...getFormProps(form)} noValidate data-hydrated={hydrated || undefined} className="mt-2 grid gap-5">
        <input type="hidden" name={FORM_NAME_FIELD} value={FORM_NAME} />
        <FormGuardFields guard={guard} />
        <TextField field={fields.title} label={TESTIMONIALS.labels.title} autoComplete="name" autoFocus={focus === "title"} />
        <PhoneField field={fields.mobile} label={TESTIMONIALS.labels.mobile} hint={TESTIMONIALS.mobileHint} autoFocus={focus === "mobile"} />
        <TextareaField field={fields.description} label={TESTIMONIALS.labels.description} rows={5} autoFocus={focus === "description"} />
      </Form>
      <SubmitOverlay busy={busy} label={FORM_TEXT.sending} />
    </div>
  );
}
