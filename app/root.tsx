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
import { ERROR_PAGES, FALLBACK_SITE } from "~/content/site";
import { LANGUAGES, pathIn, unprefixed } from "~/i18n/languages";
import { siteMeta } from "~/utils/meta";
import { ToasterSlot, useNonce, useRootData, type RootData, type RootLoader } from "~/utils/root-data";
import { readRouteErrors, uniqueMessages } from "~/utils/route-errors";
import type { loader as staffLoader } from "./routes/staff";
import stylesUrl from "./tailwind.css?url";

// The loader is server-only code of its own (README "JavaScript budgets").
export { loader } from "./root-loader.server";

export const meta: MetaFunction<RootLoader> = ({ data, error }) => {
  const site = data?.site ?? FALLBACK_SITE;
  if (!error) return siteMeta(site);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const pages = data?.copy.errorPages ?? ERROR_PAGES;
  return siteMeta(site, notFound ? pages.notFound.title : pages.failed.title);
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
  const site = data?.site ?? FALLBACK_SITE;
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
    <html lang={LANGUAGES[data?.lang ?? "en"].intl}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {data?.canonicalOrigin ? <link rel="canonical" href={`${data.canonicalOrigin}${location.pathname}`} /> : null}
        {data ? <Alternates data={data} pathname={location.pathname} /> : null}
        <link rel="icon" href={site.logoUrl} />
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
        {!copy ? (
          // The root itself failed: no school, no words but the error page's own (in English).
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
        ) : inConsole ? (
          <ToasterSlot.Provider value={<Toaster toasts={toasts} copy={copy} />}>{children}</ToasterSlot.Provider>
        ) : (
          <>
            <SiteHeader site={site} menu={menu} copy={copy} switchTo={switchTargets(data, location.pathname, location.search)} />
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

/** The languages a parent may switch to (README "Languages"): the school's others, never a test locale. */
function parentLangs(data: RootData) {
  return data.langs.filter((lang) => !("test" in LANGUAGES[lang]));
}

/** The same page in each other language, as the header's plain links (no cookie decides the language). */
function switchTargets(data: RootData | undefined, pathname: string, search: string) {
  if (!data) return [];
  const page = unprefixed(pathname);
  return parentLangs(data)
    .filter((lang) => lang !== data.lang)
    .map((lang) => ({ lang, name: LANGUAGES[lang].name, href: `${pathIn(lang, page)}${search}` }));
}

/**
 * The page's versions for search engines: one alternate per language the school offers, and
 * x-default for its default language's (README "Languages"). Only on a school's own domain.
 */
function Alternates({ data, pathname }: { data: RootData; pathname: string }) {
  const langs = parentLangs(data);
  if (!data.canonicalOrigin || langs.length < 2) return null;
  const page = unprefixed(pathname);
  const href = (lang: (typeof langs)[number]) => `${data.canonicalOrigin}${pathIn(lang, page)}`;
  return (
    <>
      {langs.map((lang) => (
        <link key={lang} rel="alternate" hrefLang={LANGUAGES[lang].intl} href={href(lang)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href(data.defaultLang)} />
    </>
  );
}

export default function App() {
  return <Outlet />;
}

/** Unknown URLs (routes/$.tsx) and unexpected errors, inside the site layout; never a stack or an error's text. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A request the site could not read (a broken form body, a method no page takes) is the client's.
  const pages = useRootData()?.copy.errorPages ?? ERROR_PAGES;
  return <ErrorPage copy={status === 404 ? pages.notFound : status >= 400 && status < 500 ? pages.badRequest : pages.failed} />;
}
