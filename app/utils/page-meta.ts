import { FALLBACK_SCHOOL_NAME } from "~/content/site";
import { siteMeta } from "./meta";
import type { SiteView } from "./site";

/**
 * A page's <title> ("Our Story | Sunshine Kids Academy") and its own description naming the school
 * (issue 4). `site` is the root loader's site view (Remix v2: a route's meta replaces its parents').
 */
export function pageMeta(site: SiteView | undefined, page: { title: string; description: (school: string) => string }) {
  const text = page.description(site?.name ?? FALLBACK_SCHOOL_NAME);
  return siteMeta(site, page.title).map((tag) => {
    if ("name" in tag && tag.name === "description") return { name: "description", content: text };
    if ("property" in tag && tag.property === "og:description") return { property: "og:description", content: text };
    return tag;
  });
}
