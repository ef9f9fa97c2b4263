import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LazyImage } from "~/components/LazyImage";
import { PageBanner } from "~/components/PageBanner";
import { listMissionAndVision } from "~/models/missionAndVision.server";
import { copyMeta } from "~/utils/meta";
import { catalogue } from "~/i18n/catalogue.server";
import { inLanguage } from "~/i18n/school-languages.server";
import { mediaUrl } from "~/utils/static-assets.server";
import { loadSchoolPage } from "~/services/page.server";
import { Section } from "~/components/Section";

export const meta = copyMeta();

export function loader({ request }: LoaderFunctionArgs) {
  return loadSchoolPage(
    request,
    { mission: [], vision: [], values: [] },
    async ({ clientId, lists, lang }) => {
      // SPEC §9: mission and vision 1/100.
      const list = await listMissionAndVision(clientId, lists);
      // A statement titled as its block ("Our Mission") shows no title of its own (SPEC §2): told by
      // its English words, so a title the school did not translate is not shown twice either.
      const english = catalogue("en").missionAndVision;
      const blockTitle = { mission: english.missionTitle, vision: english.visionTitle, coreValues: english.valuesTitle };
      const items = list.data.map((row) => {
        // The school's own words in the page's language (README "Languages").
        const item = inLanguage(row, row.translations, lang, ["title", "description"]);
        return {
          key: String(item.id),
          type: item.type,
          title: item.type !== "coreValues" && row.title === blockTitle[row.type] ? "" : item.title,
          description: item.description,
          image: mediaUrl(item.imageUrl, ""),
        };
      });
      const ofType = (type: (typeof items)[number]["type"]) => items.filter((item) => item.type === type);
      return { page: { mission: ofType("mission"), vision: ofType("vision"), values: ofType("coreValues") }, lists: [list] };
    },
    ({ missionAndVision: words }, school) => ({ ...words, page: { title: words.page.title, description: words.page.description(school) } }),
  );
}

export default function MissionAndVision() {
  const { mission, vision, values, copy } = useLoaderData<typeof loader>();
  const empty = mission.length === 0 && vision.length === 0 && values.length === 0;
  return (
    <>
      <PageBanner title={copy.page.title} lead={copy.lead} />
      {empty ? <p className="mx-auto my-16 max-w-3xl px-4 text-center text-lg text-slate-700">{copy.empty}</p> : null}
      {/* SPEC §2: each heading only when items of that type exist. */}
      {mission.length > 0 ? <Statement id="mission" title={copy.missionTitle} items={mission} priority /> : null}
      {vision.length > 0 ? <Statement id="vision" title={copy.visionTitle} items={vision} imageFirst priority={mission.length === 0} /> : null}
      {values.length > 0 ? (
        <Section titleId="values-title" title={copy.valuesTitle} className="mx-auto my-12 max-w-7xl px-4">
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {values.map((value) => (
              <li key={value.key} className="overflow-hidden rounded-2xl bg-white text-center shadow ring-1 ring-slate-900/5">
                {value.image ? <LazyImage src={value.image} alt="" width={400} height={300} className="aspect-[4/3] w-full object-cover" /> : null}
                <div className="p-6">
                  <h3 className="text-xl font-semibold text-slate-900">{value.title}</h3>
                  <p className="mt-2 text-slate-700">{value.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}

type Item = { key: string; title: string; description: string; image: string };

/** The mission or vision block (SPEC §2: text and image), image and text side by side from md up. */
function Statement({
  id,
  title,
  items,
  imageFirst = false,
  priority = false,
}: {
  id: string;
  title: string;
  items: Item[];
  imageFirst?: boolean;
  /** The page's first block: its first image is the largest in the first screen (LazyImage). */
  priority?: boolean;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto my-12 max-w-6xl px-4">
      <div className="overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-slate-900/5">
        {items.map((item, index) => (
          <div key={item.key} className="grid items-center gap-0 md:grid-cols-2">
            {item.image ? (
              <LazyImage
                src={item.image}
                alt=""
                width={800}
                height={600}
                priority={priority && index === 0}
                className={`aspect-[4/3] h-full w-full object-cover ${imageFirst ? "" : "md:order-2"}`}
              />
            ) : null}
            <div className={`p-8 md:p-12 ${item.image ? "" : "md:col-span-2"}`}>
              {index === 0 ? (
                <h2 id={`${id}-title`} className="text-3xl font-bold text-brand md:text-4xl">
                  {title}
                </h2>
              ) : null}
              {item.title ? <h3 className="mt-4 text-xl font-semibold text-slate-900">{item.title}</h3> : null}
              <p className="mt-4 text-lg leading-relaxed text-slate-700">{item.description}</p>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
