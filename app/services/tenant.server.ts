import { getClientByPublicDomain, type ClientInfo, type ClientLookup } from "~/models/client.server";
import { SwrCache } from "~/utils/cache.server";
import { contentChangesHeard, HEARD_FRESH_MS, onSchoolContentChange } from "~/utils/content-change.server";
import { getEnv } from "~/utils/env.server";
import { isPlausibleHostname, tenantHostname } from "~/utils/host";
import { log } from "../../shared/log.server";

/** The school of a request, looked up by its hostname (utils/host.ts). */
export type Tenant =
  { status: "found"; host: string; client: ClientInfo } | { status: "unknown"; host: string } | { status: "failed"; host: string; message: string };

/** The host → school answers' budget (README "Caching": "how big"): 4 MiB, about 800 hostnames (a school's details are ~5 KB; measured by `npm run bench:scale`). */
const TENANT_CACHE_BYTES = 4 * 1024 * 1024;

/**
 * One entry per hostname: fresh until the school changes something where this process hears its
 * changes (HEARD_FRESH_MS), else 60 s; then up to 10 min stale while one refresh runs; unknown or
 * failed hosts 10 s (a made-up Host header's entry is small and goes soon).
 */
const tenantCache = new SwrCache<ClientLookup>({
  maxBytes: TENANT_CACHE_BYTES,
  ttlMs: () => (contentChangesHeard() ? HEARD_FRESH_MS : 60_000),
  staleWhileRevalidateMs: 10 * 60_000,
  negativeTtlMs: 10_000,
  name: "tenants",
});

/**
 * A school's details or domains changed (README "Staff console"): the hostnames that answered with
 * this school, and the hostnames just added or removed (a new one may be cached as unknown), ask
 * the provider again on their next request. Another school's entries are left alone.
 */
export function forgetTenant(clientId: number, hosts: readonly string[] = []): void {
  tenantCache.deleteWhere((host, value) => hosts.includes(host) || (value?.status === "found" && value.client.clientId === clientId));
}
onSchoolContentChange("tenant", (clientId, hosts) => (clientId === null ? tenantCache.clear() : forgetTenant(clientId, hosts)));

async function lookup(host: string, signal: AbortSignal): Promise<ClientLookup> {
  const result = await getClientByPublicDomain(host, { signal });
  // Logged once per lookup, not per request: the negative cache bounds how often (SPEC §1, §8).
  if (result.status === "unknown") log("info", "tenant.unknown", { host });
  if (result.status === "failed") log("warn", "tenant.lookup_failed", { host, status: result.httpStatus });
  return result;
}

/**
 * The school for this request. Never throws and never answers with another host's school: the
 * cache key is the hostname itself. `signal` is the loader's deadline (default: API_TIMEOUT_MS).
 */
export async function getTenant(request: Request, options: { signal?: AbortSignal } = {}): Promise<Tenant> {
  const host = tenantHostname(request);
  if (!host) {
    log("info", "tenant.invalid_host", {});
    return { status: "unknown", host: "" };
  }
  const signal = options.signal ?? AbortSignal.timeout(getEnv().API_TIMEOUT_MS);
  let result: ClientLookup;
  try {
    result = await tenantCache.getOrLoad(host, () => lookup(host, signal), {
      isNegative: (value) => value.status === "unknown",
      isFailure: (value) => value.status === "failed",
    });
  } catch (error) {
    log("error", "tenant.lookup_crashed", { host, reason: error instanceof Error ? error.name : "unknown" });
    return { status: "failed", host, message: "" };
  }
  // The provider decides which hostnames belong to a school (a school may have several; its
  // publicDomain is the primary one), so the answer is used as it is.
  if (result.status === "found") return { status: "found", host, client: result.client };
  if (result.status === "failed") return { status: "failed", host, message: result.message };
  return { status: "unknown", host };
}

/**
 * The school's canonical origin for absolute links (the canonical link, sitemap.xml, robots.txt,
 * JSON-LD): its primary domain (publicDomain), else the hostname the provider confirmed, with the
 * request's scheme and port. Never the raw Host header of an unknown host (DESIGN.md step 1).
 */
export function schoolOrigin(request: Request, tenant: Tenant): string | null {
  if (tenant.status !== "found") return null;
  const url = new URL(request.url);
  const primary = tenant.client.publicDomain.toLowerCase();
  const host = isPlausibleHostname(primary) ? primary : tenant.host;
  return `${url.protocol}//${host}${url.port ? `:${url.port}` : ""}`;
}
