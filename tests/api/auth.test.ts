import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoSchools } from "../../api/demo-data.js";
import { qs, startTestApi, type TestApi } from "./harness.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const json = (body: unknown) => ({ headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const member = { name: "Staff Member", mobile: "9876501234", email: "staff@sunshine.example.org", password: "correct horse 42" };

describe("POST /auth/register", () => {
  it("creates an account for the school of the domain and answers { user, token }", async () => {
    const res = await api.post("/auth/register" + qs({ domain: "localhost" }), json(member));
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ name: member.name, email: member.email, clientId: api.schoolA });
    expect(res.body.user).not.toHaveProperty("passwordHash");
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const row = await api.db.selectFrom("users").selectAll().where("email", "=", member.email).executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain(member.password);
    const token = await api.db.selectFrom("authTokens").selectAll().where("userId", "=", row.id).executeTakeFirstOrThrow();
    expect(token.tokenHash).not.toBe(res.body.token);
  });

  it("takes the school from the Origin header when no domain is sent (SPEC §7 payload)", async () => {
    const res = await api.post("/auth/register", {
      headers: { "content-type": "application/json", origin: "http://rainbow.localhost:3000" },
      body: JSON.stringify({ ...member, email: "origin@rainbow.example.org" }),
    });
    expect(res.status).toBe(201);
    expect(res.body.user.clientId).toBe(api.schoolB);
  });

  it("answers 409 for an e-mail already registered, whatever its case", async () => {
    const res = await api.post(
      "/auth/register" + qs({ domain: "localhost" }),
      json({ ...member, email: member.email.toUpperCase() }),
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/already/);
  });

  it.each([
    [{ name: "" }, "name"],
    [{ mobile: "123" }, "mobile"],
    [{ email: "nope" }, "email"],
    [{ password: "short" }, "password"],
  ])("answers 400 naming the field for %o", async (override, field) => {
    const res = await api.post(
      "/auth/register" + qs({ domain: "localhost" }),
      json({ ...member, email: "new@example.org", ...override }),
    );
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });

  it("answers 404 for an unknown domain and 400 when none can be told", async () => {
    const unknown = await api.post(
      "/auth/register" + qs({ domain: "nowhere.example" }),
      json({ ...member, email: "x@example.org" }),
    );
    expect(unknown.status).toBe(404);
    const none = await api.post("/auth/register", json({ ...member, email: "y@example.org" }));
    expect(none.status).toBe(400);
    expect(none.body.field).toBe("domain");
  });
});

describe("POST /auth/login", () => {
  it("answers { user, clientInfo, token } for the school of the domain", async () => {
    const res = await api.post("/auth/login" + qs({ email: member.email, password: member.password, domain: "localhost" }));
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(member.email);
    expect(res.body.clientInfo).toMatchObject({ clientId: api.schoolA, clientName: demoSchools[0]!.client.clientName });
    expect(typeof res.body.token).toBe("string");
  });

  it.each([
    ["a wrong password", { password: "wrong password 1" }],
    ["an unknown e-mail", { email: "ghost@example.org" }],
    ["another school's domain", { domain: "rainbow.localhost" }],
  ])("answers 401 for %s", async (_what, override) => {
    const res = await api.post(
      "/auth/login" + qs({ email: member.email, password: member.password, domain: "localhost", ...override }),
    );
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Invalid e-mail or password" });
  });

  it("answers 404 for an unknown domain and 400 for a missing field", async () => {
    expect((await api.post("/auth/login" + qs({ email: member.email, password: "x", domain: "nope.example" }))).status).toBe(404);
    const missing = await api.post("/auth/login" + qs({ email: member.email, domain: "localhost" }));
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe("password");
  });
});

describe("Bearer tokens on list calls (SPEC §6)", () => {
  async function tokenFor(domain: string, email: string) {
    const res = await api.post("/auth/register" + qs({ domain }), json({ ...member, email }));
    expect(res.status).toBe(201);
    return res.body.token as string;
  }

  it("accepts no token, accepts a valid one, refuses a bad one with 401", async () => {
    const token = await tokenFor("localhost", "lists@example.org");
    const path = "/ourTeam/all" + qs({ pageNo: 1, pageSize: 100, deleted: "false", clientId: api.schoolA });
    expect((await api.get(path)).status).toBe(200);
    expect((await api.get(path, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await api.get(path, { headers: { authorization: "Bearer not-a-real-token-at-all-000" } })).status).toBe(401);
    expect((await api.get(path, { headers: { authorization: "Basic abc" } })).status).toBe(401);
  });

  it("refuses an expired token", async () => {
    const token = await tokenFor("localhost", "expired@example.org");
    const user = await api.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "expired@example.org")
      .executeTakeFirstOrThrow();
    await api.db.updateTable("authTokens").set({ expiresAt: "2000-01-01T00:00:00.000Z" }).where("userId", "=", user.id).execute();
    const res = await api.get("/carousel/all" + qs({ clientId: api.schoolA }), { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
  });

  it("never opens school B's lists with school A's token", async () => {
    const token = await tokenFor("localhost", "wall@example.org");
    for (const path of [
      "/ourTeam/all",
      "/gallery/all",
      "/carousel/all",
      "/testimonial/all",
      "/missionAndVision/all",
      "/ourStory/all",
    ]) {
      const res = await api.get(path + qs({ pageSize: 100, clientId: api.schoolB }), {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(403);
      expect(res.body.data).toBeUndefined();
    }
  });
});
