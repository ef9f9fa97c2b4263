import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AuthCard } from "~/components/forms/AuthCard";
import { NewsletterForm } from "~/components/forms/NewsletterForm";
import { FALLBACK_SCHOOL_NAME } from "~/content/site";
import { catalogue, requestLang } from "~/i18n/catalogue.server";
import { clientIn } from "~/services/school.server";
import { getTenant } from "~/services/tenant.server";
import { copyMeta } from "~/utils/meta";
import { useLocalPath, useRootData } from "~/utils/root-data";
import type { NewsletterAnswer } from "./action.server";

export { action } from "./action.server";

export const meta = copyMeta();

/** The page's words in its language (README "Languages"); the box's own come from the layout's. */
export async function loader({ request }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const tenant = await getTenant(request);
  const school = tenant.status === "found" ? clientIn(tenant.client, lang).clientName : FALLBACK_SCHOOL_NAME;
  const { page, lead } = catalogue(lang).newsletter;
  return json({ copy: { page: { title: page.title, description: page.description(school) }, lead: lead(school) } });
}

/**
 * The newsletter box on a page of its own (README "Newsletter"): where a sign-up that did not go
 * through is shown again with its value and the reason next to the field, and a page to link to.
 */
export default function NewsletterPage() {
  const { copy } = useLoaderData<typeof loader>();
  const answer = useActionData<NewsletterAnswer>();
  const box = useRootData()?.copy.newsletter;
  const localPath = useLocalPath();
  return (
    <AuthCard title={copy.page.title} lead={copy.lead}>
      {box ? (
        <NewsletterForm copy={box} tone="page" returnTo={answer?.returnTo ?? localPath("/newsletter")} email={answer?.email} error={answer?.error} />
      ) : null}
    </AuthCard>
  );
}
