import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoSchools } from "../../api/demo-data.js";
import { mailedToken, qs, registerParent, startTestApi, type TestApi } from "./harness.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const json = (body: unknown) => ({ headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const member = { name: "Staff Member", mobile: "9876501234", email: "staff@sunshine.example.org", password: "correct horse 42" };

const registered = (email: string) => ({
  message: `Thank you! We have sent a message to ${email}. Open the link in it to finish signing up.`,
});
const register = (body: Record<string, string>, domain = "localhost") => api.post("/auth/register" + qs({ domain }), json(body));
const mailsTo = (email: string) => api.db.selectFrom("outbox").selectAll().where("recipient", "=", email).orderBy("id").execute();

async function count(table: "users" | "authTokens", email?: string): Promise<number> {
  const owners = api.db
    .selectFrom("users")
    .select("id")
    .where("email", "=", email ?? "");
  const row =
    table === "users"
      ? await api.db
          .selectFrom("users")
          .$if(email !== undefined, (qb) => qb.where("email", "=", email ?? ""))
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .executeTakeFirstOrThrow()
      : await api.db
          .selectFrom("authTokens")
          .$if(email !== undefined, (qb) => qb.where("userId", "in", owners))
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .executeTakeFirstOrThrow();
  return Number(row.n);
}

const login = (email: string, password: string, domain = "localhost") =>
  api.post("/auth/login" + qs({ email, password, domain }));

