import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LazyImage } from "~/components/LazyImage";
import { PageBanner } from "~/components/PageBanner";
import { MISSION_AND_VISION, MISSION_AND_VISION_PAGE } from "~/content/about";
import { listMissionAndVision } from "~/models/missionAndVision.server";
import { pageMeta } from "~/utils/meta";
import { mediaUrl } from "~/utils/static-assets.server";
import { loadSchoolPage } from "~/services/page.server";
import { Section } from "~/components/Section";

export const meta = pageMeta(MISSION_AND_VISION_PAGE);

export function loader({ request }: LoaderFunctionArgs) {
  return loadSchoolPage(request, { mission: [], vision: [], values: [] }, async ({ clientId, lists }) => {
    // SPEC §9: mission and vision 1/100.
    const list = await listMissionAndVision(clientId, lists);
    const items = list.data.map((item) => ({
      key: String(item.id),
      type: item.type,
      title: item.title,
      description: item.description,
      image: mediaUrl(item.imageUrl, ""),
    }));
    const ofType = (type: (typeof items)[number]["type"]) => items.filter((item) => item.type === type);
    return { page: { mission: ofType("mission"), vision: ofType("vision"), values: ofType("coreValues") }, lists: [list] };
  });
}

export default function MissionAndVision() {
  const { mission, vision, values } = useLoaderData<typeof loader>();
  const empty = mission.length === 0 && vision.length === 0 && values.length === 0;
  return (
    <>
      <PageBanner title={MISSION_AND_VISION_PAGE.title} lead={MISSION_AND_VISION.lead} />
      {empty ? <p className="mx-auto my-16 max-w-3xl px-4 text-center text-lg text-slate-700">{MISSION_AND_VISION.empty}</p> : null}
      {/* SPEC §2: each heading only when items of that type exist. */}
      {mission.length > 0 ? <Statement id="mission" title={MISSION_AND_VISION.missionTitle} items={mission} priority /> : null}
      {vision.length > 0 ? (
        <Statement id="vision" title={MISSION_AND_VISION.visionTitle} items={vision} imageFirst priority={mission.length === 0} />
      ) : null}
      {values.length > 0 ? (
        <Section titleId="values-title" title={MISSION_AND_VISION.valuesTitle} className="mx-auto my-12 max-w-7xl px-4">
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
              {item.title && item.title !== title ? <h3 className="mt-4 text-xl font-semibold text-slate-900">{item.title}</h3> : null}
              <p className="mt-4 text-lg leading-relaxed text-slate-700">{item.description}</p>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
