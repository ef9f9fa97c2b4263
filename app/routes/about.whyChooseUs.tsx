import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FeaturePageBody } from "~/components/FeatureCards";
import { PageBanner } from "~/components/PageBanner";
import { loadWhyChooseUs } from "~/services/school-pages.server";
import { copyMeta } from "~/utils/meta";
import { requestLang } from "~/i18n/catalogue.server";
import { pathIn } from "~/i18n/languages";

/** The one canonical path; the route table's spelling, which the menu uses. */
const WHY_CHOOSE_US_PATH = "/about/whyChooseUs";

export const meta = copyMeta();

/**
 * SPEC §2 gives both /about/whyChooseUs (route table) and /about/WhyChooseUs (menu). Route matching
 * ignores case, so both reach this module; any other spelling is sent permanently to the canonical
 * one, so that search engines and shared links settle on a single URL.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // In the page's language: /hi/about/WhyChooseUs goes to /hi/about/whyChooseUs (README "Languages").
  const canonical = pathIn(requestLang(request), WHY_CHOOSE_US_PATH);
  if (url.pathname !== canonical) throw redirect(`${canonical}${url.search}`, 301);
  // The school's own cards (README "Staff console": "Pages").
  return loadWhyChooseUs(request);
}

export default function WhyChooseUs() {
  const { cards, copy } = useLoaderData<typeof loader>();
  return (
    <>
      {/* SPEC §2: the banner title is empty; the page's h1 follows it. */}
      <PageBanner />
      <FeaturePageBody page={copy} cards={cards} headingLevel={1} />
    </>
  );
}
