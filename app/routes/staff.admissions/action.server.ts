import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import {
  deleteAdmissionClass,
  deleteAdmissionYear,
  deleteChecklistItem,
  saveAdmissionClass,
  saveAdmissionYear,
  saveChecklistItem,
} from "~/models/staffAdmissions.server";
import { saveUpiSettings } from "~/models/staffPayments.server";
import { pageForms, PRIVATE_HEADERS, readStaffForm, requireStaff } from "~/services/staff.server";
import { admissionClassSchema, admissionYearSchema } from "~/utils/admission-schemas";
import { checklistItemSchema } from "~/utils/document-schemas";
import { announceSchoolContentChange } from "~/utils/content-change.server";
import { translationsParam } from "~/services/translations-form.server";
import { upiSettingsSchema } from "~/utils/payment-schemas";

const ADMISSIONS_PATH = "/staff/admissions";

const rowId = z
  .string()
  .regex(/^[1-9]\d{0,8}$/)
  .transform(Number)
  .optional();

const intent = z.object({
  intent: z.enum(["year", "deleteYear", "class", "deleteClass", "checklistItem", "deleteChecklistItem", "upi"]),
  id: rowId,
  yearId: rowId,
  classId: rowId,
});

/**
 * Every form of the admission years page (README "Staff console"): a year added or edited, a class
 * added to a year or edited, either deleted; a document of a class's checklist added, renamed or
 * deleted (README "Admissions": "Documents"); where parents pay the fees (UPI). The provider lets only the owner change them (another
 * member's post is its 403, the console's 404). A refused form comes back with its values and
 * errors, and `editing` names which of the page's forms it was.
 */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const { formData, submission: asked } = await readStaffForm(request, intent);
  if (asked.status !== "success") throw new Response("Bad Request", { status: 400, headers: PRIVATE_HEADERS });
  const { id, yearId, classId } = asked.value;
  // The enrollment form offers the open years' classes: the site's cached list must go.
  const { save, remove } = pageForms(request, formData, ADMISSIONS_PATH, { onChange: () => announceSchoolContentChange(staff.clientId) });
  const needId = (value: number | undefined) => {
    if (value === undefined) throw new Response("Bad Request", { status: 400, headers: PRIVATE_HEADERS });
    return value;
  };
  switch (asked.value.intent) {
    case "year":
      return save(admissionYearSchema, id === undefined ? "year-new" : `year-${id}`, (values) => saveAdmissionYear(staff, id ?? null, values));
    case "class": {
      const target = id === undefined ? { yearId: needId(yearId) } : { classId: id };
      const editing = id === undefined ? `class-new-${yearId}` : `class-${id}`;
      return save(admissionClassSchema, editing, ({ hi, ...values }) =>
        saveAdmissionClass(staff, target, { ...values, ...translationsParam(formData, hi) }),
      );
    }
    case "deleteYear":
      return remove(() => deleteAdmissionYear(staff, needId(id)));
    case "deleteClass":
      return remove(() => deleteAdmissionClass(staff, needId(id)));
    case "checklistItem": {
      const target = id === undefined ? { classId: needId(classId) } : { itemId: id };
      const editing = id === undefined ? `checklist-new-${classId}` : `checklist-${id}`;
      return save(checklistItemSchema, editing, ({ hi, ...values }) =>
        saveChecklistItem(staff, target, { ...values, ...translationsParam(formData, hi) }),
      );
    }
    case "deleteChecklistItem":
      return remove(() => deleteChecklistItem(staff, needId(id)));
    case "upi":
      return save(upiSettingsSchema, "upi", (values) => saveUpiSettings(staff, values));
  }
}
