import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageBanner } from "~/components/PageBanner";
import { OUR_STORY } from "~/content/about";
import { listOurStory } from "~/models/ourStory.server";
import { copyMeta } from "~/utils/meta";
import { mediaUrl } from "~/utils/static-assets.server";
import { loadSchoolPage } from "~/services/page.server";
import { inLanguage } from "~/i18n/school-languages.server";
import { Section } from "~/components/Section";
import { imageSources } from "~/utils/images";

export const meta = copyMeta();

export function loader({ request }: LoaderFunctionArgs) {
  return loadSchoolPage(
    request,
    { entries: [] },
    async ({ clientId, lists, lang }) => {
      // SPEC §9: our story 1/100 (models/ourStory.server.ts).
      const story = await listOurStory(clientId, lists);
      // The school's own words in the page's language (README "Languages").
      const entries = story.data
        .map((row) => inLanguage(row, row.translations, lang, ["year", "title", "description"]))
        .map((entry) => ({
          key: String(entry.id),
          year: entry.year,
          title: entry.title,
          description: entry.description,
          // SPEC §2: a default icon when an entry has none.
          icon: mediaUrl(entry.iconUrl, OUR_STORY.defaultIcon),
        }));
      return { page: { entries }, lists: [story] };
    },
    ({ story }, school) => ({
      page: { title: story.page.title, description: story.page.description(school) },
      lead: story.lead,
      introTitle: story.introTitle,
      intro: story.intro(school),
      timelineTitle: story.timelineTitle,
      empty: story.empty,
    }),
  );
}

export default function OurStory() {
  const { entries, copy } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner title={copy.page.title} lead={copy.lead} />

      <section aria-labelledby="story-intro" className="mx-auto mt-12 max-w-4xl px-4">
        <div className="rounded-2xl bg-white p-8 shadow-lg ring-1 ring-slate-900/5 md:p-12">
          <h2 id="story-intro" className="text-3xl font-bold text-brand md:text-4xl">
            {copy.introTitle}
          </h2>
          {copy.intro.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
        </div>
      </section>

      <Section titleId="story-timeline" title={copy.timelineTitle} compact className="mx-auto my-12 max-w-5xl px-4">
        {entries.length === 0 ? <p className="mt-8 text-center text-lg text-slate-700">{copy.empty}</p> : <Timeline entries={entries} />}
      </Section>
    </>
  );
}

type Entry = { key: string; year: string; title: string; description: string; icon: string };

/**
 * SPEC §2: an alternating timeline. From md up the entries sit left and right of a centre line;
 * on phones they stack beside a line on the left. The order in the HTML is the reading order.
 */
function Timeline({ entries }: { entries: Entry[] }) {
  return (
    <ol className="relative mt-10 space-y-10 before:absolute before:inset-y-0 before:left-[calc(2rem-2px)] before:w-1 before:rounded before:bg-brand/30 md:before:left-1/2 md:before:-translate-x-1/2">
      {entries.map((entry, index) => {
        const right = index % 2 === 1;
        return (
          <li key={entry.key} className="relative grid grid-cols-[4rem_1fr] items-start gap-4 md:grid-cols-[1fr_4rem_1fr]">
            <div className="relative z-10 flex h-16 w-16 items-center justify-center rounded-full bg-white shadow-md ring-4 ring-brand md:col-start-2 md:row-start-1">
              <img
                {...imageSources(entry.icon, "40px")}
                alt=""
                width={40}
                height={40}
                loading="lazy"
                decoding="async"
                className="h-10 w-10 object-contain"
              />
            </div>
            <article
              className={`rounded-2xl bg-white p-6 shadow ring-1 ring-slate-900/5 md:row-start-1 ${
                right ? "md:col-start-3" : "md:col-start-1 md:text-right"
              }`}
            >
              <p className="text-2xl font-extrabold text-brand">{entry.year}</p>
              <h3 className="mt-1 text-xl font-semibold text-slate-900">{entry.title}</h3>
              <p className="mt-2 text-slate-700">{entry.description}</p>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
