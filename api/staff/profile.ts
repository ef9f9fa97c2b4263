import Color from "colorjs.io";
import { Router } from "express";
import type { Updateable } from "kysely";
import { z } from "zod";
import { audit } from "../audit.js";
import type { StaffCaller } from "../auth.js";
import { findClient, languagesOf, normalizeDomain } from "../clients.js";
import type { Db } from "../db.js";
import {
  assertDnsServers,
  checkProof,
  markProven,
  newVerifyToken,
  proofRecord,
  provenBy,
  type ProofCheck,
} from "../domainProof.js";
import type { OnContentChange } from "../events.js";
import type { ClientTable } from "../schema.js";
import { email, socialLink, text, webUrl } from "../fields.js";
import { HttpError, parseOr400, readParams } from "../http.js";
import { readTranslatableParams, translationsInput, translationsOf } from "../translations.js";
import { SITE_LANGUAGES } from "../../shared/school-languages.js";
import {
  HOURS_LINE_MESSAGE,
  isHoursText,
  MAP_PIN_FIELDS,
  PROFILE_FIELDS,
  PROFILE_TEXT_FIELDS,
  SOCIAL_LINK_FIELDS,
  type ProfileField,
  type SocialLinkField,
} from "../../shared/profile.js";
import { staffRoute } from "./access.js";
import { schoolUploaded } from "./uploads.js";

// The school's own details (README "Staff console"): staff edit the profile the public pages show;
// the owner alone manages the school's domains, each one added pending until proven
// (domainProof.ts). Every change reaches the site's caches at once (onContentChange), for this
// school only.

/** WCAG 2.x AA for normal text. */
const AA = 4.5;
const HEX = /^#[0-9a-f]{6}$/i;

const ratio = (a: string, b: string) => new Color(a).contrast(b, "WCAG21");
const shown = (value: number) => (Math.floor(value * 10) / 10).toFixed(1);

const colour = (label: string) =>
  z
    .string({ required_error: `${label} is required` })
    .trim()
    .regex(HEX, `${label} must be a colour such as #1d4ed8`)
    .transform((value) => value.toLowerCase());

const phone = (label: string, required: boolean) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ?? "").replace(/[\s-]/g, ""))
    .refine((value) => (required ? value !== "" : true), `${label} is required`)
    .refine((value) => value === "" || /^\+?\d{10,13}$/.test(value), `${label} must be a phone number of 10 to 13 digits`);

const hours = (label: string) => text(label, { max: 600, multiline: true }).refine(isHoursText, HOURS_LINE_MESSAGE);

const optionalEmail = z
  .string()
  .trim()
  .optional()
  .transform((value) => value ?? "")
  .pipe(z.union([z.literal(""), email("Second e-mail is required")]));

const profileFields = {
  clientName: text("School name", { max: 120, required: "School name is required" }),
  aboutUs: text("About the school", { max: 2000, multiline: true }),
  fullLogoUrl: webUrl("Logo", { required: false }),
  brandColor: colour("Brand colour"),
  accentColor: colour("Accent colour"),
  contactPhone1: phone("Phone", true),
  contactPhone2: phone("Second phone", false),
  whatsAppNumber1: phone("WhatsApp number", false),
  contactEmail1: email("E-mail is required"),
  contactEmail2: optionalEmail,
  addressLine1: text("Address", { max: 200, required: "Address is required" }),
  addressLine2: text("Address line 2", { max: 200 }),
  city: text("City", { max: 100, required: "City is required" }),
  state: text("State", { max: 100, required: "State is required" }),
  pinCode: z
    .string({ required_error: "PIN code is required" })
    .trim()
    .regex(/^[1-9]\d{5}$/, "PIN code must be 6 digits"),
  tagline: text("Tagline", { max: 160 }),
  ageRange: text("Ages", { max: 60 }),
  openingHours: text("Opening hours", { max: 60 }),
  officeHours: hours("Office hours"),
  schoolHours: hours("School hours"),
} satisfies Record<ProfileField, z.ZodTypeAny>;

