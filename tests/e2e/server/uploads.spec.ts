import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { rawExchange, request, startServer, type RunningServer } from "./spawn.js";

// How server.ts treats uploads (README "Uploads"): a file under DATA_DIR/uploads is served only
// while a visible item uses it (uploads-withdrawn.spec.ts), anything else under /uploads is a plain
// 404; only the image forms may send more than 64 KB, and even they have a ceiling.

let server: RunningServer;
let dataDir: string;
const HASH = "0123456789abcdef0123456789abcdef";

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "nurture-uploads-"));
  mkdirSync(path.join(dataDir, "uploads", HASH), { recursive: true });
  // What another instance wrote to the shared volume, recorded for no school.
  writeFileSync(path.join(dataDir, "uploads", HASH, "320.webp"), Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "));
  server = await startServer({ DATA_DIR: dataDir });
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Sends only the headers and a little of an announced body; the answer must not wait for the rest. */
const announce = (pathname: string, contentType: string, length: number) =>
  rawExchange(
    server.port,
    `POST ${pathname} HTTP/1.1\r\nHost: localhost:${server.port}\r\nContent-Type: ${contentType}\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n--x\r\n`,
    // The staff page's answer to an anonymous visitor (sign in) comes without the body read.
    { endAfterMs: 500 },
  );

test("a file on the volume that no school's visible item uses is a 404, on any school's host", async () => {
  // Served only while an item shows it (uploads-withdrawn.spec.ts follows one photo through).
  for (const host of ["localhost", "rainbow.localhost"]) {
    const res = await request(`${server.url}/uploads/${HASH}/320.webp`, { headers: { host: `${host}:${server.port}` } });
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).not.toBe("image/webp");
  }
});

test("anything else under /uploads is a plain 404, never a file outside it", async () => {
  for (const target of [
    `/uploads/${HASH}/640.webp`,
    `/uploads/${HASH}/320.png`,
    "/uploads/../secrets.json",
    "/uploads/%2e%2e/secrets.json",
    "/uploads/x/1.webp",
  ]) {
    const res = await request(`${server.url}${target}`);
    expect(res.status, target).toBe(404);
    expect(res.headers["content-type"], target).not.toBe("image/webp");
  }
});

test("only the image forms may send more than 64 KB, up to 32 MB", async () => {
  const multipart = "multipart/form-data; boundary=x";
  // Another form: the 64 KB cap, multipart or not.
  expect(await announce("/contact/info", multipart, 200 * 1024)).toMatch(/^HTTP\/1\.1 413 /);
  // The profile form with a 20 MB photo: past the cap, to the page (here: sign in first).
  expect(await announce("/staff/profile", multipart, 20 * 1024 * 1024)).toMatch(/^HTTP\/1\.1 (302|303|400) /);
  // Past 32 MB: refused before it is read, with a page that says what to do.
  const huge = await announce("/staff/profile", multipart, 40 * 1024 * 1024);
  expect(huge).toMatch(/^HTTP\/1\.1 413 /);
  expect(huge).toContain("A photo may be at most 10 MB, and photos sent together 32 MB in all");
  // The profile form urlencoded: the ordinary cap.
  expect(await announce("/staff/profile", "application/x-www-form-urlencoded", 200 * 1024)).toMatch(/^HTTP\/1\.1 413 /);
});
