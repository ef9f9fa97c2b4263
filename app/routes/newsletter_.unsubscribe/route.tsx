import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AuthCard, PRIMARY_BUTTON } from "~/components/forms/AuthCard";
import { FormAlert } from "~/components/forms/FormAlert";
import { copyMeta } from "~/utils/meta";
import { useLocalPath } from "~/utils/root-data";
import type { loader, UnsubscribeView } from "./action.server";

export { action, loader } from "./action.server";

// One subscriber's page: never in search results.
export const meta = copyMeta({ noindex: true });

/** The link of the school's newsletter e-mails (README "Newsletter"): one button, nothing on GET. */
export default function UnsubscribePage() {
  const { view: loaded, copy } = useLoaderData<typeof loader>();
  const view = useActionData<UnsubscribeView>() ?? loaded;
  const localPath = useLocalPath();
  if (view.state !== "subscribed") {
    return (
      <AuthCard title={copy.page.title}>
        <p role="status" className="text-slate-800">
          {view.message}
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={copy.page.title} lead={copy.lead}>
      <FormAlert messages={view.error ? [view.error] : undefined} />
      <Form method="post" action={`${localPath("/newsletter/unsubscribe")}?${new URLSearchParams({ token: view.token })}`} className="mt-4">
        <button type="submit" className={PRIMARY_BUTTON}>
          {copy.button}
        </button>
      </Form>
    </AuthCard>
  );
}
