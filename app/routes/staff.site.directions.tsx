import { TextareaField, TextField } from "~/components/forms/Field";
import { DirectionItem } from "~/components/SchoolPageItems";
import { defineSiteList } from "~/components/staff/ListEditor";
import { SITE_LIST_PAGES } from "~/content/staff-site";
import { listAction, listLoader } from "~/services/site-list-route.server";
import type { ListForm, ListRow } from "~/utils/site-list-schemas";

// Visit Us' directions (SPEC §2: a park nearby, the bus stop, the station): the way and how.

export const loader = listLoader("directions");
export const action = listAction("directions");

const list = defineSiteList<ListForm<"directions">, ListRow<"directions">>({
  page: SITE_LIST_PAGES.directions,
  schema: () => import("~/utils/site-list-schemas").then((m) => m.LIST_SCHEMAS.directions.schema),
  label: (item) => item.mode,
  values: (item) => ({ mode: item?.mode ?? "", text: item?.text ?? "" }),
  fields: (fields, invalid) => (
    <>
      <TextField field={fields.mode} label="Mode of travel" hint="Such as On foot, By bus or By train." autoFocus={invalid === "mode"} />
      <TextareaField field={fields.text} label="Directions" rows={3} autoFocus={invalid === "text"} />
    </>
  ),
  preview: (item) => (
    <dl className="bg-white p-4">
      <DirectionItem mode={item.mode} text={item.text} />
    </dl>
  ),
});

export default list.Page;
