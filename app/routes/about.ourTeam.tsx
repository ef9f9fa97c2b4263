import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageBanner } from "~/components/PageBanner";
import { PersonCardContent } from "~/components/PersonCard";
import { listOurTeam } from "~/models/ourTeam.server";
import { copyMeta } from "~/utils/meta";
import { inLanguage } from "~/i18n/school-languages.server";
import { mediaUrl } from "~/utils/static-assets.server";
import { loadSchoolPage } from "~/services/page.server";
import { Section } from "~/components/Section";

export const meta = copyMeta();

export function loader({ request }: LoaderFunctionArgs) {
  // SPEC §2: the team loads once client info is available; without a school there is none.
  return loadSchoolPage(
    request,
    { members: [] },
    async ({ clientId, lists, lang, words }) => {
      // SPEC §9: team 1/100.
      const team = await listOurTeam(clientId, lists);
      // The school's own words in the page's language (README "Languages").
      const members = team.data
        .map((member) => inLanguage(member, member.translations, lang, ["name", "designation"]))
        .map((member) => ({
          key: String(member.id),
          photo: mediaUrl(member.imageUrl, ""),
          photoAlt: words.ourTeam.photoOf(member.name),
          name: member.name,
          designation: member.designation,
        }));
      return { page: { members }, lists: [team] };
    },
    ({ ourTeam: words }, school) => ({
      page: { title: words.page.title, description: words.page.description(school) },
      heading: words.heading,
      intro: words.intro,
      empty: words.empty,
    }),
  );
}

export default function OurTeam() {
  const { members, copy } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner title={copy.page.title} />
      <Section titleId="team-title" title={copy.heading} className="mx-auto my-12 max-w-7xl px-4">
        <p className="mx-auto mt-4 max-w-3xl text-center text-lg text-slate-700">{copy.intro}</p>
        {members.length === 0 ? (
          <p className="mt-10 text-center text-lg text-slate-700">{copy.empty}</p>
        ) : (
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {members.map((member, index) => (
              <li key={member.key} className="overflow-hidden rounded-2xl bg-white text-center shadow ring-1 ring-slate-900/5">
                <PersonCardContent
                  photo={member.photo}
                  name={member.name}
                  designation={member.designation}
                  photoAlt={member.photoAlt}
                  look="grid"
                  priority={index === 0}
                />
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
