import { isSocialLink, PROFILE_TEXT_FIELDS, SOCIAL_LINK_FIELDS, type SocialLinkField } from "../../shared/profile";
import { FALLBACK_LOGO, FALLBACK_SITE } from "~/content/site";
import { catalogue } from "~/i18n/catalogue.server";
import { DEFAULT_LANG, type Lang } from "~/i18n/languages";
import { inLanguage } from "~/i18n/school-languages.server";
import { SOCIAL_NETWORKS } from "~/content/social";
import type { ClientInfo } from "~/models/client.server";
import { themeCss, themeFrom } from "~/utils/color";
import { schoolJsonLd, serializeJsonLd } from "~/utils/json-ld";
import { addressLines, parseHours, type SchoolFacts, type SocialLink } from "~/utils/school";
import type { SiteView } from "~/utils/site";
import { hashedStaticUrl, mediaUrl } from "~/utils/static-assets.server";

/** The fields of SPEC §3 "Client info" that the pages show. */
type ClientFacts = Pick<
  ClientInfo,
  | "clientName"
  | "fullLogoUrl"
  | "aboutUs"
  | "contactPhone1"
  | "contactPhone2"
  | "whatsAppNumber1"
  | "contactEmail1"
  | "contactEmail2"
  | "addressLine1"
  | "addressLine2"
  | "city"
  | "state"
  | "pinCode"
> &
  Partial<Pick<ClientInfo, SocialLinkField | "mapLatitude" | "mapLongitude">>;

/**
 * The school's schema.org JSON-LD (home and contact pages) as the text of its script element,
 * `origin` its canonical origin (tenant.server.ts `schoolOrigin`). Built here, so that no page ships
 * the builder (README "JavaScript budgets").
 */
export function schoolJsonLdText(client: ClientFacts, origin: string | null): string {
  return serializeJsonLd(schoolJsonLd(schoolFacts(client), origin));
}

/** The facts of a school's client info (SPEC §3), trimmed, with a safe logo URL. */
export function schoolFacts(client: ClientFacts): SchoolFacts {
  return {
    name: client.clientName,
    logoUrl: mediaUrl(client.fullLogoUrl, FALLBACK_LOGO),
    about: client.aboutUs.trim(),
    phones: [client.contactPhone1, client.contactPhone2].map((phone) => phone.trim()).filter(Boolean),
    emails: [client.contactEmail1, client.contactEmail2].map((email) => email.trim()).filter(Boolean),
    whatsApp: client.whatsAppNumber1.trim(),
    address: {
      line1: client.addressLine1.trim(),
      line2: client.addressLine2.trim(),
      city: client.city.trim(),
      state: client.state.trim(),
      pinCode: client.pinCode.trim(),
    },
    social: socialLinks(client),
    mapPin: client.mapLatitude != null && client.mapLongitude != null ? { latitude: client.mapLatitude, longitude: client.mapLongitude } : null,
  };
}

/**
 * The links the school set, in SOCIAL_NETWORKS' order; one that is not a page on its network
 * (another provider may send anything) is left out rather than linked: never a placeholder, never
 * another site.
 */
function socialLinks(client: Partial<Record<SocialLinkField, string>>, names?: Readonly<Record<SocialLinkField, string>>): SocialLink[] {
  return SOCIAL_LINK_FIELDS.flatMap((field) => {
    const href = client[field]?.trim() ?? "";
    const link = { ...SOCIAL_NETWORKS[field], ...(names ? { label: names[field] } : {}) };
    return href && isSocialLink(field, href) ? [{ ...link, href }] : [];
  });
}

/** The school's own texts (tagline, ages, hours); another provider may not send them. */
type ClientProfile = Partial<Pick<ClientInfo, "tagline" | "ageRange" | "openingHours" | "officeHours" | "schoolHours">>;

/** The layout's view of the school, or the fallback site of SPEC §1 when the host has none. */
/**
 * The school's colours as the root's <style> (only validated hex colours, utils/color.ts), worked
 * out here so the browser needs none of the colour checks (README "JavaScript budgets").
 */
export function themeStyle(client: { brandColor?: string; accentColor?: string } | null): string {
  return themeCss(themeFrom(client?.brandColor, client?.accentColor));
}

/** The school's client info with its texts in `lang` (README "Languages"). */
export function clientIn<T extends Partial<ClientInfo>>(client: T, lang: Lang): T {
  return inLanguage(
    client,
    client.translations,
    lang,
    // The profile's texts that are the school's own words (shared/profile.ts, the provider's too).
    PROFILE_TEXT_FIELDS.filter((field): field is (typeof PROFILE_TEXT_FIELDS)[number] & keyof T => field in client),
  );
}

export function siteView(
  school: (ClientFacts & ClientProfile & Partial<Pick<ClientInfo, "translations">>) | null,
  lang: Lang = DEFAULT_LANG,
): SiteView {
  if (!school) return { ...FALLBACK_SITE, logoUrl: hashedStaticUrl(FALLBACK_SITE.logoUrl) };
  const client = clientIn(school, lang);
  const words = catalogue(lang).layout;
  const facts = { ...schoolFacts(client), social: socialLinks(client, words.social) };
  return {
    known: true,
    name: facts.name,
    logoUrl: facts.logoUrl,
    about: facts.about || words.fallbackAbout,
    phones: facts.phones,
    emails: facts.emails,
    whatsApp: facts.whatsApp,
    addressLines: addressLines(facts.address),
    tagline: client.tagline?.trim() ?? "",
    ageRange: client.ageRange?.trim() ?? "",
    openingHours: client.openingHours?.trim() ?? "",
    officeHours: parseHours(client.officeHours ?? ""),
    schoolHours: parseHours(client.schoolHours ?? ""),
    social: facts.social,
    mapPin: facts.mapPin,
  };
}
