import { SelectField, TextareaField, TextField } from "~/components/forms/Field";
import { FeeCard } from "~/components/SchoolPageItems";
import { defineSiteList } from "~/components/staff/ListEditor";
import { feeCard } from "~/content/admissions";
import { SITE_LIST_PAGES } from "~/content/staff-site";
import { listAction, listLoader } from "~/services/site-list-route.server";
import type { ListForm, ListRow } from "~/utils/site-list-schemas";
import type { FeeFrequency } from "../../shared/school-content";

// Tuition Fees' cards (SPEC §2, §3): name, amount in whole rupees, how often, a short note. The
// amount is typed as staff write prices ("₹5,000"); shared/rupees.ts reads it, here and at the
// provider, with one message for each mistake.

export const loader = listLoader("fees");
export const action = listAction("fees");

/** How often a fee is paid, as the form offers it (shared/school-content.ts FEE_FREQUENCIES). */
const FREQUENCY_LABELS: Record<FeeFrequency, string> = {
  oneTime: "One time",
  perMonth: "Per month",
  perTerm: "Per term",
  perYear: "Per year",
  other: "Other (in your words below)",
};
const FREQUENCIES = Object.entries(FREQUENCY_LABELS).map(([value, label]) => ({ value, label }));

const list = defineSiteList<ListForm<"fees">, ListRow<"fees">>({
  page: SITE_LIST_PAGES.fees,
  schema: () => import("~/utils/site-list-schemas").then((m) => m.LIST_SCHEMAS.fees.schema),
  label: (item) => item.name,
  values: (item) => ({
    name: item?.name ?? "",
    amount: item ? String(item.amount) : "",
    frequency: item?.frequency ?? "",
    frequencyText: item?.frequencyText ?? "",
    note: item?.note ?? "",
  }),
  fields: (fields, invalid) => (
    <>
      <TextField field={fields.name} label="Name" hint="Such as Registration Fee." autoFocus={invalid === "name"} />
      <TextField
        field={fields.amount}
        label="Amount in rupees"
        hint="Whole rupees, such as 5000 or ₹5,000; 0 for a fee that is free."
        inputMode="numeric"
        autoFocus={invalid === "amount"}
        className="max-w-60"
      />
      <SelectField field={fields.frequency} label="How often" placeholder="Choose one" options={FREQUENCIES} autoFocus={invalid === "frequency"} />
      <TextField
        field={fields.frequencyText}
        label="How often, in your words"
        optional="(with Other only)"
        hint="Such as twice a year. Left empty, the page shows no period."
        autoFocus={invalid === "frequencyText"}
      />
      <TextareaField field={fields.note} label="Note" optional="(optional)" rows={2} autoFocus={invalid === "note"} />
    </>
  ),
  preview: (item) => <FeeCard as="div" fee={feeCard(item)} />,
});

export default list.Page;
