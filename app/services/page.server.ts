import { json } from "@remix-run/node";
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
  client: ClientInfo;
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
export async function loadSchoolPage<T extends object>(
  request: Request,
  fallback: T,
  load: (school: SchoolContext) => Promise<{ page: T; lists: ReadonlyArray<ListResult<unknown>> }>,
) {
  const signal = AbortSignal.timeout(getEnv().API_TIMEOUT_MS);
  // The root loader asks for the same tenant at the same time; the cache shares one lookup.
  const [tenant, token] = await Promise.all([getTenant(request, { signal }), getToken(request)]);
  const none: string[] = [];
  if (tenant.status !== "found") return json({ ...fallback, errors: none });
  const { page, lists } = await load({
    client: tenant.client,
    clientId: tenant.client.clientId,
    origin: schoolOrigin(request, tenant),
    lists: { token, signal },
  });
  return json({ ...page, errors: lists.flatMap((list) => (list.error ? [list.error] : [])) });
}
