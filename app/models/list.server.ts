import { z } from "zod";
import { apiRequest } from "~/utils/api.server";
import { SwrCache } from "~/utils/cache.server";
import { contentChangesHeard, HEARD_FRESH_MS, onSchoolContentChange } from "~/utils/content-change.server";
import { log } from "../../shared/log.server";

/**
 * Shared plumbing of the list resources of SPEC §7 (`{ data, count }` answers).
 *
 * A list never throws: a failure becomes `{ data: [], count: 0, error }` where `error` is the
 * server's `message` or the generic message (SPEC §8), so the route can add a toast and render
 * the rest of the page.
 */

export type ListResult<T> = { data: T[]; count: number; error?: string };

export type ListCallOptions = {
  /** Bearer token from the visitor's session; such calls bypass the shared cache (SPEC §6). */
  token?: string;
  /** The loader's deadline. */
  signal?: AbortSignal;
};

/** Optional texts may come as "" or, from another provider, null or missing. */
export const text = z
  .string()
  .nullish()
  .transform((value) => value ?? "");

export const id = z.union([z.number(), z.string()]);

/**
 * A row's texts in other languages ({"hi": {"title": "…"}}, README "Languages"); another provider
 * may send none, or something else: then there are none, and the English texts show.
 */
export const translations = z.record(z.record(z.string())).optional().catch(undefined);

/** A list query in the parameter order SPEC §7 lists for the resource. */
export function listQuery(entries: Array<[string, string | number | boolean]>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of entries) query.append(key, String(value));
  return query;
}

const envelope = z.object({
  data: z.array(z.unknown()),
  count: z.coerce.number().int().nonnegative().catch(0),
});

/** Every list resource's anonymous answers together (README "Caching": "how big"): 32 MiB. */
export const LIST_CACHE_BYTES = 32 * 1024 * 1024;
/** How long an answer is fresh where this process cannot hear a school's changes (README "Caching"). */
const UNHEARD_FRESH_MS = 30_000;

/**
 * The lists' one cache, shared by every resource and keyed by path and full query (which carries
 * the clientId, so per school): one byte budget for all of them, so a school's heavy gallery and
 * another's light directions compete for the same memory, not each for a count of its own. Fresh
 * until the school changes something where this process hears its changes (HEARD_FRESH_MS), else
 * 30 s; then served stale up to two more minutes while one refresh runs; a failure is kept 5 s so
 * a struggling API is not hammered.
 */
const listCache = new SwrCache<ListResult<unknown>>({
  maxBytes: LIST_CACHE_BYTES,
  ttlMs: () => (contentChangesHeard() ? HEARD_FRESH_MS : UNHEARD_FRESH_MS),
  staleWhileRevalidateMs: 120_000,
  negativeTtlMs: 5_000,
  name: "lists",
});

/** The clientId a cache key names (`<path>?<query>`). */
function keyClientId(key: string): string | null {
  return new URLSearchParams(key.slice(key.indexOf("?") + 1)).get("clientId");
}

/** Drops one school's cached answers of every list (or of one path). */
function forgetSchoolLists(clientId: number, path?: string): void {
  const id = String(clientId);
  listCache.deleteWhere((key) => (path === undefined || key.startsWith(`${path}?`)) && keyClientId(key) === id);
}

// A school's content changed on this instance or another (README "Many instances"): all its
// cached answers of every list go (changes are rare; which list one touched is not tracked here).
onSchoolContentChange("lists", (clientId) => (clientId === null ? listCache.clear() : forgetSchoolLists(clientId)));

/** A typed list fetcher for one path, cached in the lists' one cache (above). */
export function createListResource<S extends z.ZodTypeAny>(path: string, item: S) {
  type Item = z.output<S>;

  async function load(query: URLSearchParams, options: ListCallOptions): Promise<ListResult<Item>> {
    const result = await apiRequest(path, { query, token: options.token, signal: options.signal, schema: envelope });
    if (!result.ok) return { data: [], count: 0, error: result.message };
    // One malformed row must not blank the whole list: keep the rows that parse.
    const data: Item[] = [];
    let dropped = 0;
    for (const row of result.data.data) {
      const parsed = item.safeParse(row);
      if (parsed.success) data.push(parsed.data);
      else dropped += 1;
    }
    if (dropped > 0) log("warn", "api.rows_dropped", { path, dropped });
    return { data, count: Math.max(result.data.count, data.length) };
  }

  return {
    path,
    /** Drops one school's cached answers of this list. */
    forgetSchool(clientId: number): void {
      forgetSchoolLists(clientId, path);
    },
    list(query: URLSearchParams, options: ListCallOptions = {}): Promise<ListResult<Item>> {
      if (options.token) return load(query, options);
      // The shared cache holds every resource's rows; this key's rows are this resource's (Item).
      return listCache.getOrLoad(`${path}?${query.toString()}`, () => load(query, options), {
        isFailure: (value) => value.error !== undefined,
      }) as Promise<ListResult<Item>>;
    },
  };
}
