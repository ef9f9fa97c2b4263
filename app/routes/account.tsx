import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { AuthCard, PRIMARY_BUTTON, SECONDARY_BUTTON } from "~/components/forms/AuthCard";
import { FALLBACK_SCHOOL_NAME } from "~/content/site";
import { checkToken } from "~/models/auth.server";
import { signOutElsewhere } from "~/services/sessions.server";
import { getTenant } from "~/services/tenant.server";
import { getEnv } from "~/utils/env.server";
import { readFormData } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import { destroySession, getAccount, getSession } from "~/utils/session.server";
import { redirectWithInfo } from "~/utils/toast.server";
import { clearLocalStorage } from "~/utils/local-storage";
import { ACCOUNT, ACCOUNT_PAGES } from "~/content/account";

// Account pages are for the visitor, not for search results.
export const meta = pageMeta(ACCOUNT_PAGES.account, { noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  // Signed out, or a cookie that fails its signature (read as signed out): to /login.
  const account = await getAccount(request);
  if (!account) throw redirect("/login");
  // One deadline for both calls.
  const signal = AbortSignal.timeout(getEnv().API_TIMEOUT_MS);
  const tenant = await getTenant(request, { signal });
  if (tenant.status === "found" && (await checkToken(account.token, tenant.client.clientId, { signal })) === "invalid") {
    const session = await getSession(request);
    throw await redirectWithInfo("/login", ACCOUNT.expired, { headers: { "Set-Cookie": await destroySession(session) } });
  }
  return json({
    user: account.user,
    school: tenant.status === "found" ? tenant.client.clientName : FALLBACK_SCHOOL_NAME,
  });
}

/** The page's one form besides signing out: "Sign out everywhere else" (a body that is no form is a 400). */
export async function action({ request }: ActionFunctionArgs) {
  await readFormData(request);
  return signOutElsewhere(request, "/account");
}

export default function AccountPage() {
  const { user, school } = useLoaderData<typeof loader>();
  return (
    <AuthCard title={ACCOUNT.accountTitle}>
      <dl className="space-y-4 text-slate-800">
        {user ? (
          <div>
            <dt className="font-semibold text-slate-900">{ACCOUNT.signedInAs}</dt>
            <dd>
              {user.name} <span className="break-all text-slate-700">({user.email})</span>
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="font-semibold text-slate-900">{ACCOUNT.school}</dt>
          <dd>{school}</dd>
        </div>
      </dl>
      <Form method="post" action="/logout" onSubmit={clearLocalStorage} className="mt-8">
        <button type="submit" className={PRIMARY_BUTTON}>
          {ACCOUNT.logout}
        </button>
      </Form>
      <section aria-labelledby="elsewhere-title" className="mt-8 border-t border-slate-200 pt-6">
        <h2 id="elsewhere-title" className="text-lg font-bold text-slate-900">
          {ACCOUNT.elsewhereTitle}
        </h2>
        <p className="mt-1 text-slate-700">{ACCOUNT.elsewhereLead}</p>
        <Form method="post" action="/account" className="mt-4">
          <button type="submit" className={SECONDARY_BUTTON}>
            {ACCOUNT.elsewhereButton}
          </button>
        </Form>
      </section>
    </AuthCard>
  );
}
