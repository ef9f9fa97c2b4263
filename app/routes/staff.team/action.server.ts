import { json, type ActionFunctionArgs } from "@remix-run/node";
import { inviteMember, newSignInLink, removeMember } from "~/models/staffTeam.server";
import { PRIVATE_HEADERS, readStaffForm, refuse, replyInvalid, replyRefused, requireStaff } from "~/services/staff.server";
import { inviteSchema } from "~/utils/staff-schemas";
import { redirectWithSuccess } from "~/utils/toast.server";
import { formatWhen } from "~/utils/when";

/** What the page shows once after an invitation or a new link: the link to pass on. */
export type IssuedLink = { name: string; url: string; expires: string; message: string };

/**
 * The owner's team: invite (a one-time sign-in link, README "Staff console"), a new link, removal.
 * A link is shown in this answer only, never put in a cookie or a URL to survive a redirect: it is
 * a password in all but name until it is used.
 */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const { formData, submission } = await readStaffForm(request, inviteSchema);
  const intent = formData.get("intent");
  const id = String(formData.get("id") ?? "");
  const issued = (result: { message: string; data: { user: { name: string }; signInLink: { path: string; expiresAt: string } | null } }) =>
    result.data.signInLink
      ? json(
          {
            issued: {
              name: result.data.user.name,
              // The origin the owner uses now: one of the school's own domains.
              url: new URL(result.data.signInLink.path, request.url).toString(),
              expires: formatWhen(result.data.signInLink.expiresAt),
              message: result.message,
            } satisfies IssuedLink,
          },
          { headers: PRIVATE_HEADERS },
        )
      : redirectWithSuccess("/staff/team", result.message, { headers: PRIVATE_HEADERS });

  if (intent === "invite") {
    if (submission.status !== "success") return replyInvalid(submission.reply());
    const invited = await inviteMember(staff, submission.value);
    if (!invited.ok) return replyRefused(request, submission, invited, Object.keys(inviteSchema.shape));
    return issued(invited.data);
  }
  if (!/^[1-9]\d{0,8}$/.test(id)) throw new Response("Bad Request", { status: 400, headers: PRIVATE_HEADERS });
  if (intent === "link") {
    const link = await newSignInLink(staff, Number(id));
    if (!link.ok) return refuse(request, link);
    return issued(link.data);
  }
  if (intent === "remove") {
    const removed = await removeMember(staff, Number(id));
    if (!removed.ok) return refuse(request, removed);
    return redirectWithSuccess("/staff/team", removed.data.message || "Removed", { headers: PRIVATE_HEADERS });
  }
  throw new Response("Bad Request", { status: 400, headers: PRIVATE_HEADERS });
}
