import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { STAFF_STYLES as S } from "~/components/staff/styles";
import { PROGRAM_PAGES, PROGRAMS_TEXT } from "~/content/staff-programs";
import { SITE_LIST_PAGES } from "~/content/staff-site";
import { sitePagesCopy } from "~/content/staff-site-copy.server";
import { listStaffPrograms } from "~/models/staffPrograms.server";
import { PRIVATE_HEADERS, refuse, requireStaff } from "~/services/staff.server";

export { action } from "./action.server";

const PAGE = SITE_LIST_PAGES.programs;

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const programs = await listStaffPrograms(staff);
  if (!programs.ok) return refuse(request, programs);
  const { title, lead } = sitePagesCopy().programs;
  return json({ programs: programs.data.data, copy: { title, lead } }, { headers: PRIVATE_HEADERS });
}

/**
 * The five programs (README "Staff console"): whether the school offers each, one button to
 * change it (a plain form), and the way to each program page's cards.
 */
export default function ProgramsPage() {
  const { programs, copy } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold text-slate-900">{copy.title}</h2>
        <p className={S.lead}>{copy.lead}</p>
      </div>
      <ul className="grid gap-4">
        {programs.map(({ program, offered, cards, hiddenCards }) => {
          const page = PROGRAM_PAGES[program];
          const titleId = `program-${program}-title`;
          return (
            <li key={program} id={`program-${program}`}>
              <article aria-labelledby={titleId} className={`${S.panel} ${offered ? "" : "bg-slate-50"}`}>
                <div className="flex flex-wrap items-center gap-3">
                  <h3 id={titleId} className="text-xl font-bold text-slate-900">
                    {page.label}
                  </h3>
                  <span className={`rounded-full px-3 py-1 text-sm font-semibold text-white ${offered ? "bg-green-800" : "bg-slate-700"}`}>
                    {offered ? PROGRAMS_TEXT.offered : PROGRAMS_TEXT.notOffered}
                  </span>
                </div>
                {offered ? (
                  <p className="mt-2 text-slate-700">
                    <Link to={page.href} className={S.link}>
                      {PROGRAMS_TEXT.publicPage(page.label)}
                    </Link>
                  </p>
                ) : (
                  <p className="mt-2 text-slate-700">{PROGRAMS_TEXT.notOfferedNote}</p>
                )}
                <div className="mt-4 flex flex-wrap items-center gap-3">
                  <Link to={`/staff/site/programs/${program}`} className={S.secondary}>
                    {PROGRAMS_TEXT.editCards}
                    <span className="sr-only">: {page.label}</span>
                  </Link>
                  <span className="text-slate-700">{PROGRAMS_TEXT.cards(cards, hiddenCards)}</span>
                  <Form method="post" action={PAGE.to}>
                    <input type="hidden" name="program" value={program} />
                    <input type="hidden" name="offered" value={String(!offered)} />
                    <button type="submit" className={offered ? S.secondary : S.primary}>
                      {offered ? PROGRAMS_TEXT.stopOffering : PROGRAMS_TEXT.offerAgain}
                      <span className="sr-only">: {page.label}</span>
                    </button>
                  </Form>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