const profileInput = z.object(profileFields).superRefine((input, ctx) => {
  // The site puts white text on the brand colour (header, buttons, links' backgrounds).
  const brand = ratio(input.brandColor, "#ffffff");
  if (brand < AA) {
    ctx.addIssue({
      code: "custom",
      path: ["brandColor"],
      message: `White text on ${input.brandColor} has a contrast of ${shown(brand)}:1; it needs at least 4.5:1 (WCAG AA). Choose a darker brand colour.`,
    });
  }
  // The accent carries text on its buttons in black or white, whichever reads better
  // (app/utils/color.ts); that pair is checked too, although one of the two always reaches 4.58:1.
  const accent = Math.max(ratio(input.accentColor, "#000000"), ratio(input.accentColor, "#ffffff"));
  if (accent < AA) {
    ctx.addIssue({
      code: "custom",
      path: ["accentColor"],
      message: `Text on ${input.accentColor} has a contrast of ${shown(accent)}:1; it needs at least 4.5:1 (WCAG AA).`,
    });
  }
});

/** Decimal degrees within ±limit; "" clears the pin. */
const degrees = (label: string, limit: number) =>
  z
    .string({ invalid_type_error: `${label} must be a number from -${limit} to ${limit}` })
    .trim()
    .refine(
      (value) => value === "" || (/^[-+]?\d{1,3}(\.\d{1,10})?$/.test(value) && Math.abs(Number(value)) <= limit),
      `${label} must be a number from -${limit} to ${limit}`,
    )
    .transform((value) => (value === "" ? null : Number(value)));

/**
 * The social links and the map pin (README "Staff console"). Each is optional in the request: a
 * field the form does not send keeps its value (a console page that knows nothing of them saves the
 * rest without clearing them); "" clears one. The pin is both numbers or neither.
 */
const extrasInput = z
  .object({
    facebookUrl: socialLink("facebookUrl").optional(),
    instagramUrl: socialLink("instagramUrl").optional(),
    youtubeUrl: socialLink("youtubeUrl").optional(),
    xUrl: socialLink("xUrl").optional(),
    linkedinUrl: socialLink("linkedinUrl").optional(),
    whatsappChannelUrl: socialLink("whatsappChannelUrl").optional(),
    mapLatitude: degrees("Latitude", 90).optional(),
    mapLongitude: degrees("Longitude", 180).optional(),
  } satisfies Record<SocialLinkField | (typeof MAP_PIN_FIELDS)[number], z.ZodTypeAny>)
  .superRefine((input, ctx) => {
    const latitude = input.mapLatitude ?? null;
    const longitude = input.mapLongitude ?? null;
    if ((latitude === null) === (longitude === null)) return;
    if (latitude === null)
      ctx.addIssue({ code: "custom", path: ["mapLatitude"], message: "Latitude is required with a longitude" });
    else ctx.addIssue({ code: "custom", path: ["mapLongitude"], message: "Longitude is required with a latitude" });
  })
  .transform(({ mapLatitude, mapLongitude, ...links }) => ({
    // Only what was sent is written.
    ...Object.fromEntries(Object.entries(links).filter(([, value]) => value !== undefined)),
    ...(mapLatitude === undefined && mapLongitude === undefined
      ? {}
      : { mapLatitude: mapLatitude ?? null, mapLongitude: mapLongitude ?? null }),
  }));

const LANGUAGE_LIST = SITE_LANGUAGES.join(", ");

/**
 * Which languages the site offers and its default (README "Languages": "Which languages"), and the
 * profile's texts in those languages. Each is optional like the social links: a form that does not
 * send one keeps it. `languages` is a comma-separated list (or an array in a JSON body) of the
 * site's languages, English always among them; the default is one of them. A stored default that
 * a new list leaves out goes back to English.
 */
const languageInput = z.object({
  languages: z
    .string({ invalid_type_error: `Languages must be some of ${LANGUAGE_LIST}` })
    .transform((value) => [...new Set(value.split(",").map((lang) => lang.trim()))].filter(Boolean))
    .refine((langs) => langs.every((lang) => (SITE_LANGUAGES as readonly string[]).includes(lang)), {
      message: `Languages must be some of ${LANGUAGE_LIST}`,
    })
    .refine((langs) => langs.includes("en"), "Languages must include en: English is always offered")
    // Stored in the site's own order, English first.
    .transform((langs) => SITE_LANGUAGES.filter((lang) => langs.includes(lang)).join(","))
    .optional(),
  defaultLanguage: z
    .string({ invalid_type_error: `Default language must be one of ${LANGUAGE_LIST}` })
    .trim()
    .optional(),
  translations: translationsInput(
    Object.fromEntries(PROFILE_TEXT_FIELDS.map((field) => [field, profileFields[field]])) as Record<string, z.ZodTypeAny>,
  ),
});

