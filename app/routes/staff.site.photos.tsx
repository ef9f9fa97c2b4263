import { TextField } from "~/components/forms/Field";
import { LazyImage } from "~/components/LazyImage";
import { defineSiteList } from "~/components/staff/ListEditor";
import type { FormState } from "~/components/staff/ListEditor";
import { BulkForm, BulkResults } from "~/components/staff/BulkPhotos";
import { PictureField } from "~/components/staff/PictureField";
import { safeMediaUrl } from "~/utils/url";
import { SITE_LIST_PAGES } from "~/content/staff-site";
import { listAction, listLoader } from "~/services/site-list-route.server";
import type { ListForm, ListRow } from "~/utils/site-list-schemas";

// The Photo Gallery (SPEC §2): a photo with its caption and category (a tab of the gallery).

const PAGE = SITE_LIST_PAGES.photos;

export const loader = listLoader("photos");
export const action = listAction("photos");

const list = defineSiteList<ListForm<"photos">, ListRow<"photos">>({
  page: PAGE,
  schema: () => import("~/utils/site-list-schemas").then((m) => m.LIST_SCHEMAS.photos.schema),
  label: (item, index) => item.caption || `Photo ${index + 1}`,
  values: (item) => ({ mediaUrl: item?.mediaUrl ?? "", caption: item?.caption ?? "", categoryName: item?.categoryName ?? "" }),
  fields: (fields, invalid) => (
    <>
      <PictureField field={fields.mediaUrl} label="Photo" none="No photo yet." />
      <SharedFields fields={fields} invalid={invalid} />
    </>
  ),
  // A gallery grows long: a grid of small previews, and several photos in one go.
  thumbnails: true,
  bulk: {
    title: "Add several photos",
    add: "Add these photos",
    fields: (fields, invalid) => <SharedFields fields={fields} invalid={invalid} caption="Caption for every photo" />,
    Form: BulkForm,
    Results: BulkResults,
  },
  preview: (item) => (
    <figure className="bg-white">
      <LazyImage
        src={safeMediaUrl(item.mediaUrl, "")}
        alt={item.caption || "Gallery photo"}
        width={600}
        height={450}
        className="aspect-[4/3] w-full object-cover"
      />
      {item.categoryName ? <figcaption className="px-4 py-3 font-semibold text-slate-800">{item.categoryName}</figcaption> : null}
    </figure>
  ),
});

export default list.Page;

/** A photo's caption and category: one photo's, or those of every photo added together. */
function SharedFields({
  fields,
  invalid,
  caption = "Caption",
}: {
  fields: FormState<ListForm<"photos">>["fields"];
  invalid: string | undefined;
  caption?: string;
}) {
  return (
    <>
      <TextField field={fields.caption} label={caption} optional="(optional)" autoFocus={invalid === "caption"} />
      <TextField
        field={fields.categoryName}
        label="Category"
        optional="(optional)"
        hint="Photos of one category share a tab in the gallery, such as Art Room."
        autoFocus={invalid === "categoryName"}
      />
    </>
  );
}
