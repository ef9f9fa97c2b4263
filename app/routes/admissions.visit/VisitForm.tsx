import { ProgramField, SourceField } from "~/components/forms/AdmissionFields";
import { PhoneField, TextField } from "~/components/forms/Field";
import { ConsentSubmit } from "~/components/forms/FormEnd";
import { PublicForm } from "~/components/forms/PublicForm";
import { usePublicForm } from "~/components/forms/use-public-form";
import { VisitTimes } from "~/components/forms/VisitTimes";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import type { FormConstraint, FormFailure } from "~/utils/forms";
import { useLocalPath, useRootData } from "~/utils/root-data";
import type { VisitDay } from "~/utils/visits";
import type { VisitCopy } from "./route";

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
  copy,
}: {
  constraint: FormConstraint;
  failure: FormFailure | undefined;
  rejected: string | undefined;
  days: VisitDay[];
  /** The page's words in its language (the loader's `copy`, README "Languages"). */
  copy: VisitCopy;
}) {
  const root = useRootData();
  const state = usePublicForm({ id: "visit-form", name: FORM_NAME, schema: FORM_SCHEMAS.visit, constraint, failure });
  // The times' counts as the loader said them.
  const times = {
    legend: copy.times.legend,
    full: copy.times.full,
    placesLeft: (count: number) => copy.times.placesLeft[count] ?? String(count),
    minutes: (count: number) => copy.times.minutes[count] ?? String(count),
  };
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
      sending={copy.sending}
      frame="relative rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-900/5 md:p-10"
    >
      <VisitTimes
        key={fields.slot.key}
        id={fields.slot.id}
        name={fields.slot.name}
        days={days}
        checked={typeof chosen === "string" ? chosen : undefined}
        error={fields.slot.errors?.[0]}
        copy={times}
        autoFocus={invalid === "slot"}
        className="sm:col-span-2"
      />
      <TextField field={fields.parentName} label={copy.labels.parentName} autoComplete="name" autoFocus={invalid === "parentName"} />
      <PhoneField field={fields.parentMobile} label={copy.labels.parentMobile} hint={copy.mobileHint} autoFocus={invalid === "parentMobile"} />
      <TextField
        field={fields.email}
        label={copy.labels.email}
        optional={copy.form.optional}
        hint={copy.emailHint}
        type="email"
        autoComplete="email"
        autoFocus={invalid === "email"}
      />
      <TextField field={fields.childName} label={copy.labels.childName} autoFocus={invalid === "childName"} />
      {/* type=date sends YYYY-MM-DD, the provider's form of a date. */}
      <TextField field={fields.childDateOfBirth} label={copy.labels.childDateOfBirth} type="date" autoFocus={invalid === "childDateOfBirth"} />
      <ProgramField
        field={fields.program}
        label={copy.labels.program}
        optional={copy.form.optional}
        placeholder={copy.programPlaceholder}
        off={root?.programsOff ?? []}
        names={copy.programs}
        autoFocus={invalid === "program"}
      />
      <SourceField
        field={fields.source}
        label={copy.labels.source}
        optional={copy.form.optional}
        placeholder={copy.sourcePlaceholder}
        options={copy.form.sources}
        autoFocus={invalid === "source"}
      />
      <ConsentSubmit consent={copy.form.consent.text} link={copy.form.consent.link} submit={copy.submit} />
    </PublicForm>
  );
}
