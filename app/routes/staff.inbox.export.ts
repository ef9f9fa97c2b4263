import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportSubmissions } from "~/models/staffSubmissions.server";
import { csvDownload, requireStaff } from "~/services/staff.server";
import { readInboxFilters } from "~/utils/staff";

/**
 * The inbox's filtered list as CSV (README "Staff console"). A resource route: the console's
 * layout does not run, so it guards itself.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const filters = readInboxFilters(new URL(request.url).searchParams);
  return csvDownload(request, await exportSubmissions({ ...staff, signal: request.signal }, filters), "inbox");
}
