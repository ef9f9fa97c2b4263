import type { ActionFunctionArgs } from "@remix-run/node";
import { addTemplate, deleteTemplate, editTemplate } from "~/models/staffMessages.server";
import { PRIVATE_HEADERS, readStaffForm, refuse, replyInvalid, replyRefused, requireStaff } from "~/services/staff.server";
import { templateSchema } from "~/utils/message-schemas";
import { redirectWithSuccess } from "~/utils/toast.server";

const PAGE = "/staff/settings/templates";

/** Add, edit or delete a message template; each answer comes back to the list (Post/Redirect/Get). */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const { formData, submission } = await readStaffForm(request, templateSchema);
  const intent = formData.get("intent");
  const id = String(formData.get("id") ?? "");
  const fields = Object.keys(templateSchema.shape);
  const done = (message: string) => redirectWithSuccess(PAGE, message || "Saved", { headers: PRIVATE_HEADERS });

  if (intent === "add") {
    if (submission.status !== "success") return replyInvalid(submission.reply(), { intent });
    const added = await addTemplate(staff, submission.value);
    if (!added.ok) return replyRefused(request, submission, added, fields, { intent });
    return done(added.data.message);
  }
  if (!/^[1-9]\d{0,8}$/.test(id)) throw new Response("Bad Request", { status: 400, headers: PRIVATE_HEADERS });
  if (intent === "edit") {
    if (submission.status !== "success") return replyInvalid(submission.reply(), { intent });
    const edited = await editTemplate(staff, Number(id), submission.value);
    if (!edited.ok) return replyRefused(request, submission, edited, fields, { intent });
    return done(edited.data.message);
  }
  if (intent === "delete") {
    const deleted = await deleteTemplate(staff, Number(id));
    if (!deleted.ok) return refuse(request, deleted);
    return done(deleted.data.message);
  }
  throw new Response("Bad Request", { status: 400, headers: PRIVATE_HEADERS });
}
