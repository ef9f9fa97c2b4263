/**
 * The school is the request's hostname (SPEC §1, DESIGN.md step 1). server.ts sets Express
 * `trust proxy` to the TRUST_PROXY hop count, and @remix-run/express builds request.url from
 * req.hostname, so the URL's hostname follows X-Forwarded-Host only when that hop is trusted.
 * The URL keeps the port, hence `hostname`, not `host` (STACK.md).
 */

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
  return isPlausibleHostname(hostname) ? hostname : null;
}
