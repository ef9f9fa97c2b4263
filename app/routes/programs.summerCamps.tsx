import { FeaturePageBody } from "~/components/FeatureCards";
import { PageBanner } from "~/components/PageBanner";
import { SUMMER_CAMPS, SUMMER_CAMPS_PAGE } from "~/content/programs/summer-camps";
import { pageMeta } from "~/utils/meta";

// A static page of SPEC §2 "Static program and marketing pages": six cards and a button
// (content/programs.ts says where each button leads). The school's name comes from the root loader.

export const meta = pageMeta(SUMMER_CAMPS_PAGE);

export default function SummerCamps() {
  return (
    <>
      <PageBanner title={SUMMER_CAMPS_PAGE.title} />
      <FeaturePageBody page={SUMMER_CAMPS} />
    </>
  );
}
