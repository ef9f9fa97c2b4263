import { getFormProps } from "@conform-to/react";
import { Form, useNavigate, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { Dialog } from "~/components/forms/Dialog";
import { TextareaField, PhoneField, TextField } from "~/components/forms/Field";
import { FormAlert } from "~/components/forms/FormAlert";
import { FormGuardFields } from "~/components/forms/FormGuardFields";
import { SubmitOverlay } from "~/components/forms/SubmitOverlay";
import { useFormAnswer, usePublicForm } from "~/components/forms/use-public-form";
import { FORM_TEXT } from "~/content/forms";
import { FORM_NAME_FIELD, useFormGuard, type FormFailure } from "~/utils/forms";
import { enquirySchema } from "~/utils/schemas";
import { ENQUIRY } from "./copy";

export const ENQUIRY_PATH = "/contact/info";
const FORM_NAME = "enquiry";

/**
 * The enquiry form of SPEC §2 "Contact Information", posted to the page's own action
 * (action.server.ts). Success: the 'Saved' dialog from the ?sent=1 flag (fixed text) and an
 * empty form; failure: the 'Error!' dialog with 'Okay' and every value kept (SPEC §8).
 */
export function EnquiryForm() {
  const { failure, rejected } = useFormAnswer();
  const guard = useFormGuard(failure?.guard);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const sent = searchParams.get("sent") === "1";
  const [dismissedError, setDismissedError] = useState<string | null>(null);
  const errorDialog = failure?.dialog && failure.dialog.id !== dismissedError ? failure.dialog : undefined;
  const firstField = () => document.getElementById("enquiry-form-parentName");

  return (
    <div className="mt-6">
      <Dialog
        id="enquiry-saved"
        role="alertdialog"
        tone="success"
        title={ENQUIRY.savedTitle}
        open={sent}
        onClose={() => navigate(`${ENQUIRY_PATH}#enquiry-form`, { replace: true, preventScrollReset: true })}
        dismiss={{ label: ENQUIRY.okay, to: `${ENQUIRY_PATH}#enquiry-form`, autoFocus: true }}
        fallbackFocus={firstField}
      >
        <p>{ENQUIRY.savedText}</p>
      </Dialog>
      <Dialog
        id="enquiry-error"
        role="alertdialog"
        tone="error"
        title={ENQUIRY.errorTitle}
        open={Boolean(errorDialog)}
        onClose={() => setDismissedError(errorDialog?.id ?? null)}
        dismiss={{ label: ENQUIRY.okay, autoFocus: true }}
        fallbackFocus={firstField}
      >
        <p>{errorDialog?.message}</p>
      </Dialog>
      {/* A new key (after a success) is a new, empty form; a failure keeps the key and every value. */}
      <EnquiryFields key={guard?.idempotencyKey ?? "form"} failure={failure} rejected={rejected} />
    </div>
  );
}

function EnquiryFields({ failure, rejected }: { failure: FormFailure | undefined; rejected: string | undefined }) {
  const { form, fields, guard, busy, hydrated, invalid } = usePublicForm({ id: "enquiry-form", name: FORM_NAME, schema: enquirySchema, failure });
  return (
    <div className="relative rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-900/5 md:p-10">
      <FormAlert id={form.errorId} messages={rejected ? [rejected] : form.errors} />
      <Form method="post" action={ENQUIRY_PATH} {...getFormProps(form)} noValidate data-hydrated={hydrated || undefined} aria-labelledby="enquiry-title" className="mt-2 grid scroll-mt-28 gap-5 sm:grid-cols-2">
        <input type="hidden" name={FORM_NAME_FIELD} value={FORM_NAME} />
        <FormGuardFields guard={guard} />
        <TextField field={fields.parentName} label={ENQUIRY.labels.parentName} autoComplete="name" autoFocus={invalid === "parentName"} />
        <PhoneField field={fields.parentMobile} label={ENQUIRY.labels.parentMobile} hint={ENQUIRY.mobileHint} autoFocus={invalid === "parentMobile"} />
        <TextField field={fields.email} label={ENQUIRY.labels.email} type="email" autoComplete="email" autoFocus={invalid === "email"} />
        <TextField field={fields.childName} label={ENQUIRY.labels.childName} optional={FORM_TEXT.optional} autoFocus={invalid === "childName"} />
        <TextareaField field={fields.message} label={ENQUIRY.labels.message} rows={5} autoFocus={invalid === "message"} className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <button
            type="submit"
            className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand px-8 py-3 text-lg font-bold text-white shadow hover:brightness-90 sm:w-auto"
          >
            {ENQUIRY.submit}
          </button>
        </div>
      </Form>
      <SubmitOverlay busy={busy} label={FORM_TEXT.sending} />
    </div>
  );
}
