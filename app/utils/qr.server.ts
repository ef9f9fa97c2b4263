import { encodeQR } from "@paulmillr/qr";

/**
 * A QR code as one SVG path, drawn on the server (README "Admissions": "Registration fee by UPI"):
 * the page sends a few KB of markup and no QR library reaches the browser (README "JavaScript
 * budgets"). The quiet zone is the four modules ISO/IEC 18004 asks for, so a phone's camera finds
 * the code next to anything the page puts beside it.
 */

const QUIET_ZONE = 4;

/** `size`: modules across, quiet zone included (the viewBox); `path`: the dark modules. */
export type QrCode = { size: number; path: string };

export function qrCode(text: string): QrCode {
  // Medium error correction (15%): a print or a scratched screen still reads.
  const rows = encodeQR(text, "raw", { border: 0, ecc: "medium" });
  let path = "";
  rows.forEach((row, y) => {
    // Each run of dark modules in a row is one rectangle: a fifth of the markup of one per module.
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x++;
      const width = x - start + 1;
      path += `M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${width}v1h-${width}z`;
    }
  });
  return { size: rows.length + 2 * QUIET_ZONE, path };
}
