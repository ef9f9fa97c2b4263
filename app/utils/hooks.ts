import { startTransition, useEffect, useState } from "react";
import { perViewForWidth, type PerViewConfig } from "./carousel";

function mediaMatches(query: string): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(query).matches;
}

/** True when the visitor asked for reduced motion (WCAG 2.3.3); false on the server. */
export function usePrefersReducedMotion(): boolean {
  const query = "(prefers-reduced-motion: reduce)";
  const [reduced, setReduced] = useState(() => mediaMatches(query));
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setReduced(list.matches);
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, []);
  return reduced;
}

/** Items per view for the current viewport width; only used by components rendered after hydration. */
export function usePerView(config: PerViewConfig): number {
  const [perView, setPerView] = useState(() => (typeof window === "undefined" ? config.base : perViewForWidth(window.innerWidth, config)));
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setPerView(perViewForWidth(window.innerWidth, config)));
    };
    update();
    window.addEventListener("resize", update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("resize", update);
    };
  }, [config]);
  return perView;
}

/** Whether a component using useEnhanced has mounted in this browser tab: after that, no page is hydrating. */
let enhancedOnce = false;

/**
 * False on the server and while the page hydrates, true from just after: remix-utils' useHydrated,
 * but the switch renders as a transition, which React splits into short slices between the
 * browser's own work, where useHydrated re-renders the component at once in one task. On Home,
 * the carousels replacing their rows made that one task the page's longest (README "Lighthouse").
 * On a client-side navigation after the first such switch it is true at once; before it, the plain
 * version shows for a moment.
 */
export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(enhancedOnce);
  useEffect(() => {
    enhancedOnce = true;
    startTransition(() => setEnhanced(true));
  }, []);
  return enhanced;
}
