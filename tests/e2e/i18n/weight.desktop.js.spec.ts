import http from "node:http";
import { expect, PORT, test } from "../fixtures.js";
import { SPEC_PAGES } from "../../support/routes.js";

// README "Languages": a Hindi page weighs at most 20 % more than its English page, as the server
// sends it to a parent's browser (which takes brotli over HTTPS), rendered for the visitor and
// again from the page cache. Devanagari takes three bytes a letter in UTF-8 where English takes
// one, so this is the check that a Hindi page carries its words once in the markup and once for
// hydration, and nothing more (no other language, no catalogue). HTTP only: run once.

const BROWSER = "gzip, deflate, br, zstd";
const OTHER_PAGES = ["/privacy", "/newsletter", "/admissions/status", "/no/such/page", "/login", "/register", "/forgot-password"];

/** The bytes of a page as sent, and how they were encoded. */
function weigh(host: string, path: string): Promise<{ status: number; bytes: number; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: "127.0.0.1", port: PORT, path, agent: false, headers: { host: `${host}:${PORT}`, "accept-encoding": BROWSER } },
      (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes, encoding: res.headers["content-encoding"] }));
      },
    );
    req.on("error", reject);
  });
}

for (const host of ["localhost", "rainbow.localhost"]) {
  test(`${host}: every Hindi page within 1.2× its English page's weight`, async () => {
    const rows = [];
    for (const path of [...SPEC_PAGES, ...OTHER_PAGES]) {
      const hindiPath = path === "/" ? "/hi" : `/hi${path}`;
      // The first answer is rendered for this request; a shared page's second comes from the cache.
      for (const round of ["rendered", "again"]) {
        const english = await weigh(host, path);
        const hindi = await weigh(host, hindiPath);
        expect([200, 404], path).toContain(english.status);
        expect(hindi.status, hindiPath).toBe(english.status);
        expect([english.encoding, hindi.encoding], path).toEqual(["br", "br"]);
        rows.push({ path, round, english: english.bytes, hindi: hindi.bytes, ratio: Number((hindi.bytes / english.bytes).toFixed(3)) });
      }
    }
    console.log(`${host}\n${rows.map((row) => `${row.path} (${row.round}) ${row.english} → ${row.hindi} B (×${row.ratio})`).join("\n")}`);
    expect(rows.filter((row) => row.ratio > 1.2)).toEqual([]);
  });
}
