import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SetPasswordPage } from "~/components/forms/SetPasswordForm";
import { accountWords } from "~/services/account-words.server";
import { loadPasswordLink } from "~/services/password-link.server";
import { copyMeta } from "~/utils/meta";
import { useLocalPath } from "~/utils/root-data";

export { action } from "./action.server";

// A one-time link's page: for its holder only, never in search results. Opening it changes
// nothing (mail scanners open links); the form's POST uses it.
export const meta = copyMeta({ noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  // The page's words in its language (README "Languages").
  const { words, page, sending, formMessages } = await accountWords(request, "reset");
  return loadPasswordLink(request, "reset", words.resetNotValid, (link) => ({
    copy: { page, lead: link ? words.resetLead(link.name, link.clientName) : "", again: words.resetAgain, sending },
    formMessages,
  }));
}

export default function ResetPasswordPage() {
  const { link, token, message, constraint, copy, words } = useLoaderData<typeof loader>();
  const localPath = useLocalPath();
  return (
    <SetPasswordPage
      title={copy.page.title}
      lead={copy.lead}
      action={localPath(`/forgot-password/reset?${new URLSearchParams({ token })}`)}
      link={link}
      message={message}
      constraint={constraint}
      sending={copy.sending}
      again={{ ...copy.again, to: localPath(copy.again.to) }}
      words={words}
    />
  );
}
