import { gzipSync } from "node:zlib";
import { expect, PORT, test } from "../fixtures.js";
import { SPEC_PAGES } from "../../support/routes.js";
import { request } from "../server/spawn.js";

// README "Languages": a Hindi page weighs at most 20 % more than its English page, as a parent's
// phone downloads it (gzip, as the server sends HTML). Devanagari takes three bytes a letter in
// UTF-8 where English takes one, so this is the check that the Hindi page carries its words once
// in the HTML and once for hydration, and nothing more. HTTP only: run once.

const origin = `http://127.0.0.1:${PORT}`;
const OTHER_PAGES = ["/privacy", "/newsletter", "/admissions/status", "/no/such/page"];

for (const host of ["localhost", "rainbow.localhost"]) {
  test(`${host}: every Hindi page within 1.2× its English page's weight`, async () => {
    const weigh = async (path: string) => {
      const response = await request(`${origin}${path}`, { headers: { Host: `${host}:${PORT}` } });
      expect([200, 404], path).toContain(response.status);
      return { raw: Buffer.byteLength(response.body), gzip: gzipSync(response.body).length };
    };
    const rows = [];
    for (const path of [...SPEC_PAGES, ...OTHER_PAGES]) {
      const english = await weigh(path);
      const hindi = await weigh(path === "/" ? "/hi" : `/hi${path}`);
      rows.push({
        path,
        english: english.gzip,
        hindi: hindi.gzip,
        ratio: Number((hindi.gzip / english.gzip).toFixed(3)),
        raw: Number((hindi.raw / english.raw).toFixed(3)),
      });
    }
    console.log(`${host}\n${rows.map((row) => `${row.path} ${row.english} → ${row.hindi} B gzip (×${row.ratio}; raw ×${row.raw})`).join("\n")}`);
    expect(rows.filter((row) => row.ratio > 1.2)).toEqual([]);
  });
}
