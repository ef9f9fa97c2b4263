import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { STAFF_STYLES as S } from "~/components/staff/styles";
import { ROLE_LABELS, STAFF_PAGES } from "~/content/staff";
import { getStaffMe } from "~/models/staff.server";
import { refuse, requireStaff } from "~/services/staff.server";
import { SIGN_OUT_ELSEWHERE } from "~/utils/forms";
import { pageMeta } from "~/utils/meta";
import { ACCOUNT } from "~/content/account";

export { action } from "./action.server";

export const meta = pageMeta(STAFF_PAGES.settings, { noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const me = await getStaffMe(staff);
  if (!me.ok) return refuse(request, me);
  const { name, email, role, notifyByEmail } = me.data.data.user;
  return json({ name, email, role, notifyByEmail, schoolEmail: staff.client.contactEmail1 });
}

export default function SettingsPage() {
  const { name, email, role, notifyByEmail, schoolEmail } = useLoaderData<typeof loader>();
  const invalid = Boolean(useActionData());
  return (
    <div className="mt-8 space-y-6">
      <div>
        <h1 className={S.h1}>{STAFF_PAGES.settings.title}</h1>
        <p className={S.lead}>
          {name} · {email} · {ROLE_LABELS[role]}
        </p>
      </div>
      <Form method="post" action="/staff/settings" className={S.panel}>
        <fieldset aria-describedby="notify-hint">
          <legend className="text-xl font-bold text-slate-900">E-mail notifications</legend>
          <p id="notify-hint" className="mt-1 text-slate-700">
            {schoolEmail ? `Every new enrollment and enquiry is mailed to the school's address (${schoolEmail}). ` : ""}
            You can get a copy of each at {email} too.
          </p>
          <div className="mt-4 grid gap-3">
            <label className="flex items-center gap-3 text-slate-900">
              <input type="radio" name="notifyByEmail" value="true" defaultChecked={notifyByEmail} className="h-5 w-5 accent-[var(--brand)]" />
              E-mail me about each new enrollment and enquiry
            </label>
            <label className="flex items-center gap-3 text-slate-900">
              <input type="radio" name="notifyByEmail" value="false" defaultChecked={!notifyByEmail} className="h-5 w-5 accent-[var(--brand)]" />
              No e-mails
            </label>
          </div>
          {invalid ? (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700">
              Choose one of the two.
            </p>
          ) : null}
        </fieldset>
        <button type="submit" className={`${S.primary} mt-6`}>
          Save
        </button>
      </Form>
      <section className={S.panel} aria-labelledby="templates-title">
        <h2 id="templates-title" className="text-xl font-bold text-slate-900">
          Message templates
        </h2>
        <p className="mt-1 text-slate-700">The school&apos;s words for WhatsApp, SMS and e-mail replies to families, shared by the whole team.</p>
        <Link to="/staff/settings/templates" className={`${S.secondary} mt-4`}>
          Edit message templates
        </Link>
      </section>
      <Form method="post" action="/staff/settings" className={S.panel} aria-labelledby="elsewhere-title">
        <h2 id="elsewhere-title" className="text-xl font-bold text-slate-900">
          {ACCOUNT.elsewhereTitle}
        </h2>
        <p className="mt-1 text-slate-700">{ACCOUNT.elsewhereLead}</p>
        <button type="submit" name="intent" value={SIGN_OUT_ELSEWHERE} className={`${S.secondary} mt-4`}>
          {ACCOUNT.elsewhereButton}
        </button>
      </Form>
    </div>
  );
}
