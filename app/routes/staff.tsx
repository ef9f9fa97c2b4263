import { json, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import {
  Form,
  isRouteErrorResponse,
  NavLink,
  Outlet,
  useLoaderData,
  useRouteError,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { ErrorPage } from "~/components/layout/ErrorPage";
import { ERROR_PAGES } from "~/content/site";
import { ROLE_LABELS, STAFF_NAV, STAFF_PAGES, STAFF_TEXT } from "~/content/staff";
import { PRIVATE_HEADERS, requireStaffMember } from "~/services/staff.server";
import { pageMeta, siteMeta } from "~/utils/meta";
import type { RootLoader } from "~/utils/root-data";
import { clearLocalStorage } from "~/utils/local-storage";

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
  const { context, user } = await requireStaffMember(request);
  return json({ user: { id: String(user.id), name: user.name, role: user.role }, school: context.client.clientName }, { headers: PRIVATE_HEADERS });
}

/**
 * Asked again after a change (a POST: signing out, a setting) and on full page loads, not on every
 * filter or page of a list: each child's own call is refused when the session is over.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod.toUpperCase() !== "GET" ? defaultShouldRevalidate : false;

export default function StaffLayout() {
  const { user, school } = useLoaderData<typeof loader>();
  const items = STAFF_NAV.filter((item) => !item.ownerOnly || user.role === "owner");
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 border-b border-slate-300 pb-4">
        <p className="text-lg font-bold text-slate-900">
          {STAFF_TEXT.consoleName} <span className="font-normal text-slate-700">· {school}</span>
        </p>
        <nav aria-label={STAFF_TEXT.navLabel} className="flex-1">
          <ul className="flex flex-wrap gap-2">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    `inline-flex min-h-11 items-center rounded-full px-4 py-2 font-semibold ${
                      isActive ? "bg-brand text-white" : "text-slate-900 hover:bg-slate-200"
                    }`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-wrap items-center gap-3 text-slate-800">
          <p>
            {STAFF_TEXT.signedInAs} <span className="font-semibold">{user.name}</span> ({ROLE_LABELS[user.role]})
          </p>
          <Form method="post" action="/logout" onSubmit={clearLocalStorage}>
            <button
              type="submit"
              className="inline-flex min-h-11 items-center rounded-full border-2 border-slate-700 px-4 py-1 font-semibold hover:bg-slate-200"
            >
              {STAFF_TEXT.signOut}
            </button>
          </Form>
        </div>
      </div>
      <Outlet />
    </div>
  );
}

/** The site's own 404 and error pages, under this route's no-store header. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <ErrorPage copy={notFound ? ERROR_PAGES.notFound : ERROR_PAGES.failed} />;
}
