import { FeaturePageBody } from "~/components/FeatureCards";
import { PageBanner } from "~/components/PageBanner";
import { EARLY_CHILDHOOD_DEVELOPMENT, EARLY_CHILDHOOD_DEVELOPMENT_PAGE } from "~/content/programs/early-childhood-development";
import { pageMeta } from "~/utils/meta";

// A static page of SPEC §2 "Static program and marketing pages": six cards and a button
// (content/programs.ts says where each button leads). The school's name comes from the root loader.

export const meta = pageMeta(EARLY_CHILDHOOD_DEVELOPMENT_PAGE);

export default function EarlyChildhoodDevelopment() {
  return (
    <>
      <PageBanner title={EARLY_CHILDHOOD_DEVELOPMENT_PAGE.title} />
      <FeaturePageBody page={EARLY_CHILDHOOD_DEVELOPMENT} />
    </>
  );
}
