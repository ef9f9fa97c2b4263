import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { qrCode } from "~/utils/qr.server";
import { upiLink } from "../../shared/upi";
import { REFERENCE_ALPHABET } from "../../api/references.js";

// The status page's UPI QR code (README "Admissions": "Registration fee by UPI") is one SVG path
// drawn on the server: the path, painted as a browser paints it, must read back as the deep link.

const LINK = upiLink({ upiId: "sunshinekids@okaxis", payeeName: "Sunshine Kids Academy", amountRupees: 500, note: "SUN-7K3Q9" });

/** The path's rectangles (`M x y h w v1 h-w z`) filled into a grid of modules, as a browser fills them. */
function paint(code: { size: number; path: string }): boolean[][] {
  const grid = Array.from({ length: code.size }, () => Array<boolean>(code.size).fill(false));
  const runs = [...code.path.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)];
  expect(runs.map((run) => run[0]).join("")).toBe(code.path);
  for (const [, x, y, width, back] of runs) {
    expect(back).toBe(width);
    for (let dx = 0; dx < Number(width); dx++) grid[Number(y)]![Number(x) + dx] = true;
  }
  return grid;
}

/** The grid as an RGBA picture, `scale` pixels a module: black on white. */
function picture(grid: boolean[][], scale: number) {
  const width = grid.length * scale;
  const data = new Uint8ClampedArray(width * width * 4);
  for (let y = 0; y < width; y++) {
    for (let x = 0; x < width; x++) {
      const value = grid[Math.floor(y / scale)]![Math.floor(x / scale)] ? 0 : 255;
      data.set([value, value, value, 255], (y * width + x) * 4);
    }
  }
  return { width, height: width, data };
}

/** What a reader (jsQR, as a phone's camera app would) reads from the picture. */
function read({ width, height, data }: ReturnType<typeof picture>) {
  return jsQR(data, width, height)?.data;
}

describe("the UPI QR code", () => {
  it("reads back as the deep link", () => {
    expect(read(picture(paint(qrCode(LINK)), 6))).toBe(LINK);
  });

  it("has four light modules of quiet zone on every side", () => {
    const grid = paint(qrCode(LINK));
    const rows = [...grid.slice(0, 4), ...grid.slice(-4)];
    const columns = grid.flatMap((row) => [...row.slice(0, 4), ...row.slice(-4)]);
    expect([...rows.flat(), ...columns].some(Boolean)).toBe(false);
    // The finder pattern's corner starts right inside it.
    expect(grid[4]![4]).toBe(true);
    expect(grid[3]![3]).toBe(false);
  });

  it("reads back for every reference, whatever its letters make of the pattern", () => {
    // 256 references of the school's alphabet (api/references.ts), walked in order, and two that
    // @paulmillr/qr's own decoder cannot read: each changes the data modules, and some draw shapes
    // a weaker reader takes for a finder pattern. Five pixels a module, as the page paints it.
    const walked = Array.from(
      { length: 256 },
      (_, i) => `SUN-${[i >> 5, i & 31, (i * 7) & 31, (i * 13) & 31, (i * 29) & 31].map((n) => REFERENCE_ALPHABET[n]).join("")}`,
    );
    const unread: string[] = [];
    for (const note of ["SUN-VYDUF", "SUN-YEEAK", ...walked]) {
      const link = upiLink({ upiId: "sunshinekids@okaxis", payeeName: "Sunshine Kids Academy", amountRupees: 500, note });
      if (read(picture(paint(qrCode(link)), 5)) !== link) unread.push(note);
    }
    expect(unread).toEqual([]);
  });

  it("grows with a longer payee name and still reads", () => {
    const long = upiLink({ upiId: "admissions.office@okhdfcbank", payeeName: "स".repeat(40), amountRupees: 100000, note: "SUN-H8T6W" });
    const code = qrCode(long);
    expect(code.size).toBeGreaterThan(qrCode(LINK).size);
    expect(read(picture(paint(code), 4))).toBe(long);
  });
});
