import { Link, useParams } from "@remix-run/react";
import { cardList } from "~/components/staff/SiteListKinds";
import { STAFF_STYLES as S } from "~/components/staff/styles";
import { PROGRAMS_TEXT } from "~/content/staff-programs";
import { SITE_LIST_PAGES } from "~/content/staff-site";
import { listAction, listLoader } from "~/services/site-list-route.server";
import { PROGRAMS, readProgram } from "~/utils/enrollment-values";

// Each program page's cards (SPEC §2 "six cards"): a list named by the program, edited like Why
// Choose Us'. Whether the school offers the program is on the Programs page (staff.site.programs).

export const loader = listLoader((params) => readProgram(params.program));
export const action = listAction((params) => readProgram(params.program));

const EDITORS = new Map(
  PROGRAMS.map((program) => [
    program,
    cardList({ to: `/staff/site/programs/${program}` }, () => import("~/utils/site-list-schemas").then((m) => m.LIST_SCHEMAS[program].schema)),
  ]),
);

export default function ProgramCardsPage() {
  // The loader answered 404 for any other name.
  const Page = EDITORS.get(readProgram(useParams().program) ?? PROGRAMS[0])?.Page;
  return (
    <div className="space-y-4">
      <p>
        <Link to={SITE_LIST_PAGES.programs.to} className={S.link}>
          {PROGRAMS_TEXT.back}
        </Link>
      </p>
      {Page ? <Page /> : null}
    </div>
  );
}
