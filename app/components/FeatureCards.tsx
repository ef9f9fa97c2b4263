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
        <NumberedCards cards={page.cards} look="page" heading={CardHeading} />
      </section>
      <CallToAction cta={page.cta} />
    </>
  );
}

const LOOKS = {
  page: {
    list: "mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
    card: "rounded-2xl border-t-4 border-accent bg-white p-6 shadow ring-1 ring-slate-900/5",
  },
  // On Home's dark curriculum band.
  band: { list: "mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3", card: "rounded-xl border-t-4 border-accent bg-white p-6 text-slate-900 shadow" },
};

/** Cards with a round number badge, a title and a text: the six cards of SPEC §2's static pages and the curriculum on Home. */
export function NumberedCards({
  cards,
  look,
  heading: Heading = "h3",
}: {
  cards: ReadonlyArray<{ title: string; description: string }>;
  look: keyof typeof LOOKS;
  heading?: "h2" | "h3";
}) {
  return (
    <ul className={LOOKS[look].list}>
      {cards.map((card, index) => (
        <li key={card.title} className={LOOKS[look].card}>
          <span aria-hidden="true" className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand text-lg font-bold text-white">
            {index + 1}
          </span>
          <Heading className="mt-4 text-xl font-semibold text-slate-900">{card.title}</Heading>
          <p className="mt-2 text-slate-700">{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
