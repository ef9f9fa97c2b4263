import type { FeaturePage } from "~/utils/copy";
import type { CardView } from "~/utils/school-pages";
import { CallToAction } from "./CallToAction";
import { FeatureCard } from "./SchoolPageItems";

/**
 * The body of the six-card pages of SPEC §2 (programs and Why Choose Us): heading, intro, the
 * school's cards, then the call to action. `headingLevel` is 1 only on Why Choose Us, whose banner
 * has no title.
 */
export function FeaturePageBody({ page, cards, headingLevel = 2 }: { page: FeaturePage; cards: readonly CardView[]; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const CardHeading = headingLevel === 1 ? "h2" : "h3";
  return (
    <>
      <section aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 pt-12">
        <Heading id="features-title" className="text-center text-3xl font-bold text-brand md:text-4xl">
          {page.heading}
        </Heading>
        <p className="mx-auto mt-4 max-w-3xl text-center text-lg text-slate-700">{page.intro}</p>
        {cards.length > 0 ? <NumberedCards cards={cards} look="page" heading={CardHeading} /> : null}
      </section>
      <CallToAction cta={page.cta} />
    </>
  );
}

/** The grid of the cards: on a white page, or on Home's dark curriculum band. */
const LISTS = {
  page: "mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
  band: "mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
};

/**
 * Cards with a round badge, a title and a text: the cards of SPEC §2's static pages and the
 * curriculum on Home. The badge is the card's number, or the icon the school chose for it.
 */
export function NumberedCards({
  cards,
  look,
  heading = "h3",
}: {
  cards: ReadonlyArray<{ key?: string; title: string; description: string; icon?: string }>;
  look: keyof typeof LISTS;
  heading?: "h2" | "h3";
}) {
  return (
    <ul className={LISTS[look]}>
      {cards.map((card, index) => (
        <FeatureCard
          key={card.key ?? card.title}
          look={look}
          number={index + 1}
          title={card.title}
          description={card.description}
          icon={card.icon}
          heading={heading}
        />
      ))}
    </ul>
  );
}
