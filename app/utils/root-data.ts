import type { LoaderFunctionArgs, TypedResponse } from "@remix-run/node";
import { isRouteErrorResponse, useRouteLoaderData } from "@remix-run/react";
import { createContext, useContext, type ReactNode } from "react";
import type { Lang } from "~/i18n/languages";
import { withPrefix } from "./local-path";
import type { Program } from "./enrollment-values";
import type { MenuEntry } from "./menu";
import type { SiteView } from "./site";
import type { Confirmation, ToastKind, ToastView } from "./toast";

/** The words of the page of an unknown URL or an unexpected error. */
export type ErrorPageCopy = { mark: string; title: string; text: string; home: string };

/** The error page's words a thrown 404 or 400 carries (i18n/error-pages.server.ts), if it does. */
export function errorPageOf(error: unknown): ErrorPageCopy | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const data: unknown = error.data;
  if (typeof data !== "object" || data === null || !("errorPage" in data)) return undefined;
  const page = data.errorPage as Partial<ErrorPageCopy> | null;
  return page && typeof page.title === "string" && typeof page.text === "string" && typeof page.mark === "string" && typeof page.home === "string"
    ? (page as ErrorPageCopy)
    : undefined;
}

/** The newsletter box's words (SPEC §2 gives the button's). */
export type NewsletterCopy = { label: string; placeholder: string; button: string; note: string };

/** The layout's words in the page's language (README "Languages"), from the root loader. */
export type LayoutCopy = {
  skipLink: string;
  openingTime: string;
  contactBar: string;
  /** "Call +91 …" and "WhatsApp +91 … (opens in a new tab)" for the school's first numbers. */
  call: string;
  whatsApp: string;
  logoAlt: string;
  logoHome: string;
  mainNav: string;
  openMenu: string;
  closeMenu: string;
  languages: string;
  footerAbout: string;
  footerHome: string;
  quickLinksTitle: string;
  quickLinks: readonly string[];
  newsletterTitle: string;
  contactTitle: string;
  contactSoon: string;
  socialMedia: string;
  newsletter: NewsletterCopy;
  notifications: string;
  closeNotification: string;
  toastKinds: Readonly<Record<ToastKind, string>>;
  loading: string;
  /** The hidden label of a form's bot trap. */
  honeypot: string;
  /** The page of an unexpected error; a 404's and a 400's come with their response (errorPageOf). */
  failedPage: ErrorPageCopy;
};

/**
 * What the root loader (root.tsx) sends with every page. Declared here, not taken from the
 * loader's type, so that routes, components and helpers can read it without importing root.tsx.
 */
/** The same page in another language: the header's plain link (README "Languages"). */
export type LanguageLink = { lang: Lang; name: string; href: string };

/** One of the page's versions for search engines (`<link rel="alternate" hreflang>`). */
export type AlternateLink = { hrefLang: string; href: string };

export type RootData = {
  /** The page's language (its URL's prefix), as `<html lang>` writes it, and its path prefix ("" or "hi"). */
  lang: Lang;
  htmlLang: string;
  prefix: string;
  switchTo: LanguageLink[];
  alternates: AlternateLink[];
  copy: LayoutCopy;
  site: SiteView;
  /**
   * The programs the school does not offer (README "Staff console": "Pages"): they leave the menu
   * and the enrollment form's choices.
   */
  programsOff: Program[];
  /** SPEC §2's menu without those programs (a group left empty goes too). */
  menu: MenuEntry[];
  /** The school's colours as CSS custom properties (services/school.server.ts `themeStyle`). */
  themeCss: string;
  /** The school's canonical origin (its primary domain), or null for an unknown host. */
  canonicalOrigin: string | null;
  toasts: ToastView[];
  /** A form's one-time confirmation from the flash cookie (utils/toast.ts). */
  confirmation: Confirmation | null;
  /**
   * From the server, so that the footer's year is the same in the HTML and after hydration; the
   * same for every visitor, so a shared page may carry it.
   */
  year: number;
};

/** The root loader's type, for `meta` functions that read the root's match. */
export type RootLoader = (args: LoaderFunctionArgs) => Promise<TypedResponse<RootData>>;

/** A site path in the page's language: "/contact/info" on a Hindi page is "/hi/contact/info". */
export function useLocalPath(): (path: string) => string {
  const prefix = useRootData()?.prefix ?? "";
  return (path) => withPrefix(prefix, path);
}

/** The root's data; undefined only while the root itself failed (its error boundary). */
export function useRootData() {
  return useRouteLoaderData<RootLoader>("root");
}

// Beside the root's data: both are what the root gives every page, and one module is one chunk
// fewer on every page (README "JavaScript budgets").
/**
 * The per-request CSP nonce (server.ts puts it in loadContext.cspNonce; entry.server provides it).
 * In the browser it is "": browsers hide a nonce from the DOM, and scripts added after hydration
 * are not parser-inserted inline scripts anyway.
 */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}

/**
 * The toast area the root draws for a page in the staff console, whose layout is its own
 * (README "Staff console"): the console's shell puts it where the public header would have it,
 * right above the page.
 */
export const ToasterSlot = createContext<ReactNode>(null);
