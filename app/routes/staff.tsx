import { json, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData, type MetaFunction, type ShouldRevalidateFunction } from "@remix-run/react";
import type { ReactNode } from "react";
import { ErrorPage } from "~/components/layout/ErrorPage";
import { ConsoleShell, type ConsoleSection } from "~/components/staff/ConsoleShell";
import { ERROR_PAGES, FALLBACK_SITE } from "~/content/site";
import { ROLE_LABELS, STAFF_NAV, STAFF_NAV_COUNTS, STAFF_PAGES, STAFF_TEXT } from "~/content/staff";
import { getStaffMe } from "~/models/staff.server";
import { getStaffDay } from "~/models/staffOverview.server";
import { PRIVATE_HEADERS, refuse, requireStaff } from "~/services/staff.server";
import { pageMeta, siteMeta } from "~/utils/meta";
import { useRootData, type RootLoader } from "~/utils/root-data";

/**
 * The school staff's console (README "Staff console"), around every /staff/… page: anonymous
 * visitors go to /login and back; a parent's account gets the site's ordinary 404, page title
 * included, so nothing says the console is here. Nothing of it is indexed or cached.
 */

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = (args) => {
  if (args.error) {
    const site = args.matches.find((match) => match.id === "root")?.data?.site;
    const notFound = isRouteErrorResponse(args.error) && args.error.status === 404;
    const title = notFound ? ERROR_PAGES.notFound.title : ERROR_PAGES.failed.title;
    return site ? siteMeta(site, title) : [{ title }];
  }
  return pageMeta(STAFF_PAGES.overview, { noindex: true })(args);
};

// Also the header of every child page (none has its own) and of this route's error page.
export const headers: HeadersFunction = () => PRIVATE_HEADERS;

export async function loader({ request }: LoaderFunctionArgs) {
  // Child loaders run at the same time and guard themselves; the provider checks every call.
  const context = await requireStaff(request);
  // One call for the person and the day (README "Staff at scale": every console page makes it).
  // The day's counts beside the sections are a courtesy: when they cannot be had, none is shown,
  // and the person is asked for on its own, as is any refusal.
  const today = await getStaffDay(context);
  let user = today.ok ? today.data.data.user : undefined;
  if (!user) {
    const me = await getStaffMe(context);
    if (!me.ok) return refuse(request, me);
    user = me.data.data.user;
  }
  const role = user.role;
  // The menu is worked out here, counts and their words included, so no page ships it as code
  // (README "JavaScript budgets").
  const sections: ConsoleSection[] = STAFF_NAV.filter((item) => !item.ownerOnly || role === "owner").map((item) => {
    const words = STAFF_NAV_COUNTS[item.to];
    const value = words && today.ok ? today.data.data[words.count] : 0;
    return { ...item, count: words && value > 0 ? { value, label: words.label(value) } : undefined };
  });
  // The day itself too: the overview leads with it (routes/staff._index.tsx), so it is asked once.
  return json(
    {
      user: { id: String(user.id), name: user.name, role },
      school: context.client.clientName,
      sections,
      today: today.ok ? dayOf(today.data.data) : null,
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** The day as the overview shows it, without who asked (the layout's `user`). */
function dayOf<T extends { user?: unknown }>({ user: _user, ...day }: T): Omit<T, "user"> {
  return day;
}

/**
 * Asked again after a change (a POST: signing out, a setting, a visit marked), on full page loads
 * and on the way to the overview, whose "Today" is this loader's; not on every filter or page of a
 * list: each child's own call is refused when the session is over.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate, nextUrl }) =>
  formMethod !== undefined && formMethod.toUpperCase() !== "GET" ? defaultShouldRevalidate : nextUrl.pathname === "/staff";

export default function StaffLayout() {
  return (
    <Console>
      <Outlet />
    </Console>
  );
}

/**
 * The console's shell around a page, for a signed-in staff member only; without this route's data
 * (its loader refused: a parent's 404) the page stands alone in the public layout (root.tsx).
 */
function Console({ children }: { children: ReactNode }) {
  const layout = useRouteLoaderData<typeof loader>("routes/staff");
  const site = useRootData()?.site;
  if (!layout) return children;
  return (
    <ConsoleShell
      school={{ name: layout.school, logoUrl: site?.logoUrl ?? FALLBACK_SITE.logoUrl }}
      person={{ name: layout.user.name, role: ROLE_LABELS[layout.user.role] }}
      sections={layout.sections}
      text={STAFF_TEXT}
    >
      {children}
    </ConsoleShell>
  );
}

/** The site's own 404 and error pages, under this route's no-store header (in the console's shell for staff). */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Console>
      <ErrorPage copy={notFound ? ERROR_PAGES.notFound : ERROR_PAGES.failed} />
    </Console>
  );
}
