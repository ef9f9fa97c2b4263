import { NavLink, Outlet } from "@remix-run/react";
import { STAFF_STYLES as S } from "~/components/staff/styles";
import { STAFF_PAGES } from "~/content/staff";
import { pageMeta } from "~/utils/meta";
import { SITE_CONTENT_GROUPS, SITE_LIST_PAGES } from "~/content/staff-site";

export const meta = pageMeta(STAFF_PAGES.site, { noindex: true });

/**
 * "Site content": the school's lists, one page each under this menu (README "Staff console"),
 * grouped by the part of the public site they fill.
 */
export default function SiteContentLayout() {
  return (
    <div className="mt-8 space-y-6">
      <div>
        <h1 className={S.h1}>{STAFF_PAGES.site.title}</h1>
        <p className={S.lead}>What you change here is on the school&apos;s site at once. A hidden item stays here, ready to show again.</p>
      </div>
      <nav aria-label="Site content">
        <ul className="grid gap-3">
          {SITE_CONTENT_GROUPS.map((group) => (
            <li key={group.label} className="flex flex-wrap items-center gap-2">
              <span className="w-40 shrink-0 font-semibold text-slate-800">{group.label}</span>
              <ul className="flex flex-wrap gap-2">
                {group.pages.map((name) => {
                  const page = SITE_LIST_PAGES[name];
                  return (
                    <li key={page.to}>
                      <NavLink
                        to={page.to}
                        className={({ isActive }) =>
                          `inline-flex min-h-11 items-center rounded-full px-4 py-2 font-semibold ring-1 ring-slate-300 ${
                            isActive ? "bg-brand text-white" : "bg-white text-slate-900 hover:bg-slate-100"
                          }`
                        }
                      >
                        {page.label}
                      </NavLink>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
