import type { Faq } from "~/utils/copy";
import { FaqItem } from "./SchoolPageItems";
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
          <FaqItem key={faq.key ?? faq.question} faq={faq} />
        ))}
      </div>
    </Section>
  );
}
