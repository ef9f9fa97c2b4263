import { json } from "@remix-run/node";
import { FALLBACK_SCHOOL_NAME } from "~/content/site";
import { catalogue, requestLang, type Catalogue } from "~/i18n/catalogue.server";
import { providerMessage } from "~/i18n/form-copy.server";
import type { Lang } from "~/i18n/languages";
import { clientIn } from "~/services/school.server";
import type { ClientInfo } from "~/models/client.server";
import type { ListCallOptions, ListResult } from "~/models/list.server";
import { getEnv } from "~/utils/env.server";
import { getToken } from "~/utils/session.server";
import { getTenant, schoolOrigin } from "./tenant.server";

/**
 * What a page's lists are asked with: the school, and the visitor's token and the loader's deadline;
 * and the school's canonical origin, for absolute URLs in the page.
 */
export type SchoolContext = {
  /** The school's client info, its texts in the page's language (README "Languages"). */
  client: ClientInfo;
  lang: Lang;
  words: Catalogue;
  clientId: number;
  origin: string | null;
  lists: ListCallOptions & { signal: AbortSignal };
};

/**
 * The loader of a page that shows the school's lists (DESIGN.md "A request, end to end", step 2):
 * one deadline for all its calls, the school and the visitor's token together, then `load` asks
 * for its lists in parallel. Each failed list becomes an error toast (`errors`, SPEC §8) and the
 * rest of the page renders. An unknown or failed school gets `fallback`: no school's data (SPEC §1).
 */
export async function loadSchoolPage<T extends object, C = undefined>(
  request: Request,
  fallback: T,
  load: (school: SchoolContext) => Promise<{ page: T; lists: ReadonlyArray<ListResult<unknown>> }>,
  /**
   * The page's words in its language, with the school's name in them (README "Languages"): sent
   * as `copy`, so no catalogue ships to the browser.
   */
  words?: (words: Catalogue, school: string) => C,
) {
  const signal = AbortSignal.timeout(getEnv().API_TIMEOUT_MS);
  const lang = requestLang(request);
  // The root loader asks for the same tenant at the same time; the cache shares one lookup.
  const [tenant, token] = await Promise.all([getTenant(request, { signal }), getToken(request)]);
  const none: string[] = [];
  const client = tenant.status === "found" ? clientIn(tenant.client, lang) : null;
  const copy = words?.(catalogue(lang), client?.clientName ?? FALLBACK_SCHOOL_NAME) as C;
  if (tenant.status !== "found" || !client) return json({ ...fallback, copy, errors: none });
  const { page, lists } = await load({
    client,
    lang,
    words: catalogue(lang),
    clientId: client.clientId,
    origin: schoolOrigin(request, tenant),
    lists: { token, signal },
  });
  return json({ ...page, copy, errors: lists.flatMap((list) => (list.error ? [providerMessage(lang, list.error)] : [])) });
}
