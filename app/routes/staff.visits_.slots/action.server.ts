import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { addVisitClosure, deleteVisitClosure, deleteVisitSlot, saveVisitSettings, saveVisitSlot } from "~/models/staffVisits.server";
import { PRIVATE_HEADERS, readStaffForm, refuse, replyInvalid, replyRefused, requireStaff } from "~/services/staff.server";
import { redirectWithSuccess } from "~/utils/toast.server";
import { visitClosureSchema, visitSettingsSchema, visitSlotSchema } from "~/utils/visit-schemas";

const PATH = "/staff/visits/slots";

const intent = z.object({
  intent: z.enum(["settings", "slot", "deleteSlot", "closure", "deleteClosure"]),
  id: z
    .string()
    .regex(/^[1-9]\d{0,8}$/)
    .transform(Number)
    .optional(),
});

/**
 * Every form of the visit times' page (README "Staff console"): the booking settings, a weekly time
 * added, edited or deleted, a closed date added or removed. A refused form comes back with its
 * values and errors, and `editing` names which of the page's forms it was.
 */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const { formData, submission: asked } = await readStaffForm(request, intent);
  if (asked.status !== "success") throw new Response("Bad Request", { status: 400, headers: PRIVATE_HEADERS });
  const { id } = asked.value;
  const done = (message: string) => redirectWithSuccess(PATH, message || "Saved", { headers: PRIVATE_HEADERS });

  switch (asked.value.intent) {
    case "settings": {
      const submission = parseWithZod(formData, { schema: visitSettingsSchema });
      const editing = "settings";
      if (submission.status !== "success") return replyInvalid(submission.reply(), { editing });
      const saved = await saveVisitSettings(staff, submission.value);
      if (!saved.ok) return replyRefused(request, submission, saved, Object.keys(visitSettingsSchema.shape), { editing });
      return done(saved.data.message);
    }
    case "slot": {
      const submission = parseWithZod(formData, { schema: visitSlotSchema });
      const editing = id === undefined ? "slot-new" : `slot-${id}`;
      if (submission.status !== "success") return replyInvalid(submission.reply(), { editing });
      const saved = await saveVisitSlot(staff, id ?? null, submission.value);
      if (!saved.ok) return replyRefused(request, submission, saved, Object.keys(visitSlotSchema.shape), { editing });
      return done(saved.data.message);
    }
    case "closure": {
      const submission = parseWithZod(formData, { schema: visitClosureSchema });
      const editing = "closure";
      if (submission.status !== "success") return replyInvalid(submission.reply(), { editing });
      const saved = await addVisitClosure(staff, submission.value);
      if (!saved.ok) return replyRefused(request, submission, saved, Object.keys(visitClosureSchema.shape), { editing });
      return done(saved.data.message);
    }
    case "deleteSlot":
    case "deleteClosure": {
      if (id === undefined) throw new Response("Bad Request", { status: 400, headers: PRIVATE_HEADERS });
      const deleted = asked.value.intent === "deleteSlot" ? await deleteVisitSlot(staff, id) : await deleteVisitClosure(staff, id);
      // Gone already (a second click, another staff member): the page without it is the answer.
      // Another school's row gets the same words, which say nothing about it.
      if (!deleted.ok && deleted.status === 404) return done("It was already removed");
      if (!deleted.ok) return refuse(request, deleted);
      return done(deleted.data.message);
    }
  }
}
