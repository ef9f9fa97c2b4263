import { FeaturePageBody } from "~/components/FeatureCards";
import { PageBanner } from "~/components/PageBanner";
import { INTERACTIVE_LEARNING, INTERACTIVE_LEARNING_PAGE } from "~/content/programs/interactive-learning";
import { pageMeta } from "~/utils/meta";

// A static page of SPEC §2 "Static program and marketing pages": six cards and a button
// (content/programs.ts says where each button leads). The school's name comes from the root loader.

export const meta = pageMeta(INTERACTIVE_LEARNING_PAGE);

export default function InteractiveLearning() {
  return (
    <>
      <PageBanner title={INTERACTIVE_LEARNING_PAGE.title} />
      <FeaturePageBody page={INTERACTIVE_LEARNING} />
    </>
  );
}
