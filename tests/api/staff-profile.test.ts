import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoSchools } from "../../api/demo-data.js";
import type { ContentChange } from "../../api/events.js";
import { authed, demoAccount, qs, signIn, signInParent, startTestApi, type TestApi } from "./harness.js";

// The school profile (README "Staff console"): staff edit the details; a colour pair below WCAG AA
// is a clear message with nothing stored; every change is announced for this school only. The
// domains have their own file (staff-domains.test.ts).

let api: TestApi;
const token = { staffA: "", staffB: "", parentA: "" };
const changes: ContentChange[] = [];

beforeAll(async () => {
  api = await startTestApi({ onContentChange: (change) => changes.push(change) });
  token.staffA = await signIn(api, demoAccount(0, "staff"));
  token.staffB = await signIn(api, demoAccount(1, "staff"));
  token.parentA = await signInParent(api, "parent-profile@example.org");
});
afterAll(async () => {
  await api?.close();
});

const client = (id: number) => api.db.selectFrom("clients").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

async function profileOf(bearer: string) {
  const res = await api.get("/staff/profile", authed(bearer));
  expect(res.status).toBe(200);
  const { domains: _domains, clientId: _id, ...fields } = res.body.data;
  return fields as Record<string, string>;
}

describe("the profile", () => {
  it("staff read and save it; the change is announced for their school only", async () => {
    const before = await profileOf(token.staffA);
    expect(before.clientName).toBe("Sunshine Kids Academy");
    changes.length = 0;
    const res = await api.post(
      "/staff/profile",
      authed(token.staffA, { ...before, clientName: "Sunshine Kids Academy Baner", brandColor: "#7C2D12" }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ clientName: "Sunshine Kids Academy Baner", brandColor: "#7c2d12" });
    expect(await client(api.schoolA)).toMatchObject({ clientName: "Sunshine Kids Academy Baner", brandColor: "#7c2d12" });
    expect(changes).toEqual([{ clientId: api.schoolA, list: "profile" }]);
    // Public: the tenant answer shows it.
    const tenant = await api.get("/client/getByPublicDomain" + qs({ publicDomain: "localhost" }));
    expect(tenant.body.data.clientName).toBe("Sunshine Kids Academy Baner");
    const audit = await api.db.selectFrom("auditLog").selectAll().where("subjectKind", "=", "school").execute();
    expect(audit).toMatchObject([{ clientId: api.schoolA, action: "edit", subjectId: api.schoolA }]);
  });

  it("refuses a brand colour white text cannot be read on, saying the ratio and what is needed", async () => {
    const before = await profileOf(token.staffA);
    changes.length = 0;
    const res = await api.post(
      "/staff/profile",
      authed(token.staffA, { ...before, clientName: "Not Saved", brandColor: "#ffcc00" }),
    );
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("brandColor");
    expect(res.body.errors.brandColor).toEqual([
      "White text on #ffcc00 has a contrast of 1.5:1; it needs at least 4.5:1 (WCAG AA). Choose a darker brand colour.",
    ]);
    expect((await client(api.schoolA)).clientName).toBe(before.clientName);
    expect(changes).toEqual([]);
  });

  it("refuses bad details by field, nothing stored", async () => {
    const before = await profileOf(token.staffA);
    const cases: [Record<string, string>, string][] = [
      [{ clientName: "" }, "clientName"],
      [{ brandColor: "blue" }, "brandColor"],
      [{ accentColor: "#ffff" }, "accentColor"],
      [{ contactEmail1: "not-an-address" }, "contactEmail1"],
      [{ contactPhone1: "12" }, "contactPhone1"],
      [{ pinCode: "41104" }, "pinCode"],
      [{ fullLogoUrl: "javascript:alert(1)" }, "fullLogoUrl"],
      [{ officeHours: "Monday – Friday: 9:00 AM – 5:00 PM\nweekends closed" }, "officeHours"],
      [{ schoolHours: "<b>Monday</b>: 9" }, "schoolHours"],
      [{ tagline: "x".repeat(161) }, "tagline"],
    ];
    for (const [change, field] of cases) {
      const res = await api.post("/staff/profile", authed(token.staffA, { ...before, ...change }));
      expect(res.status, field).toBe(400);
      expect(res.body.field).toBe(field);
    }
    expect(await profileOf(token.staffA)).toEqual(before);
  });

  it("saves the school's own tagline, ages and hours, which the public client info then carries", async () => {
    const before = await profileOf(token.staffA);
    const texts = {
      tagline: "Little steps, big dreams",
      ageRange: "18 months to 6 years",
      openingHours: "8:30 AM - 5:00 PM",
      officeHours: "Monday – Friday: 9:00 AM – 5:00 PM\nSaturday: 9:00 AM – 1:00 PM",
      schoolHours: "Monday – Friday: 8:30 AM – 3:30 PM",
    };
    const res = await api.post("/staff/profile", authed(token.staffA, { ...before, ...texts }));
    expect(res.status).toBe(200);
    expect(await profileOf(token.staffA)).toEqual({ ...before, ...texts });
    const tenant = await api.get("/client/getByPublicDomain" + qs({ publicDomain: "localhost" }));
    expect(tenant.body.data).toMatchObject(texts);
    const rainbow = await api.get("/client/getByPublicDomain" + qs({ publicDomain: "rainbow.localhost" }));
    expect(rainbow.body.data.tagline).not.toBe(texts.tagline);
    await api.post("/staff/profile", authed(token.staffA, before));
  });

  it("takes a logo the school uploaded, not another school's upload", async () => {
    const before = await profileOf(token.staffA);
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    const uploadB = await api.post("/staff/uploads", {
      headers: { authorization: `Bearer ${token.staffB}` },
      body: new Uint8Array(png),
    });
    expect(uploadB.status).toBe(201);
    const foreign = await api.post("/staff/profile", authed(token.staffA, { ...before, fullLogoUrl: uploadB.body.data.url }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.field).toBe("fullLogoUrl");
    const ownB = await profileOf(token.staffB);
    const res = await api.post("/staff/profile", authed(token.staffB, { ...ownB, fullLogoUrl: uploadB.body.data.url }));
    expect(res.status).toBe(200);
    expect((await client(api.schoolB)).fullLogoUrl).toBe(uploadB.body.data.url);
  });

  it("names only the school's own uploads (a width it stored) or its current logo unchanged: no other address, no other school's picture", async () => {
    const before = await profileOf(token.staffA);
    const demoLogo = demoSchools[0]!.client.fullLogoUrl;
    expect(before.fullLogoUrl).toBe(demoLogo);
    // A demo school saves its profile with the demo logo it has.
    expect((await api.post("/staff/profile", authed(token.staffA, before))).status).toBe(200);
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#e4572e" } })
      .png()
      .toBuffer();
    const upload = await api.post("/staff/uploads", {
      headers: { authorization: `Bearer ${token.staffA}` },
      body: new Uint8Array(png),
    });
    expect(upload.status).toBe(201);
    const own: string = upload.body.data.url;
    for (const fullLogoUrl of [
      "https://cdn.example.org/logo.png",
      "http://localhost/demo/sunshine/logo.svg",
      "//evil.example/logo.png",
      demoSchools[1]!.client.fullLogoUrl,
      "/demo/rainbow/gallery/1.svg",
      own.replace(/\/\d+\.webp$/, "/1920.webp"),
      `${own}?v=1`,
      "/uploads/../demo/rainbow/logo.svg",
    ]) {
      const refused = await api.post("/staff/profile", authed(token.staffA, { ...before, fullLogoUrl }));
      expect(refused.status, fullLogoUrl).toBe(400);
      expect(refused.body.field, fullLogoUrl).toBe("fullLogoUrl");
    }
    expect((await client(api.schoolA)).fullLogoUrl).toBe(demoLogo);
    expect((await api.post("/staff/profile", authed(token.staffA, { ...before, fullLogoUrl: own }))).status).toBe(200);
    // Once replaced, the demo picture is no longer this school's logo to point at.
    const back = await api.post("/staff/profile", authed(token.staffA, { ...before, fullLogoUrl: demoLogo }));
    expect(back.status).toBe(400);
    expect((await client(api.schoolA)).fullLogoUrl).toBe(own);
  });

  it("nobody signed in 401, a parent 403; Rainbow's staff cannot read or change Sunshine's", async () => {
    const before = await profileOf(token.staffA);
    expect((await api.get("/staff/profile")).status).toBe(401);
    expect((await api.get("/staff/profile", authed(token.parentA))).status).toBe(403);
    expect((await api.post("/staff/profile", authed(token.parentA, before))).status).toBe(403);
    expect((await api.get("/staff/profile" + qs({ clientId: api.schoolA }), authed(token.staffB))).status).toBe(404);
    changes.length = 0;
    const wall = await api.post(
      "/staff/profile" + qs({ clientId: api.schoolA }),
      authed(token.staffB, { ...before, clientName: "Taken Over" }),
    );
    expect(wall.status).toBe(404);
    expect((await client(api.schoolA)).clientName).toBe(before.clientName);
    expect(changes).toEqual([]);
  });
});
