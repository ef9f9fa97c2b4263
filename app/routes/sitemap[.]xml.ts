import type { LoaderFunctionArgs } from "@remix-run/node";
import { MAIN_MENU, PROGRAM_PATHS } from "~/content/navigation";
import { programsNotOffered } from "~/services/school-pages.server";
import { getTenant, schoolOrigin } from "~/services/tenant.server";
import { LANGUAGES, pathIn } from "~/i18n/languages";
import { schoolDefaultLang, schoolLangs } from "~/i18n/school-languages.server";
import { menuPaths, menuWithout } from "~/utils/menu";
import { SHARED_CACHE_CONTROL } from "~/utils/shared-page";

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/**
 * /sitemap.xml per school: absolute URLs on the school's own domain (its publicDomain, never the
 * raw Host). An unknown host has no sitemap; a failed lookup answers 503 so crawlers retry.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const tenant = await getTenant(request);
  if (tenant.status === "failed") {
    return new Response("Service unavailable", { status: 503, headers: { "Content-Type": "text/plain", "Retry-After": "60" } });
  }
  const origin = schoolOrigin(request, tenant);
  if (!origin || tenant.status !== "found") return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });

  // Every page the menu reaches (SPEC §2 "Menu structure" covers the whole route table), once, but
  // a program the school does not offer (README "Staff console": "Pages").
  const { off } = await programsNotOffered(tenant.client.clientId);
  const menu = menuWithout(
    MAIN_MENU,
    off.map((program) => PROGRAM_PATHS[program]),
  );
  const paths = Array.from(new Set(menuPaths(menu)));
  // Each page in each of the school's languages, with its versions as alternates (README
  // "Languages"); a school with one language has plain entries.
  const langs = schoolLangs(tenant.client).filter((lang) => !("test" in LANGUAGES[lang]));
  const defaultLang = schoolDefaultLang(tenant.client);
  const url = (lang: (typeof langs)[number], path: string) => escapeXml(`${origin}${pathIn(lang, path)}`);
  const alternates = (path: string) =>
    langs.length < 2
      ? ""
      : [
          ...langs.map((lang) => `<xhtml:link rel="alternate" hreflang="${LANGUAGES[lang].intl}" href="${url(lang, path)}"/>`),
          `<xhtml:link rel="alternate" hreflang="x-default" href="${url(defaultLang, path)}"/>`,
        ].join("");
  const urls = langs.flatMap((lang) => paths.map((path) => `  <url><loc>${url(lang, path)}</loc>${alternates(path)}</url>`)).join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    // As fresh as a page (README "Caching"): a program the school stops offering leaves it at once.
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SHARED_CACHE_CONTROL },
  });
}
