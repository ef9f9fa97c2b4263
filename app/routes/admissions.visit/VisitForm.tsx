import { ProgramField, SourceField } from "~/components/forms/AdmissionFields";
import { PhoneField, TextField } from "~/components/forms/Field";
import { ConsentSubmit } from "~/components/forms/FormEnd";
import { PublicForm } from "~/components/forms/PublicForm";
import { usePublicForm } from "~/components/forms/use-public-form";
import { VisitTimes } from "~/components/forms/VisitTimes";
import { CONSENT } from "~/content/consent";
import { FORM_TEXT } from "~/content/forms";
import { PROGRAM_NAMES } from "~/content/programs";
import { FALLBACK_SCHOOL_NAME } from "~/content/site";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import type { FormConstraint, FormFailure } from "~/utils/forms";
import { useLocalPath, useRootData } from "~/utils/root-data";
import type { VisitDay } from "~/utils/visits";
import { VISIT } from "./copy";

export const VISIT_PATH = "/admissions/visit";
const FORM_NAME = "visit";

/**
 * The booking form (README "Visits"): a radio button per open time, the parent's and the child's
 * details, the privacy notice. A time that filled meanwhile comes back as an error next to the
 * times, every other value kept.
 */
export function VisitForm({
  constraint,
  failure,
  rejected,
  days,
}: {
  constraint: FormConstraint;
  failure: FormFailure | undefined;
  rejected: string | undefined;
  days: VisitDay[];
}) {
  const root = useRootData();
  const state = usePublicForm({ id: "visit-form", name: FORM_NAME, schema: FORM_SCHEMAS.visit, constraint, failure });
  const school = root?.site.name ?? FALLBACK_SCHOOL_NAME;
  const { fields, guard, invalid } = state;
  const chosen = fields.slot.initialValue;
  return (
    <PublicForm
      state={state}
      name={FORM_NAME}
      action={useLocalPath()(VISIT_PATH)}
      guard={guard}
      rejected={rejected}
      labelledBy={{ "aria-labelledby": "visit-form-title" }}
      className="mt-2 grid gap-5 sm:grid-cols-2"
      sending={VISIT.sending}
      frame="relative rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-900/5 md:p-10"
    >
      <VisitTimes
        key={fields.slot.key}
        id={fields.slot.id}
        name={fields.slot.name}
        days={days}
        checked={typeof chosen === "string" ? chosen : undefined}
        error={fields.slot.errors?.[0]}
        copy={VISIT.times}
        autoFocus={invalid === "slot"}
        className="sm:col-span-2"
      />
      <TextField field={fields.parentName} label={VISIT.labels.parentName} autoComplete="name" autoFocus={invalid === "parentName"} />
      <PhoneField field={fields.parentMobile} label={VISIT.labels.parentMobile} hint={VISIT.mobileHint} autoFocus={invalid === "parentMobile"} />
      <TextField
        field={fields.email}
        label={VISIT.labels.email}
        optional={FORM_TEXT.optional}
        hint={VISIT.emailHint}
        type="email"
        autoComplete="email"
        autoFocus={invalid === "email"}
      />
      <TextField field={fields.childName} label={VISIT.labels.childName} autoFocus={invalid === "childName"} />
      {/* type=date sends YYYY-MM-DD, the provider's form of a date. */}
      <TextField field={fields.childDateOfBirth} label={VISIT.labels.childDateOfBirth} type="date" autoFocus={invalid === "childDateOfBirth"} />
      <ProgramField
        field={fields.program}
        label={VISIT.labels.program}
        optional={FORM_TEXT.optional}
        placeholder={VISIT.programPlaceholder}
        off={root?.programsOff ?? []}
        names={PROGRAM_NAMES}
        autoFocus={invalid === "program"}
      />
      <SourceField
        field={fields.source}
        label={VISIT.labels.source}
        optional={FORM_TEXT.optional}
        placeholder={VISIT.sourcePlaceholder}
        autoFocus={invalid === "source"}
      />
      <ConsentSubmit consent={CONSENT.text(school)} link={CONSENT.link} submit={VISIT.submit} />
    </PublicForm>
  );
}
