import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportSubscribers } from "~/models/newsletter.server";
import { csvDownload, requireStaff } from "~/services/staff.server";

/**
 * The school's newsletter list as CSV (README "Newsletter"): current subscribers with their
 * unsubscribe links. A resource route: the console's layout does not run, so it guards itself.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  return csvDownload(request, await exportSubscribers({ ...staff, signal: request.signal }), "newsletter");
}
