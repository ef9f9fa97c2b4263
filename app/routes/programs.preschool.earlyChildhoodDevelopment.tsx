import { FeaturePageBody } from "~/components/FeatureCards";
import { PageBanner } from "~/components/PageBanner";
import { PAGES } from "~/content/pages";
import { EARLY_CHILDHOOD_DEVELOPMENT } from "~/content/programs/early-childhood-development";
import { pageMeta } from "~/utils/meta";

// A static page of SPEC §2 "Static program and marketing pages": six cards and a button
// (content/programs.ts says where each button leads). The school's name comes from the root loader.

export const meta = pageMeta(PAGES.earlyChildhoodDevelopment);

export default function EarlyChildhoodDevelopment() {
  return (
    <>
      <PageBanner title={PAGES.earlyChildhoodDevelopment.title} />
      <FeaturePageBody page={EARLY_CHILDHOOD_DEVELOPMENT} />
    </>
  );
}
