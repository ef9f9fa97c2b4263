import { z } from "zod";
import { changed, type StaffCaller, staffGet, staffPost } from "./staff.server";

/** The school's details as staff edit them, and its domains (README "Staff console"). */

const domain = z.object({ domain: z.string(), isPrimary: z.boolean() });

const profile = z.object({
  clientName: z.string(),
  aboutUs: z.string(),
  fullLogoUrl: z.string(),
  brandColor: z.string(),
  accentColor: z.string(),
  contactPhone1: z.string(),
  contactPhone2: z.string(),
  whatsAppNumber1: z.string(),
  contactEmail1: z.string(),
  contactEmail2: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  pinCode: z.string(),
  // The school's own texts (blank: SPEC §2's); a provider without them sends none.
  tagline: z.string().default(""),
  ageRange: z.string().default(""),
  openingHours: z.string().default(""),
  officeHours: z.string().default(""),
  schoolHours: z.string().default(""),
  domains: z.array(domain),
});

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
