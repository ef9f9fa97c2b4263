import { TextareaField, TextField } from "~/components/forms/Field";
import { TitledCard } from "~/components/SchoolPageItems";
import { defineSiteList } from "~/components/staff/ListEditor";
import { SITE_LIST_PAGES } from "~/content/staff-site";
import { listAction, listLoader } from "~/services/site-list-route.server";
import type { ListForm, ListRow } from "~/utils/site-list-schemas";

// Tuition Fees' payment methods (SPEC §2): how parents can pay, each with a few words.

export const loader = listLoader("paymentMethods");
export const action = listAction("paymentMethods");

const list = defineSiteList<ListForm<"paymentMethods">, ListRow<"paymentMethods">>({
  page: SITE_LIST_PAGES.paymentMethods,
  schema: () => import("~/utils/site-list-schemas").then((m) => m.LIST_SCHEMAS.paymentMethods.schema),
  label: (item) => item.title,
  values: (item) => ({ title: item?.title ?? "", description: item?.description ?? "" }),
  fields: (fields, invalid) => (
    <>
      <TextField field={fields.title} label="Title" hint="Such as Online Transfer." autoFocus={invalid === "title"} />
      <TextareaField field={fields.description} label="Description" optional="(optional)" rows={3} autoFocus={invalid === "description"} />
    </>
  ),
  preview: (item) => <TitledCard as="div" title={item.title} description={item.description} />,
});

export default list.Page;
