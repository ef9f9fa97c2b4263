import { TextField } from "~/components/forms/Field";
import { HeroImage } from "~/components/carousel/HeroImage";
import { defineSiteList } from "~/components/staff/ListEditor";
import { PictureField } from "~/components/staff/PictureField";
import { DEFAULT_SLIDE } from "~/content/site";
import { safeMediaUrl } from "~/utils/url";
import { SITE_LIST_PAGES } from "~/content/staff-site";
import { listAction, listLoader } from "~/services/site-list-route.server";
import type { ListForm, ListRow } from "~/utils/site-list-schemas";

// Home's slides (SPEC §2 "Home" 1): a picture each; the headline over them is the site's own.

const PAGE = SITE_LIST_PAGES.carousel;

export const loader = listLoader("carousel");
export const action = listAction("carousel");

const list = defineSiteList<ListForm<"carousel">, ListRow<"carousel">>({
  page: PAGE,
  schema: () => import("~/utils/site-list-schemas").then((m) => m.LIST_SCHEMAS.carousel.schema),
  label: (item, index) => item.title || `Slide ${index + 1}`,
  values: (item) => ({ imageUrl: item?.imageUrl ?? "", title: item?.title ?? "" }),
  fields: (fields, invalid) => (
    <>
      <PictureField field={fields.imageUrl} label="Picture" none="No picture yet." />
      <TextField
        field={fields.title}
        label="Description for screen readers"
        optional="(optional)"
        hint="What the picture shows, in a few words."
        autoFocus={invalid === "title"}
      />
    </>
  ),
  preview: (item) => (
    <HeroImage
      slide={{ key: String(item.id), src: safeMediaUrl(item.imageUrl, DEFAULT_SLIDE), alt: item.title }}
      index={1}
      className="aspect-[16/9] w-full object-cover"
    />
  ),
});

export default list.Page;
