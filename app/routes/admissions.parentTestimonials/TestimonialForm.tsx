import { useEffect, useRef } from "react";
import { TextareaField, PhoneField, TextField } from "~/components/forms/Field";
import { PublicForm } from "~/components/forms/PublicForm";
import { usePublicForm } from "~/components/forms/use-public-form";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import type { FormConstraint, FormFailure } from "~/utils/forms";
import type { FormWords } from "~/i18n/form-copy.server";
import { useLocalPath } from "~/utils/root-data";

export const TESTIMONIALS_PATH = "/admissions/parentTestimonials";
const FORM_NAME = "testimonial";

/** The modal's form (SPEC §2: name, mobile, testimonial); its submit button sits in the dialog's footer. */
export function TestimonialForm({
  open,
  constraint,
  failure,
  rejected,
  focusFirst,
  copy,
}: {
  /** Whether the modal shows it: closing it (Cancel, Escape) clears its messages, keeps its values. */
  open: boolean;
  constraint: FormConstraint;
  failure: FormFailure | undefined;
  rejected: string | undefined;
  focusFirst: boolean;
  /** The form's words in the page's language (the loader's `copy`, README "Languages"). */
  copy: { labels: { title: string; mobile: string; description: string }; mobileHint: string; form: Pick<FormWords, "sending"> };
}) {
  const localPath = useLocalPath();
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
      action={`${localPath(TESTIMONIALS_PATH)}?add=1`}
      guard={guard}
      rejected={rejected}
      className="mt-2 grid gap-5"
      sending={copy.form.sending}
      frame="relative"
    >
      <TextField field={fields.title} label={copy.labels.title} autoComplete="name" autoFocus={focus === "title"} />
      <PhoneField field={fields.mobile} label={copy.labels.mobile} hint={copy.mobileHint} autoFocus={focus === "mobile"} />
      <TextareaField field={fields.description} label={copy.labels.description} rows={5} autoFocus={focus === "description"} />
    </PublicForm>
  );
}
