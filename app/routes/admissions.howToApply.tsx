import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useSearchParams } from "@remix-run/react";
import { CallToAction } from "~/components/CallToAction";
import { FaqList } from "~/components/FaqList";
import { PageBanner } from "~/components/PageBanner";
import { TitledCard } from "~/components/SchoolPageItems";
import { Section } from "~/components/Section";
import { VisitInvite } from "~/components/VisitInvite";
import { enrollFor } from "~/content/programs";
import { loadHowToApply } from "~/services/school-pages.server";
import { readProgram } from "~/utils/enrollment-values";
import { copyMeta } from "~/utils/meta";
import { useLocalPath, useRootData } from "~/utils/root-data";

export const meta = copyMeta();

export const loader = ({ request }: LoaderFunctionArgs) => loadHowToApply(request);

/**
 * SPEC §2 "How to Apply": the school's steps (SPEC's six on the demo schools), its FAQs, 'Apply Now'
 * (to the enrollment form). A payment is promised only where the school's own steps say so (README
 * "Staff console": "Pages").
 */
export default function HowToApply() {
  const { steps, lead, stepsTitle, faqs, copy } = useLoaderData<typeof loader>();
  const localPath = useLocalPath();
  // Reached from a program (`?program=summerCamps`): 'Apply Now' keeps it chosen on the form, if offered.
  const program = readProgram(useSearchParams()[0].get("program"));
  const offered = program && !(useRootData()?.programsOff ?? []).includes(program) ? program : undefined;
  return (
    <>
      <PageBanner title={copy.page.title} lead={lead} />
      {steps.length > 0 ? (
        <Section titleId="steps-title" title={stepsTitle} className="mx-auto mt-12 max-w-7xl px-4">
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {steps.map((step) => (
              <TitledCard key={step.key} badge={step.badge} title={step.title} description={step.description} />
            ))}
          </ol>
        </Section>
      ) : null}
      <FaqList id="apply-faq" title={copy.faqTitle} faqs={faqs} />
      <VisitInvite copy={copy.visitInvite} to={copy.visitTo} className="mx-auto mt-12 max-w-3xl px-4 text-center text-lg text-slate-800" />
      <CallToAction cta={offered ? { ...copy.cta, to: localPath(enrollFor(offered)) } : copy.cta} />
    </>
  );
}
