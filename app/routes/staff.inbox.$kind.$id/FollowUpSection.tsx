import { useRouteLoaderData } from "@remix-run/react";
import { SelectField, TextField } from "~/components/forms/Field";
import { PublicForm } from "~/components/forms/PublicForm";
import { usePublicForm } from "~/components/forms/use-public-form";
import { STAFF_STYLES as S } from "~/components/staff/styles";
import { FORM_TEXT } from "~/content/forms";
import { STAFF_TEXT } from "~/content/staff";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import type { FormConstraint } from "~/utils/forms";
import { useAnswerFor } from "./answer";

type StaffLayoutData = { user?: { id?: string } };

/**
 * Who follows the family up and when to call again, with how long the family waited for the
 * school's first reply (README "Staff console"). A plain form: without JavaScript it posts and the
 * page comes back with a toast (Post/Redirect/Get).
 */
export function FollowUpSection({
  path,
  assigneeUserId,
  assigneeName,
  followUpOn,
  followUpInWords,
  firstReply,
  staff,
  constraint,
}: {
  path: string;
  assigneeUserId: string;
  assigneeName: string;
  followUpOn: string;
  followUpInWords: string;
  firstReply: string;
  staff: Array<{ id: string | number; name: string }>;
  constraint: FormConstraint;
}) {
  // The console's layout knows who is signed in: "(you)" beside that name in the list.
  const me = useRouteLoaderData<StaffLayoutData>("routes/staff")?.user?.id;
  const { failure, rejected } = useAnswerFor("followUp");
  const state = usePublicForm({
    id: "follow-up-form",
    name: "followUp",
    schema: FORM_SCHEMAS.followUp,
    constraint,
    failure,
    defaultValue: { assigneeUserId, followUpOn },
  });
  const { fields, invalid } = state;
  const options = staff.map((member) => ({ value: String(member.id), label: String(member.id) === me ? `${member.name} (you)` : member.name }));
  return (
    <section aria-labelledby="follow-up-title" className={`${S.panel} relative`}>
      <h2 id="follow-up-title" className="text-xl font-bold text-slate-900">
        Follow-up
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold text-slate-900">Assigned to</dt>
        <dd className="text-slate-800">{assigneeName || "Nobody yet"}</dd>
        <dt className="font-semibold text-slate-900">Next follow-up</dt>
        <dd className="text-slate-800">{followUpInWords || STAFF_TEXT.none}</dd>
        <dt className="font-semibold text-slate-900">First reply</dt>
        <dd className="text-slate-800">{firstReply}</dd>
      </dl>
      <PublicForm
        state={state}
        name="followUp"
        action={path}
        rejected={rejected}
        labelledBy={{ "aria-labelledby": "follow-up-title" }}
        className="mt-6 grid gap-5 md:grid-cols-2 md:items-start"
        sending={STAFF_TEXT.sending}
      >
        <SelectField
          field={fields.assigneeUserId}
          label="Assign to"
          optional={FORM_TEXT.optional}
          placeholder="Nobody"
          options={options}
          autoFocus={invalid === "assigneeUserId"}
        />
        <TextField
          field={fields.followUpOn}
          type="date"
          label="Follow up on"
          optional={FORM_TEXT.optional}
          hint="A date of the school's calendar; empty for none."
          autoFocus={invalid === "followUpOn"}
        />
        <div className="md:col-span-2">
          <button type="submit" className={S.primary}>
            Save follow-up
          </button>
        </div>
      </PublicForm>
    </section>
  );
}
