import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { SelectField, TextField } from "~/components/forms/Field";
import { PublicForm } from "~/components/forms/PublicForm";
import { useFormAnswer, usePublicForm } from "~/components/forms/use-public-form";
import { EmailText } from "~/components/EmailText";
import { ColumnHeads } from "~/components/staff/ColumnHeads";
import { STAFF_STYLES as S } from "~/components/staff/styles";
import { ROLE_LABELS, STAFF_PAGES, STAFF_TEXT } from "~/content/staff";
import { listTeam } from "~/models/staffTeam.server";
import { refuse, requireStaff } from "~/services/staff.server";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import { formConstraint } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import { STAFF_ROLES } from "~/utils/staff";
import { formatIst, formatWhen } from "~/utils/when";
import type { loader as staffLoader } from "../staff";
import type { IssuedLink } from "./action.server";
import { ScrollPanel } from "~/components/staff/ScrollPanel";

export { action } from "./action.server";

export const meta = pageMeta(STAFF_PAGES.team, { noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  // Owner only: the provider answers 403 to staff, which is the console's 404.
  const team = await listTeam(staff);
  if (!team.ok) return refuse(request, team);
  return json({
    members: team.data.data.map((member) => ({
      id: String(member.id),
      name: member.name,
      email: member.email,
      role: member.role,
      invitedUntil: member.pendingLinkExpiresAt ? formatWhen(member.pendingLinkExpiresAt) : null,
      lastSignIn: member.lastSignInAt ? formatIst(member.lastSignInAt) : "Never",
    })),
    constraint: await formConstraint(FORM_SCHEMAS.invite),
  });
}

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export default function TeamPage() {
  const { members } = useLoaderData<typeof loader>();
  const me = useRouteLoaderData<typeof staffLoader>("routes/staff")?.user;
  const answer = useActionData<{ issued?: IssuedLink }>();
  const issued = answer?.issued;
  return (
    <div className="mt-8 space-y-6">
      <div>
        <h1 className={S.h1}>{STAFF_PAGES.team.title}</h1>
        <p className={S.lead}>
          Staff see the inbox and the testimonials and can erase a family&apos;s data; owners can also manage the team. A new member gets a one-time
          sign-in link that works once, within 24 hours: it is e-mailed to them and shown here once, to pass on yourself if the mail does not arrive.
        </p>
      </div>

      {issued ? (
        <section aria-labelledby="issued-title" role="status" className={`${S.panel} border-l-4 border-green-700`}>
          <h2 id="issued-title" className="text-xl font-bold text-slate-900">
            Sign-in link for {issued.name}
          </h2>
          <p className="mt-2 text-slate-800">{issued.message}</p>
          <label htmlFor="issued-link" className={`${S.label} mt-4`}>
            One-time sign-in link (valid until {issued.expires})
          </label>
          <input id="issued-link" type="text" readOnly value={issued.url} className={`${S.control} mt-1 font-mono text-sm`} />
          <p className="mt-2 text-sm text-slate-700">It is shown only now. If it is lost, make a new one below.</p>
        </section>
      ) : null}

      {/* A card per member on a phone, where the table's six columns would scroll sideways; the table from 640 px. */}
      <section aria-labelledby="team-cards-title" className="sm:hidden">
        <h2 id="team-cards-title" className={S.caption}>
          Team members
        </h2>
        <ul className="space-y-3">
          {members.map((member) => (
            <li key={member.id} className="rounded-2xl bg-white p-4 shadow ring-1 ring-slate-900/5">
              <h3 className="text-lg font-semibold text-slate-900">{member.name}</h3>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="font-semibold text-slate-700">E-mail</dt>
                <dd className="min-w-0 break-words text-slate-900">
                  <EmailText email={member.email} />
                </dd>
                <dt className="font-semibold text-slate-700">Role</dt>
                <dd className="text-slate-900">{ROLE_LABELS[member.role]}</dd>
                <dt className="font-semibold text-slate-700">Signed in</dt>
                <dd className="text-slate-900">{signedIn(member)}</dd>
                <dt className="font-semibold text-slate-700">Last sign-in</dt>
                <dd className="text-slate-900">{member.lastSignIn}</dd>
              </dl>
              <div className="mt-3">
                <MemberActions member={member} self={me?.id === member.id} />
              </div>
            </li>
          ))}
        </ul>
      </section>

      <div className="hidden sm:block">
        <ScrollPanel labelledBy="team-table-title">
          <table className={S.table}>
            <caption id="team-table-title" className={S.caption}>
              Team members
            </caption>
            <ColumnHeads
              names={[
                "Name",
                "E-mail",
                "Role",
                "Signed in",
                "Last sign-in",
                <span key="actions" className="sr-only">
                  Actions
                </span>,
              ]}
            />
            <tbody>
              {members.map((member) => (
                <tr key={member.id}>
                  <th scope="row" className={`${S.td} font-semibold`}>
                    {member.name}
                  </th>
                  <td className={`${S.td} break-words`}>
                    <EmailText email={member.email} />
                  </td>
                  <td className={S.td}>{ROLE_LABELS[member.role]}</td>
                  <td className={S.td}>{signedIn(member)}</td>
                  <td className={S.td}>{member.lastSignIn}</td>
                  <td className={S.td}>
                    <MemberActions member={member} self={me?.id === member.id} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollPanel>
      </div>

      <section aria-labelledby="invite-title" className={`${S.panel} relative`}>
        <h2 id="invite-title" className="text-xl font-bold text-slate-900">
          Invite a team member
        </h2>
        {/* A new, empty form after each invitation. */}
        <InviteForm key={issued?.url ?? "invite"} />
      </section>
    </div>
  );
}

type Member = { id: string; name: string; invitedUntil: string | null };

function signedIn(member: Member): string {
  return member.invitedUntil ? `Not yet: link valid until ${member.invitedUntil}` : "Yes";
}

/** A new sign-in link, and removal in two steps (never oneself). */
function MemberActions({ member, self }: { member: Member; self: boolean }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Form method="post" action="/staff/team">
        <input type="hidden" name="intent" value="link" />
        <input type="hidden" name="id" value={member.id} />
        <button type="submit" className={S.secondary}>
          New link<span className="sr-only"> for {member.name}</span>
        </button>
      </Form>
      {self ? null : (
        <details>
          <summary className={S.secondary}>
            Remove<span className="sr-only"> {member.name}</span>…
          </summary>
          <Form method="post" action="/staff/team" className="mt-2">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="id" value={member.id} />
            <button type="submit" className={S.danger}>
              Remove {member.name} from the team
            </button>
          </Form>
        </details>
      )}
    </div>
  );
}

function InviteForm() {
  const { constraint } = useLoaderData<typeof loader>();
  const { failure, rejected } = useFormAnswer();
  const state = usePublicForm({
    id: "invite-form",
    name: "invite",
    schema: FORM_SCHEMAS.invite,
    constraint,
    failure,
    defaultValue: { role: "staff" },
  });
  const { fields, invalid } = state;
  return (
    <PublicForm
      state={state}
      name="invite"
      action="/staff/team"
      rejected={rejected}
      labelledBy={{ "aria-labelledby": "invite-title" }}
      className="mt-4 grid gap-5 md:grid-cols-3"
      sending={STAFF_TEXT.sending}
    >
      <input type="hidden" name="intent" value="invite" />
      <TextField field={fields.name} label="Name" autoComplete="off" autoFocus={invalid === "name"} />
      <TextField field={fields.email} label="Email" type="email" autoComplete="off" autoFocus={invalid === "email"} />
      <SelectField field={fields.role} label="Role" placeholder="Choose a role" options={ROLE_OPTIONS} autoFocus={invalid === "role"} />
      <div className="md:col-span-3">
        <button type="submit" className={S.primary}>
          Create sign-in link
        </button>
      </div>
    </PublicForm>
  );
}
