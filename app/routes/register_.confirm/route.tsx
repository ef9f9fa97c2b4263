import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AuthCard, AuthSwitch, PRIMARY_BUTTON } from "~/components/forms/AuthCard";
import { translateMessage } from "~/i18n/form-copy.server";
import { readRegistration } from "~/models/claim.server";
import { accountWords } from "~/services/account-words.server";
import { tenantHostname } from "~/utils/host";
import { copyMeta } from "~/utils/meta";
import { useLocalPath } from "~/utils/root-data";
import type { action } from "./action.server";

export { action } from "./action.server";

// The link mailed to a new parent (README "Forms and sign-in"). Opening it changes nothing (mail
// scanners open links): the button's POST makes the account. Never in search results.
export const meta = copyMeta({ noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const domain = tenantHostname(request) ?? "";
  // The page's words in its language (README "Languages").
  const { lang, words, page } = await accountWords(request, "confirm");
  const copy = { page, again: words.confirmAgain, email: words.labels.email, submit: words.confirmSubmit, lead: "" };
  const registration = token && domain ? await readRegistration({ token, domain }) : null;
  if (!registration?.ok) {
    // Unknown, used, expired and other schools' links read alike (the provider's one 404).
    const message = registration && registration.status === 404 ? translateMessage(lang, registration.message) : words.confirmNotValid;
    const status = registration && registration.status !== 404 && registration.status !== 400 ? 503 : 404;
    return json({ registration: null, token: "", message, copy }, { status });
  }
  const { name, email, clientName } = registration.data.data;
  return json({ registration: { email }, token, message: "", copy: { ...copy, lead: words.confirmLead(name, clientName) } });
}

export default function ConfirmPage() {
  const { registration, token, message, copy } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>()?.failed;
  const localPath = useLocalPath();
  if (!registration || failed) {
    return (
      <AuthCard title={copy.page.title}>
        <p className="text-slate-800" role={failed ? "alert" : undefined}>
          {failed ?? message}
        </p>
        <AuthSwitch {...copy.again} to={localPath(copy.again.to)} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={copy.page.title} lead={copy.lead}>
      <Form method="post" action={localPath(`/register/confirm?${new URLSearchParams({ token })}`)} className="grid gap-5">
        <p className="text-slate-700">
          {copy.email}: <strong>{registration.email}</strong>
        </p>
        <button type="submit" className={PRIMARY_BUTTON}>
          {copy.submit}
        </button>
      </Form>
    </AuthCard>
  );
}
