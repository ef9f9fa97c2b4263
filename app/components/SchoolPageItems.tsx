import { Link } from "@remix-run/react";
import { ChevronDown, Icon } from "~/components/layout/icons";
import type { Faq } from "~/utils/copy";
import type { FeeView } from "~/utils/school-pages";

/**
 * One item of the school's own page lists (README "Staff console": "Pages"), drawn once for the
 * public page and for the console's preview of the same item (routes/staff.site.*), so a preview
 * is what the page shows: a fee card and a payment method of Tuition Fees, a step of How to Apply,
 * a card of Why Choose Us, a program page or Home's curriculum, a question of an FAQ, a way of
 * Visit Us' directions. `as` is the element that holds the item: the public page's list item, or a
 * plain block in a preview.
 */

type Holder = "li" | "div";

/**
 * SPEC §2 "Tuition Fees", §3's fee list: name, amount in rupees with how often, a short note, as
 * utils/school-pages.ts feeView words them for the page and the preview alike.
 */
export function FeeCard({ as: Tag = "li", fee }: { as?: Holder; fee: Omit<FeeView, "key"> }) {
  return (
    <Tag className="rounded-2xl border-t-4 border-accent bg-white p-6 text-center shadow ring-1 ring-slate-900/5">
      <h3 className="text-xl font-semibold text-slate-900">{fee.name}</h3>
      <p className="mt-3">
        <span className="text-4xl font-extrabold text-brand">{fee.amount}</span>
        {fee.period ? <span className="ml-2 text-base font-medium text-slate-700">{fee.period}</span> : null}
      </p>
      {fee.note ? <p className="mt-3 text-slate-700">{fee.note}</p> : null}
    </Tag>
  );
}

/** A payment method of Tuition Fees, or (with `badge`, "Step 2") a step of How to Apply. */
export function TitledCard({ as: Tag = "li", title, description, badge }: { as?: Holder; title: string; description: string; badge?: string }) {
  return (
    <Tag
      className={
        badge ? "relative rounded-2xl bg-white p-6 pt-8 shadow ring-1 ring-slate-900/5" : "rounded-2xl bg-white p-6 shadow ring-1 ring-slate-900/5"
      }
    >
      {badge ? <span className="inline-flex items-center rounded-full bg-brand px-3 py-1 text-sm font-bold text-white">{badge}</span> : null}
      <h3 className={badge ? "mt-3 text-xl font-semibold text-slate-900" : "text-xl font-semibold text-slate-900"}>{title}</h3>
      {description ? <p className="mt-2 text-slate-700">{description}</p> : null}
    </Tag>
  );
}

/** Where a feature card stands: on a white page, or on Home's dark curriculum band. */
const FEATURE_CARD_LOOKS = {
  page: "rounded-2xl border-t-4 border-accent bg-white p-6 shadow ring-1 ring-slate-900/5",
  band: "rounded-xl border-t-4 border-accent bg-white p-6 text-slate-900 shadow",
};

/**
 * A card of Why Choose Us, a program page (SPEC §2 "six cards") or Home's curriculum: its icon from
 * the site's sprite (shared/school-content.ts CARD_ICONS), or its number in a round badge when it
 * has none.
 */
export function FeatureCard({
  as: Tag = "li",
  look = "page",
  number,
  title,
  description,
  icon,
  heading: Heading = "h3",
}: {
  as?: Holder;
  look?: keyof typeof FEATURE_CARD_LOOKS;
  number: number;
  title: string;
  description: string;
  icon?: string;
  heading?: "h2" | "h3";
}) {
  return (
    <Tag className={FEATURE_CARD_LOOKS[look]}>
      <span aria-hidden="true" className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand text-lg font-bold text-white">
        {icon ? <Icon id={icon} className="h-6 w-6" /> : number}
      </span>
      <Heading className="mt-4 text-xl font-semibold text-slate-900">{title}</Heading>
      {description ? <p className="mt-2 text-slate-700">{description}</p> : null}
    </Tag>
  );
}

/**
 * A question and its answer, opened and closed without JavaScript (<details>); `open` at first.
 * The link under an answer is the page's own (content/faq-links.ts), which a preview leaves out.
 */
export function FaqItem({ faq, open }: { faq: Faq; open?: boolean }) {
  return (
    <details open={open} className="group rounded-xl bg-white shadow ring-1 ring-slate-900/5">
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
  );
}

/** One way of Visit Us' directions ("On foot" and how): a pair of a description list (<dl>). */
export function DirectionItem({ mode, text }: { mode: string; text: string }) {
  return (
    <div>
      <dt className="text-lg font-semibold text-brand">{mode}</dt>
      <dd className="mt-1 text-slate-800">{text}</dd>
    </div>
  );
}
