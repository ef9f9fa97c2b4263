import type { MetaDescriptor, MetaFunction } from "@remix-run/react";
import type { RootLoader } from "./root-data";
import type { SiteView } from "./site";

/** Title and description of a page (content/pages.ts); the description names the school. */
export type PageInfo = { title: string; description: (school: string) => string };

/**
 * Per-school <title> and description. In Remix v2 a route's `meta` replaces its parents', so every
 * page builds both from the root loader's site view.
 */
export function siteMeta(site: SiteView, pageTitle?: string): MetaDescriptor[] {
  const about = site.about.replace(/\s+/g, " ").trim();
  const description = about.length > 160 ? `${about.slice(0, 157).trimEnd()}…` : about;
  const title = pageTitle ? `${pageTitle} | ${site.name}` : site.name;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:site_name", content: site.name },
  ];
}

/**
 * A route's `meta`: "Our Story | Sunshine Kids Academy" and the page's own description naming the
 * school; without a page, the school's home. `noindex` keeps account pages out of search results.
 */
export function pageMeta(page?: PageInfo, options: { noindex?: boolean } = {}): MetaFunction<unknown, { root: RootLoader }> {
  return ({ matches }) => {
    const site = matches.find((match) => match.id === "root")?.data?.site;
    // Only the root's own error boundary renders without its data, and it has its own meta.
    if (!site) return page ? [{ title: page.title }] : [];
    return pageTags(site, page ? { title: page.title, description: page.description(site.name) } : undefined, options);
  };
}

/** The school's tags with a page's own title and description, and `noindex` for account pages. */
function pageTags(site: SiteView, page: PageCopy | undefined, options: { noindex?: boolean }): MetaDescriptor[] {
  const tags = siteMeta(site, page?.title);
  const robots = options.noindex ? [{ name: "robots", content: "noindex" }] : [];
  if (!page) return [...tags, ...robots];
  const described = tags.map((tag) => {
    if ("name" in tag && tag.name === "description") return { name: "description", content: page.description };
    if ("property" in tag && tag.property === "og:description") return { property: "og:description", content: page.description };
    return tag;
  });
  return [...described, ...robots];
}

/** A page's own title and description in its language, as its loader sends them (`copy.page`). */
export type PageCopy = { title: string; description: string };

/**
 * A route's `meta` from its loader's `copy.page` (README "Languages"): the page's title and
 * description in the page's language; without them (an error), the school's own.
 */
export function copyMeta(options: { noindex?: boolean } = {}): MetaFunction<unknown, { root: RootLoader }> {
  return ({ data, matches }) => {
    const site = matches.find((match) => match.id === "root")?.data?.site;
    const page = (data as { copy?: { page?: PageCopy } } | undefined)?.copy?.page;
    if (!site) return page ? [{ title: page.title }] : [];
    return pageTags(site, page, options);
  };
}
