import { useNavigation } from "@remix-run/react";
import { useEffect, type RefObject } from "react";

/** Open <details> in document order, the root itself first when it is one (the mobile drawer). */
function openMenus(root: HTMLElement): HTMLDetailsElement[] {
  const inner = Array.from(root.querySelectorAll<HTMLDetailsElement>("details[open]"));
  return root instanceof HTMLDetailsElement && root.open ? [root, ...inner] : inner;
}

function closeWithin(details: HTMLDetailsElement) {
  for (const inner of openMenus(details)) inner.open = false;
}

/**
 * Enhances <details>/<summary> menus that already work without JavaScript (DESIGN.md): with it,
 * they close on a click outside, on choosing an item, when focus leaves them, on navigation, and
 * on Escape (focus returns to the summary). Opening a top-level menu closes its open siblings.
 */
export function useMenuDismiss(rootRef: RefObject<HTMLElement>) {
  // When a navigation starts (a link, a form, Back), not when its new location renders: under
  // load React may render the new page a moment after the address changed, and a menu opened in
  // that moment (a quick tap on the new page) would close under the finger. Nothing starts at
  // hydration, so a menu opened before the page finished hydrating stays open too.
  const leaving = useNavigation().state !== "idle";
  useEffect(() => {
    const root = rootRef.current;
    if (leaving && root) for (const details of openMenus(root)) details.open = false;
  }, [leaving, rootRef]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;

    const onDocumentClick = (event: MouseEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      for (const details of openMenus(root)) {
        if (!details.contains(target)) details.open = false;
      }
    };

    const onRootClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("a[href]")) {
        for (const details of openMenus(root)) details.open = false;
      }
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const open = openMenus(root);
      if (open.length === 0) return;
      const active = document.activeElement;
      // The innermost open menu around the focus closes first; otherwise every open menu closes.
      const around = open.filter((details) => active && details.contains(active));
      const innermost = around[around.length - 1];
      if (innermost) {
        closeWithin(innermost);
        innermost.querySelector<HTMLElement>(":scope > summary")?.focus();
      } else {
        for (const details of open) details.open = false;
      }
      event.preventDefault();
    };

    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node)) return;
      for (const details of openMenus(root)) {
        if (!details.contains(next)) details.open = false;
      }
    };

    const onToggle = (event: Event) => {
      const details = event.target;
      if (!(details instanceof HTMLDetailsElement) || !details.open) return;
      const parent = details.parentElement?.closest("details");
      for (const other of openMenus(root)) {
        if (other !== details && !other.contains(details) && other.parentElement?.closest("details") === parent) {
          closeWithin(other);
        }
      }
    };

    document.addEventListener("click", onDocumentClick);
    document.addEventListener("keydown", onKeyDown);
    root.addEventListener("click", onRootClick);
    root.addEventListener("focusout", onFocusOut);
    // `toggle` does not bubble: listen in the capture phase.
    root.addEventListener("toggle", onToggle, true);
    return () => {
      document.removeEventListener("click", onDocumentClick);
      document.removeEventListener("keydown", onKeyDown);
      root.removeEventListener("click", onRootClick);
      root.removeEventListener("focusout", onFocusOut);
      root.removeEventListener("toggle", onToggle, true);
    };
  }, [rootRef]);
}