/** The language settings to store, checked against the stored ones where a field was not sent. */
function languageValues(input: z.output<typeof languageInput>, current: { languages: string; defaultLanguage: string }) {
  const languages = input.languages ?? current.languages;
  const offered = languages.split(",");
  let defaultLanguage = input.defaultLanguage ?? current.defaultLanguage;
  if (!offered.includes(defaultLanguage)) {
    if (input.defaultLanguage !== undefined) {
      const message = `Default language must be one of the site's languages: ${offered.join(", ")}`;
      throw new HttpError(400, `defaultLanguage: ${message}`, "defaultLanguage", { defaultLanguage: [message] });
    }
    defaultLanguage = "en";
  }
  return {
    languages,
    defaultLanguage,
    ...(input.translations === undefined ? {} : { translations: JSON.stringify(input.translations) }),
  };
}

/** readTranslatableParams with `languages` sent as an array in a JSON body read as its list. */
function readProfileParams(req: Parameters<typeof readTranslatableParams>[0]): Record<string, string> {
  const params = readTranslatableParams(req);
  const body: unknown = req.body;
  if (body && typeof body === "object" && "languages" in body && Array.isArray(body.languages)) {
    const langs: unknown[] = body.languages;
    params.languages = langs.every((lang) => typeof lang === "string") ? langs.join(",") : "\u0000invalid";
  }
  return params;
}

const MALFORMED_DOMAIN = "Enter a domain name such as www.example.in (without https:// or a path).";

/** A hostname an owner may add: letters, digits and hyphens in dot-separated labels, no port or path. */
const domainInput = z.object({
  domain: z
    .string({ required_error: "Domain is required" })
    .trim()
    .min(1, "Domain is required")
    .transform((value, ctx) => {
      const host = normalizeDomain(value);
      const labels = host?.split(".") ?? [];
      const valid =
        host !== null &&
        value.trim().toLowerCase().replace(/\.$/, "") === host &&
        host.length <= 253 &&
        labels.every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label)) &&
        !/^\d+$/.test(labels[labels.length - 1] ?? "");
      if (!valid) {
        ctx.addIssue({ code: "custom", message: MALFORMED_DOMAIN });
        return z.NEVER;
      }
      return host;
    }),
});

/** A domain the school already has (removal, primary): any stored hostname, an address included. */
const existingDomain = z.object({
  domain: z.string({ required_error: "Domain is required" }).transform((value, ctx) => {
    const host = normalizeDomain(value);
    if (host === null) {
      ctx.addIssue({ code: "custom", message: MALFORMED_DOMAIN });
      return z.NEVER;
    }
    return host;
  }),
});

/**
 * The school's domains, primary first; a pending one (README "Staff console") with the record its
 * owner must publish.
 */
async function domainsOf(db: Db, clientId: number) {
  const rows = await db
    .selectFrom("clientDomains")
    .select(["domain", "isPrimary", "verifiedAt", "verifyToken"])
    .where("clientId", "=", clientId)
    .orderBy("isPrimary", "desc")
    .orderBy("domain")
    .execute();
  return rows.map((row) => ({
    domain: row.domain,
    isPrimary: row.isPrimary === 1,
    verified: row.verifiedAt !== null,
    ...(row.verifiedAt === null ? { record: proofRecord(row.domain, row.verifyToken) } : {}),
  }));
}

const refuse = (message: string) => new HttpError(409, `domain: ${message}`, "domain", { domain: [message] });
const takenMessage = (domain: string) =>
  `${domain} is used by another school's site, so it cannot be added. If it should be yours, please contact us.`;

