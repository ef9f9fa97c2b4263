import type { SchoolFacts } from "./school";
import { phoneLabel } from "./phone";

/**
 * schema.org data for the school (name, logo, address, telephone on the home and contact
 * pages). `origin` is the school's canonical origin from the root loader (its publicDomain, never the
 * raw Host), so that the logo and url are absolute; without one the relative parts are left out.
 */
export function schoolJsonLd(school: SchoolFacts, origin: string | null) {
  const absolute = (path: string) => {
    if (/^https?:\/\//.test(path)) return path;
    return origin ? `${origin}${path}` : undefined;
  };
  const { address } = school;
  const street = [address.line1, address.line2].filter(Boolean).join(", ");
  return {
    "@context": "https://schema.org",
    // A Preschool is a schema.org EducationalOrganization.
    "@type": "Preschool",
    name: school.name,
    url: origin ? `${origin}/` : undefined,
    logo: absolute(school.logoUrl),
    description: school.about || undefined,
    telephone: school.phones[0] ? phoneLabel(school.phones[0]) : undefined,
    email: school.emails[0] || undefined,
    address: {
      "@type": "PostalAddress",
      streetAddress: street || undefined,
      addressLocality: address.city || undefined,
      addressRegion: address.state || undefined,
      postalCode: address.pinCode || undefined,
      addressCountry: "IN",
    },
    // The school's own pages elsewhere and its pin (README "Staff console"), when it set them.
    sameAs: school.social.length > 0 ? school.social.map((link) => link.href) : undefined,
    geo: school.mapPin ? { "@type": "GeoCoordinates", latitude: school.mapPin.latitude, longitude: school.mapPin.longitude } : undefined,
  };
}

/**
 * JSON for an inline <script type="application/ld+json">: "<" and the JavaScript line separators
 * are escaped so that a school's text can never close the script element.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
