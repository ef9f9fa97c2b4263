/**
 * How many items a multi-item carousel shows at a viewport width (SPEC §2 "Home"), and grouping of
 * items into pages. A carousel (components/carousel/SlideTrack.tsx) shows one slide at a time, so
 * a slide here is a page of `perView` items; previous/next move a page.
 */

export type PerViewConfig = {
  /** Items per view on wide screens. */
  base: number;
  /** Fewer items below a width, in px (the breakpoint itself uses the wider count). */
  below: Array<{ width: number; perView: number }>;
};

/** 'Gallery of our classes': 3, 2 below 1024 px, 1 below 768 px. */
export const CLASS_GALLERY_PER_VIEW: PerViewConfig = {
  base: 3,
  below: [
    { width: 1024, perView: 2 },
    { width: 768, perView: 1 },
  ],
};

/** 'About the Teachers': 4, 2 below 1024 px, 1 below 640 px. */
export const TEACHERS_PER_VIEW: PerViewConfig = {
  base: 4,
  below: [
    { width: 1024, perView: 2 },
    { width: 640, perView: 1 },
  ],
};

export function perViewForWidth(width: number, config: PerViewConfig): number {
  let perView = config.base;
  let narrowest = Infinity;
  for (const rule of config.below) {
    if (width < rule.width && rule.width < narrowest) {
      narrowest = rule.width;
      perView = rule.perView;
    }
  }
  return Math.max(1, perView);
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const step = Math.max(1, Math.floor(size));
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += step) pages.push(items.slice(start, start + step));
  return pages;
}

/**
 * A carousel's words in the page's language, as its page's loader sends them (README "Languages"):
 * its name (`label`), what Pause/Play moves (`what`), the arrows, "%1 of %2" of a slide and the
 * phone's line "%1 … : swipe sideways" (the numbers are filled in here, where they are known).
 */
export type CarouselCopy = {
  label: string;
  what: string;
  previous: string;
  next: string;
  slideOf: string;
  swipe: string;
  play: string;
  pause: string;
};

/** "%1 of %2" with its numbers. */
export const fill = (template: string, ...values: Array<string | number>) =>
  template.replace(/%(\d)/g, (token, index: string) => String(values[Number(index) - 1] ?? token));
