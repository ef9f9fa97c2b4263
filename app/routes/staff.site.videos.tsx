import { TextField } from "~/components/forms/Field";
import { VIDEO_PLAYER } from "~/content/video";
import { defineSiteList } from "~/components/staff/ListEditor";
import { VideoPlayer } from "~/components/VideoPlayer";
import { toYouTubeVideo } from "~/utils/video";
import { SITE_LIST_PAGES } from "~/content/staff-site";
import { listAction, listLoader } from "~/services/site-list-route.server";
import type { ListForm, ListRow } from "~/utils/site-list-schemas";

// The Video Gallery (SPEC §2): a YouTube video with its caption and category.

const PAGE = SITE_LIST_PAGES.videos;

export const loader = listLoader("videos");
export const action = listAction("videos");

const list = defineSiteList<ListForm<"videos">, ListRow<"videos">>({
  page: PAGE,
  schema: () => import("~/utils/site-list-schemas").then((m) => m.LIST_SCHEMAS.videos.schema),
  label: (item, index) => item.caption || `Video ${index + 1}`,
  values: (item) => ({ mediaUrl: item?.mediaUrl ?? "", caption: item?.caption ?? "", categoryName: item?.categoryName ?? "" }),
  fields: (fields, invalid) => (
    <>
      <TextField
        field={fields.mediaUrl}
        label="YouTube link"
        hint="Copy it from YouTube's Share button, such as https://youtu.be/…"
        autoFocus={invalid === "mediaUrl"}
      />
      <TextField field={fields.caption} label="Caption" optional="(optional)" autoFocus={invalid === "caption"} />
      <TextField field={fields.categoryName} label="Category" optional="(optional)" autoFocus={invalid === "categoryName"} />
    </>
  ),
  preview: (item) => (
    <figure className="bg-white">
      <VideoPlayer video={toYouTubeVideo(item.mediaUrl)} url={item.mediaUrl} title={item.caption} copy={VIDEO_PLAYER} />
      <figcaption className="px-4 py-3">
        {item.caption ? <span className="block text-slate-900">{item.caption}</span> : null}
        {item.categoryName ? <span className="block text-sm font-semibold text-slate-700">{item.categoryName}</span> : null}
      </figcaption>
    </figure>
  ),
});

export default list.Page;
