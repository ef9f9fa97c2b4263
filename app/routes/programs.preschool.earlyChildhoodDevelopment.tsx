import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FeaturePageBody } from "~/components/FeatureCards";
import { PageBanner } from "~/components/PageBanner";
import { EARLY_CHILDHOOD_DEVELOPMENT, EARLY_CHILDHOOD_DEVELOPMENT_PAGE } from "~/content/programs/early-childhood-development";
import { loadProgramPage } from "~/services/school-pages.server";
import { pageMeta } from "~/utils/meta";

// A page of SPEC §2 "Static program and marketing pages": the school's cards and a button
// (content/programs/index.ts says where each button leads). A school that does not offer the
// program has no such page: the 404 page (README "Staff console": "Pages").

export const meta = pageMeta(EARLY_CHILDHOOD_DEVELOPMENT_PAGE);

export const loader = ({ request }: LoaderFunctionArgs) => loadProgramPage(request, "earlyChildhoodDevelopment");

export default function EarlyChildhoodDevelopment() {
  const { cards } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner title={EARLY_CHILDHOOD_DEVELOPMENT_PAGE.title} />
      <FeaturePageBody page={EARLY_CHILDHOOD_DEVELOPMENT} cards={cards} />
    </>
  );
}
