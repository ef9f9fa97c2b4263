import { Link, NavLink, useLocation } from "@remix-run/react";
import { useRef } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { isGroup, type MenuEntry, type MenuLink, type MenuSubgroup } from "~/utils/menu";
import { phoneLabel, telHref, whatsAppHref } from "~/utils/phone";
import type { SiteView } from "~/utils/site";
import { useLocalPath, type LanguageLink, type LayoutCopy } from "~/utils/root-data";
import { ChatIcon, ChevronDown, ClockIcon, CloseIcon, MenuIcon, PhoneIcon, PinIcon } from "./icons";
import { useMenuDismiss } from "./use-menu-dismiss";
import { imageSources } from "~/utils/images";

/**
 * SPEC §2 "Site layout": top info bar (desktop only), then the main navigation. The info bar sits
 * before the banner landmark, so the logo is the banner's first link.
 */
export function SiteHeader({
  site,
  menu,
  copy,
  switchTo,
}: {
  site: SiteView;
  menu: readonly MenuEntry[];
  copy: LayoutCopy;
  switchTo: readonly LanguageLink[];
}) {
  // The logo's link: the home page in the page's language.
  const home = useLocalPath()("/");
  return (
    <>
      <TopBar site={site} copy={copy} switchTo={switchTo} />
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white shadow-sm">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2">
          <MobileMenu site={site} menu={menu} copy={copy} />
          <Logo site={site} copy={copy} home={home} />
          <PhoneReach site={site} copy={copy} />
          <DesktopMenu menu={menu} label={copy.mainNav} />
        </div>
      </header>
    </>
  );
}

/**
 * The info bar above the header: the school's number, address and hours from md up, and the switch
 * to the page in the school's other languages, each link named in its own language and marked so
 * (lang, hreflang). On a phone, where the header's row is full, the bar shows the switch alone, and
 * not at all for a school with one language.
 */
