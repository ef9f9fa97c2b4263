import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { addVisitClosure, deleteVisitClosure, deleteVisitSlot, saveVisitSettings, saveVisitSlot } from "~/models/staffVisits.server";
import { PRIVATE_HEADERS, readStaffForm, refuse, replyInvalid, replyRefused, requireStaff } from "~/services/staff.server";
import type { ApiResult } from "~/utils/api.server";
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
  // A form of the page with fields: the schema's checks, then the provider's, each refusal tagged
  // with the form it was about (`editing`).
  const save = async <S extends z.AnyZodObject>(
    schema: S,
    editing: string,
    call: (values: z.output<S>) => Promise<ApiResult<{ message: string }>>,
  ) => {
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success") return replyInvalid(submission.reply(), { editing });
    const saved = await call(submission.value);
    if (!saved.ok) return replyRefused(request, submission, saved, Object.keys(schema.shape), { editing });
    return done(saved.data.message);
  };

  switch (asked.value.intent) {
    case "settings":
      return save(visitSettingsSchema, "settings", (values) => saveVisitSettings(staff, values));
    case "slot":
      return save(visitSlotSchema, id === undefined ? "slot-new" : `slot-${id}`, (values) => saveVisitSlot(staff, id ?? null, values));
    case "closure":
      return save(visitClosureSchema, "closure", (values) => addVisitClosure(staff, values));
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
