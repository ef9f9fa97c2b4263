import { CallToAction } from "~/components/CallToAction";
import { FaqList } from "~/components/FaqList";
import { PageBanner } from "~/components/PageBanner";
import { FEES, TUITION_FEES, TUITION_FEES_PAGE } from "~/content/admissions";
import { formatRupees } from "~/utils/money";
import { pageMeta } from "~/utils/meta";
import { Section } from "~/components/Section";

export const meta = pageMeta(TUITION_FEES_PAGE);

/** SPEC §2 "Tuition Fees": the fee cards of SPEC §3, payment methods, three FAQs, 'Contact Us' → /contact/info. */
export default function TuitionFees() {
  return (
    <>
      <PageBanner title={TUITION_FEES_PAGE.title} lead={TUITION_FEES.lead} />
      <Section titleId="fees-title" title={TUITION_FEES.feesTitle} className="mx-auto mt-12 max-w-7xl px-4">
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEES.map((fee) => (
            <li key={fee.name} className="rounded-2xl border-t-4 border-accent bg-white p-6 text-center shadow ring-1 ring-slate-900/5">
              <h3 className="text-xl font-semibold text-slate-900">{fee.name}</h3>
              <p className="mt-3">
                <span className="text-4xl font-extrabold text-brand">{formatRupees(fee.amount)}</span>
                {fee.period ? <span className="ml-2 text-base font-medium text-slate-700">{fee.period}</span> : null}
              </p>
              <p className="mt-3 text-slate-700">{fee.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section titleId="payment-title" title={TUITION_FEES.paymentTitle} className="mx-auto mt-12 max-w-7xl px-4">
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {TUITION_FEES.payments.map((method) => (
            <li key={method.title} className="rounded-2xl bg-white p-6 shadow ring-1 ring-slate-900/5">
              <h3 className="text-xl font-semibold text-slate-900">{method.title}</h3>
              <p className="mt-2 text-slate-700">{method.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <FaqList id="fees-faq" title={TUITION_FEES.faqTitle} faqs={TUITION_FEES.faqs} />
      <CallToAction cta={TUITION_FEES.cta} />
    </>
  );
}
