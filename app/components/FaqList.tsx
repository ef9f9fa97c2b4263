import { Link } from "@remix-run/react";
import { ChevronDown } from "~/components/layout/icons";
import type { Faq } from "~/utils/copy";
import { Section } from "./Section";

/**
 * Questions and answers as <details> disclosure widgets: they open and close without JavaScript.
 * A school with no questions (README "Staff console": "Pages") shows no section at all.
 */
export function FaqList({ title, faqs, id }: { title: string; faqs: ReadonlyArray<Faq & { key?: string }>; id: string }) {
  if (faqs.length === 0) return null;
  return (
    <Section titleId={id} title={title} compact className="mx-auto my-12 max-w-4xl px-4">
      <div className="mt-8 space-y-3">
        {faqs.map((faq) => (
          <details key={faq.key ?? faq.question} className="group rounded-xl bg-white shadow ring-1 ring-slate-900/5">
            <summary className="flex items-center justify-between gap-4 rounded-xl px-5 py-4 text-lg font-semibold text-slate-900 hover:text-brand">
              {faq.question}
              <ChevronDown className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <div className="px-5 pb-5 text-slate-700">
              <p>{faq.answer}</p>
              {faq.link ? (
                <p className="mt-3">
                  <Link to={faq.link.to} className="font-semibold text-brand underline underline-offset-4 hover:no-underline">
                    {faq.link.label}
                  </Link>
                </p>
              ) : null}
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}
