import { z } from "zod";
import { PROFILE_FIELDS, SOCIAL_LINK_FIELDS, type ProfileField, type SocialLinkField } from "../../shared/profile";
import { changed, type StaffCaller, staffGet, staffPost } from "./staff.server";

/** The school's details as staff edit them, and its domains (README "Staff console"). */

/**
 * A pending domain (README "Staff console") carries the TXT record its owner must publish; a
 * provider from before domain proofs sends no state: its domains are all served.
 */
const domain = z.object({
  domain: z.string(),
  isPrimary: z.boolean(),
  verified: z.boolean().default(true),
  record: z.object({ name: z.string(), type: z.string(), value: z.string() }).optional(),
});

// Every field a string; a provider older than a field sends none of it, read as blank (the site
// then shows SPEC §2's text).
const fields = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, z.string().default("")])) as Record<ProfileField, z.ZodDefault<z.ZodString>>;
const links = Object.fromEntries(SOCIAL_LINK_FIELDS.map((field) => [field, z.string().default("")])) as Record<
  SocialLinkField,
  z.ZodDefault<z.ZodString>
>;
// The pin as the form shows it: a number's text, "" for none.
const degrees = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? "" : String(value)));
// README "Languages": a provider from before them sends none: English alone.
const languages = z
  .union([z.array(z.string()), z.string().transform((value) => value.split(","))])
  .catch(["en"])
  .default(["en"]);
const profile = z.object({
  ...fields,
  ...links,
  mapLatitude: degrees,
  mapLongitude: degrees,
  languages,
  defaultLanguage: z.string().catch("en").default("en"),
  // The texts' versions in other languages ({"hi": {"tagline": "…"}}); a provider from before them sends none.
  translations: z.record(z.record(z.string())).catch({}).default({}),
  domains: z.array(domain),
});

export type SchoolProfile = z.infer<typeof profile>;

/** GET /staff/profile */
export function getProfile(caller: StaffCaller) {
  return staffGet("/staff/profile", caller, z.object({ data: profile }));
}

/** POST /staff/profile: every field, the social links and the map pin too (the form sends them all). */
export function saveProfile(caller: StaffCaller, fields: Record<string, string>) {
  return staffPost("/staff/profile", caller, changed, fields);
}

export type DomainChange = "add" | "remove" | "primary" | "check";
const DOMAIN_PATHS: Record<DomainChange, string> = {
  add: "/staff/domains",
  remove: "/staff/domains/remove",
  primary: "/staff/domains/primary",
  check: "/staff/domains/check",
};

/** A domain change's answer; "Check now" says whether the record was found (absent: a change that succeeded). */
const domainChanged = z.object({ message: z.string(), data: z.object({ verified: z.boolean().optional() }).passthrough() }).passthrough();

/** POST /staff/domains[/remove|/primary|/check]: owner only. */
export function changeDomain(caller: StaffCaller, change: DomainChange, name: string) {
  return staffPost(DOMAIN_PATHS[change], caller, domainChanged, { domain: name });
}
