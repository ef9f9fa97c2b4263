import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEIC_480x360, SVG, TEXT_AS_JPEG, bombPng, phonePhoto, smallPng } from "../fixtures/images.js";
import { demoAccount, qs, signIn, signInParent, startTestApi, type TestApi, usingPostgres } from "./harness.js";

// POST /staff/uploads: a staff member's photo checked by its bytes, cleaned (no EXIF, no GPS),
// turned upright, stored as WebP in the standard widths under a content-hashed name — and every
// bad upload a clear message with nothing stored.

let api: TestApi;
const token = { staffA: "", ownerA: "", staffB: "", parentA: "" };

beforeAll(async () => {
  api = await startTestApi();
  token.staffA = await signIn(api, demoAccount(0, "staff"));
  token.ownerA = await signIn(api, demoAccount(0, "owner"));
  token.staffB = await signIn(api, demoAccount(1, "staff"));
  token.parentA = await signInParent(api, "parent-up@example.org");
});
afterAll(async () => {
  await api?.close();
});

const upload = (bytes: Buffer, bearer: string | null, query = "", type = "image/jpeg") =>
  api.post(`/staff/uploads${query}`, {
    headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), "content-type": type },
    body: new Uint8Array(bytes),
  });

const storedFiles = () =>
  readdirSync(api.uploadsDir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith(".webp"));
const uploadRows = () => api.db.selectFrom("uploads").selectAll().execute();

describe("a phone photo", () => {
  it("is stored as WebP in every standard width up to its own, with no EXIF or GPS", async () => {
    const photo = await phonePhoto(2400, 1600);
    expect((await sharp(photo).metadata()).exif?.length).toBeGreaterThan(100); // the camera's EXIF with GPS
    const res = await upload(photo, token.staffA);
    expect(res.status).toBe(201);
    const { url, hash, widths } = res.body.data;
    expect(widths).toEqual([320, 640, 960, 1280, 1920]);
    expect(url).toBe(`/uploads/${hash}/1920.webp`);
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    for (const width of widths) {
      const stored = await api.uploads.get(`${hash}/${width}.webp`);
      expect(stored).not.toBeNull();
      const meta = await sharp(stored!).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(width);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    const rows = await uploadRows();
    expect(rows).toMatchObject([{ clientId: api.schoolA, hash, widths: "320,640,960,1280,1920" }]);
  });

  it("is turned upright by its orientation tag before it is resized", async () => {
    // 1600 × 900 stored sideways (orientation 6: turn 90° clockwise) is a 900 px wide portrait.
    const res = await upload(await phonePhoto(1600, 900, 6), token.ownerA);
    expect(res.status).toBe(201);
    expect(res.body.data.widths).toEqual([320, 640]);
    const largest = await sharp((await api.uploads.get(`${res.body.data.hash}/640.webp`))!).metadata();
    expect(largest.height).toBeGreaterThan(largest.width);
  });

  it("HEIC from an iPhone (HEVC, which sharp's libvips cannot decode) is decoded by heic-decode and stored as WebP", async () => {
    await expect(sharp(HEIC_480x360).webp().toBuffer()).rejects.toThrow(/HEVC/);
    const res = await upload(HEIC_480x360, token.staffA, "", "image/heic");
    expect(res.status).toBe(201);
    expect(res.body.data.widths).toEqual([320]);
    const stored = await sharp((await api.uploads.get(`${res.body.data.hash}/320.webp`))!)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(stored.info).toMatchObject({ width: 320, height: 240 });
    // The photo's blue, not a blank: the middle pixel.
    const at = (120 * 320 + 160) * stored.info.channels;
    expect(stored.data[at + 2]!).toBeGreaterThan(150);
    expect(stored.data[at]!).toBeLessThan(80);
  });

  it("smaller than the smallest width is kept at its own width; sent twice, it is one row", async () => {
    const png = await smallPng(200, 120);
    const first = await upload(png, token.staffA, "", "application/octet-stream");
    const again = await upload(png, token.staffA);
    expect(first.status).toBe(201);
    expect(again.body.data).toEqual(first.body.data);
    expect(first.body.data.widths).toEqual([200]);
    expect(first.body.data.url).toBe(`/uploads/${first.body.data.hash}/200.webp`);
    expect((await uploadRows()).filter((row) => row.hash === first.body.data.hash)).toHaveLength(1);
  });
});

// Refused by their bytes before any SQL runs, and sharp's work is the same on either database:
// run on SQLite only (README "Tests"); a stored photo, above, runs on both.
describe.skipIf(usingPostgres)("bad uploads: a clear message on the image field, nothing stored", () => {
  const refused = async (bytes: Buffer, status: number, message: RegExp, type?: string) => {
    const filesBefore = storedFiles().length;
    const rowsBefore = (await uploadRows()).length;
    const res = await upload(bytes, token.staffA, "", type);
    expect(res.status).toBe(status);
    expect(res.body.field).toBe("image");
    expect(res.body.errors.image[0]).toMatch(message);
    expect(storedFiles()).toHaveLength(filesBefore);
    expect(await uploadRows()).toHaveLength(rowsBefore);
  };

  it("an SVG (it can carry scripts), whatever its type says", async () => {
    await refused(SVG, 400, /^SVG drawings cannot be uploaded, because they can carry scripts/, "image/png");
  });

  it("a text file renamed photo.jpg", async () => {
    await refused(TEXT_AS_JPEG, 400, /^This file is not a photo we can use/);
  });

  it("a 20 MB upload", async () => {
    const big = Buffer.concat([await phonePhoto(400, 300), Buffer.alloc(20 * 1024 * 1024)]);
    await refused(big, 413, /^This image is larger than 10 MB/);
  });

  it("a decompression bomb declaring 40 000 × 40 000 pixels", async () => {
    await refused(bombPng(), 400, /^This image is too large in pixels \(40000 × 40000\)/);
  });

  it("an empty body", async () => {
    await refused(Buffer.alloc(0), 400, /^Choose an image to upload/);
  });

  it("a JPEG cut off after its header", async () => {
    await refused((await phonePhoto(800, 600)).subarray(0, 400), 400, /could not be read/);
  });
});

describe("who may upload", () => {
  it("nobody signed in 401, a parent 403", async () => {
    const photo = await smallPng(64, 64);
    expect((await upload(photo, null)).status).toBe(401);
    expect((await upload(photo, token.parentA)).status).toBe(403);
  });

  it("Rainbow's staff naming Sunshine get the 404 of another school, and nothing is stored", async () => {
    const filesBefore = storedFiles().length;
    const res = await upload(await smallPng(90, 90), token.staffB, qs({ clientId: api.schoolA }));
    expect(res.status).toBe(404);
    expect(storedFiles()).toHaveLength(filesBefore);
    expect((await uploadRows()).some((row) => row.clientId === api.schoolA && row.widths === "90")).toBe(false);
  });

  it("a photo is recorded for the uploader's own school", async () => {
    const res = await upload(await smallPng(91, 91), token.staffB);
    expect(res.status).toBe(201);
    const rows = await api.db.selectFrom("uploads").selectAll().where("hash", "=", res.body.data.hash).execute();
    expect(rows.map((row) => row.clientId)).toEqual([api.schoolB]);
    expect(existsSync(path.join(api.uploadsDir, res.body.data.hash, "91.webp"))).toBe(true);
  });
});
