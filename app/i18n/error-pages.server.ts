import { json } from "@remix-run/node";
import { catalogue, requestLang } from "./catalogue.server";
import type { Lang } from "./languages";

/**
 * A 404 or 400 to throw from a public page's loader or action, carrying the words of its error
 * page in the page's language (README "Languages"): the root's error page shows them from the
 * response (`errorPageOf` in utils/root-data.ts), so that the root's data of every other page need
 * not carry them. `from` is the request, or the language when the URL's own cannot be served.
 */
export function errorPageResponse(from: Request | Lang, status: 400 | 404, headers?: HeadersInit): Response {
  const lang = typeof from === "string" ? from : requestLang(from);
  const pages = catalogue(lang).layout.errorPages;
  return json({ errorPage: status === 404 ? pages.notFound : pages.badRequest }, { status, headers });
}
