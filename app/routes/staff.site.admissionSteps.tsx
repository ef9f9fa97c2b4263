import { TextareaField, TextField } from "~/components/forms/Field";
import { TitledCard } from "~/components/SchoolPageItems";
import { defineSiteList } from "~/components/staff/ListEditor";
import { SITE_LIST_PAGES } from "~/content/staff-site";
import { listAction, listLoader } from "~/services/site-list-route.server";
import type { ListForm, ListRow } from "~/utils/site-list-schemas";

// How to Apply's steps (SPEC §2), numbered in the order shown.

export const loader = listLoader("admissionSteps");
export const action = listAction("admissionSteps");

const list = defineSiteList<ListForm<"admissionSteps">, ListRow<"admissionSteps">>({
  page: SITE_LIST_PAGES.admissionSteps,
  schema: () => import("~/utils/site-list-schemas").then((m) => m.LIST_SCHEMAS.admissionSteps.schema),
  label: (item) => item.title,
  values: (item) => ({ title: item?.title ?? "", description: item?.description ?? "" }),
  fields: (fields, invalid) => (
    <>
      <TextField field={fields.title} label="Title" hint="Such as Register Online." autoFocus={invalid === "title"} />
      <TextareaField field={fields.description} label="Description" optional="(optional)" rows={3} autoFocus={invalid === "description"} />
    </>
  ),
  preview: (item, place) => <TitledCard as="div" badge={`Step ${place}`} title={item.title} description={item.description} />,
});

export default list.Page;
