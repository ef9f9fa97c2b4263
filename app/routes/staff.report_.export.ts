import type { LoaderFunctionArgs } from "@remix-run/node";
import { askedYear, exportSeasonReport } from "~/models/staffReport.server";
import { csvDownload, notFound, requireStaff } from "~/services/staff.server";

/**
 * The season at a glance as CSV (README "Admissions": "The season at a glance"): the page's numbers,
 * one line per class, the total and each source. A resource route: the console's layout does not
 * run, so it guards itself.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const yearId = askedYear(request);
  if (yearId === null) throw notFound();
  return csvDownload(request, await exportSeasonReport({ ...staff, signal: request.signal }, yearId), "season");
}
