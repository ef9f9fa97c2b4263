import type { FeaturePage } from "~/utils/copy";
import { CallToAction } from "./CallToAction";

/**
 * The body of the six-card pages of SPEC §2 (programs and Why Choose Us): heading, intro, the six
 * cards, then the call to action. `headingLevel` is 1 only on Why Choose Us, whose banner has no title.
 */
export function FeaturePageBody({ page, headingLevel = 2 }: { page: FeaturePage; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const CardHeading = headingLevel === 1 ? "h2" : "h3";
  return (
    <>
      <section aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 pt-12">
        <Heading id="features-title" className="text-center text-3xl font-bold text-brand md:text-4xl">
          {page.heading}
        </Heading>
        <p className="mx-auto mt-4 max-w-3xl text-center text-lg text-slate-700">{page.intro}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {page.cards.map((card, index) => (
            <li key={card.title} className="rounded-2xl border-t-4 border-accent bg-white p-6 shadow ring-1 ring-slate-900/5">
              <span
                aria-hidden="true"
                className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <CardHeading className="mt-4 text-xl font-semibold text-slate-900">{card.title}</CardHeading>
              <p className="mt-2 text-slate-700">{card.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <CallToAction cta={page.cta} />
    </>
  );
}
