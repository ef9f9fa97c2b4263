import { FeaturePageBody } from "~/components/FeatureCards";
import { PageBanner } from "~/components/PageBanner";
import { AFTER_HOURS_ACTIVITIES, AFTER_HOURS_ACTIVITIES_PAGE } from "~/content/programs/after-hours-activities";
import { pageMeta } from "~/utils/meta";

// A static page of SPEC §2 "Static program and marketing pages": six cards and a button
// (content/programs.ts says where each button leads). The school's name comes from the root loader.

export const meta = pageMeta(AFTER_HOURS_ACTIVITIES_PAGE);

export default function AfterHoursActivities() {
  return (
    <>
      <PageBanner title={AFTER_HOURS_ACTIVITIES_PAGE.title} />
      <FeaturePageBody page={AFTER_HOURS_ACTIVITIES} />
    </>
  );
}
