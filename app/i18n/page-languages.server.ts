import type { AlternateLink, LanguageLink } from "~/utils/root-data";
import { LANGUAGES, pathIn, unprefixed, type Lang } from "./languages";

/**
 * A page's versions in the school's languages (README "Languages"), worked out from the request's
 * URL by the root loader, which runs again on every navigation: the header's plain links to the
 * same page in each other language, and the alternates for search engines (each language, and
 * x-default for the school's default). A test locale is never among them.
 */
export function pageLanguages(
  url: URL,
  { lang, langs, defaultLang, origin }: { lang: Lang; langs: readonly Lang[]; defaultLang: Lang; origin: string | null },
): { switchTo: LanguageLink[]; alternates: AlternateLink[] } {
  const parents = langs.filter((each) => !("test" in LANGUAGES[each]));
  const page = unprefixed(url.pathname);
  // The page without its query: a link on the page never repeats what a URL says (a "sent" flag,
  // a reference), which would make it part of the page for anyone sent that URL.
  const switchTo = parents.filter((each) => each !== lang).map((each) => ({ lang: each, name: LANGUAGES[each].name, href: pathIn(each, page) }));
  const alternates =
    origin && parents.length > 1
      ? [
          ...parents.map((each) => ({ hrefLang: LANGUAGES[each].intl, href: `${origin}${pathIn(each, page)}` })),
          { hrefLang: "x-default", href: `${origin}${pathIn(defaultLang, page)}` },
        ]
      : [];
  return { switchTo, alternates };
}
