import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { AuthCard, PRIMARY_BUTTON, SECONDARY_BUTTON } from "~/components/forms/AuthCard";
import { pathIn } from "~/i18n/languages";
import { checkToken } from "~/models/auth.server";
import { signOutElsewhere } from "~/services/sessions.server";
import { accountWords } from "~/services/account-words.server";
import { clientIn } from "~/services/school.server";
import { getTenant } from "~/services/tenant.server";
import { requestLang } from "~/i18n/catalogue.server";
import { getEnv } from "~/utils/env.server";
import { readFormData } from "~/utils/forms.server";
import { copyMeta } from "~/utils/meta";
import { useLocalPath } from "~/utils/root-data";
import { destroySession, getAccount, getSession } from "~/utils/session.server";
import { redirectWithInfo } from "~/utils/toast.server";
import { clearLocalStorage } from "~/utils/local-storage";

// Account pages are for the visitor, not for search results.
export const meta = copyMeta({ noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  // Signed out, or a cookie that fails its signature (read as signed out): to /login.
  // Its words and its redirects in the page's language (README "Languages").
  const { lang, school, words, page } = await accountWords(request, "account");
  const account = await getAccount(request);
  if (!account) throw redirect(pathIn(lang, "/login"));
  // One deadline for both calls.
  const signal = AbortSignal.timeout(getEnv().API_TIMEOUT_MS);
  const tenant = await getTenant(request, { signal });
  if (tenant.status === "found" && (await checkToken(account.token, tenant.client.clientId, { signal })) === "invalid") {
    const session = await getSession(request);
    throw await redirectWithInfo(pathIn(lang, "/login"), words.expired, { headers: { "Set-Cookie": await destroySession(session) } });
  }
  const copy = {
    page,
    title: words.accountTitle,
    signedInAs: words.signedInAs,
    school: words.school,
    logout: words.logout,
    elsewhereTitle: words.elsewhereTitle,
    elsewhereLead: words.elsewhereLead,
    elsewhereButton: words.elsewhereButton,
  };
  return json({ user: account.user, school: tenant.status === "found" ? clientIn(tenant.client, lang).clientName : school, copy });
}

/** The page's one form besides signing out: "Sign out everywhere else" (a body that is no form is a 400). */
export async function action({ request }: ActionFunctionArgs) {
  await readFormData(request);
  return signOutElsewhere(request, pathIn(requestLang(request), "/account"));
}

export default function AccountPage() {
  const { user, school, copy } = useLoaderData<typeof loader>();
  const localPath = useLocalPath();
  return (
    <AuthCard title={copy.title}>
      <dl className="space-y-4 text-slate-800">
        {user ? (
          <div>
            <dt className="font-semibold text-slate-900">{copy.signedInAs}</dt>
            <dd>
              {user.name} <span className="break-all text-slate-700">({user.email})</span>
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="font-semibold text-slate-900">{copy.school}</dt>
          <dd>{school}</dd>
        </div>
      </dl>
      <Form method="post" action="/logout" onSubmit={clearLocalStorage} className="mt-8">
        <button type="submit" className={PRIMARY_BUTTON}>
          {copy.logout}
        </button>
      </Form>
      <section aria-labelledby="elsewhere-title" className="mt-8 border-t border-slate-200 pt-6">
        <h2 id="elsewhere-title" className="text-lg font-bold text-slate-900">
          {copy.elsewhereTitle}
        </h2>
        <p className="mt-1 text-slate-700">{copy.elsewhereLead}</p>
        <Form method="post" action={localPath("/account")} className="mt-4">
          <button type="submit" className={SECONDARY_BUTTON}>
            {copy.elsewhereButton}
          </button>
        </Form>
      </section>
    </AuthCard>
  );
}