/** At most a few of the values DNS held, each cut short: enough to spot a typo, no more in a toast. */
function notFoundMessage(domain: string, check: Extract<ProofCheck, { proven: false }>) {
  const { name } = proofRecord(domain, "");
  if (check.failure)
    return `Not found yet: DNS could not be asked just now (${check.failure}). Please try again in a few minutes.`;
  if (check.found.length === 0)
    return `Not found yet: ${name} has no TXT record. A new record can take a few hours to reach everyone; please try again later.`;
  const shown = check.found.slice(0, 3).map((value) => `"${value.length > 80 ? `${value.slice(0, 80)}…` : value}"`);
  return `Not found yet: ${name} holds ${shown.join(", ")}${check.found.length > 3 ? " and more" : ""}, not the value shown for it.`;
}

async function profileOf(db: Db, clientId: number) {
  const client = await findClient(db, clientId);
  const profile = Object.fromEntries(
    [...PROFILE_FIELDS, ...SOCIAL_LINK_FIELDS, ...MAP_PIN_FIELDS].map((column) => [column, client[column]]),
  );
  return {
    clientId,
    ...profile,
    languages: languagesOf(client),
    defaultLanguage: client.defaultLanguage,
    translations: translationsOf(client.translations, PROFILE_TEXT_FIELDS),
    domains: await domainsOf(db, clientId),
  };
}

/**
 * The logo is this school's own upload (a width it stored), or the logo it has now, unchanged (a
 * demo school's picture, so its profile can still be saved): never another address, whose host the
 * site's CSP would block, nor another school's picture or upload (README "Staff console").
 */
async function checkLogo(db: Db, clientId: number, url: string, current: string) {
  if (url === "" || url === current || (await schoolUploaded(db, clientId, url))) return;
  throw new HttpError(400, "fullLogoUrl: upload the logo again", "fullLogoUrl", { fullLogoUrl: ["Upload the logo again."] });
}

/**
 * Saves fields of the staff member's own school, with the audit row that says so, in one
 * transaction: the profile, the payment settings (api/admissions/payments/router.ts).
 */
export async function saveSchool(
  db: Db,
  staff: StaffCaller,
  values: Updateable<ClientTable>,
  entry: { action: string; note?: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("clients")
      .set({ ...values, updatedAt: new Date().toISOString() })
      .where("id", "=", staff.clientId)
      .execute();
    await audit(trx, staff, { ...entry, subjectKind: "school", subjectId: staff.clientId });
  });
}

