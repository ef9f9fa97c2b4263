import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * After a client-side navigation to another page, focus goes to the new page's heading (or main),
 * as a full page load starts a screen reader and the keyboard at the top: otherwise focus stays on
 * the link that is gone, and lands on the body. Not on the first load, nor within a page (?category=),
 * nor away from a menu the visitor has opened meanwhile.
 */
export function useRouteFocus() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // A menu opened since the page changed (a quick tap while it rendered) keeps the focus, and so
    // stays open (use-menu-dismiss.ts closes a menu the focus leaves).
    if (document.activeElement?.closest("details[open]")) return;
    const heading = document.querySelector<HTMLElement>("main h1");
    if (heading && !heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    (heading ?? document.getElementById("main"))?.focus({ preventScroll: true });
  }, [pathname]);
}
