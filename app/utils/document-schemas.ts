import { z } from "zod";
import { hindiVersions } from "./translation-schemas";
import { optionalText, requiredText } from "./schema-fields";

/**
 * The console's forms of a family's admission documents (README "Admissions": "Documents"), shared
 * by the pages (Conform in the browser) and their actions, with the provider's bounds and words
 * (api/admissions/document-staff.ts, checklist.ts), which checks them again.
 */

/** A document accepted, or returned with a reason (required to return it: `REASON_REQUIRED`, checked by the action). */
export const documentReviewSchema = z.object({
  status: z.enum(["accepted", "returned"], { errorMap: () => ({ message: "Choose Accept or Return to the family" }) }),
  reason: optionalText({ label: "Reason", max: 300 }),
});

/** The provider's words for a return without a reason. */
export const REASON_REQUIRED = "Say why it is returned: the family reads it";

/** An item of a class's checklist: the document's name, as families read it. */
const itemFields = z.object({
  name: requiredText({ label: "Document", max: 80, required: "Document is required" }),
});

/** A document of a class's checklist, and its name in Hindi where the school offers Hindi (README "Languages"). */
export const checklistItemSchema = itemFields.extend({ hi: hindiVersions(itemFields.shape, ["name"]) });
