import { CallToAction } from "~/components/CallToAction";
import { FaqList } from "~/components/FaqList";
import { PageBanner } from "~/components/PageBanner";
import { HOW_TO_APPLY, HOW_TO_APPLY_PAGE } from "~/content/admissions";
import { pageMeta } from "~/utils/meta";
import { Section } from "~/components/Section";
import { useSearchParams } from "@remix-run/react";
import { enrollFor } from "~/content/programs";
import { readProgram } from "~/utils/enrollment-values";

export const meta = pageMeta(HOW_TO_APPLY_PAGE);

/** SPEC §2 "How to Apply": six steps, three FAQs, 'Apply Now' (to the enrollment form). */
export default function HowToApply() {
  // Reached from a program (`?program=summerCamps`): 'Apply Now' keeps it chosen on the form.
  const program = readProgram(useSearchParams()[0].get("program"));
  return (
    <>
      <PageBanner title={HOW_TO_APPLY_PAGE.title} lead={HOW_TO_APPLY.lead} />
      <Section titleId="steps-title" title={HOW_TO_APPLY.stepsTitle} className="mx-auto mt-12 max-w-7xl px-4">
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {HOW_TO_APPLY.steps.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl bg-white p-6 pt-8 shadow ring-1 ring-slate-900/5">
              <span className="inline-flex items-center rounded-full bg-brand px-3 py-1 text-sm font-bold text-white">Step {index + 1}</span>
              <h3 className="mt-3 text-xl font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <FaqList id="apply-faq" title={HOW_TO_APPLY.faqTitle} faqs={HOW_TO_APPLY.faqs} />
      <CallToAction cta={program ? { ...HOW_TO_APPLY.cta, to: enrollFor(program) } : HOW_TO_APPLY.cta} />
    </>
  );
}
