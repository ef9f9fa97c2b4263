import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CallToAction } from "~/components/CallToAction";
import { FaqList } from "~/components/FaqList";
import { PageBanner } from "~/components/PageBanner";
import { FeeCard, TitledCard } from "~/components/SchoolPageItems";
import { Section } from "~/components/Section";
import { loadTuitionFees } from "~/services/school-pages.server";
import { copyMeta } from "~/utils/meta";

export const meta = copyMeta();

export const loader = ({ request }: LoaderFunctionArgs) => loadTuitionFees(request);

/**
 * SPEC §2 "Tuition Fees": the school's fee cards (SPEC §3's on the demo schools), payment methods,
 * FAQs, 'Contact Us' → /contact/info. A school that has not published its fees says they are given
 * on request, with no amount and no payment method (README "Staff console": "Pages").
 */
export default function TuitionFees() {
  const { fees, paymentMethods, faqs, copy } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner title={copy.page.title} lead={fees.length > 0 ? copy.lead : copy.leadOnRequest} />
      <Section titleId="fees-title" title={copy.feesTitle} className="mx-auto mt-12 max-w-7xl px-4">
        {fees.length > 0 ? (
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {fees.map((fee) => (
              <FeeCard key={fee.key} fee={fee} />
            ))}
          </ul>
        ) : (
          <div className="mx-auto mt-8 max-w-3xl rounded-2xl bg-white p-8 text-center shadow ring-1 ring-slate-900/5">
            <p className="text-lg text-slate-800">{copy.onRequest.text}</p>
            <p className="mt-4">
              <Link to={copy.onRequest.link.to} className="font-semibold text-brand underline underline-offset-4 hover:no-underline">
                {copy.onRequest.link.label}
              </Link>
            </p>
          </div>
        )}
      </Section>
      {paymentMethods.length > 0 ? (
        <Section titleId="payment-title" title={copy.paymentTitle} className="mx-auto mt-12 max-w-7xl px-4">
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {paymentMethods.map((method) => (
              <TitledCard key={method.key} title={method.title} description={method.description} />
            ))}
          </ul>
        </Section>
      ) : null}
      <FaqList id="fees-faq" title={copy.faqTitle} faqs={faqs} />
      <CallToAction cta={copy.cta} />
    </>
  );
}
