import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { visitCalendar } from "~/models/visit.server";
import { lookupsLeft, spendWrongPair, visitorAddress } from "~/services/status-limit.server";
import { getTenant } from "~/services/tenant.server";
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from "~/utils/cross-site";
import { readFormData, rejectSubmission } from "~/utils/forms.server";
import { PRIVATE_CACHE_CONTROL } from "~/utils/shared-page";
import { statusLookupSchema } from "~/utils/staff-schemas";
import { redirectWithError } from "~/utils/toast.server";

const STATUS_PATH = "/admissions/status";
const NOT_FOUND = "We could not find a visit with that reference and mobile number.";
const TOO_MANY = "Too many lookups from your connection. Please wait a few minutes and try again.";

/** Nothing to show on a GET: the download is the answer to the button's POST. */
export const loader = () => redirect("/admissions/visit");

/**
 * "Add to calendar" (README "Visits"): the visit's .ics from the provider (RFC 5545, its time in
 * the school's zone), as an attachment. A POST, so the reference and the mobile never sit in a
 * URL; the status page's limit on wrong pairs applies (services/status-limit.server.ts).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (isCrossSiteRequest(request)) return rejectSubmission({ httpStatus: 403, message: CROSS_SITE_MESSAGE });
  const submission = parseWithZod(await readFormData(request), { schema: statusLookupSchema });
  if (submission.status !== "success") return redirectWithError(STATUS_PATH, NOT_FOUND);
  const address = visitorAddress(context);
  if ((await lookupsLeft(address)) !== null) return redirectWithError(STATUS_PATH, TOO_MANY);
  const tenant = await getTenant(request);
  if (tenant.status !== "found") return redirectWithError(STATUS_PATH, NOT_FOUND);
  const { reference, mobile } = submission.value;
  const answer = await visitCalendar({ clientId: tenant.client.clientId, reference, mobile }, { signal: request.signal });
  if (!answer.ok) {
    if (answer.status === 404 || answer.status === 400) await spendWrongPair(address);
    return redirectWithError(STATUS_PATH, answer.status === 404 || answer.status === 400 ? NOT_FOUND : answer.message);
  }
  return new Response(answer.response.body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="visit-${reference}.ics"`,
      "Cache-Control": PRIVATE_CACHE_CONTROL,
    },
  });
}
