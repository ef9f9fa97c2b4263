import type { LoaderFunctionArgs } from "@remix-run/node";
import { getTenant } from "~/services/tenant.server";
import { errorPageResponse } from "./error-pages.server";
import { offersLanguage } from "./school-languages.server";
import { langOfPath } from "./languages";

/**
 * A school that does not offer the page's language has no pages in it: 404 (README "Languages"),
 * drawn by the root's error page in the school's layout. An unknown host has the fallback site,
 * which is English only.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const tenant = await getTenant(request, { signal: request.signal });
  if (tenant.status === "failed") throw new Response("Service unavailable", { status: 503 });
  if (!offersLanguage(tenant.status === "found" ? tenant.client : null, langOfPath(new URL(request.url).pathname))) {
    // In English: the school does not speak the URL's language.
    throw errorPageResponse("en", 404);
  }
  return null;
}
