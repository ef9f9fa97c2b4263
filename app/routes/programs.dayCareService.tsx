import { FeaturePageBody } from "~/components/FeatureCards";
import { PageBanner } from "~/components/PageBanner";
import { DAY_CARE_SERVICES, DAY_CARE_SERVICES_PAGE } from "~/content/programs/day-care-services";
import { pageMeta } from "~/utils/meta";

// A static page of SPEC §2 "Static program and marketing pages": six cards and a button
// (content/programs.ts says where each button leads). The school's name comes from the root loader.

export const meta = pageMeta(DAY_CARE_SERVICES_PAGE);

export default function DayCareServices() {
  return (
    <>
      <PageBanner title={DAY_CARE_SERVICES_PAGE.title} />
      <FeaturePageBody page={DAY_CARE_SERVICES} />
    </>
  );
}