function TopBar({ site, copy, switchTo }: { site: SiteView; copy: LayoutCopy; switchTo: readonly LanguageLink[] }) {
  const phone = site.phones[0];
  return (
    <aside aria-label={copy.contactBar} className={`on-brand bg-brand text-sm text-white ${switchTo.length > 0 ? "" : "hidden md:block"}`}>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-2 max-md:py-0">
        <div className="hidden flex-wrap items-center gap-x-6 gap-y-1 md:flex">
          {phone ? (
            <a href={telHref(phone)} className="inline-flex items-center gap-2 hover:underline">
              <PhoneIcon />
              <span>{phoneLabel(phone)}</span>
            </a>
          ) : null}
          {site.addressLines.length > 0 ? (
            <p className="inline-flex items-center gap-2">
              <PinIcon />
              <span>{site.addressLines.join(", ")}</span>
            </p>
          ) : null}
        </div>
        <div className="ml-auto flex flex-wrap items-center gap-x-6">
          <p className="hidden items-center gap-2 md:inline-flex">
            <ClockIcon />
            <span>{copy.openingTime}</span>
          </p>
          {switchTo.length > 0 ? (
            <nav aria-label={copy.languages}>
              <ul className="flex items-center gap-3">
                {switchTo.map((link) => (
                  <li key={link.lang}>
                    <Link
                      to={link.href}
                      lang={link.lang}
                      hrefLang={link.lang}
                      className="inline-flex min-h-8 items-center rounded px-1 font-semibold underline underline-offset-4 hover:no-underline"
                    >
                      {link.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </div>
    </aside>
  );
}

/**
 * Below md the info bar is hidden, so the header itself offers the call and the WhatsApp chat:
 * one tap from every page on a phone.
 */
function PhoneReach({ site, copy }: { site: SiteView; copy: LayoutCopy }) {
  const phone = site.phones[0];
  if (!phone && !site.whatsApp) return null;
  const button = "inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-white shadow-sm hover:brightness-90";
  return (
    <div className="flex shrink-0 items-center gap-1.5 md:hidden">
      {phone ? (
        <a href={telHref(phone)} className={`${button} bg-brand`}>
          <PhoneIcon className="h-5 w-5" />
          <span className="sr-only">{copy.call}</span>
        </a>
      ) : null}
      {site.whatsApp ? (
        <a href={whatsAppHref(site.whatsApp)} target="_blank" rel="noopener noreferrer" className={`${button} bg-green-800`}>
          <ChatIcon className="h-5 w-5" />
          <span className="sr-only">{copy.whatsApp}</span>
        </a>
      ) : null}
    </div>
  );
}

/** How wide the logo may be drawn (the classes below): srcset picks a width sharp at that size. */
const LOGO_SIZES = "(min-width: 640px) 192px, 120px";

function Logo({ site, copy, home }: { site: SiteView; copy: LayoutCopy; home: string }) {
  return (
    <Link to={home} className="mr-auto flex min-w-0 items-center gap-3 rounded md:mr-0">
      {/* Drawn by its height, so a wide logo is as legible as a square one: up to 4:1 at full size
          (README "Staff console"), a wider one scaled down to fit. The width and height attributes
          hold a square's place until the logo's own shape is known. */}
      <img
        {...imageSources(site.logoUrl, LOGO_SIZES)}
        alt={copy.logoAlt}
        width={48}
        height={48}
        className="h-10 w-auto max-w-[7.5rem] shrink-0 object-contain object-left sm:h-12 sm:max-w-[12rem]"
      />
      {/* The name repeats the logo's alt text, so it is hidden from assistive technology; between md
          and lg it makes room for the menu. On a phone, beside the call and chat buttons, a long
          name takes up to three smaller lines rather than being cut. The line height is at least
          the font's own (Noto Sans, Android's fallback, needs 1.36), so no descender is clipped. */}
      <span
        aria-hidden="true"
        className="line-clamp-3 text-sm font-bold leading-snug text-brand sm:line-clamp-2 sm:text-lg sm:leading-snug md:max-lg:hidden"
      >
        {site.name}
      </span>
      <span className="sr-only">{copy.logoHome}</span>
    </Link>
  );
}

const topLinkClass =
  "inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold lg:px-3 text-slate-800 hover:bg-slate-100 hover:text-brand";

function DesktopMenu({ menu, label }: { menu: readonly MenuEntry[]; label: string }) {
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useMenuDismiss(ref);
  return (
    <nav ref={ref} aria-label={label} className="hidden md:block">
      <ul className="flex items-center gap-0.5 lg:gap-2">
        {menu.map((entry) =>
          isGroup(entry) ? (
            <li key={entry.label} className="relative">
              {/* One name: opening a dropdown closes the others, natively, without JavaScript. */}
              <details name="main-menu" className="group menu-dropdown">
                <summary
                  className={`${topLinkClass} ${pathname.startsWith(entry.prefix) ? "text-brand underline decoration-2 underline-offset-8" : ""}`}
                >
                  {entry.label}
                  <ChevronDown className="h-4 w-4 transition-transform group-open:rotate-180" />
                </summary>
                <ul className="absolute right-0 top-full z-50 mt-2 w-64 before:absolute before:inset-x-0 before:-top-2 before:h-2 before:content-[''] rounded-lg bg-white p-2 shadow-lg ring-1 ring-slate-900/10 lg:left-0 lg:right-auto">
                  {entry.items.map((item) =>
                    isGroup(item) ? (
                      <li key={item.label}>
                        <Submenu group={item} />
                      </li>
                    ) : (
                      <li key={item.to}>
                        <DropdownLink item={item} />
                      </li>
                    ),
                  )}
                </ul>
              </details>
            </li>
          ) : (
            <li key={entry.to}>
              <NavLink
                to={entry.to}
                end
                className={({ isActive }) => `${topLinkClass} ${isActive ? "text-brand underline decoration-2 underline-offset-8" : ""}`}
              >
                {entry.label}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function Submenu({ group }: { group: MenuSubgroup }) {
  return (
    <details className="group/sub">
      <summary className="flex w-full items-center justify-between rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-slate-100 hover:text-brand">
        {group.label}
        <ChevronDown className="h-4 w-4 transition-transform group-open/sub:rotate-180" />
      </summary>
      <ul className="ml-3 border-l-2 border-slate-200 pl-2">
        {group.items.map((item) => (
          <li key={item.to}>
            <DropdownLink item={item} />
          </li>
        ))}
      </ul>
    </details>
  );
}

function DropdownLink({ item }: { item: MenuLink }) {
  return (
    <NavLink
      to={item.to}
      className={({ isActive }) =>
        `block rounded-md px-3 py-2 text-sm hover:bg-slate-100 hover:text-brand ${isActive ? "font-semibold text-brand" : "text-slate-800"}`
      }
    >
      {item.label}
    </NavLink>
  );
}

/**
 * Below md: a slide-in drawer built on <details>, so it opens and closes without JavaScript. The
 * overlay is part of the <summary>, so a tap on it closes the drawer natively.
 */
function MobileMenu({ site, menu, copy }: { site: SiteView; menu: readonly MenuEntry[]; copy: LayoutCopy }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const hydrated = useHydrated();
  useMenuDismiss(ref);
  const close = () => {
    const details = ref.current;
    if (!details) return;
    details.open = false;
    details.querySelector<HTMLElement>(":scope > summary")?.focus();
  };
  return (
    <details ref={ref} id="mobile-menu" className="group/drawer md:hidden">
      <summary className="inline-flex items-center rounded-md p-2 text-slate-800 hover:bg-slate-100">
        <MenuIcon />
        <span className="sr-only">{copy.openMenu}</span>
        <span aria-hidden="true" className="overlay-enter fixed inset-0 z-40 hidden bg-slate-900/60 group-open/drawer:block" />
      </summary>
      <div className="drawer-panel fixed inset-y-0 left-0 z-50 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-xl">
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 p-4">
          <span className="truncate font-bold text-brand">{site.name}</span>
          {hydrated ? (
            <button type="button" onClick={close} className="rounded-md p-2 text-slate-800 hover:bg-slate-100">
              <CloseIcon />
              <span className="sr-only">{copy.closeMenu}</span>
            </button>
          ) : null}
        </div>
        <nav aria-label={copy.mainNav} className="p-2">
          <ul className="space-y-1">
            {menu.map((entry) =>
              isGroup(entry) ? (
                <li key={entry.label}>
                  <DrawerGroup label={entry.label} items={entry.items} />
                </li>
              ) : (
                <li key={entry.to}>
                  <DrawerLink item={entry} />
                </li>
              ),
            )}
          </ul>
        </nav>
      </div>
    </details>
  );
}

function DrawerGroup({ label, items, nested = false }: { label: string; items: Array<MenuLink | MenuSubgroup>; nested?: boolean }) {
  return (
    <details className={nested ? "group/sub" : "group/acc"}>
      <summary className="flex items-center justify-between rounded-md px-3 py-3 font-semibold text-slate-800 hover:bg-slate-100">
        {label}
        <ChevronDown className={`h-5 w-5 transition-transform ${nested ? "group-open/sub:rotate-180" : "group-open/acc:rotate-180"}`} />
      </summary>
      <ul className="ml-3 space-y-1 border-l-2 border-slate-200 pl-2">
        {items.map((item) =>
          isGroup(item) ? (
            <li key={item.label}>
              <DrawerGroup label={item.label} items={item.items} nested />
            </li>
          ) : (
            <li key={item.to}>
              <DrawerLink item={item} />
            </li>
          ),
        )}
      </ul>
    </details>
  );
}

function DrawerLink({ item }: { item: MenuLink }) {
  return (
    <NavLink
      to={item.to}
      end
      className={({ isActive }) => `block rounded-md px-3 py-3 hover:bg-slate-100 ${isActive ? "font-semibold text-brand" : "text-slate-800"}`}
    >
      {item.label}
    </NavLink>
  );
}
