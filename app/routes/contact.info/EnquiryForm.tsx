import { SourceField } from "~/components/forms/AdmissionFields";
import { TextareaField, PhoneField, TextField } from "~/components/forms/Field";
import { ConsentSubmit } from "~/components/forms/FormEnd";
import { PublicForm } from "~/components/forms/PublicForm";
import { ReferenceNote } from "~/components/forms/ReferenceNote";
import { ErrorDialog, SavedDialog } from "~/components/forms/ResultDialogs";
import { useConfirmation } from "~/components/forms/use-confirmation";
import { useFormAnswer, usePublicForm } from "~/components/forms/use-public-form";
import { VisitInvite } from "~/components/VisitInvite";
import { BOOK_A_VISIT } from "~/content/programs";
import type { FormWords } from "~/i18n/form-copy.server";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import { useFormGuard, type FormConstraint, type FormFailure } from "~/utils/forms";
import { useLocalPath } from "~/utils/root-data";

export const ENQUIRY_PATH = "/contact/info";
const FORM_NAME = "enquiry";

/** The enquiry form's own words, in the page's language (the loader's `copy.enquiry`, README "Languages"). */
type EnquiryCopy = {
  labels: { parentName: string; parentMobile: string; email: string; childName: string; message: string; source: string };
  mobileHint: string;
  submit: string;
};

/**
 * The enquiry form of SPEC §2 "Contact Information", posted to the page's own action
 * (action.server.ts). Success: the 'Saved' dialog from the one-time flash (fixed text) and an
 * empty form; failure: the 'Error!' dialog with 'Okay' and every value kept (SPEC §8).
 */
export function EnquiryForm({ constraint, copy, form }: { constraint: FormConstraint; copy: EnquiryCopy; form: FormWords }) {
  const { failure, rejected } = useFormAnswer();
  const guard = useFormGuard(failure?.guard);
  const confirmation = useConfirmation("enquiry");
  const localPath = useLocalPath();
  const reference = confirmation?.reference;
  const firstField = () => document.getElementById("enquiry-form-parentName");
  const referenceCopy = { ...form.reference, sentence: (value: string) => form.reference.sentence.replace("{0}", value) };

  return (
    <div className="mt-6">
      <SavedDialog
        id="enquiry-saved"
        confirmation={confirmation?.id}
        copy={{ savedTitle: form.savedTitle, savedText: confirmation?.text ?? "", okay: form.okay }}
        fallbackFocus={firstField}
        extra={
          <>
            {reference ? <ReferenceNote reference={reference} copy={referenceCopy} /> : null}
            <VisitInvite copy={form.visitInvite} to={localPath(BOOK_A_VISIT)} className="mt-2" />
          </>
        }
      />
      <ErrorDialog id="enquiry-error" message={failure?.dialog} title={form.errorTitle} dismiss={form.okay} fallbackFocus={firstField} />
      {/* A new key (after a success) is a new, empty form; a failure keeps the key and every value. */}
      <EnquiryFields key={guard?.idempotencyKey ?? "form"} constraint={constraint} failure={failure} rejected={rejected} copy={copy} form={form} />
    </div>
  );
}

function EnquiryFields({
  constraint,
  failure,
  rejected,
  copy,
  form,
}: {
  constraint: FormConstraint;
  failure: FormFailure | undefined;
  rejected: string | undefined;
  copy: EnquiryCopy;
  form: FormWords;
}) {
  const state = usePublicForm({ id: "enquiry-form", name: FORM_NAME, schema: FORM_SCHEMAS.enquiry, constraint, failure });
  const { fields, guard, invalid } = state;
  return (
    <PublicForm
      state={state}
      name={FORM_NAME}
      action={useLocalPath()(ENQUIRY_PATH)}
      guard={guard}
      rejected={rejected}
      labelledBy={{ "aria-labelledby": "enquiry-title" }}
      className="mt-2 grid scroll-mt-28 gap-5 sm:grid-cols-2"
      sending={form.sending}
      frame="relative rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-900/5 md:p-10"
    >
      <TextField field={fields.parentName} label={copy.labels.parentName} autoComplete="name" autoFocus={invalid === "parentName"} />
      <PhoneField field={fields.parentMobile} label={copy.labels.parentMobile} hint={copy.mobileHint} autoFocus={invalid === "parentMobile"} />
      <TextField field={fields.email} label={copy.labels.email} type="email" autoComplete="email" autoFocus={invalid === "email"} />
      <TextField field={fields.childName} label={copy.labels.childName} optional={form.optional} autoFocus={invalid === "childName"} />
      <TextareaField field={fields.message} label={copy.labels.message} rows={5} autoFocus={invalid === "message"} className="sm:col-span-2" />
      <SourceField
        field={fields.source}
        label={copy.labels.source}
        optional={form.optional}
        placeholder={form.chooseOne}
        options={form.sources}
        autoFocus={invalid === "source"}
      />
      <ConsentSubmit consent={form.consent.text} link={form.consent.link} submit={copy.submit} />
    </PublicForm>
  );
}
