import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FeaturePageBody } from "~/components/FeatureCards";
import { PageBanner } from "~/components/PageBanner";
import { loadProgramPage } from "~/services/school-pages.server";
import { copyMeta } from "~/utils/meta";

// A page of SPEC §2 "Static program and marketing pages": the school's cards and a button
// (content/programs/index.ts says where each button leads). A school that does not offer the
// program has no such page: the 404 page (README "Staff console": "Pages").

export const meta = copyMeta();

export const loader = ({ request }: LoaderFunctionArgs) => loadProgramPage(request, "summerCamps");

export default function SummerCamps() {
  const { cards, copy } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner title={copy.page.title} />
      <FeaturePageBody page={copy} cards={cards} />
    </>
  );
}
