import { z } from "zod";
import { apiRequest } from "~/utils/api.server";
import { text } from "./list.server";

/** Decimal degrees within ±limit, or null (missing, blank or out of range: no pin). */
const degrees = (limit: number) =>
  z
    .preprocess((value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value), z.number().min(-limit).max(limit))
    .nullable()
    .catch(null);

/** SPEC §3 "Client info" plus the contract's brand colours and public domain. */
export const clientInfoSchema = z.object({
  clientId: z.coerce.number().int().positive(),
  clientName: z.string().min(1),
  fullLogoUrl: text,
  aboutUs: text,
  contactPhone1: text,
  contactPhone2: text,
  whatsAppNumber1: text,
  contactEmail1: text,
  contactEmail2: text,
  addressLine1: text,
  addressLine2: text,
  city: text,
  state: text,
  pinCode: text,
  // Not in SPEC §3; another provider may omit them, the site then uses its default colours.
  brandColor: text,
  accentColor: text,
  // Not in SPEC §3 either: the school's own tagline, ages and hours; blank or missing, the
  // site shows SPEC §2's texts.
  tagline: text,
  ageRange: text,
  openingHours: text,
  officeHours: text,
  schoolHours: text,
  // The school's social links ("" is none) and map pin (README "Staff console"); an older or
  // another provider may send none: no link shown, the map found from the address.
  facebookUrl: text,
  instagramUrl: text,
  youtubeUrl: text,
  xUrl: text,
  linkedinUrl: text,
  whatsappChannelUrl: text,
  mapLatitude: degrees(90),
  mapLongitude: degrees(180),
  // README "Languages": another or an older provider sends none, and the site is English only.
  languages: z.array(z.string()).catch(["en"]).default(["en"]),
  defaultLanguage: z.string().catch("en").default("en"),
  translations: z.record(z.record(z.string())).catch({}).default({}),
  publicDomain: text,
});

export type ClientInfo = z.infer<typeof clientInfoSchema>;

export type ClientLookup =
  { status: "found"; client: ClientInfo } | { status: "unknown" } | { status: "failed"; httpStatus: number; message: string };

/** GET /client/getByPublicDomain?publicDomain=HOST (SPEC §7). */
function clientQuery(publicDomain: string): URLSearchParams {
  return new URLSearchParams({ publicDomain });
}

export async function getClientByPublicDomain(publicDomain: string, options: { signal?: AbortSignal } = {}): Promise<ClientLookup> {
  const result = await apiRequest("/client/getByPublicDomain", {
    query: clientQuery(publicDomain),
    schema: z.object({ data: clientInfoSchema }),
    signal: options.signal,
  });
  if (result.ok) return { status: "found", client: result.data.data };
  // 404 is a definite "no such school"; everything else (timeout, 5xx, bad body) is a failure.
  if (result.status === 404) return { status: "unknown" };
  return { status: "failed", httpStatus: result.status, message: result.message };
}
