import { FeaturePageBody } from "~/components/FeatureCards";
import { PageBanner } from "~/components/PageBanner";
import { PAGES } from "~/content/pages";
import { AFTER_HOURS_ACTIVITIES } from "~/content/programs/after-hours-activities";
import { pageMeta } from "~/utils/meta";

// A static page of SPEC §2 "Static program and marketing pages": six cards and a button
// (content/programs.ts says where each button leads). The school's name comes from the root loader.

export const meta = pageMeta(PAGES.afterSchoolActivities);

export default function AfterHoursActivities() {
  return (
    <>
      <PageBanner title={PAGES.afterSchoolActivities.title} />
      <FeaturePageBody page={AFTER_HOURS_ACTIVITIES} />
    </>
  );
}
