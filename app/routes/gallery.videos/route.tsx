import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { PageBanner } from "~/components/PageBanner";
import { VideoPlayer } from "~/components/VideoPlayer";
import { CategoryTabs, useSelectedCategory } from "~/components/gallery/CategoryTabs";
import { listGallery } from "~/models/gallery.server";
import { copyMeta } from "~/utils/meta";
import { inLanguage } from "~/i18n/school-languages.server";
import { toYouTubeVideo } from "~/utils/video";
import { loadSchoolPage } from "~/services/page.server";
import { Section } from "~/components/Section";

export const meta = copyMeta();

export function loader({ request }: LoaderFunctionArgs) {
  return loadSchoolPage(
    request,
    { videos: [], categories: [] },
    async ({ clientId, lists, lang }) => {
      // SPEC §7: the gallery list with the video type filter; SPEC §9: 1/1000 on the gallery pages.
      const gallery = await listGallery(clientId, { mediaType: "video", page: "gallery" }, lists);
      const videos = gallery.data
        .filter((item) => item.mediaType === "video" && item.mediaUrl)
        // The school's own words in the page's language (README "Languages").
        .map((item) => inLanguage(item, item.translations, lang, ["caption", "categoryName"]))
        .map((item) => ({
          key: String(item.id),
          url: item.mediaUrl,
          // Watch, shorts, youtu.be and embed links become the embed form; other URLs stay a link.
          video: toYouTubeVideo(item.mediaUrl),
          caption: item.caption,
          category: item.categoryName,
        }));
      // SPEC §2: 'All' plus the distinct non-empty categories.
      const categories = Array.from(new Set(videos.map((video) => video.category.trim()).filter(Boolean)));
      return { page: { videos, categories }, lists: [gallery] };
    },
    ({ videoGallery: words, video }, school) => ({
      ...words,
      page: { title: words.page.title, description: words.page.description(school) },
      video,
    }),
  );
}

/** A tab only changes the query string: the list is already here. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export default function VideoGallery() {
  const { videos, categories, copy } = useLoaderData<typeof loader>();
  const selected = useSelectedCategory();
  const shown = selected ? videos.filter((video) => video.category.trim() === selected) : videos;
  return (
    <>
      <PageBanner title={copy.page.title} lead={copy.lead} />
      <Section titleId="videos-title" title={copy.heading} className="mx-auto my-12 max-w-6xl px-4">
        {videos.length > 0 ? <CategoryTabs copy={copy} categories={categories} selected={selected} /> : null}
        {shown.length === 0 ? (
          <p className="mt-10 text-center text-lg text-slate-700">{copy.empty}</p>
        ) : (
          // SPEC §2: two columns, one on small screens; the caption beneath each player.
          <ul className="mt-8 grid gap-8 md:grid-cols-2">
            {shown.map((video) => (
              <li key={video.key}>
                <figure className="overflow-hidden rounded-2xl bg-white shadow ring-1 ring-slate-900/5">
                  <VideoPlayer video={video.video} url={video.url} title={video.caption} copy={copy.video} />
                  <figcaption className="px-5 py-4">
                    {video.caption ? <span className="block text-lg text-slate-900">{video.caption}</span> : null}
                    {video.category ? <span className="mt-1 block text-sm font-semibold text-slate-700">{video.category}</span> : null}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
