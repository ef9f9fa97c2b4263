import { z } from "zod";
import { INBOX_BULK } from "~/content/staff-inbox";
import { redirectWithError } from "~/utils/toast.server";
import { PRIVATE_HEADERS } from "./staff.server";

// The inbox's selection (README "Staff console": "Bulk actions"), read alike by its e-mail action
// (routes/staff.inbox._index) and its CSV (routes/staff.inbox.export.ts).

const INBOX = "/staff/inbox";

/** The inbox's selection as its form posts it (README "Staff console": "Bulk actions"). */
export const bulkSelection = z.object({
  // "kind:id", as the provider reads a selection; each checked box sends one.
  record: z.array(z.string().regex(/^(enrollment|enquiry|visit):[1-9]\d{0,8}$/)).optional(),
  // The inbox page the selection was made on (its filters), to come back to.
  back: z.string().optional(),
});

/** Only ever back into the inbox (never a URL the form was made to carry elsewhere). */
export const backToInbox = (back: string | undefined) => (back?.startsWith(`${INBOX}?`) || back === INBOX ? back : INBOX);

/** Nothing ticked: said on the page it came from. */
export const noneSelected = (back: string | undefined) => redirectWithError(backToInbox(back), INBOX_BULK.noneSelected, { headers: PRIVATE_HEADERS });
