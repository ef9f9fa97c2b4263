import { z } from "zod";
import type { StaffRole } from "~/utils/staff";
import { text } from "./list.server";
import { changed, staffGet, staffPost, staffMemberSchema, type StaffCaller } from "./staff.server";

/** `/staff/team` (owner only): the school's team, invitations and one-time sign-in links. */

const teamMember = staffMemberSchema.extend({ pendingLinkExpiresAt: z.string().nullish(), lastSignInAt: z.string().nullish() });

/** A one-time sign-in link: `path` is relative to the school's site (`/login/claim?token=…`). */
const signInLink = z.object({ token: z.string(), path: z.string().startsWith("/"), expiresAt: text });

const withLink = z.object({ message: text, data: z.object({ user: staffMemberSchema, signInLink: signInLink.nullable() }) });

export function listTeam(caller: StaffCaller) {
  return staffGet("/staff/team", caller, z.object({ data: z.array(teamMember), count: z.coerce.number().int().nonnegative() }), {
    pageNo: 1,
    pageSize: 100,
  });
}

/** POST /staff/team: 201 with a link; 200 and no link when a parent account of the school joins; 409 `email`. */
export function inviteMember(caller: StaffCaller, invitation: { name: string; email: string; role: StaffRole }) {
  return staffPost("/staff/team", caller, withLink, invitation);
}

/** POST /staff/team/:id/link: a new link, replacing older ones. */
export function newSignInLink(caller: StaffCaller, memberId: number) {
  return staffPost(`/staff/team/${memberId}/link`, caller, withLink);
}

/** POST /staff/team/:id/remove: back to a parent account, signed out everywhere. */
export function removeMember(caller: StaffCaller, memberId: number) {
  return staffPost(`/staff/team/${memberId}/remove`, caller, changed);
}
