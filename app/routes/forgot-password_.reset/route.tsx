import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SetPasswordPage } from "~/components/forms/SetPasswordForm";
import { FORM_TEXT } from "~/content/forms";
import { ACCOUNT, ACCOUNT_PAGES } from "~/content/account";
import { loadPasswordLink } from "~/services/password-link.server";
import { pageMeta } from "~/utils/meta";
import { formatWhen } from "~/utils/when";

export { action } from "./action.server";

// A one-time link's page: for its holder only, never in search results. Opening it changes
// nothing (mail scanners open links); the form's POST uses it.
export const meta = pageMeta(ACCOUNT_PAGES.reset, { noindex: true });

export const loader = ({ request }: LoaderFunctionArgs) => loadPasswordLink(request, "reset", ACCOUNT.resetNotValid);

export default function ResetPasswordPage() {
  const { link, token, message, constraint } = useLoaderData<typeof loader>();
  return (
    <SetPasswordPage
      title={ACCOUNT_PAGES.reset.title}
      lead={link ? ACCOUNT.resetLead(link.name, link.clientName) : ""}
      action={`/forgot-password/reset?${new URLSearchParams({ token })}`}
      link={link ? { email: link.email, expires: formatWhen(link.expiresAt) } : null}
      message={message}
      constraint={constraint}
      sending={FORM_TEXT.sending}
      again={ACCOUNT.resetAgain}
    />
  );
}
