import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FeaturePageBody } from "~/components/FeatureCards";
import { PageBanner } from "~/components/PageBanner";
import { INTERACTIVE_LEARNING, INTERACTIVE_LEARNING_PAGE } from "~/content/programs/interactive-learning";
import { loadProgramPage } from "~/services/school-pages.server";
import { pageMeta } from "~/utils/meta";

// A page of SPEC §2 "Static program and marketing pages": the school's cards and a button
// (content/programs/index.ts says where each button leads). A school that does not offer the
// program has no such page: the 404 page (README "Staff console": "Pages").

export const meta = pageMeta(INTERACTIVE_LEARNING_PAGE);

export const loader = ({ request }: LoaderFunctionArgs) => loadProgramPage(request, "interactiveLearning");

export default function InteractiveLearning() {
  const { cards } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner title={INTERACTIVE_LEARNING_PAGE.title} />
      <FeaturePageBody page={INTERACTIVE_LEARNING} cards={cards} />
    </>
  );
}
