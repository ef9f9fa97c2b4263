import type { Db } from "./db.js";
import { HttpError, notFound } from "./http.js";
import { primaryDomain } from "./links.js";
import type { Client } from "./schema.js";
import { translationsOf } from "./translations.js";
import { PROFILE_TEXT_FIELDS } from "../shared/profile.js";

/** The client info of SPEC §3 as the site receives it (plus brand colours and primary domain). */
export function toClientInfo(client: Client, publicDomain: string) {
  return {
    clientId: client.id,
    clientName: client.clientName,
    fullLogoUrl: client.fullLogoUrl,
    aboutUs: client.aboutUs,
    contactPhone1: client.contactPhone1,
    contactPhone2: client.contactPhone2,
    whatsAppNumber1: client.whatsAppNumber1,
    contactEmail1: client.contactEmail1,
    contactEmail2: client.contactEmail2,
    addressLine1: client.addressLine1,
    addressLine2: client.addressLine2,
    city: client.city,
    state: client.state,
    pinCode: client.pinCode,
    brandColor: client.brandColor,
    accentColor: client.accentColor,
    tagline: client.tagline,
    ageRange: client.ageRange,
    openingHours: client.openingHours,
    officeHours: client.officeHours,
    schoolHours: client.schoolHours,
    // The school's social links ("" is none shown) and map pin (both null when none).
    facebookUrl: client.facebookUrl,
    instagramUrl: client.instagramUrl,
    youtubeUrl: client.youtubeUrl,
    xUrl: client.xUrl,
    linkedinUrl: client.linkedinUrl,
    whatsappChannelUrl: client.whatsappChannelUrl,
    mapLatitude: client.mapLatitude,
    mapLongitude: client.mapLongitude,
    // README "Languages": what the site offers, and the Hindi (…) versions of the profile's texts.
    languages: languagesOf(client),
    defaultLanguage: client.defaultLanguage,
    translations: translationsOf(client.translations, PROFILE_TEXT_FIELDS),
    publicDomain,
  };
}

/** The school's languages as a list ("en,hi" → ["en", "hi"]). */
export function languagesOf(client: Pick<Client, "languages">): string[] {
  return client.languages.split(",").filter(Boolean);
}

export type ClientInfo = ReturnType<typeof toClientInfo>;

/** Lower-case, no port, no trailing dot: how hostnames are stored in clientDomains. */
export function normalizeDomain(input: string): string | null {
  let host = input.trim().toLowerCase();
  if (host.startsWith("[")) {
    const end = host.indexOf("]");
    if (end < 0) return null;
    host = host.slice(0, end + 1);
  } else {
    host = host.replace(/:\d+$/, "");
  }
  host = host.replace(/\.$/, "");
  if (!/^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?)$/.test(host)) return null;
  return host;
}

export async function findClient(db: Db, clientId: number): Promise<Client> {
  const client = await db
    .selectFrom("clients")
    .selectAll()
    .where("id", "=", clientId)
    .where("deleted", "=", 0)
    .executeTakeFirst();
  if (!client) throw notFound(`No school found for clientId ${clientId}`);
  return client;
}

export async function findClientByDomain(db: Db, domain: string): Promise<ClientInfo | null> {
  const row = await db
    .selectFrom("clientDomains")
    .innerJoin("clients", "clients.id", "clientDomains.clientId")
    .selectAll("clients")
    .where("clientDomains.domain", "=", domain)
    // A pending domain (README "Staff console") is nobody's site yet: the same "no" as an unknown one.
    .where("clientDomains.verifiedAt", "is not", null)
    .where("clients.deleted", "=", 0)
    .executeTakeFirst();
  if (!row) return null;
  return toClientInfo(row, (await primaryDomain(db, row.id)) ?? domain);
}

/**
 * A submission names its school in its payload, so an unknown one is a bad field (400 naming
 * clientId), where a list for an unknown school is a missing resource (404).
 */
export async function findClientForSubmission(db: Db, clientId: number): Promise<Client> {
  try {
    return await findClient(db, clientId);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) {
      throw new HttpError(400, "clientId: no school has this id", "clientId", { clientId: ["no school has this id"] });
    }
    throw error;
  }
}
