import { getClientByPublicDomain, type ClientInfo, type ClientLookup } from "~/models/client.server";
import { SwrCache } from "./cache.server";
import { log } from "./log.server";

/**
 * The tenant is the request's hostname (SPEC §1, DESIGN.md step 1). server.ts sets Express
 * `trust proxy` to the TRUST_PROXY hop count, and @remix-run/express builds request.url from
 * req.hostname, so the URL's hostname follows X-Forwarded-Host only when that hop is trusted.
 * The URL keeps the port, hence `hostname`, not `host` (STACK.md).
 */

export type Tenant =
  | { status: "found"; host: string; client: ClientInfo }
  | { status: "unknown"; host: string }
  | { status: "failed"; host: string; message: string };

/** One entry per hostname: 60 s fresh, then up to 10 min stale while one refresh runs; unknown or failed hosts 10 s. */
export const tenantCache = new SwrCache<ClientLookup>({
  max: 500,
  ttlMs: 60_000,
  staleWhileRevalidateMs: 10 * 60_000,
  negativeTtlMs: 10_000,
});

// RFC 1035 names (and IP literals); anything else cannot be a school's domain and is not worth an API call.
const HOSTNAME = /^(?:(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]{2,45}\])$/;

export function isPlausibleHostname(value: string): boolean {
  return HOSTNAME.test(value);
}

/** The lower-cased hostname of the request, or null when it is not a plausible domain name. */
export function tenantHostname(request: Request): string | null {
  let hostname: string;
  try {
    hostname = new URL(request.url).hostname.toLowerCase().replace(/\.$/, "");
  } catch {
    return null;
  }
  return HOSTNAME.test(hostname) ? hostname : null;
}

async function lookup(host: string, signal: AbortSignal | undefined): Promise<ClientLookup> {
  const result = await getClientByPublicDomain(host, { signal });
  // Logged once per lookup, not per request: the negative cache bounds how often (SPEC §1, §8).
  if (result.status === "unknown") log("info", "tenant.unknown", { host });
  if (result.status === "failed") log("warn", "tenant.lookup_failed", { host, status: result.httpStatus });
  return result;
}

/**
 * The school for this request. Never throws and never answers with another host's school: the
 * cache key is the hostname itself. `signal` is the loader's deadline.
 */
export async function getTenant(request: Request, options: { signal?: AbortSignal } = {}): Promise<Tenant> {
  const host = tenantHostname(request);
  if (!host) {
    log("info", "tenant.invalid_host", {});
    return { status: "unknown", host: "" };
  }
  let result: ClientLookup;
  try {
    result = await tenantCache.getOrLoad(host, () => lookup(host, options.signal), {
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
