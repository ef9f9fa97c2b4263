import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FeaturePageBody } from "~/components/FeatureCards";
import { PageBanner } from "~/components/PageBanner";
import { SUMMER_CAMPS, SUMMER_CAMPS_PAGE } from "~/content/programs/summer-camps";
import { loadProgramPage } from "~/services/school-pages.server";
import { pageMeta } from "~/utils/meta";

// A page of SPEC §2 "Static program and marketing pages": the school's cards and a button
// (content/programs/index.ts says where each button leads). A school that does not offer the
// program has no such page: the 404 page (README "Staff console": "Pages").

export const meta = pageMeta(SUMMER_CAMPS_PAGE);

export const loader = ({ request }: LoaderFunctionArgs) => loadProgramPage(request, "summerCamps");

export default function SummerCamps() {
  const { cards } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner title={SUMMER_CAMPS_PAGE.title} />
      <FeaturePageBody page={SUMMER_CAMPS} cards={cards} />
    </>
  );
}
