import type { LoaderFunctionArgs } from "@remix-run/node";
import { getTenant, schoolOrigin } from "~/services/tenant.server";

/**
 * /robots.txt per school: a school's site may be crawled and names its own sitemap (absolute, on
 * its publicDomain). An unknown host only shows the fallback site, which should not be indexed.
 * A failed lookup answers 503, which crawlers treat as "try again later".
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const tenant = await getTenant(request);
  const headers = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" };
  if (tenant.status === "failed") {
    return new Response("Service unavailable\n", { status: 503, headers: { "Content-Type": "text/plain", "Retry-After": "60" } });
  }
  const origin = schoolOrigin(request, tenant);
  if (!origin) return new Response("User-agent: *\nDisallow: /\n", { headers });
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`, { headers });
}
