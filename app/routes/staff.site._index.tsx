import { Link } from "@remix-run/react";
import { STAFF_STYLES as S } from "~/components/staff/styles";
import { SITE_LIST_PAGES } from "~/content/staff-site";

export default function SiteContentIndex() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Object.values(SITE_LIST_PAGES).map((page) => (
        <li key={page.to} className={S.panel}>
          <h2 className="text-xl font-bold text-slate-900">
            <Link to={page.to} className={S.link}>
              {page.title}
            </Link>
          </h2>
          <p className="mt-2 text-slate-700">{page.lead}</p>
        </li>
      ))}
    </ul>
  );
}
