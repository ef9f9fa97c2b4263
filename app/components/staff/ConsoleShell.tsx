import { Form, Link, NavLink } from "@remix-run/react";
import { useContext, useRef, type ReactNode } from "react";
import { MenuIcon } from "~/components/layout/icons";
import { useMenuDismiss } from "~/components/layout/use-menu-dismiss";
import { imageSources } from "~/utils/images";
import { clearLocalStorage } from "~/utils/local-storage";
import { ToasterSlot } from "~/utils/root-data";

export type ConsoleSection = { to: string; label: string; end?: boolean; count?: { value: number; label: string } };

type ShellText = { consoleName: string; navLabel: string; menu: string; signedInAs: string; signOut: string; viewSite: string };

type ShellProps = {
  school: { name: string; logoUrl: string };
  person: { name: string; role: string };
  sections: readonly ConsoleSection[];
  text: ShellText;
  children: ReactNode;
};

/**
 * The staff console's own layout (README "Staff console"), in place of the public site's header
 * and footer: the school's name and logo, the sections in one column beside the page on a wide
 * screen (a side bar from 1024 px), behind a Menu button on a phone (a <details>, so it opens
 * without JavaScript), the signed-in person with Sign Out. root.tsx leaves the document to it on
 * /staff/… and hands it the toasts (ToasterSlot). Its classes are in tailwind.css (".console-…").
 */
export function ConsoleShell({ school, person, sections, text, children }: ShellProps) {
  const toaster = useContext(ToasterSlot);
  const menu = useRef<HTMLDetailsElement>(null);
  // With JavaScript the menu also closes on Escape, a click outside and choosing a section.
  useMenuDismiss(menu);
  return (
    <div className="flex-1 lg:pl-64">
      <header className="console-header">
        <div className="console-top">
          <Link to="/staff" className="console-school">
            {/* The name beside it says what the logo would: decorative here. */}
            <img {...imageSources(school.logoUrl, "96px")} alt="" width={32} height={32} />
            <span className="min-w-0">
              <b>{school.name}</b>
              <small>{text.consoleName}</small>
            </span>
          </Link>
          {/* Below 1024 px the sections are behind this button; a tap on the dimmed page (the
              summary's span) closes it without JavaScript. */}
          <details ref={menu} id="console-menu" className="shrink-0 lg:hidden">
            <summary className="console-menu-button">
              <MenuIcon className="h-5 w-5" />
              {text.menu}
              <span aria-hidden="true" />
            </summary>
            <div className="console-menu-panel">
              <nav aria-label={text.navLabel} className="p-3">
                <Sections sections={sections} place="menu" />
              </nav>
              <Person person={person} text={text} />
            </div>
          </details>
        </div>
        <nav aria-label={text.navLabel} className="console-side">
          <Sections sections={sections} place="side" />
        </nav>
        <div className="hidden lg:block">
          <Person person={person} text={text} />
        </div>
      </header>
      {toaster}
      <main id="main" tabIndex={-1} className="console-main">
        {children}
      </main>
    </div>
  );
}

function Sections({ sections, place }: { sections: readonly ConsoleSection[]; place: string }) {
  return (
    <ul className="console-sections">
      {sections.map(({ to, end, label, count }) => {
        // The count's words describe the link, so its name stays the section's own ("Inbox").
        const countId = count ? `${place}-count-${to}` : undefined;
        return (
          <li key={to}>
            <NavLink to={to} end={end} aria-describedby={countId} className="console-section">
              {label}
              {count ? <span aria-hidden="true">{count.value}</span> : null}
              {count ? (
                <span id={countId} hidden>
                  {count.label}
                </span>
              ) : null}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}

function Person({ person, text }: { person: ShellProps["person"]; text: ShellText }) {
  return (
    <div className="console-person">
      <p>
        <span className="sr-only">{text.signedInAs} </span>
        <b>{person.name}</b>
        {person.role}
      </p>
      <Form method="post" action="/logout" onSubmit={clearLocalStorage}>
        <button type="submit">{text.signOut}</button>
      </Form>
      <Link to="/">{text.viewSite}</Link>
    </div>
  );
}
