import { FeaturePageBody } from "~/components/FeatureCards";
import { PageBanner } from "~/components/PageBanner";
import { PAGES } from "~/content/pages";
import { DAY_CARE_SERVICES } from "~/content/programs/day-care-services";
import { pageMeta } from "~/utils/meta";

// A static page of SPEC §2 "Static program and marketing pages": six cards and a button
// (content/programs.ts says where each button leads). The school's name comes from the root loader.

export const meta = pageMeta(PAGES.dayCareService);

export default function DayCareServices() {
  return (
    <>
      <PageBanner title={PAGES.dayCareService.title} />
      <FeaturePageBody page={DAY_CARE_SERVICES} />
    </>
  );
}
