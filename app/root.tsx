import type { LinksFunction, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { ErrorPage } from "~/components/layout/ErrorPage";
import { LoadingOverlay } from "~/components/layout/LoadingOverlay";
import { SiteFooter } from "~/components/layout/SiteFooter";
import { SiteHeader } from "~/components/layout/SiteHeader";
import { Toaster } from "~/components/layout/Toaster";
import type { ToastItem } from "~/components/layout/ToastText";
import { useActionToasts } from "~/components/layout/use-action-toasts";
import { useRouteFocus } from "~/components/layout/use-route-focus";
import { BAD_REQUEST_PAGE, ERROR_PAGES, FAILED_PAGE } from "~/content/site";
import { siteMeta } from "~/utils/meta";
import { errorPageOf, ToasterSlot, useNonce, useRootData, type ErrorPageCopy, type RootLoader } from "~/utils/root-data";
import { readRouteErrors, uniqueMessages } from "~/utils/route-errors";
import type { loader as staffLoader } from "./routes/staff";
import stylesUrl from "./tailwind.css?url";

// The loader is server-only code of its own (README "JavaScript budgets").
export { loader } from "./root-loader.server";

export const meta: MetaFunction<RootLoader> = ({ data, error }) => {
  // Without the root's data (its own failure, or an action's) only the error page's title.
  if (!data)
    return [{ title: isRouteErrorResponse(error) && error.status >= 400 && error.status < 500 ? BAD_REQUEST_PAGE.title : FAILED_PAGE.title }];
  if (!error) return siteMeta(data.site);
  return siteMeta(data.site, errorPageFor(error, data.copy.failedPage).title);
};

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesUrl }];

/**
 * The document and site layout, shared by the page and the error boundary (SPEC §2 "Site layout").
 * A signed-in staff member's /staff/… page has the console's layout instead (README "Staff
 * console"), drawn by routes/staff.tsx: no public header, menu or footer. Whoever the console
 * turns away (a parent's account: its 404) keeps the public layout, so nothing says it is there.
 */
export function Layout({ children }: { children: ReactNode }) {
  // useRouteLoaderData, not useLoaderData: in an error state the root data may be missing.
  const data = useRootData();
  const staff = useRouteLoaderData<typeof staffLoader>("routes/staff");
  // The root's own error page (its error boundary) is never inside the console. (Outside an
  // error boundary useRouteError gives null.)
  const rootError = useRouteError();
  const inConsole = staff !== undefined && rootError == null;
  const nonce = useNonce();
  const location = useLocation();
  const matches = useMatches();
  const site = data?.site;
  // The school's menu (without the programs it does not offer); none only when the root itself failed.
  const menu = data?.menu ?? [];

  const messages = uniqueMessages(matches.flatMap((match) => readRouteErrors(match.data)));
  // A failed form's error toast comes with its action data (SPEC §8), each answer with its own id.
  const actionToasts = useActionToasts();
  useRouteFocus();
  const toasts: ToastItem[] = [
    ...[
      ...(data?.toasts ?? []),
      ...messages
        .filter((message) => !data?.toasts.some((toast) => toast.message === message))
        .map((message) => ({
          type: "error" as const,
          message,
        })),
    ].map((toast, index) => ({ ...toast, id: `${location.key}:${index}` })),
    ...actionToasts.map((toast) => ({ type: toast.type ?? ("error" as const), message: toast.message, id: `action:${toast.id}` })),
  ];

  const copy = data?.copy;
  return (
    <html lang={data?.htmlLang ?? "en-IN"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {data?.canonicalOrigin ? <link rel="canonical" href={`${data.canonicalOrigin}${location.pathname}`} /> : null}
        {/* The page's versions in the school's languages (README "Languages"). */}
        {data?.alternates.map((link) => (
          <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
        ))}
        {site ? <link rel="icon" href={site.logoUrl} /> : null}
        {/* Validated hex colours only (utils/color.ts); a nonce'd element, not a style attribute, for the CSP.
            Without the root's data (its own error) tailwind.css's defaults apply. */}
        {data ? (
          <style nonce={nonce} suppressHydrationWarning>
            {data.themeCss}
          </style>
        ) : null}
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {copy ? (
          <a href="#main" className="skip-link">
            {copy.skipLink}
          </a>
        ) : null}
        {!copy || !site ? (
          // The root itself failed: no school, no words but the error page's own (in English).
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
        ) : inConsole ? (
          <ToasterSlot.Provider value={<Toaster toasts={toasts} copy={copy} />}>{children}</ToasterSlot.Provider>
        ) : (
          <>
            <SiteHeader site={site} menu={menu} copy={copy} switchTo={data.switchTo} />
            {/* Here, not at the end: without JavaScript the toasts sit in the flow below the header. */}
            <Toaster toasts={toasts} copy={copy} />
            <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
              {children}
            </main>
            <SiteFooter site={site} year={data?.year ?? new Date().getFullYear()} copy={copy} />
          </>
        )}
        {copy ? <LoadingOverlay label={copy.loading} /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * An error's page: a 404's or 400's words come with the response in the page's language (i18n/
 * error-pages.server.ts); one the site did not make (Remix's own 405) is a client's error in English;
 * anything else is the unexpected error's page, from the root's data when it loaded.
 */
function errorPageFor(error: unknown, failed: ErrorPageCopy): ErrorPageCopy {
  const page = errorPageOf(error);
  if (page) return page;
  if (isRouteErrorResponse(error) && error.status === 404) return ERROR_PAGES.notFound;
  return isRouteErrorResponse(error) && error.status >= 400 && error.status < 500 ? BAD_REQUEST_PAGE : failed;
}

/** Unknown URLs (routes/$.tsx) and unexpected errors, inside the site layout; never a stack or an error's text. */
export function ErrorBoundary() {
  const error = useRouteError();
  // An action that threw renders without the root's data: its own words, or the English ones.
  return <ErrorPage copy={errorPageFor(error, useRootData()?.copy.failedPage ?? FAILED_PAGE)} />;
}
