import { FeaturePageBody } from "~/components/FeatureCards";
import { PageBanner } from "~/components/PageBanner";
import { PAGES } from "~/content/pages";
import { INTERACTIVE_LEARNING } from "~/content/programs/interactive-learning";
import { pageMeta } from "~/utils/meta";

// A static page of SPEC §2 "Static program and marketing pages": six cards and a button
// (content/programs.ts says where each button leads). The school's name comes from the root loader.

export const meta = pageMeta(PAGES.interactiveLearning);

export default function InteractiveLearning() {
  return (
    <>
      <PageBanner title={PAGES.interactiveLearning.title} />
      <FeaturePageBody page={INTERACTIVE_LEARNING} />
    </>
  );
}
