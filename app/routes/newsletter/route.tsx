import { useActionData } from "@remix-run/react";
import { AuthCard } from "~/components/forms/AuthCard";
import { NewsletterForm } from "~/components/forms/NewsletterForm";
import { pageMeta } from "~/utils/meta";
import { useRootData } from "~/utils/root-data";
import type { NewsletterAnswer } from "./action.server";
import { NEWSLETTER } from "~/content/site";

export { action } from "./action.server";

export const meta = pageMeta(NEWSLETTER.page);

/**
 * The newsletter box on a page of its own (README "Newsletter"): where a sign-up that did not go
 * through is shown again with its value and the reason next to the field, and a page to link to.
 */
export default function NewsletterPage() {
  const answer = useActionData<NewsletterAnswer>();
  const site = useRootData()?.site;
  return (
    <AuthCard title={NEWSLETTER.page.title} lead={NEWSLETTER.lead(site?.name ?? "our school")}>
      <NewsletterForm copy={NEWSLETTER} tone="page" returnTo={answer?.returnTo ?? "/newsletter"} email={answer?.email} error={answer?.error} />
    </AuthCard>
  );
}
