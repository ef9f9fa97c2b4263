import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useSearchParams } from "@remix-run/react";
import { CallToAction } from "~/components/CallToAction";
import { FaqList } from "~/components/FaqList";
import { PageBanner } from "~/components/PageBanner";
import { TitledCard } from "~/components/SchoolPageItems";
import { Section } from "~/components/Section";
import { VisitInvite } from "~/components/VisitInvite";
import { VISIT_INVITE } from "~/content/visits";
import { HOW_TO_APPLY, HOW_TO_APPLY_PAGE } from "~/content/admissions";
import { BOOK_A_VISIT, enrollFor } from "~/content/programs";
import { loadHowToApply } from "~/services/school-pages.server";
import { readProgram } from "~/utils/enrollment-values";
import { pageMeta } from "~/utils/meta";
import { useRootData } from "~/utils/root-data";

export const meta = pageMeta(HOW_TO_APPLY_PAGE);

export const loader = ({ request }: LoaderFunctionArgs) => loadHowToApply(request);

/**
 * SPEC §2 "How to Apply": the school's steps (SPEC's six on the demo schools), its FAQs, 'Apply Now'
 * (to the enrollment form). A payment is promised only where the school's own steps say so (README
 * "Staff console": "Pages").
 */
export default function HowToApply() {
  const { steps, faqs } = useLoaderData<typeof loader>();
  // Reached from a program (`?program=summerCamps`): 'Apply Now' keeps it chosen on the form, if offered.
  const program = readProgram(useSearchParams()[0].get("program"));
  const offered = program && !(useRootData()?.programsOff ?? []).includes(program) ? program : undefined;
  return (
    <>
      <PageBanner title={HOW_TO_APPLY_PAGE.title} lead={HOW_TO_APPLY.lead(steps.length)} />
      {steps.length > 0 ? (
        <Section titleId="steps-title" title={HOW_TO_APPLY.stepsTitle(steps.length)} className="mx-auto mt-12 max-w-7xl px-4">
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {steps.map((step, index) => (
              <TitledCard key={step.key} badge={`Step ${index + 1}`} title={step.title} description={step.description} />
            ))}
          </ol>
        </Section>
      ) : null}
      <FaqList id="apply-faq" title={HOW_TO_APPLY.faqTitle} faqs={faqs} />
      <VisitInvite copy={VISIT_INVITE} to={BOOK_A_VISIT} className="mx-auto mt-12 max-w-3xl px-4 text-center text-lg text-slate-800" />
      <CallToAction cta={offered ? { ...HOW_TO_APPLY.cta, to: enrollFor(offered) } : HOW_TO_APPLY.cta} />
    </>
  );
}
