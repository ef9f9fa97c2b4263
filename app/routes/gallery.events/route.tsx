import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LazyImage } from "~/components/LazyImage";
import { PageBanner } from "~/components/PageBanner";
import { VideoPlayer } from "~/components/VideoPlayer";
import { listEvents } from "~/models/event.server";
import { copyMeta } from "~/utils/meta";
import { inLanguage } from "~/i18n/school-languages.server";
import { mediaUrl } from "~/utils/static-assets.server";
import { toYouTubeVideo } from "~/utils/video";
import { loadSchoolPage } from "~/services/page.server";
import eventStyles from "./events.css?url";
import { Section } from "~/components/Section";

export const meta = copyMeta();

export const links: LinksFunction = () => [{ rel: "stylesheet", href: eventStyles }];

export function loader({ request }: LoaderFunctionArgs) {
  return loadSchoolPage(
    request,
    { events: [] },
    async ({ clientId, lists, lang, words }) => {
      // SPEC §7 leaves the events call unshown: /event/all, a page of 100 (models/event.server.ts).
      const list = await listEvents(clientId, lists);
      const events = list.data
        // The school's own words in the page's language (README "Languages").
        .map((row) => inLanguage(row, row.translations, lang, ["title", "description"]))
        .map((event) => ({
          key: String(event.id),
          type: event.type,
          image: event.type === "image" ? mediaUrl(event.mediaUrl, "") : "",
          imageAlt: words.events.photoFrom(event.title),
          url: event.mediaUrl,
          video: event.type === "video" ? toYouTubeVideo(event.mediaUrl) : null,
          title: event.title,
          description: event.description,
        }));
      return { page: { events }, lists: [list] };
    },
    ({ events: words, video }, school) => ({
      page: { title: words.page.title, description: words.page.description(school) },
      lead: words.lead,
      heading: words.heading,
      empty: words.empty,
      video,
    }),
  );
}

/** At most this many steps of delay, so that a long list does not keep visitors waiting. */
const STAGGER_STEPS = 8;
const STAGGER_MS = 120;

export default function EventsAndCelebrations() {
  const { events, copy } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner title={copy.page.title} lead={copy.lead} />
      <Section titleId="events-title" title={copy.heading} className="mx-auto my-12 max-w-7xl px-4">
        {events.length === 0 ? (
          <p className="mt-10 text-center text-lg text-slate-700">{copy.empty}</p>
        ) : (
          // SPEC §2: a responsive grid; each card an image (type image) or a video (type video),
          // title and description, fading in one after another (events.css).
          <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {events.map((event, index) => (
              <li
                key={event.key}
                className="stagger-in flex flex-col overflow-hidden rounded-2xl bg-white shadow ring-1 ring-slate-900/5"
                style={{ animationDelay: `${Math.min(index, STAGGER_STEPS) * STAGGER_MS}ms` }}
              >
                {event.type === "video" ? (
                  <VideoPlayer video={event.video} url={event.url} title={event.title} copy={copy.video} />
                ) : event.image ? (
                  <LazyImage src={event.image} alt={event.imageAlt} width={800} height={600} className="aspect-[4/3] w-full object-cover" />
                ) : null}
                <div className="flex-1 p-6">
                  <h3 className="text-xl font-semibold text-slate-900">{event.title}</h3>
                  <p className="mt-2 text-slate-700">{event.description}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
