import { TextareaField, TextField } from "~/components/forms/Field";
import { defineSiteList } from "~/components/staff/ListEditor";
import { PictureField } from "~/components/staff/PictureField";
import { OUR_STORY } from "~/content/about";
import { safeMediaUrl } from "~/utils/url";
import { SITE_LIST_PAGES } from "~/content/staff-site";
import { listAction, listLoader } from "~/services/site-list-route.server";
import type { ListForm, ListRow } from "~/utils/site-list-schemas";

// Our Story's timeline (SPEC §2): year, title, description and an icon (a default one when none).

const PAGE = SITE_LIST_PAGES.story;

export const loader = listLoader("story");
export const action = listAction("story");

const list = defineSiteList<ListForm<"story">, ListRow<"story">>({
  page: PAGE,
  schema: () => import("~/utils/site-list-schemas").then((m) => m.LIST_SCHEMAS.story.schema),
  label: (item) => `${item.year}: ${item.title}`,
  values: (item) => ({ year: item?.year ?? "", title: item?.title ?? "", description: item?.description ?? "", iconUrl: item?.iconUrl ?? "" }),
  fields: (fields, invalid) => (
    <>
      <TextField field={fields.year} label="Year" inputMode="numeric" autoFocus={invalid === "year"} className="max-w-40" />
      <TextField field={fields.title} label="Title" autoFocus={invalid === "title"} />
      <TextareaField field={fields.description} label="Description" rows={3} autoFocus={invalid === "description"} />
      <PictureField field={fields.iconUrl} label="Icon" none="No icon: the site shows its default one." />
    </>
  ),
  preview: (item) => (
    <div className="grid grid-cols-[4rem_1fr] items-start gap-4 bg-white p-4">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-white shadow ring-4 ring-brand">
        <img src={safeMediaUrl(item.iconUrl, OUR_STORY.defaultIcon)} alt="" width={40} height={40} className="h-10 w-10 object-contain" />
      </span>
      <div>
        <p className="text-2xl font-extrabold text-brand">{item.year}</p>
        <p className="mt-1 text-xl font-semibold text-slate-900">{item.title}</p>
        <p className="mt-2 text-slate-700">{item.description}</p>
      </div>
    </div>
  ),
});

export default list.Page;
