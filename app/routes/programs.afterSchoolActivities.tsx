import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FeaturePageBody } from "~/components/FeatureCards";
import { PageBanner } from "~/components/PageBanner";
import { AFTER_HOURS_ACTIVITIES, AFTER_HOURS_ACTIVITIES_PAGE } from "~/content/programs/after-hours-activities";
import { loadProgramPage } from "~/services/school-pages.server";
import { pageMeta } from "~/utils/meta";

// A page of SPEC §2 "Static program and marketing pages": the school's cards and a button
// (content/programs/index.ts says where each button leads). A school that does not offer the
// program has no such page: the 404 page (README "Staff console": "Pages").

export const meta = pageMeta(AFTER_HOURS_ACTIVITIES_PAGE);

export const loader = ({ request }: LoaderFunctionArgs) => loadProgramPage(request, "afterSchoolActivities");

export default function AfterHoursActivities() {
  const { cards } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner title={AFTER_HOURS_ACTIVITIES_PAGE.title} />
      <FeaturePageBody page={AFTER_HOURS_ACTIVITIES} cards={cards} />
    </>
  );
}
