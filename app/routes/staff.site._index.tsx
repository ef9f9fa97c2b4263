import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { STAFF_STYLES as S } from "~/components/staff/styles";
import { SITE_CONTENT_GROUPS, SITE_LIST_PAGES } from "~/content/staff-site";
import { sitePagesCopy } from "~/content/staff-site-copy.server";
import { PRIVATE_HEADERS, requireStaff } from "~/services/staff.server";

/** Each page's title and lead: words the list pages do not need in their code (README "JavaScript budgets"). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  return json({ pages: sitePagesCopy() }, { headers: PRIVATE_HEADERS });
}

export default function SiteContentIndex() {
  const { pages } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      {SITE_CONTENT_GROUPS.map((group, index) => (
        <section key={group.label} aria-labelledby={`site-group-${index}`}>
          <h2 id={`site-group-${index}`} className="text-2xl font-bold text-slate-900">
            {group.label}
          </h2>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.pages.map((name) => {
              const page = SITE_LIST_PAGES[name];
              return (
                <li key={page.to} className={S.panel}>
                  <h3 className="text-xl font-bold text-slate-900">
                    <Link to={page.to} className={S.link}>
                      {pages[name].title}
                    </Link>
                  </h3>
                  <p className="mt-2 text-slate-700">{pages[name].lead}</p>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
