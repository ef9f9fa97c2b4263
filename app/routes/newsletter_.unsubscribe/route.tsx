import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AuthCard, PRIMARY_BUTTON } from "~/components/forms/AuthCard";
import { FormAlert } from "~/components/forms/FormAlert";
import { pageMeta } from "~/utils/meta";
import { useRootData } from "~/utils/root-data";
import type { UnsubscribeView } from "./action.server";
import { NEWSLETTER } from "~/content/site";

export { action, loader } from "./action.server";

// One subscriber's page: never in search results.
export const meta = pageMeta(NEWSLETTER.unsubscribePage, { noindex: true });

/** The link of the school's newsletter e-mails (README "Newsletter"): one button, nothing on GET. */
export default function UnsubscribePage() {
  const loaded = useLoaderData<UnsubscribeView>();
  const view = useActionData<UnsubscribeView>() ?? loaded;
  const school = useRootData()?.site.name ?? "the school";
  if (view.state !== "subscribed") {
    return (
      <AuthCard title={NEWSLETTER.unsubscribePage.title}>
        <p role="status" className="text-slate-800">
          {view.message}
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={NEWSLETTER.unsubscribePage.title} lead={NEWSLETTER.unsubscribeLead(school)}>
      <FormAlert messages={view.error ? [view.error] : undefined} />
      <Form method="post" action={`/newsletter/unsubscribe?${new URLSearchParams({ token: view.token })}`} className="mt-4">
        <button type="submit" className={PRIMARY_BUTTON}>
          {NEWSLETTER.unsubscribeButton}
        </button>
      </Form>
    </AuthCard>
  );
}
