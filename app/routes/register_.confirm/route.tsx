import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AuthCard, AuthSwitch, PRIMARY_BUTTON } from "~/components/forms/AuthCard";
import { ACCOUNT, ACCOUNT_PAGES } from "~/content/account";
import { readRegistration } from "~/models/claim.server";
import { tenantHostname } from "~/utils/host";
import { pageMeta } from "~/utils/meta";
import type { action } from "./action.server";

export { action } from "./action.server";

// The link mailed to a new parent (README "Forms and sign-in"). Opening it changes nothing (mail
// scanners open links): the button's POST makes the account. Never in search results.
export const meta = pageMeta(ACCOUNT_PAGES.confirm, { noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const domain = tenantHostname(request) ?? "";
  const registration = token && domain ? await readRegistration({ token, domain }) : null;
  if (!registration?.ok) {
    // Unknown, used, expired and other schools' links read alike (the provider's one 404).
    const message = registration && registration.status === 404 ? registration.message : ACCOUNT.confirmNotValid;
    const status = registration && registration.status !== 404 && registration.status !== 400 ? 503 : 404;
    return json({ registration: null, token: "", message }, { status });
  }
  const { name, email, clientName } = registration.data.data;
  return json({ registration: { name, email, clientName }, token, message: "" });
}

export default function ConfirmPage() {
  const { registration, token, message } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>()?.failed;
  if (!registration || failed) {
    return (
      <AuthCard title={ACCOUNT_PAGES.confirm.title}>
        <p className="text-slate-800" role={failed ? "alert" : undefined}>
          {failed ?? message}
        </p>
        <AuthSwitch {...ACCOUNT.confirmAgain} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={ACCOUNT_PAGES.confirm.title} lead={ACCOUNT.confirmLead(registration.name, registration.clientName)}>
      <Form method="post" action={`/register/confirm?${new URLSearchParams({ token })}`} className="grid gap-5">
        <p className="text-slate-700">
          {ACCOUNT.labels.email}: <strong>{registration.email}</strong>
        </p>
        <button type="submit" className={PRIMARY_BUTTON}>
          {ACCOUNT.confirmSubmit}
        </button>
      </Form>
    </AuthCard>
  );
}
