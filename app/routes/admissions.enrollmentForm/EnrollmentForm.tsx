import { ProgramField } from "~/components/forms/AdmissionFields";
import { SelectField, TextareaField, PhoneField, TextField } from "~/components/forms/Field";
import { ConsentSubmit } from "~/components/forms/FormEnd";
import { PublicForm } from "~/components/forms/PublicForm";
import { usePublicForm } from "~/components/forms/use-public-form";
import { FORM_TEXT } from "~/content/forms";
import { FALLBACK_SCHOOL_NAME } from "~/content/site";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import type { FormConstraint, FormFailure } from "~/utils/forms";
import { useLocalPath, useRootData } from "~/utils/root-data";
import { PROGRAM_NAMES } from "~/content/programs";
import { GENDERS, PROGRAMS, type Program } from "~/utils/enrollment-values";
import { ENROLLMENT } from "./copy";
import { CONSENT } from "~/content/consent";
import { useState } from "react";
import type { ClassChoice } from "~/utils/admission-classes";
import { ClassField } from "./ClassField";

export const ENROLLMENT_PATH = "/admissions/enrollmentForm";
const FORM_NAME = "enrollment";
const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: ENROLLMENT.genders[value] }));

/**
 * SPEC §2 "Enrollment Form": the seven fields, 'Submit Enrollment', the overlay while sending; an
 * optional e-mail (where the family hears back, README "Forms and sign-in"); an optional Program,
 * chosen already when a program page's button led here; and, when the school has open classes
 * (README "Admissions"), the child's date of birth and the class it fits; a second guardian.
 */
export function EnrollmentForm({
  constraint,
  failure,
  rejected,
  program,
  classes,
}: {
  constraint: FormConstraint;
  failure: FormFailure | undefined;
  rejected: string | undefined;
  program: Program | undefined;
  classes: readonly ClassChoice[];
}) {
  const root = useRootData();
  // Only the programs the school offers (README "Staff console": "Pages"); the action refuses another.
  const off = root?.programsOff ?? [];
  // The programs outside the admission year's classes (a summer camp): applied for without a class.
  const exempt = PROGRAMS.filter((value) => !off.includes(value) && !classes.some((choice) => choice.program === value));
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
  // The date the class choices follow, and the choice: what was sent after a refusal, else nothing.
  const [born, setBorn] = useState(() => initial(fields.childDateOfBirth.initialValue));
  const [chosen, setChosen] = useState(() => initial(fields.classId.initialValue));
  return (
    <PublicForm
      state={state}
      name={FORM_NAME}
      action={useLocalPath()(ENROLLMENT_PATH)}
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
      {classes.length > 0 ? (
        <>
          {/* A date typed narrows the classes at once (ClassField); React's change is the input event. */}
          <div onChange={(event) => readBorn(event.target, setBorn)}>
            <TextField
              field={fields.childDateOfBirth}
              label={ENROLLMENT.labels.childDateOfBirth}
              hint={ENROLLMENT.dateOfBirthHint}
              type="date"
              autoFocus={invalid === "childDateOfBirth"}
            />
          </div>
          <ClassField
            field={fields.classId}
            classes={classes}
            born={born}
            chosen={chosen}
            onChoose={setChosen}
            hint={ENROLLMENT.classHint(exempt.map((value) => PROGRAM_NAMES[value]))}
            autoFocus={invalid === "classId"}
          />
        </>
      ) : null}
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
      <TextField
        field={fields.guardian2Name}
        label={ENROLLMENT.labels.guardian2Name}
        optional={FORM_TEXT.optional}
        autoFocus={invalid === "guardian2Name"}
      />
      <PhoneField
        field={fields.guardian2Mobile}
        label={ENROLLMENT.labels.guardian2Mobile}
        optional={FORM_TEXT.optional}
        autoFocus={invalid === "guardian2Mobile"}
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

const initial = (value: unknown) => (typeof value === "string" ? value : "");

function readBorn(target: EventTarget, set: (value: string) => void) {
  if (target instanceof HTMLInputElement && target.type === "date") set(target.value);
}
