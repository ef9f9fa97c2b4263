import { Link } from "@remix-run/react";
import { STAFF_STYLES as S } from "~/components/staff/styles";
import { SITE_CONTENT_GROUPS, SITE_LIST_PAGES } from "~/content/staff-site";

export default function SiteContentIndex() {
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
                      {page.title}
                    </Link>
                  </h3>
                  <p className="mt-2 text-slate-700">{page.lead}</p>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
