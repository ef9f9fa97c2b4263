import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { PageBanner } from "~/components/PageBanner";
import { OUR_STORY } from "~/content/about";
import { PAGES } from "~/content/pages";
import { FALLBACK_SCHOOL_NAME } from "~/content/site";
import { listOurStory } from "~/models/ourStory.server";
import type { loader as rootLoader } from "~/root";
import { getEnv } from "~/utils/env.server";
import { pageMeta } from "~/utils/page-meta";
import { getToken } from "~/utils/session.server";
import { getTenant } from "~/utils/tenant.server";
import { safeMediaUrl } from "~/utils/url";

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ matches }) => {
  const root = matches.find((match) => match.id === "root");
  return pageMeta(root?.data?.site, PAGES.ourStory);
};

export async function loader({ request }: LoaderFunctionArgs) {
  const signal = AbortSignal.timeout(getEnv().API_TIMEOUT_MS);
  const [tenant, token] = await Promise.all([getTenant(request, { signal }), getToken(request)]);
  // Unknown or failed school: the fallback page without any school's data (SPEC §1).
  if (tenant.status !== "found") return json({ entries: [], errors: [] });
  // SPEC §9: our story 1/100 (models/ourStory.server.ts).
  const story = await listOurStory(tenant.client.clientId, { token, signal });
  return json({
    entries: story.data.map((entry) => ({
      key: String(entry.id),
      year: entry.year,
      title: entry.title,
      description: entry.description,
      // SPEC §2: a default icon when an entry has none.
      icon: safeMediaUrl(entry.iconUrl, OUR_STORY.defaultIcon),
    })),
    // SPEC §8: a failed list is an error toast; the rest of the page renders.
    errors: story.error ? [story.error] : [],
  });
}

export default function OurStory() {
  const { entries } = useLoaderData<typeof loader>();
  const school = useRouteLoaderData<typeof rootLoader>("root")?.site.name ?? FALLBACK_SCHOOL_NAME;
  return (
    <>
      <PageBanner title={PAGES.ourStory.title} lead={OUR_STORY.lead} />

      <section aria-labelledby="story-intro" className="mx-auto mt-12 max-w-4xl px-4">
        <div className="rounded-2xl bg-white p-8 shadow-lg ring-1 ring-slate-900/5 md:p-12">
          <h2 id="story-intro" className="text-3xl font-bold text-brand md:text-4xl">
            {OUR_STORY.introTitle}
          </h2>
          {OUR_STORY.intro(school).map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
        </div>
      </section>

      <section aria-labelledby="story-timeline" className="mx-auto my-12 max-w-5xl px-4">
        <h2 id="story-timeline" className="text-center text-3xl font-bold text-brand">
          {OUR_STORY.timelineTitle}
        </h2>
        {entries.length === 0 ? (
          <p className="mt-8 text-center text-lg text-slate-700">{OUR_STORY.empty}</p>
        ) : (
          <Timeline entries={entries} />
        )}
      </section>
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
              <img src={entry.icon} alt="" width={40} height={40} loading="lazy" decoding="async" className="h-10 w-10 object-contain" />
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
