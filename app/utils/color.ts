/**
 * Brand colours come from the school's client info (contract: "#rrggbb", white text on brandColor
 * passes WCAG AA). Another provider may send anything, so a colour is used only when it is a plain
 * hex colour (it is written into a <style> element) and, for the brand, only when white text on
 * it reaches 4.5:1.
 */

const DEFAULT_BRAND = "#1d4ed8";
const DEFAULT_ACCENT = "#f59e0b";

const HEX = /^#[0-9a-f]{6}$/i;

function isHexColor(value: string): boolean {
  return HEX.test(value);
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Black or white, whichever reads better on the colour. */
function readableTextOn(hex: string): "#000000" | "#ffffff" {
  return contrastRatio(hex, "#000000") >= contrastRatio(hex, "#ffffff") ? "#000000" : "#ffffff";
}

/**
 * Why white text cannot go on this brand colour (WCAG AA needs 4.5:1), or null when it can. The
 * staff's profile form says it on the field; the provider checks the same and says the same.
 */
export function whiteTextProblem(hex: string): string | null {
  if (!isHexColor(hex)) return null;
  const ratio = contrastRatio(hex, "#ffffff");
  if (ratio >= 4.5) return null;
  const shown = (Math.floor(ratio * 10) / 10).toFixed(1);
  return `White text on ${hex.toLowerCase()} has a contrast of ${shown}:1; it needs at least 4.5:1 (WCAG AA). Choose a darker brand colour.`;
}

export type Theme = { brand: string; accent: string; accentText: string };

export function themeFrom(brandColor: string | undefined, accentColor: string | undefined): Theme {
  const brand = brandColor && isHexColor(brandColor) && contrastRatio(brandColor, "#ffffff") >= 4.5 ? brandColor.toLowerCase() : DEFAULT_BRAND;
  const accent = accentColor && isHexColor(accentColor) ? accentColor.toLowerCase() : DEFAULT_ACCENT;
  return { brand, accent, accentText: readableTextOn(accent) };
}

/** The CSS for <style>: only validated hex colours reach it. */
export function themeCss(theme: Theme): string {
  return `:root{--brand:${theme.brand};--accent:${theme.accent};--accent-contrast:${theme.accentText}}`;
}
