import type { SiteView } from "./site";
import { FALLBACK_ABOUT, FALLBACK_SCHOOL_NAME } from "~/content/site";

/**
 * Per-school <title> and description. In Remix v2 a route's `meta` replaces its parents', so every
 * route builds both from the root loader's site view.
 */
export function siteMeta(site: SiteView | undefined, pageTitle?: string) {
  const name = site?.name ?? FALLBACK_SCHOOL_NAME;
  const about = (site?.about ?? FALLBACK_ABOUT).replace(/\s+/g, " ").trim();
  const description = about.length > 160 ? `${about.slice(0, 157).trimEnd()}…` : about;
  const title = pageTitle ? `${pageTitle} | ${name}` : name;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:site_name", content: name },
  ];
}
