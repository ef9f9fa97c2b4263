import { isPlausibleHostname, type Tenant } from "./tenant.server";

/**
 * The school's canonical origin for absolute links (sitemap.xml, robots.txt): its primary domain
 * (publicDomain), else the hostname the provider confirmed, with the request's scheme and port.
 * Never the raw Host header of an unknown host (DESIGN.md step 1). Same rule as the root loader's
 * canonical link.
 */
export function schoolOrigin(request: Request, tenant: Tenant): string | null {
  if (tenant.status !== "found") return null;
  const url = new URL(request.url);
  const primary = tenant.client.publicDomain.toLowerCase();
  const host = isPlausibleHostname(primary) ? primary : tenant.host;
  return `${url.protocol}//${host}${url.port ? `:${url.port}` : ""}`;
}
