import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes.js";
import type { DefineRoutesFunction } from "@remix-run/dev/dist/config/routes.js";
import { LANGS, LANGUAGES } from "./languages";

/**
 * The public pages again under each other language's prefix (README "Languages"): /hi/… renders
 * the same route modules as /…, under a layout route (./language-route.tsx) that answers 404 where
 * the school does not offer the language. Route ids get the prefix ("hi/routes/contact.info"); the
 * files are shared. Not under a prefix: the staff console and a staff member's invitation (English,
 * README "Languages"), sign-out, robots.txt and the sitemap (which lists both languages).
 */
const ENGLISH_ONLY = /^routes\/(staff|login_\.claim|logout|robots\[\.\]txt|sitemap\[\.\]xml)([._/]|$)/;

export function languageRoutes(appDirectory: string, ignoredRouteFiles: string[]) {
  return (defineRoutes: DefineRoutesFunction) => {
    const fileRoutes = Object.values(flatRoutes(appDirectory, ignoredRouteFiles)).filter(
      (route) => route.parentId === "root" && !ENGLISH_ONLY.test(route.id),
    );
    return defineRoutes((route) => {
      for (const lang of LANGS) {
        const { prefix } = LANGUAGES[lang];
        if (!prefix) continue;
        route(prefix, "i18n/language-route.tsx", { id: `${prefix}/layout` }, () => {
          for (const page of fileRoutes) {
            route(page.path, page.file, { id: `${prefix}/${page.id}`, index: page.index });
          }
        });
      }
    });
  };
}
