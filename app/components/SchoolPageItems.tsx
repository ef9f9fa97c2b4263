import type { ReactNode } from "react";
import { ChevronDown, Icon } from "~/components/layout/icons";
import { formatRupees } from "~/utils/money";

/**
 * One item of the school's own page lists (README "Staff console": "Pages"), drawn as the public
 * page draws it, and in the console's preview of the same item (routes/staff.site.*): a fee card
 * and a payment method of Tuition Fees, a step of How to Apply, a card of Why Choose Us or of a
 * program page, a question of an FAQ, a way of Visit Us' directions. `as` is the element that holds
 * the item: the public page's list item, or a plain block in a preview.
 */

type Holder = "li" | "div";

const CARD = "rounded-2xl bg-white p-6 shadow ring-1 ring-slate-900/5";

/** SPEC §2 "Tuition Fees", §3's fee list: name, amount in rupees with how often, a short note. */
export function FeeCard({ as: Tag = "li", name, amount, period, note }: { as?: Holder; name: string; amount: number; period: string; note: string }) {
  return (
    <Tag className={`${CARD} border-t-4 border-accent text-center`}>
      <h3 className="text-xl font-semibold text-slate-900">{name}</h3>
      <p className="mt-3">
        <span className="text-4xl font-extrabold text-brand">{formatRupees(amount)}</span>
        {period ? <span className="ml-2 text-base font-medium text-slate-700">{period}</span> : null}
      </p>
      {note ? <p className="mt-3 text-slate-700">{note}</p> : null}
    </Tag>
  );
}

/** A payment method of Tuition Fees, or (with `badge`, "Step 2") a step of How to Apply. */
export function TitledCard({ as: Tag = "li", title, description, badge }: { as?: Holder; title: string; description: string; badge?: string }) {
  return (
    <Tag className={`${CARD} ${badge ? "relative pt-8" : ""}`}>
      {badge ? <span className="inline-flex items-center rounded-full bg-brand px-3 py-1 text-sm font-bold text-white">{badge}</span> : null}
      <h3 className={`${badge ? "mt-3" : ""} text-xl font-semibold text-slate-900`}>{title}</h3>
      {description ? <p className="mt-2 text-slate-700">{description}</p> : null}
    </Tag>
  );
}

/**
 * A card of Why Choose Us or a program page (SPEC §2 "six cards"): its icon from the site's sprite
 * (shared/school-content.ts CARD_ICONS), or its number in a round badge when it has none.
 */
export function FeatureCard({
  as: Tag = "li",
  number,
  title,
  description,
  icon,
  heading: Heading = "h3",
}: {
  as?: Holder;
  number: number;
  title: string;
  description: string;
  icon: string;
  heading?: "h2" | "h3";
}) {
  return (
    <Tag className={`${CARD} border-t-4 border-accent`}>
      <span aria-hidden="true" className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand text-lg font-bold text-white">
        {icon ? <Icon id={icon} className="h-6 w-6" /> : number}
      </span>
      <Heading className="mt-4 text-xl font-semibold text-slate-900">{title}</Heading>
      {description ? <p className="mt-2 text-slate-700">{description}</p> : null}
    </Tag>
  );
}

/** A question and its answer, opened and closed without JavaScript (<details>); `open` at first. */
export function FaqItem({ question, answer, open, children }: { question: string; answer: string; open?: boolean; children?: ReactNode }) {
  return (
    <details open={open} className="group rounded-xl bg-white shadow ring-1 ring-slate-900/5">
      <summary className="flex items-center justify-between gap-4 rounded-xl px-5 py-4 text-lg font-semibold text-slate-900 hover:text-brand">
        {question}
        <ChevronDown className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div className="px-5 pb-5 text-slate-700">
        <p className="whitespace-pre-line">{answer}</p>
        {children}
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
