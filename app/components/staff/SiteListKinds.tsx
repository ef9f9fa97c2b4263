import { SelectField, TextareaField, TextField } from "~/components/forms/Field";
import { Icon } from "~/components/layout/icons";
import { FaqItem, FeatureCard } from "~/components/SchoolPageItems";
import type { ListForm, ListRow } from "~/utils/site-list-schemas";
import type { CARD_ICONS } from "../../../shared/school-content";
import { defineSiteList } from "./ListEditor";

/**
 * The kinds of list that several pages of "Site content" share (README "Staff console"): a page's
 * FAQ (Tuition Fees, How to Apply, Support) and a page's cards (Why Choose Us, each program). The
 * route brings its list's copy and schema; fields and preview are the same for every list of a kind.
 */

type SiteListPage = { to: string };
type Schema<N extends "feesFaqs" | "whyChooseUs"> = () => Promise<ListForm<N>>;

/** Questions and their answers. */
export function faqList(page: SiteListPage, schema: Schema<"feesFaqs">) {
  return defineSiteList<ListForm<"feesFaqs">, ListRow<"feesFaqs">>({
    page,
    schema,
    label: (item) => item.question,
    values: (item) => ({ question: item?.question ?? "", answer: item?.answer ?? "" }),
    fields: (fields, invalid) => (
      <>
        <TextField field={fields.question} label="Question" autoFocus={invalid === "question"} />
        <TextareaField field={fields.answer} label="Answer" rows={4} autoFocus={invalid === "answer"} />
      </>
    ),
    // Open, so the answer shows as well: a preview has nothing to hide.
    preview: (item) => (
      <div className="bg-slate-50 p-3">
        <FaqItem faq={item} open />
      </div>
    ),
  });
}

/** A card's icon as the form offers it ("" is a numbered badge). */
const ICON_LABELS: Record<(typeof CARD_ICONS)[number], string> = {
  phone: "Phone",
  chat: "Chat bubble",
  pin: "Map pin",
  clock: "Clock",
  mail: "Envelope",
};
const ICONS = Object.entries(ICON_LABELS).map(([value, label]) => ({ value, label }));

/** Cards with a title, a few words and an icon of the site's own, or the card's number without one. */
export function cardList(page: SiteListPage, schema: Schema<"whyChooseUs">) {
  return defineSiteList<ListForm<"whyChooseUs">, ListRow<"whyChooseUs">>({
    page,
    schema,
    label: (item) => item.title,
    values: (item) => ({ title: item?.title ?? "", description: item?.description ?? "", icon: item?.icon ?? "" }),
    fields: (fields, invalid) => (
      <>
        <TextField field={fields.title} label="Title" autoFocus={invalid === "title"} />
        <TextareaField field={fields.description} label="Description" optional="(optional)" rows={3} autoFocus={invalid === "description"} />
        <SelectField
          field={fields.icon}
          label="Icon"
          optional="(optional)"
          placeholder="None: the card's number"
          options={ICONS}
          autoFocus={invalid === "icon"}
        />
        {/* What each name of the list looks like; the list itself names them for a screen reader. */}
        <p aria-hidden="true" className="-mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {ICONS.map((option) => (
            <span key={option.value} className="inline-flex items-center gap-1">
              <span className="inline-flex h-6 w-6 items-center justify-center rounded-full bg-brand text-white">
                <Icon id={option.value} className="h-4 w-4" />
              </span>
              {option.label}
            </span>
          ))}
        </p>
      </>
    ),
    preview: (item, place) => <FeatureCard as="div" number={place} title={item.title} description={item.description} icon={item.icon} />,
  });
}
