import { TextField } from "~/components/forms/Field";
import { PersonCardContent } from "~/components/PersonCard";
import { defineSiteList } from "~/components/staff/ListEditor";
import { PictureField } from "~/components/staff/PictureField";
import { safeMediaUrl } from "~/utils/url";
import { SITE_LIST_PAGES } from "~/content/staff-site";
import { listAction, listLoader } from "~/services/site-list-route.server";
import type { ListForm, ListRow } from "~/utils/site-list-schemas";

// Meet Our Team and Home's teachers (SPEC §2): photo, name, designation.

const PAGE = SITE_LIST_PAGES.team;

export const loader = listLoader("team");
export const action = listAction("team");

const list = defineSiteList<ListForm<"team">, ListRow<"team">>({
  page: PAGE,
  schema: () => import("~/utils/site-list-schemas").then((m) => m.LIST_SCHEMAS.team.schema),
  label: (item) => item.name,
  values: (item) => ({ name: item?.name ?? "", designation: item?.designation ?? "", imageUrl: item?.imageUrl ?? "" }),
  fields: (fields, invalid) => (
    <>
      <TextField field={fields.name} label="Name" autoFocus={invalid === "name"} />
      <TextField field={fields.designation} label="Designation" hint="Such as Class Teacher or Principal." autoFocus={invalid === "designation"} />
      <PictureField field={fields.imageUrl} label="Photo" none="No photo: the site shows the first letter of the name." />
    </>
  ),
  preview: (item) => (
    <div className="max-w-60 bg-white text-center">
      <PersonCardContent
        photo={safeMediaUrl(item.imageUrl, "")}
        name={item.name}
        designation={item.designation}
        photoAlt={`Photo of ${item.name}`}
        look="grid"
      />
    </div>
  ),
});

export default list.Page;
