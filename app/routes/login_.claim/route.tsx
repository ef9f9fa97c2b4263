import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SetPasswordPage } from "~/components/forms/SetPasswordForm";
import { FORM_TEXT } from "~/content/forms";
import { ROLE_LABELS, STAFF_PAGES } from "~/content/staff";
import { loadPasswordLink } from "~/services/password-link.server";
import { pageMeta } from "~/utils/meta";
import { STAFF_ROLES } from "~/utils/staff";

export { action } from "./action.server";

// A one-time link's page: for its holder only, never in search results.
export const meta = pageMeta(STAFF_PAGES.claim, { noindex: true });

const NOT_VALID = "This sign-in link is not valid any more: it was used, or it is older than 24 hours. Ask the school's owner for a new one.";

// The staff's invitation stays English (README "Languages"): no page words of its own to send.
export const loader = ({ request }: LoaderFunctionArgs) => loadPasswordLink(request, "claim", NOT_VALID, () => ({}));

export default function ClaimPage() {
  const { link, token, message, constraint, words } = useLoaderData<typeof loader>();
  const knownRole = STAFF_ROLES.find((value) => value === link?.role);
  // An operator's link (the `school` command) may be a parent's: "parent account".
  const role = knownRole ? ROLE_LABELS[knownRole] : (link?.role ?? "");
  return (
    <SetPasswordPage
      title={STAFF_PAGES.claim.title}
      lead={link ? `${link.name}, choose a password for your ${role.toLowerCase()} account at ${link.clientName}.` : ""}
      action={`/login/claim?${new URLSearchParams({ token })}`}
      link={link}
      words={words}
      message={message}
      constraint={constraint}
      sending={FORM_TEXT.sending}
    />
  );
}
