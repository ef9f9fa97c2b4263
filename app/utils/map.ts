/**
 * The embedded map of Contact Information and Visit Us (SPEC §2, §7: "an embedded external maps
 * frame at fixed coordinates, zoom 15"). The original served one school; here every school shares
 * the code, and the provider sends no coordinates (contract: ClientInfo), so a frame fixed on one
 * point would show every other school in the wrong city. The frame therefore centres on the
 * school's own postal address at zoom 15, and only falls back to the fixed coordinates when there is
 * no address (an unknown host's fallback site).
 */

const MAP_ZOOM = 15;

/** The fixed coordinates of SPEC §2 (central Pune), used when a school has no address. */
const MAP_FALLBACK = { lat: 18.5204, lng: 73.8567 } as const;

/** A Google Maps embed URL (no API key; server.ts's CSP allows https://maps.google.com frames). */
export function mapEmbedUrl(addressLines: readonly string[]): string {
  const address = addressLines
    .map((line) => line.trim())
    .filter(Boolean)
    .join(", ");
  const query = address || `${MAP_FALLBACK.lat},${MAP_FALLBACK.lng}`;
  return `https://maps.google.com/maps?q=${encodeURIComponent(query)}&z=${MAP_ZOOM}&output=embed`;
}

/** The same place in Google Maps itself, for a "directions" link that also works where frames fail. */
export function mapLinkUrl(addressLines: readonly string[]): string {
  const address = addressLines
    .map((line) => line.trim())
    .filter(Boolean)
    .join(", ");
  const query = address || `${MAP_FALLBACK.lat},${MAP_FALLBACK.lng}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
