import type { LoaderFunctionArgs } from "@remix-run/node";
import { errorPageResponse } from "~/i18n/error-pages.server";

/**
 * Every URL no other route matches: a real 404 status, rendered by the root ErrorBoundary inside
 * the site layout (DESIGN.md "Style": unknown URLs get a real 404 page with the site layout).
 */
export function loader({ request }: LoaderFunctionArgs) {
  throw errorPageResponse(request, 404);
}

export default function NotFound() {
  return null;
}
