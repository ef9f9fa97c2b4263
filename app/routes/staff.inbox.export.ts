import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportSubmissions } from "~/models/staffSubmissions.server";
import { PRIVATE_HEADERS, refuse, requireStaff } from "~/services/staff.server";
import { readInboxFilters } from "~/utils/staff";

/**
 * The inbox's filtered list as CSV (README "Staff console"): the provider's file streamed through
 * to the browser as it comes (UTF-8 with BOM, formula cells escaped there), never cached. A
 * resource route: the console's layout does not run, so it guards itself.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const filters = readInboxFilters(new URL(request.url).searchParams);
  const file = await exportSubmissions({ ...staff, signal: request.signal }, filters);
  if (!file.ok) return refuse(request, file);
  const { response } = file;
  const day = new Date().toISOString().slice(0, 10);
  return new Response(response.body, {
    status: 200,
    headers: {
      "Content-Type": response.headers.get("Content-Type") ?? "text/csv; charset=utf-8",
      "Content-Disposition": response.headers.get("Content-Disposition") ?? `attachment; filename="inbox-${day}.csv"`,
      ...PRIVATE_HEADERS,
    },
  });
}
