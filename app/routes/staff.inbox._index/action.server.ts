import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { moveBulkStage, sendBulkEmail } from "~/models/staffSubmissions.server";
import { APPLICATION_STAGES } from "~/utils/staff";
import { PRIVATE_HEADERS, readStaffForm, refuse, requireStaff } from "~/services/staff.server";
import { redirectWithError, redirectWithSuccess } from "~/utils/toast.server";
import { backToInbox, bulkSelection, noneSelected } from "~/services/inbox-bulk.server";
import { INBOX_BULK as BULK } from "~/content/staff-inbox";

const bulkAction = bulkSelection.extend({
  // Which button: the template e-mail (the default, as before the stage move) or the stage move.
  intent: z.enum(["email", "stage"]).optional(),
  templateId: z
    .string()
    .regex(/^[1-9]\d{0,8}$/)
    .optional(),
  status: z.enum(APPLICATION_STAGES).optional(),
});

/**
 * The inbox's bulk actions, one plain form around the list: a template e-mail to every selected
 * family, or the selected enrollments to one stage; the provider's answer as a toast, back on the
 * same filtered page. (Its export button posts
 * to the CSV's own resource route, routes/staff.inbox.export.ts: a route with a page cannot answer
 * a file.)
 */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const { submission } = await readStaffForm(request, bulkAction);
  if (submission.status !== "success") throw new Response("Bad Request", { status: 400, headers: PRIVATE_HEADERS });
  const { record = [], templateId, status, back, intent } = submission.value;
  const to = backToInbox(back);
  if (record.length === 0) return noneSelected(back);
  if (intent === "stage" && !status) return redirectWithError(to, BULK.noStage, { headers: PRIVATE_HEADERS });
  if (intent !== "stage" && !templateId) return redirectWithError(to, BULK.noTemplate, { headers: PRIVATE_HEADERS });
  const sent = status && intent === "stage" ? await moveBulkStage(staff, record, status) : await sendBulkEmail(staff, record, templateId ?? "");
  if (!sent.ok && (sent.status === 400 || sent.status === 404 || sent.status === 409))
    return redirectWithError(to, sent.message, { headers: PRIVATE_HEADERS });
  if (!sent.ok) return refuse(request, sent);
  return redirectWithSuccess(to, sent.data.message, { headers: PRIVATE_HEADERS });
}
