import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form } from "@remix-run/react";
import { AuthCard, PRIMARY_BUTTON } from "~/components/forms/AuthCard";
import { logout } from "~/models/auth.server";
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from "~/utils/cross-site";
import { readFormData } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import { destroySession, getSession, getToken } from "~/utils/session.server";
import { redirectWithInfo } from "~/utils/toast.server";
import { clearLocalStorage } from "~/utils/local-storage";
import { ACCOUNT, ACCOUNT_PAGES } from "~/content/account";

// Account pages are for the visitor, not for search results.
export const meta = pageMeta(ACCOUNT_PAGES.logout, { noindex: true });

// Signing out changes state, so only a POST does it (DESIGN.md: no state changes on GET); a GET
// shows the button, or sends a signed-out visitor to /login.
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await getToken(request))) throw redirect("/login");
  return json({});
}

export async function action({ request }: ActionFunctionArgs) {
  if (isCrossSiteRequest(request)) throw new Response(CROSS_SITE_MESSAGE, { status: 403 });
  // The form has no fields, but a body that is not a form at all is refused like every form's
  // (README "What the server refuses"), before anything changes.
  await readFormData(request);
  const session = await getSession(request);
  // The provider revokes the token, so a copy of the old cookie opens nothing (README
  // "Accounts"). Signing out never waits on that: the session ends whatever it answers.
  const token = await getToken(request);
  if (token) await logout(token);
  // SPEC §4: logout clears the user and goes to /login.
  return redirectWithInfo("/login", ACCOUNT.signedOut, { headers: { "Set-Cookie": await destroySession(session) } });
}

export default function LogoutPage() {
  return (
    <AuthCard title={ACCOUNT.logoutTitle} lead={ACCOUNT.logoutLead}>
      <Form method="post" action="/logout" onSubmit={clearLocalStorage}>
        <button type="submit" className={PRIMARY_BUTTON}>
          {ACCOUNT.logout}
        </button>
      </Form>
    </AuthCard>
  );
}
