import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { exportSelected, exportSubmissions } from "~/models/staffSubmissions.server";
import { csvDownload, PRIVATE_HEADERS, readStaffForm, requireStaff } from "~/services/staff.server";
import { bulkSelection, noneSelected } from "~/services/inbox-bulk.server";
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

/** The inbox's ticked records as CSV (its bulk actions' export button posts here). */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const { submission } = await readStaffForm(request, bulkSelection);
  if (submission.status !== "success") throw new Response("Bad Request", { status: 400, headers: PRIVATE_HEADERS });
  const { record = [], back } = submission.value;
  if (record.length === 0) return noneSelected(back);
  return csvDownload(request, await exportSelected({ ...staff, signal: request.signal }, record), "inbox-selected");
}
