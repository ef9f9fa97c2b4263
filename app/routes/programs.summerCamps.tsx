import { FeaturePageBody } from "~/components/FeatureCards";
import { PageBanner } from "~/components/PageBanner";
import { PAGES } from "~/content/pages";
import { SUMMER_CAMPS } from "~/content/programs/summer-camps";
import { pageMeta } from "~/utils/meta";

// A static page of SPEC §2 "Static program and marketing pages": six cards and a button
// (content/programs.ts says where each button leads). The school's name comes from the root loader.

export const meta = pageMeta(PAGES.summerCamps);

export default function SummerCamps() {
  return (
    <>
      <PageBanner title={PAGES.summerCamps.title} />
      <FeaturePageBody page={SUMMER_CAMPS} />
    </>
  );
}
