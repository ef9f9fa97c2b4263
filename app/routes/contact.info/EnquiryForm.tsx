import { SourceField } from "~/components/forms/AdmissionFields";
import { TextareaField, PhoneField, TextField } from "~/components/forms/Field";
import { ConsentSubmit } from "~/components/forms/FormEnd";
import { PublicForm } from "~/components/forms/PublicForm";
import { ReferenceNote } from "~/components/forms/ReferenceNote";
import { ErrorDialog, SavedDialog } from "~/components/forms/ResultDialogs";
import { useConfirmation } from "~/components/forms/use-confirmation";
import { useFormAnswer, usePublicForm } from "~/components/forms/use-public-form";
import { FORM_TEXT } from "~/content/forms";
import { REFERENCE_TEXT } from "~/content/reference";
import { BOOK_A_VISIT } from "~/content/programs";
import { VISIT_INVITE } from "~/content/visits";
import { VisitInvite } from "~/components/VisitInvite";
import { FALLBACK_SCHOOL_NAME } from "~/content/site";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import { useFormGuard, type FormConstraint, type FormFailure } from "~/utils/forms";
import { useRootData } from "~/utils/root-data";
import { ENQUIRY } from "./copy";
import { CONSENT } from "~/content/consent";

export const ENQUIRY_PATH = "/contact/info";
const FORM_NAME = "enquiry";

/**
 * The enquiry form of SPEC §2 "Contact Information", posted to the page's own action
 * (action.server.ts). Success: the 'Saved' dialog from the one-time flash (fixed text) and an
 * empty form; failure: the 'Error!' dialog with 'Okay' and every value kept (SPEC §8).
 */
export function EnquiryForm({ constraint }: { constraint: FormConstraint }) {
  const { failure, rejected } = useFormAnswer();
  const guard = useFormGuard(failure?.guard);
  const confirmation = useConfirmation("enquiry");
  const reference = confirmation?.reference;
  const firstField = () => document.getElementById("enquiry-form-parentName");

  return (
    <div className="mt-6">
      <SavedDialog
        id="enquiry-saved"
        confirmation={confirmation?.id}
        copy={ENQUIRY}
        fallbackFocus={firstField}
        extra={
          <>
            {reference ? <ReferenceNote reference={reference} copy={REFERENCE_TEXT} /> : null}
            <VisitInvite copy={VISIT_INVITE} to={BOOK_A_VISIT} className="mt-2" />
          </>
        }
      />
      <ErrorDialog id="enquiry-error" message={failure?.dialog} title={ENQUIRY.errorTitle} dismiss={ENQUIRY.okay} fallbackFocus={firstField} />
      {/* A new key (after a success) is a new, empty form; a failure keeps the key and every value. */}
      <EnquiryFields key={guard?.idempotencyKey ?? "form"} constraint={constraint} failure={failure} rejected={rejected} />
    </div>
  );
}

function EnquiryFields({
  constraint,
  failure,
  rejected,
}: {
  constraint: FormConstraint;
  failure: FormFailure | undefined;
  rejected: string | undefined;
}) {
  const state = usePublicForm({ id: "enquiry-form", name: FORM_NAME, schema: FORM_SCHEMAS.enquiry, constraint, failure });
  const school = useRootData()?.site.name ?? FALLBACK_SCHOOL_NAME;
  const { fields, guard, invalid } = state;
  return (
    <PublicForm
      state={state}
      name={FORM_NAME}
      action={ENQUIRY_PATH}
      guard={guard}
      rejected={rejected}
      labelledBy={{ "aria-labelledby": "enquiry-title" }}
      className="mt-2 grid scroll-mt-28 gap-5 sm:grid-cols-2"
      sending={FORM_TEXT.sending}
      frame="relative rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-900/5 md:p-10"
    >
      <TextField field={fields.parentName} label={ENQUIRY.labels.parentName} autoComplete="name" autoFocus={invalid === "parentName"} />
      <PhoneField field={fields.parentMobile} label={ENQUIRY.labels.parentMobile} hint={ENQUIRY.mobileHint} autoFocus={invalid === "parentMobile"} />
      <TextField field={fields.email} label={ENQUIRY.labels.email} type="email" autoComplete="email" autoFocus={invalid === "email"} />
      <TextField field={fields.childName} label={ENQUIRY.labels.childName} optional={FORM_TEXT.optional} autoFocus={invalid === "childName"} />
      <TextareaField field={fields.message} label={ENQUIRY.labels.message} rows={5} autoFocus={invalid === "message"} className="sm:col-span-2" />
      <SourceField
        field={fields.source}
        label={ENQUIRY.labels.source}
        optional={FORM_TEXT.optional}
        placeholder={ENQUIRY.sourcePlaceholder}
        autoFocus={invalid === "source"}
      />
      <ConsentSubmit consent={CONSENT.text(school)} link={CONSENT.link} submit={ENQUIRY.submit} />
    </PublicForm>
  );
}
