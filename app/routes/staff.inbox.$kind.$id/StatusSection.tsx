import { SelectField, TextareaField } from "~/components/forms/Field";
import { PublicForm } from "~/components/forms/PublicForm";
import { usePublicForm } from "~/components/forms/use-public-form";
import { STAFF_STYLES as S } from "~/components/staff/styles";
import { FORM_TEXT } from "~/content/forms";
import { STAFF_TEXT, STATUS_LABELS } from "~/content/staff";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import type { FormConstraint } from "~/utils/forms";
import { CHANGEABLE_STATUSES, type ChangeableStatus } from "~/utils/staff";
import { useAnswerFor } from "./answer";

/** The status and a private note; a visit's status is marked on the visits page instead. */
export function StatusSection({
  kind,
  current,
  next,
  path,
  formKey,
  constraint,
}: {
  kind: string;
  current: string;
  next: ChangeableStatus[];
  path: string;
  formKey: string;
  constraint: FormConstraint;
}) {
  const status = CHANGEABLE_STATUSES.find((value) => value === current);
  return (
    <section aria-labelledby="status-title" className={`${S.panel} relative`}>
      <h2 id="status-title" className="text-xl font-bold text-slate-900">
        Status and note
      </h2>
      {kind === "visit" || !status ? (
        <p className="mt-2 text-slate-800">
          A visit is marked attended, no-show or cancelled on the{" "}
          <a href="/staff/visits" className={S.link}>
            visits page
          </a>
          .
        </p>
      ) : (
        <>
          <p className="mt-1 text-slate-700">The note is private: only the school&apos;s staff see it, in the history below.</p>
          {/* Remounted after each change: an empty form with the new choices. */}
          <StatusForm key={formKey} current={status} next={next} path={path} constraint={constraint} />
        </>
      )}
    </section>
  );
}

function StatusForm({
  current,
  next,
  path,
  constraint,
}: {
  current: ChangeableStatus;
  next: ChangeableStatus[];
  path: string;
  constraint: FormConstraint;
}) {
  const { failure, rejected } = useAnswerFor("status");
  const state = usePublicForm({ id: "status-form", name: "status", schema: FORM_SCHEMAS.statusChange, constraint, failure });
  const { fields, invalid } = state;
  const options = [
    ...next.map((status) => ({ value: status, label: `Move to ${STATUS_LABELS[status]}` })),
    { value: current, label: `Keep as ${STATUS_LABELS[current]} (add a note only)` },
  ];
  return (
    <PublicForm
      state={state}
      name="status"
      action={path}
      rejected={rejected}
      labelledBy={{ "aria-labelledby": "status-title" }}
      className="mt-4 grid gap-5"
      sending={STAFF_TEXT.sending}
    >
      <SelectField field={fields.status} label="New status" placeholder="Choose a status" options={options} autoFocus={invalid === "status"} />
      <TextareaField field={fields.note} label="Private note" optional={FORM_TEXT.optional} rows={3} autoFocus={invalid === "note"} />
      <div>
        <button type="submit" className={S.primary}>
          Save
        </button>
      </div>
    </PublicForm>
  );
}
