import { SelectField, TextareaField, TextField } from "~/components/forms/Field";
import { VIDEO_PLAYER } from "~/content/video";
import { LazyImage } from "~/components/LazyImage";
import { defineSiteList } from "~/components/staff/ListEditor";
import { PictureField } from "~/components/staff/PictureField";
import { VideoPlayer } from "~/components/VideoPlayer";
import { safeMediaUrl } from "~/utils/url";
import { toYouTubeVideo } from "~/utils/video";
import { SITE_LIST_PAGES } from "~/content/staff-site";
import { listAction, listLoader } from "~/services/site-list-route.server";
import type { ListForm, ListRow } from "~/utils/site-list-schemas";

// Events & Celebrations (SPEC §2): a picture or a YouTube video, a title and a description. The
// form has a field for each; the provider gets the one the type names as `mediaUrl`.

const PAGE = SITE_LIST_PAGES.events;
const TYPES = [
  { value: "image", label: "A picture" },
  { value: "video", label: "A YouTube video" },
] as const;

export const loader = listLoader("events");
export const action = listAction("events");

const list = defineSiteList<ListForm<"events">, ListRow<"events">>({
  page: PAGE,
  schema: () => import("~/utils/site-list-schemas").then((m) => m.LIST_SCHEMAS.events.schema),
  label: (item) => item.title,
  values: (item) => ({
    type: item?.type ?? "image",
    imageUrl: item?.type === "image" ? item.mediaUrl : "",
    videoUrl: item?.type === "video" ? item.mediaUrl : "",
    title: item?.title ?? "",
    description: item?.description ?? "",
  }),
  fields: (fields, invalid) => (
    <>
      <SelectField field={fields.type} label="The event shows" placeholder="Choose one" options={TYPES} autoFocus={invalid === "type"} />
      <PictureField field={fields.imageUrl} label="Picture (for a picture)" none="No picture yet." />
      <TextField
        field={fields.videoUrl}
        label="YouTube link (for a video)"
        hint="Copy it from YouTube's Share button, such as https://youtu.be/…"
        autoFocus={invalid === "videoUrl"}
      />
      <TextField field={fields.title} label="Title" autoFocus={invalid === "title"} />
      <TextareaField field={fields.description} label="Description" rows={3} autoFocus={invalid === "description"} />
    </>
  ),
  preview: (item) => (
    <div className="bg-white">
      {item.type === "video" ? (
        <VideoPlayer video={toYouTubeVideo(item.mediaUrl)} url={item.mediaUrl} title={item.title} copy={VIDEO_PLAYER} />
      ) : (
        <LazyImage
          src={safeMediaUrl(item.mediaUrl, "")}
          alt={`Photo from ${item.title}`}
          width={600}
          height={400}
          className="aspect-[3/2] w-full object-cover"
        />
      )}
      <div className="p-4">
        <p className="text-lg font-semibold text-slate-900">{item.title}</p>
        <p className="mt-1 text-slate-700">{item.description}</p>
      </div>
    </div>
  ),
});

export default list.Page;
