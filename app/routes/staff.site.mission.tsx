import { SelectField, TextareaField, TextField } from "~/components/forms/Field";
import { LazyImage } from "~/components/LazyImage";
import { defineSiteList } from "~/components/staff/ListEditor";
import { PictureField } from "~/components/staff/PictureField";
import { MISSION_AND_VISION } from "~/content/about";
import { safeMediaUrl } from "~/utils/url";
import { SITE_LIST_PAGES } from "~/content/staff-site";
import { listAction, listLoader } from "~/services/site-list-route.server";
import type { ListForm, ListRow } from "~/utils/site-list-schemas";

// Our Mission & Vision (SPEC §2): mission and vision blocks, and the core values' cards.

const PAGE = SITE_LIST_PAGES.missionAndVision;
const TYPES = [
  { value: "mission", label: MISSION_AND_VISION.missionTitle },
  { value: "vision", label: MISSION_AND_VISION.visionTitle },
  { value: "coreValues", label: "A core value" },
] as const;

const typeLabel = (type: string) => TYPES.find((option) => option.value === type)?.label ?? type;

export const loader = listLoader("mission");
export const action = listAction("mission");

const list = defineSiteList<ListForm<"mission">, ListRow<"mission">>({
  page: PAGE,
  schema: () => import("~/utils/site-list-schemas").then((m) => m.LIST_SCHEMAS.mission.schema),
  label: (item) => (item.title ? `${typeLabel(item.type)}: ${item.title}` : typeLabel(item.type)),
  values: (item) => ({ type: item?.type ?? "", title: item?.title ?? "", description: item?.description ?? "", imageUrl: item?.imageUrl ?? "" }),
  fields: (fields, invalid) => (
    <>
      <SelectField field={fields.type} label="Kind" placeholder="Choose one" options={TYPES} autoFocus={invalid === "type"} />
      <TextField field={fields.title} label="Title" hint="A core value needs one." autoFocus={invalid === "title"} />
      <TextareaField field={fields.description} label="Description" rows={4} autoFocus={invalid === "description"} />
      <PictureField field={fields.imageUrl} label="Picture" none="No picture." />
    </>
  ),
  preview: (item) => (
    <div className="bg-white">
      {item.imageUrl ? (
        <LazyImage src={safeMediaUrl(item.imageUrl, "")} alt="" width={400} height={300} className="aspect-[4/3] w-full object-cover" />
      ) : null}
      <div className="p-4">
        <p className="text-xl font-semibold text-brand">{item.title || typeLabel(item.type)}</p>
        <p className="mt-2 whitespace-pre-line text-slate-700">{item.description}</p>
      </div>
    </div>
  ),
});

export default list.Page;
