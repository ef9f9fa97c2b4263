import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { addVisitClosure, deleteVisitClosure, deleteVisitSlot, saveVisitSettings, saveVisitSlot } from "~/models/staffVisits.server";
import { pageForms, PRIVATE_HEADERS, readStaffForm, requireStaff } from "~/services/staff.server";
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
  const { save, remove } = pageForms(request, formData, PATH);
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
      return remove(() => (asked.value.intent === "deleteSlot" ? deleteVisitSlot(staff, id) : deleteVisitClosure(staff, id)));
    }
  }
}
