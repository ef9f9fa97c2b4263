import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { setProgramOffered } from "~/models/staffPrograms.server";
import { PRIVATE_HEADERS, readStaffForm, refuse, requireStaff } from "~/services/staff.server";
import { announceSchoolContentChange } from "~/utils/content-change.server";
import { PROGRAMS } from "~/utils/enrollment-values";
import { redirectWithSuccess } from "~/utils/toast.server";

/** Each program's button: what it posts. */
const offerSchema = z.object({ program: z.enum(PROGRAMS), offered: z.enum(["true", "false"]) });

/**
 * A program offered again, or not (README "Staff console"): on the public pages at once — the
 * provider announces it, and the site drops the school's cached lists here too, for a provider
 * elsewhere (API_URL) that cannot tell this process. Back at the program, with the provider's word.
 */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const { submission } = await readStaffForm(request, offerSchema);
  // Only a forged or broken post gets here without both: the buttons always send them.
  if (submission.status !== "success") throw new Response("Bad Request", { status: 400, headers: PRIVATE_HEADERS });
  const { program, offered } = submission.value;
  const saved = await setProgramOffered(staff, program, offered === "true");
  if (!saved.ok) return refuse(request, saved);
  announceSchoolContentChange(staff.clientId);
  return redirectWithSuccess(`/staff/site/programs#program-${program}`, saved.data.message || "Saved", { headers: PRIVATE_HEADERS });
}