describe("POST /auth/register", () => {
  it("answers 202 { message } with no token and makes no account; the mailed link makes it and signs in", async () => {
    const res = await register(member);
    expect(res.status).toBe(202);
    expect(res.body).toEqual(registered(member.email));
    expect(await count("users", member.email)).toBe(0);
    expect((await login(member.email, member.password)).status).toBe(401);

    const [mail, ...more] = await mailsTo(member.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`[${demoSchools[0]!.client.clientName}] Confirm your account`);
    // What the registrant typed (here the name) is never mailed: the address may be someone else's.
    expect(mail!.body).not.toContain(member.name);
    const token = await mailedToken(api, member.email, "/register/confirm");
    expect(mail!.body).toContain(`http://localhost/register/confirm?token=${token}`);
    const link = await api.db.selectFrom("signInLinks").selectAll().where("email", "=", member.email).executeTakeFirstOrThrow();
    expect(link).toMatchObject({ purpose: "confirm", clientId: api.schoolA, userId: null, usedAt: null });
    expect(link.tokenHash).not.toContain(token);
    expect(link.passwordHash).toMatch(/^scrypt\$/);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(23 * 3600_000);

    const info = await api.get("/auth/confirm" + qs({ token, domain: "localhost" }));
    expect(info.body.data).toMatchObject({
      name: member.name,
      email: member.email,
      clientName: demoSchools[0]!.client.clientName,
    });
    expect(await count("users", member.email)).toBe(0);

    const confirmed = await api.post("/auth/confirm", json({ token, domain: "localhost" }));
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.user).toMatchObject({ email: member.email, role: "parent", clientId: api.schoolA });
    const row = await api.db.selectFrom("users").selectAll().where("email", "=", member.email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: member.name, mobile: member.mobile, clientId: api.schoolA });
    expect(row.passwordHash).not.toContain(member.password);
    const session = await api.db.selectFrom("authTokens").selectAll().where("userId", "=", row.id).executeTakeFirstOrThrow();
    expect(session.tokenHash).not.toBe(confirmed.body.token);
    expect((await login(member.email, member.password)).status).toBe(200);
    // Once only.
    expect((await api.post("/auth/confirm", json({ token, domain: "localhost" }))).status).toBe(404);
  });

  it("takes the school from the Origin header when no domain is sent (SPEC §7 payload)", async () => {
    // A page served from the provider's own host (127.0.0.1 is school A's): a same-origin post.
    const res = await api.post("/auth/register", {
      headers: { "content-type": "application/json", origin: new URL(api.url).origin },
      body: JSON.stringify({ ...member, email: "origin@sunshine.example.org" }),
    });
    expect(res.status).toBe(202);
    const link = await api.db
      .selectFrom("signInLinks")
      .select("clientId")
      .where("email", "=", "origin@sunshine.example.org")
      .executeTakeFirstOrThrow();
    expect(link.clientId).toBe(api.schoolA);
  });

  it("answers an e-mail already registered at the school exactly as a new one, changes nothing, and mails sign-in and Forgot password", async () => {
    const usersBefore = await count("users");
    const tokensBefore = await count("authTokens");
    const mailsBefore = (await mailsTo(member.email)).length;
    const again = await register({
      name: "Someone Else",
      mobile: "9000000000",
      email: member.email.toUpperCase(),
      password: "another fine passphrase",
    });
    expect(again.status).toBe(202);
    expect(again.body).toEqual(registered(member.email));
    expect(again.headers.get("set-cookie")).toBeNull();
    expect(again.body.token).toBeUndefined();
    expect([await count("users"), await count("authTokens")]).toEqual([usersBefore, tokensBefore]);
    // The owner's account is untouched: their password still works, the newcomer's does not.
    expect((await login(member.email, member.password)).status).toBe(200);
    expect((await login(member.email, "another fine passphrase")).status).toBe(401);
    const row = await api.db.selectFrom("users").selectAll().where("email", "=", member.email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: member.name, mobile: member.mobile });
    // The address's owner hears of it, by name, with the way in; no link that makes anything.
    const mails = await mailsTo(member.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe(`[${demoSchools[0]!.client.clientName}] You already have an account`);
    expect(mail.body).toContain(`Hello ${member.name},`);
    expect(mail.body).not.toContain("Someone Else");
    expect(mail.body).toContain("Sign in: http://localhost/login");
    expect(mail.body).toContain("Forgot password? Ask for a new one: http://localhost/forgot-password");
    expect(mail.body).not.toContain("token=");
  });

  it("lets one e-mail hold an account at each school, each with its own password", async () => {
    const email = "two-schools@example.org";
    await registerParent(api, { ...member, email });
    await registerParent(api, { ...member, email, password: "rainbow umbrella kite" }, "rainbow.localhost");
    expect(await count("users", email)).toBe(2);
    const a = await login(email, member.password);
    const b = await login(email, "rainbow umbrella kite", "rainbow.localhost");
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.user.clientId, b.body.user.clientId]).toEqual([api.schoolA, api.schoolB]);
    expect((await login(email, "rainbow umbrella kite")).status).toBe(401);
  });

  it("a confirm link is its school's: on another school's host the same 404 as an unknown link, and it still works at home", async () => {
    const email = "home-school@example.org";
    expect((await register({ ...member, email }, "rainbow.localhost")).status).toBe(202);
    const token = await mailedToken(api, email, "/register/confirm");
    const unknown = await api.post("/auth/confirm", json({ token: "u".repeat(43), domain: "localhost" }));
    for (const answer of [
      await api.get("/auth/confirm" + qs({ token, domain: "localhost" })),
      await api.post("/auth/confirm", json({ token, domain: "localhost" })),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(unknown.body);
    }
    expect(await count("users", email)).toBe(0);
    const confirmed = await api.post("/auth/confirm", json({ token, domain: "rainbow.localhost" }));
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.user.clientId).toBe(api.schoolB);
  });

  it("mails one address at most 5 times an hour, answering the same", async () => {
    const email = "many-tries@example.org";
    await api.db.deleteFrom("loginThrottle").where("key", "like", "account_mail_address%").execute();
    for (let i = 0; i < 7; i++) {
      const res = await register({ ...member, email });
      expect([res.status, res.body]).toEqual([202, registered(email)]);
    }
    expect(await mailsTo(email)).toHaveLength(5);
  });

  it.each([
    ["password"],
    ["12345678"],
    ["        "],
    ["\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b"],
    ["Passw0rd!"],
    ["qwertyuiop"],
    ["iloveyou123"],
    ["Welcome@123"],
    ["india@123"],
    ["aaaaaaaaaaaa"],
    ["newparent@example.org"],
    ["New Parent 2024"],
  ])("refuses the easily guessed password %j with 400 naming password, storing nothing", async (password) => {
    const res = await register({ ...member, name: "New Parent", email: "newparent@example.org", password });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("password");
    expect(res.body.message).toMatch(/^password: Password (is too easy to guess|must have at least 8 characters)/);
    expect(await mailsTo("newparent@example.org")).toEqual([]);
  });

  it.each([
    [{ name: "" }, "name"],
    [{ mobile: "123" }, "mobile"],
    [{ email: "nope" }, "email"],
    [{ password: "short" }, "password"],
    [{ password: "x".repeat(201) }, "password"],
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
  const tokenFor = (domain: string, email: string) => registerParent(api, { ...member, email }, domain);

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

describe("POST /auth/logout (SPEC §4 logout)", () => {
  const listPath = () => "/ourTeam/all" + qs({ pageSize: 1, clientId: api.schoolA });
  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
  const signIn = (email: string) => registerParent(api, { ...member, email });

  it("revokes the token: every later call with it is refused with 401, a second logout too", async () => {
    const token = await signIn("logout@example.org");
    expect((await api.get(listPath(), bearer(token))).status).toBe(200);
    const out = await api.post("/auth/logout", bearer(token));
    expect(out.status).toBe(200);
    expect(out.body.message).toMatch(/signed out/i);
    const after = await api.get(listPath(), bearer(token));
    expect(after.status).toBe(401);
    expect(after.body.message).toMatch(/sign in again/);
    expect((await api.post("/auth/logout", bearer(token))).status).toBe(401);
  });

  it("ends only the session it is called with", async () => {
    const first = await signIn("two-sessions@example.org");
    const second = await api.post(
      "/auth/login" + qs({ email: "two-sessions@example.org", password: member.password, domain: "localhost" }),
    );
    expect(second.status).toBe(200);
    expect((await api.post("/auth/logout", bearer(first))).status).toBe(200);
    expect((await api.get(listPath(), bearer(second.body.token))).status).toBe(200);
  });

  it("answers 401 without a token, with a malformed one and with an expired one", async () => {
    expect((await api.post("/auth/logout")).status).toBe(401);
    expect((await api.post("/auth/logout", { headers: { authorization: "Bearer short" } })).status).toBe(401);
    const token = await signIn("logout-expired@example.org");
    const user = await api.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "logout-expired@example.org")
      .executeTakeFirstOrThrow();
    await api.db.updateTable("authTokens").set({ expiresAt: "2000-01-01T00:00:00.000Z" }).where("userId", "=", user.id).execute();
    const res = await api.post("/auth/logout", bearer(token));
    expect(res.status).toBe(401);
    expect(Object.keys(res.body)).toEqual(["message"]);
  });
});
