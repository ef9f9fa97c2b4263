import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qs, startTestApi, type TestApi } from "./harness.js";

// The provider's writes refuse a browser's cross-site post (DESIGN.md: the provider is called
// server to server); calls without Origin and Sec-Fetch-Site, as the site's server makes, pass.
// Decided from the request's headers before any SQL runs: SQLite only (`test:api:pg` leaves this
// file out, README "Tests").

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const enrollment = () =>
  qs({
    clientId: api.schoolA,
    childName: "Cross Site Child",
    childAge: "4",
    gender: "female",
    parentName: "Cross Site Parent",
    parentContact: "9876543210",
    address: "1 Test Road",
  });

async function enrollmentCount(): Promise<number> {
  const row = await api.db
    .selectFrom("enrollments")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("childName", "=", "Cross Site Child")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const writes = () => [
  "/enrollment/new" + enrollment(),
  "/contact/new" +
    qs({ clientId: api.schoolA, parentName: "A", parentMobile: "9876543210", email: "a@example.org", message: "Hi" }),
  "/testimonial/new" + qs({ clientId: api.schoolA, title: "A", mobile: "9876543210", description: "Lovely" }),
  "/auth/login" + qs({ email: "a@example.org", password: "whatever it is", domain: "localhost" }),
  "/auth/register" +
    qs({ domain: "localhost", name: "A", mobile: "9876543210", email: "cross@example.org", password: "a long passphrase 93" }),
  "/auth/logout",
];

describe("a browser's cross-site POST to the provider", () => {
  it.each([
    ["an Origin of another host", { origin: "https://evil.example" }],
    ["an Origin of another school's host", { origin: "http://rainbow.localhost:3000" }],
    ["an opaque Origin", { origin: "null" }],
    ["Sec-Fetch-Site: cross-site without Origin", { "sec-fetch-site": "cross-site" }],
  ])("is refused with 403 { message } for %s, on every write", async (_what, headers) => {
    for (const path of writes()) {
      const res = await api.post(path, { headers });
      expect(res.status, path).toBe(403);
      expect(res.body).toEqual({ message: expect.stringMatching(/another website/) });
    }
    expect(await enrollmentCount()).toBe(0);
  });

  it("passes from the request's own host, and without Origin or Sec-Fetch-Site (server to server)", async () => {
    const sameHost = { origin: new URL(api.url).origin, "sec-fetch-site": "same-origin" };
    expect((await api.post("/enrollment/new" + enrollment(), { headers: sameHost })).status).toBe(201);
    expect((await api.post("/enrollment/new" + enrollment())).status).toBe(201);
    expect(await enrollmentCount()).toBe(2);
  });

  it("leaves public reads alone", async () => {
    const res = await api.get("/carousel/all" + qs({ clientId: api.schoolA }), { headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(200);
  });
});
