import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageBanner } from "~/components/PageBanner";
import { PersonCardContent } from "~/components/PersonCard";
import { OUR_TEAM, OUR_TEAM_PAGE } from "~/content/about";
import { listOurTeam } from "~/models/ourTeam.server";
import { pageMeta } from "~/utils/meta";
import { mediaUrl } from "~/utils/static-assets.server";
import { loadSchoolPage } from "~/services/page.server";
import { Section } from "~/components/Section";

export const meta = pageMeta(OUR_TEAM_PAGE);

export function loader({ request }: LoaderFunctionArgs) {
  // SPEC §2: the team loads once client info is available; without a school there is none.
  return loadSchoolPage(request, { members: [] }, async ({ clientId, lists }) => {
    // SPEC §9: team 1/100.
    const team = await listOurTeam(clientId, lists);
    const members = team.data.map((member) => ({
      key: String(member.id),
      photo: mediaUrl(member.imageUrl, ""),
      name: member.name,
      designation: member.designation,
    }));
    return { page: { members }, lists: [team] };
  });
}

export default function OurTeam() {
  const { members } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner title={OUR_TEAM_PAGE.title} />
      <Section titleId="team-title" title={OUR_TEAM.heading} className="mx-auto my-12 max-w-7xl px-4">
        <p className="mx-auto mt-4 max-w-3xl text-center text-lg text-slate-700">{OUR_TEAM.intro}</p>
        {members.length === 0 ? (
          <p className="mt-10 text-center text-lg text-slate-700">{OUR_TEAM.empty}</p>
        ) : (
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {members.map((member, index) => (
              <li key={member.key} className="overflow-hidden rounded-2xl bg-white text-center shadow ring-1 ring-slate-900/5">
                <PersonCardContent photo={member.photo} name={member.name} designation={member.designation} look="grid" priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
