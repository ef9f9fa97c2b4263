import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useActionData, useNavigate, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { ENQUIRY } from "~/content/forms";
import { FORM_NAME_FIELD, isRejection, useFormGuard, type FormActionData, type FormFailure } from "~/utils/forms";
import { enquirySchema } from "~/utils/schemas";
import { Dialog } from "./Dialog";
import { firstInvalid, TextareaField, TextField } from "./Field";
import { FormAlert } from "./FormAlert";
import { FormGuardFields } from "./FormGuardFields";
import { SubmitOverlay, useFormBusy } from "./SubmitOverlay";

const PATH = "/contact/info";
const FORM_NAME = "enquiry";
const FIELDS = ["parentName", "parentMobile", "email", "childName", "message"] as const;

/**
 * The enquiry form of SPEC §2 "Contact Information", posted to the page's own action
 * (utils/enquiry.server.ts). Success: the 'Saved' dialog from the ?sent=1 flag (fixed text) and an
 * empty form; failure: the 'Error!' dialog with 'Okay' and every value kept (SPEC §8).
 */
export function EnquiryForm() {
  const actionData = useActionData<FormActionData>();
  const failure = actionData && !isRejection(actionData) ? actionData : undefined;
  const rejected = actionData && isRejection(actionData) ? actionData.rejected : undefined;
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
        onClose={() => navigate(`${PATH}#enquiry-form`, { replace: true, preventScrollReset: true })}
        dismiss={{ label: ENQUIRY.okay, to: `${PATH}#enquiry-form`, autoFocus: true }}
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
      <EnquiryFields key={guard?.idempotencyKey ?? "form"} failure={failure} rejected={rejected} />
    </div>
  );
}

function EnquiryFields({ failure, rejected }: { failure: FormFailure | undefined; rejected: string | undefined }) {
  const hydrated = useHydrated();
  const guard = useFormGuard(failure?.guard);
  const busy = useFormBusy(FORM_NAME);
  const [form, fields] = useForm({
    id: "enquiry-form",
    lastResult: failure?.result,
    constraint: getZodConstraint(enquirySchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: enquirySchema }),
  });
  const focus = hydrated
    ? undefined
    : firstInvalid(FIELDS, {
        parentName: fields.parentName.errors,
        parentMobile: fields.parentMobile.errors,
        email: fields.email.errors,
        childName: fields.childName.errors,
        message: fields.message.errors,
      });

  return (
    <div className="relative rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-900/5 md:p-10">
      <FormAlert id={form.errorId} messages={rejected ? [rejected] : form.errors} />
      <Form method="post" action={PATH} {...getFormProps(form)} noValidate data-hydrated={hydrated || undefined} aria-labelledby="enquiry-title" className="mt-2 grid scroll-mt-28 gap-5 sm:grid-cols-2">
        <input type="hidden" name={FORM_NAME_FIELD} value={FORM_NAME} />
        <FormGuardFields guard={guard} />
        <TextField field={fields.parentName} label={ENQUIRY.labels.parentName} autoComplete="name" autoFocus={focus === "parentName"} />
        <TextField
          field={fields.parentMobile}
          label={ENQUIRY.labels.parentMobile}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint="10 digits, for example 9876543210."
          autoFocus={focus === "parentMobile"}
        />
        <TextField field={fields.email} label={ENQUIRY.labels.email} type="email" autoComplete="email" autoFocus={focus === "email"} />
        <TextField field={fields.childName} label={ENQUIRY.labels.childName} optional autoFocus={focus === "childName"} />
        <TextareaField field={fields.message} label={ENQUIRY.labels.message} rows={5} autoFocus={focus === "message"} className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <button
            type="submit"
            className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand px-8 py-3 text-lg font-bold text-white shadow hover:brightness-90 sm:w-auto"
          >
            {ENQUIRY.submit}
          </button>
        </div>
      </Form>
      <SubmitOverlay busy={busy} />
    </div>
  );
}
