import { ProgramField } from "~/components/forms/AdmissionFields";
import { SelectField, TextareaField, PhoneField, TextField } from "~/components/forms/Field";
import { ConsentSubmit } from "~/components/forms/FormEnd";
import { PublicForm } from "~/components/forms/PublicForm";
import { usePublicForm } from "~/components/forms/use-public-form";
import { FORM_TEXT } from "~/content/forms";
import { FALLBACK_SCHOOL_NAME } from "~/content/site";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import type { FormConstraint, FormFailure } from "~/utils/forms";
import { useRootData } from "~/utils/root-data";
import { PROGRAM_NAMES } from "~/content/programs";
import { GENDERS, type Program } from "~/utils/enrollment-values";
import { ENROLLMENT } from "./copy";
import { CONSENT } from "~/content/consent";

export const ENROLLMENT_PATH = "/admissions/enrollmentForm";
const FORM_NAME = "enrollment";
const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: ENROLLMENT.genders[value] }));

/**
 * SPEC §2 "Enrollment Form": the seven fields, 'Submit Enrollment', the overlay while sending; an
 * optional e-mail (where the family hears back, README "Forms and sign-in"); and an optional
 * Program, chosen already when a program page's button led here.
 */
export function EnrollmentForm({
  constraint,
  failure,
  rejected,
  program,
}: {
  constraint: FormConstraint;
  failure: FormFailure | undefined;
  rejected: string | undefined;
  program: Program | undefined;
}) {
  const root = useRootData();
  // Only the programs the school offers (README "Staff console": "Pages"); the action refuses another.
  const off = root?.programsOff ?? [];
  const state = usePublicForm({
    id: "enrollment-form",
    name: FORM_NAME,
    schema: FORM_SCHEMAS.enrollment,
    constraint,
    failure,
    defaultValue: program && !off.includes(program) ? { program } : undefined,
  });
  const school = root?.site.name ?? FALLBACK_SCHOOL_NAME;
  const { fields, guard, invalid } = state;
  return (
    <PublicForm
      state={state}
      name={FORM_NAME}
      action={ENROLLMENT_PATH}
      guard={guard}
      rejected={rejected}
      labelledBy={{ "aria-label": ENROLLMENT.title }}
      className="mt-2 grid gap-5 sm:grid-cols-2"
      sending={FORM_TEXT.sending}
      frame="relative rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-900/5 md:p-10"
    >
      <TextField field={fields.childName} label={ENROLLMENT.labels.childName} autoFocus={invalid === "childName"} className="sm:col-span-2" />
      <TextField field={fields.childAge} label={ENROLLMENT.labels.childAge} type="number" inputMode="numeric" autoFocus={invalid === "childAge"} />
      <SelectField
        field={fields.gender}
        label={ENROLLMENT.labels.gender}
        placeholder={ENROLLMENT.genderPlaceholder}
        options={GENDER_OPTIONS}
        autoFocus={invalid === "gender"}
      />
      <TextField field={fields.parentName} label={ENROLLMENT.labels.parentName} autoComplete="name" autoFocus={invalid === "parentName"} />
      <PhoneField
        field={fields.parentContact}
        label={ENROLLMENT.labels.parentContact}
        hint={ENROLLMENT.contactHint}
        autoFocus={invalid === "parentContact"}
      />
      <TextField
        field={fields.email}
        label={ENROLLMENT.labels.email}
        optional={FORM_TEXT.optional}
        hint={ENROLLMENT.emailHint}
        type="email"
        autoComplete="email"
        autoFocus={invalid === "email"}
        className="sm:col-span-2"
      />
      <TextareaField
        field={fields.address}
        label={ENROLLMENT.labels.address}
        autoComplete="street-address"
        rows={4}
        autoFocus={invalid === "address"}
        className="sm:col-span-2"
      />
      <TextareaField
        field={fields.additionalInformation}
        label={ENROLLMENT.labels.additionalInformation}
        optional={FORM_TEXT.optional}
        rows={4}
        autoFocus={invalid === "additionalInformation"}
        className="sm:col-span-2"
      />
      <ProgramField
        field={fields.program}
        label={ENROLLMENT.labels.program}
        optional={FORM_TEXT.optional}
        placeholder={ENROLLMENT.programPlaceholder}
        off={off}
        names={PROGRAM_NAMES}
        autoFocus={invalid === "program"}
        className="sm:col-span-2"
      />
      <ConsentSubmit consent={CONSENT.text(school)} link={CONSENT.link} submit={ENROLLMENT.submit} />
    </PublicForm>
  );
}