export function profileRouter(db: Db, onContentChange: OnContentChange, dnsServers: readonly string[] | undefined): Router {
  assertDnsServers(dnsServers);
  const router = Router();

  router.get(
    "/staff/profile",
    staffRoute(db, "staff", async (_req, res, staff) => {
      res.json({ data: await profileOf(db, staff.clientId) });
    }),
  );

  router.post(
    "/staff/profile",
    staffRoute(db, "staff", async (req, res, staff) => {
      const params = readProfileParams(req);
      const input = parseOr400(profileInput.and(extrasInput), params);
      const languages = parseOr400(languageInput, params);
      const current = await findClient(db, staff.clientId);
      const languageSettings = languageValues(languages, current);
      await checkLogo(db, staff.clientId, input.fullLogoUrl, current.fullLogoUrl);
      await saveSchool(db, staff, { ...input, ...languageSettings }, { action: "edit" });
      onContentChange({ clientId: staff.clientId, list: "profile" });
      res.json({ message: "Saved: the school's pages show the new details now", data: await profileOf(db, staff.clientId) });
    }),
  );

  /** A domain change: stored, audited, and announced with the hostnames whose cached answers must go. */
  const changeDomains = async (staff: StaffCaller, action: string, domain: string, change: (trx: Db) => Promise<void>) => {
    await db.transaction().execute(async (trx) => {
      await change(trx);
      await audit(trx, staff, { action, subjectKind: "domain", subjectId: staff.clientId, note: domain });
    });
    const domains = await domainsOf(db, staff.clientId);
    onContentChange({ clientId: staff.clientId, list: "profile", domains: [domain, ...domains.map((row) => row.domain)] });
    return domains;
  };

  const ownDomain = async (trx: Db, clientId: number, domain: string) => {
    const row = await trx
      .selectFrom("clientDomains")
      .select(["id", "isPrimary", "verifiedAt", "verifyToken"])
      .where("clientId", "=", clientId)
      .where("domain", "=", domain)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, "This domain is not one of the school's.");
    return row;
  };

  // An owner's new domain waits, pending, for its proof (README "Staff console"): the site does not
  // answer there until then. A domain another school has proven is refused; one another school
  // merely added is not, so that nobody can hold a name by adding it first.
  router.post(
    "/staff/domains",
    staffRoute(db, "owner", async (req, res, staff) => {
      const { domain } = parseOr400(domainInput, readParams(req));
      const own = () =>
        db
          .selectFrom("clientDomains")
          .select("id")
          .where("clientId", "=", staff.clientId)
          .where("domain", "=", domain)
          .executeTakeFirst();
      if (await own()) throw refuse(`${domain} is already one of the school's domains.`);
      // Not this school's (checked above): another school has it.
      if (await provenBy(db, domain)) throw refuse(takenMessage(domain));
      try {
        const domains = await changeDomains(staff, "add", domain, async (trx) => {
          await trx
            .insertInto("clientDomains")
            .values({ clientId: staff.clientId, domain, isPrimary: 0, verifyToken: newVerifyToken(), verifiedAt: null })
            .execute();
        });
        res.status(201).json({
          message: `${domain} added. The site answers there once its DNS record (shown below) is found.`,
          data: { domains },
        });
      } catch (error) {
        // The same owner added it at the same moment: the unique index decided.
        if (await own()) throw refuse(`${domain} is already one of the school's domains.`);
        throw error;
      }
    }),
  );

  // "Check now": the proof record is looked up; found, the domain is the school's from now on.
  router.post(
    "/staff/domains/check",
    staffRoute(db, "owner", async (req, res, staff) => {
      const { domain } = parseOr400(existingDomain, readParams(req));
      const row = await ownDomain(db, staff.clientId, domain);
      if (row.verifiedAt !== null) {
        res.json({
          message: `${domain} is verified already.`,
          data: { domains: await domainsOf(db, staff.clientId), verified: true },
        });
        return;
      }
      const check = await checkProof(domain, row.verifyToken, dnsServers);
      if (!check.proven) {
        res.json({
          message: notFoundMessage(domain, check),
          data: { domains: await domainsOf(db, staff.clientId), verified: false, found: check.found },
        });
        return;
      }
      // This school's row is pending: a proof on record is another school's.
      if (await provenBy(db, domain)) throw refuse(takenMessage(domain));
      try {
        const domains = await changeDomains(staff, "verify", domain, async (trx) => {
          await markProven(trx, row.id);
        });
        res.json({ message: `${domain} is verified: the school's site answers there now.`, data: { domains, verified: true } });
      } catch (error) {
        // Another school proved it at the same moment: the unique index of proven domains decided.
        if (await provenBy(db, domain)) throw refuse(takenMessage(domain));
        throw error;
      }
    }),
  );

  router.post(
    "/staff/domains/remove",
    staffRoute(db, "owner", async (req, res, staff) => {
      const { domain } = parseOr400(existingDomain, readParams(req));
      const domains = await changeDomains(staff, "remove", domain, async (trx) => {
        const row = await ownDomain(trx, staff.clientId, domain);
        if (row.isPrimary === 1) {
          const message = "The primary domain cannot be removed. Make another domain primary first.";
          throw new HttpError(409, `domain: ${message}`, "domain", { domain: [message] });
        }
        await trx.deleteFrom("clientDomains").where("id", "=", row.id).execute();
      });
      res.json({ message: `${domain} removed`, data: { domains } });
    }),
  );

  router.post(
    "/staff/domains/primary",
    staffRoute(db, "owner", async (req, res, staff) => {
      const { domain } = parseOr400(existingDomain, readParams(req));
      const domains = await changeDomains(staff, "primary", domain, async (trx) => {
        const row = await ownDomain(trx, staff.clientId, domain);
        // Links in e-mails go to the primary domain: never to one the school has not proven.
        if (row.verifiedAt === null)
          throw refuse(
            `${domain} is not verified yet, so it cannot be primary. Publish its DNS record and press Check now first.`,
          );
        await trx.updateTable("clientDomains").set({ isPrimary: 0 }).where("clientId", "=", staff.clientId).execute();
        await trx.updateTable("clientDomains").set({ isPrimary: 1 }).where("id", "=", row.id).execute();
      });
      res.json({ message: `${domain} is the primary domain now`, data: { domains } });
    }),
  );

  return router;
}
