import { en } from "./en.server";
import { hi } from "./hi.server";
import { langOfPath, type Lang } from "./languages";
import { pseudoLocalize } from "../../shared/i18n/pseudo";
import type { Widen } from "../../shared/i18n/widen";

/**
 * A catalogue's shape: English's (./en.server.ts) with every text widened to `string`, so another
 * language's file is checked by the compiler for every section, key and parameter. Texts that take
 * values are functions (a Hindi sentence puts them where Hindi puts them); loaders call them and
 * send pages plain strings, so no catalogue reaches the browser (README "Languages").
 */
export type Catalogue = Widen<typeof en>;

const CATALOGUES: Record<Lang, Catalogue> = {
  en,
  hi,
  "en-XA": pseudoLocalize(en),
};

export function catalogue(lang: Lang): Catalogue {
  return CATALOGUES[lang];
}

/** The language of the page a request is for (its URL's prefix, README "Languages"). */
export function requestLang(request: Request): Lang {
  return langOfPath(new URL(request.url).pathname);
}
