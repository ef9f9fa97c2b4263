import { z } from "zod";
import { PROFILE_FIELDS, type ProfileField } from "../../shared/profile";
import { changed, type StaffCaller, staffGet, staffPost } from "./staff.server";

/** The school's details as staff edit them, and its domains (README "Staff console"). */

const domain = z.object({ domain: z.string(), isPrimary: z.boolean() });

// Every field a string; a provider older than a field sends none of it, read as blank (the site
// then shows SPEC §2's text).
const fields = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, z.string().default("")])) as Record<ProfileField, z.ZodDefault<z.ZodString>>;
const profile = z.object({ ...fields, domains: z.array(domain) });

export type SchoolProfile = z.infer<typeof profile>;

/** GET /staff/profile */
export function getProfile(caller: StaffCaller) {
  return staffGet("/staff/profile", caller, z.object({ data: profile }));
}

/** POST /staff/profile: every field (the form sends them all). */
export function saveProfile(caller: StaffCaller, fields: Record<string, string>) {
  return staffPost("/staff/profile", caller, changed, fields);
}

export type DomainChange = "add" | "remove" | "primary";
const DOMAIN_PATHS: Record<DomainChange, string> = { add: "/staff/domains", remove: "/staff/domains/remove", primary: "/staff/domains/primary" };

/** POST /staff/domains[/remove|/primary]: owner only. */
export function changeDomain(caller: StaffCaller, change: DomainChange, name: string) {
  return staffPost(DOMAIN_PATHS[change], caller, changed, { domain: name });
}
