import { ProgramField } from "~/components/forms/AdmissionFields";
import { SelectField, TextareaField, PhoneField, TextField } from "~/components/forms/Field";
import { ConsentSubmit } from "~/components/forms/FormEnd";
import { PublicForm } from "~/components/forms/PublicForm";
import { usePublicForm } from "~/components/forms/use-public-form";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import type { FormConstraint, FormFailure } from "~/utils/forms";
import { useLocalPath, useRootData } from "~/utils/root-data";
import { GENDERS, PROGRAMS, type Program } from "~/utils/enrollment-values";
import { useState } from "react";
import { ClassField, type LabelledClass } from "./ClassField";
import type { EnrollmentCopy } from "./route";

export const ENROLLMENT_PATH = "/admissions/enrollmentForm";
const FORM_NAME = "enrollment";

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
  copy,
}: {
  constraint: FormConstraint;
  failure: FormFailure | undefined;
  rejected: string | undefined;
  program: Program | undefined;
  classes: readonly LabelledClass[];
  /** The page's words in its language (the loader's `copy`, README "Languages"). */
  copy: EnrollmentCopy;
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
      labelledBy={{ "aria-label": copy.title }}
      className="mt-2 grid gap-5 sm:grid-cols-2"
      sending={copy.form.sending}
      frame="relative rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-900/5 md:p-10"
    >
      <TextField field={fields.childName} label={copy.labels.childName} autoFocus={invalid === "childName"} className="sm:col-span-2" />
      <TextField field={fields.childAge} label={copy.labels.childAge} type="number" inputMode="numeric" autoFocus={invalid === "childAge"} />
      <SelectField
        field={fields.gender}
        label={copy.labels.gender}
        placeholder={copy.genderPlaceholder}
        options={GENDERS.map((value) => ({ value, label: copy.genders[value] }))}
        autoFocus={invalid === "gender"}
      />
      {classes.length > 0 ? (
        <>
          {/* A date typed narrows the classes at once (ClassField); React's change is the input event. */}
          <div onChange={(event) => readBorn(event.target, setBorn)}>
            <TextField
              field={fields.childDateOfBirth}
              label={copy.labels.childDateOfBirth}
              hint={copy.dateOfBirthHint}
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
            hint={exempt.length > 0 ? copy.classHint.replace("%1", exempt.map((value) => copy.programs[value]).join(", ")) : copy.classHintNone}
            copy={copy}
            autoFocus={invalid === "classId"}
          />
        </>
      ) : null}
      <TextField field={fields.parentName} label={copy.labels.parentName} autoComplete="name" autoFocus={invalid === "parentName"} />
      <PhoneField field={fields.parentContact} label={copy.labels.parentContact} hint={copy.contactHint} autoFocus={invalid === "parentContact"} />
      <TextField
        field={fields.email}
        label={copy.labels.email}
        optional={copy.form.optional}
        hint={copy.emailHint}
        type="email"
        autoComplete="email"
        autoFocus={invalid === "email"}
        className="sm:col-span-2"
      />
      <TextField
        field={fields.guardian2Name}
        label={copy.labels.guardian2Name}
        optional={copy.form.optional}
        autoFocus={invalid === "guardian2Name"}
      />
      <PhoneField
        field={fields.guardian2Mobile}
        label={copy.labels.guardian2Mobile}
        optional={copy.form.optional}
        autoFocus={invalid === "guardian2Mobile"}
      />
      <TextareaField
        field={fields.address}
        label={copy.labels.address}
        autoComplete="street-address"
        rows={4}
        autoFocus={invalid === "address"}
        className="sm:col-span-2"
      />
      <TextareaField
        field={fields.additionalInformation}
        label={copy.labels.additionalInformation}
        optional={copy.form.optional}
        rows={4}
        autoFocus={invalid === "additionalInformation"}
        className="sm:col-span-2"
      />
      <ProgramField
        field={fields.program}
        label={copy.labels.program}
        optional={copy.form.optional}
        placeholder={copy.programPlaceholder}
        off={off}
        names={copy.programs}
        autoFocus={invalid === "program"}
        className="sm:col-span-2"
      />
      <ConsentSubmit consent={copy.form.consent.text} link={copy.form.consent.link} submit={copy.submit} />
    </PublicForm>
  );
}

const initial = (value: unknown) => (typeof value === "string" ? value : "");

function readBorn(target: EventTarget, set: (value: string) => void) {
  if (target instanceof HTMLInputElement && target.type === "date") set(target.value);
}
