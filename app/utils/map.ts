import type { MapPin } from "./school";

/**
 * The embedded map of Contact Information and Visit Us (SPEC §2, §7: "an embedded external maps
 * frame at fixed coordinates, zoom 15"). The original served one school; here every school shares
 * the code, so a frame fixed on one point would show every other school in the wrong city. The frame
 * centres on the school's own pin (README "Staff console": latitude and longitude in the profile) at
 * zoom 15; without a pin, on its postal address; and only with neither (an unknown host's fallback
 * site) on the fixed coordinates.
 */

const MAP_ZOOM = 15;

/** The fixed coordinates of SPEC §2 (central Pune), used when a school has no pin and no address. */
const MAP_FALLBACK: MapPin = { latitude: 18.5204, longitude: 73.8567 };

/** What the map looks for: the pin as "lat,lng", else the address in one line. */
function mapQuery(addressLines: readonly string[], pin: MapPin | null): string {
  const address = addressLines
    .map((line) => line.trim())
    .filter(Boolean)
    .join(", ");
  if (pin || !address) {
    const { latitude, longitude } = pin ?? MAP_FALLBACK;
    return `${latitude},${longitude}`;
  }
  return address;
}

/** A Google Maps embed URL (no API key; server.ts's CSP allows https://maps.google.com frames). */
export function mapEmbedUrl(addressLines: readonly string[], pin: MapPin | null = null): string {
  return `https://maps.google.com/maps?q=${encodeURIComponent(mapQuery(addressLines, pin))}&z=${MAP_ZOOM}&output=embed`;
}

/** The same place in Google Maps itself, for a "directions" link that also works where frames fail. */
export function mapLinkUrl(addressLines: readonly string[], pin: MapPin | null = null): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(mapQuery(addressLines, pin))}`;
}
