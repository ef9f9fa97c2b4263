import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoSchools } from "../../api/demo-data.js";
import { authed, demoAccount, outboxOf, qs, registerParent, signIn, startTestApi, type TestApi } from "./harness.js";

// Who am I, e-mail preference, and the owner's team: invitations by one-time sign-in link
// (hashed, single use, 24 hours), claiming a link to set a password, new links, removal.

let api: TestApi;
let owner: string;
let staff: string;

beforeAll(async () => {
  api = await startTestApi();
  owner = await signIn(api, demoAccount(0, "owner"));
  staff = await signIn(api, demoAccount(0, "staff"));
});
afterAll(async () => {
  await api?.close();
});

const invite = (body: Record<string, string>) => api.post("/staff/team", authed(owner, body));
const claim = (token: string, password: string, domain = "localhost") =>
  api.post("/auth/claim", authed(null, { token, domain, password }));

describe("GET and POST /staff/me", () => {
  it("answers the signed-in member, their role and their school", async () => {
    const res = await api.get("/staff/me", authed(staff));
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({
      name: "Mr. Rohan Kulkarni",
      email: demoAccount(0, "staff").email,
      role: "staff",
      notifyByEmail: false,
    });
    expect(res.body.data.user).not.toHaveProperty("passwordHash");
    expect(res.body.data.clientInfo).toMatchObject({
      clientId: api.schoolA,
      clientName: demoSchools[0]!.client.clientName,
      publicDomain: "localhost",
    });
    expect((await api.get("/staff/me", authed(owner))).body.data.user.role).toBe("owner");
  });

  it("turns notification e-mails on: the next enquiry is queued for this member too", async () => {
    const res = await api.post("/staff/me", authed(staff, { notifyByEmail: "true" }));
    expect(res.status).toBe(200);
    expect(res.body.data.user.notifyByEmail).toBe(true);
    const enquiry = await api.post(
      "/contact/new" +
        qs({ clientId: api.schoolA, parentName: "Opt In", parentMobile: "9555555555", email: "o@example.org", message: "Hello" }),
    );
    const rows = await outboxOf(api, "enquiry", enquiry.body.data.id);
    expect(rows.map((row) => row.recipient)).toContain(demoAccount(0, "staff").email);
    await api.post("/staff/me", authed(staff, { notifyByEmail: "false" }));
  });
});

describe("the owner's team", () => {
  it("lists owners and staff of the school, never parents", async () => {
    await registerParent(api, {
      name: "Some Parent",
      mobile: "9666666666",
      email: "some-parent@example.org",
      password: "Velvet-Canyon-Otter-29",
    });
    const res = await api.get("/staff/team", authed(owner));
    expect(res.status).toBe(200);
    const emails = res.body.data.map((user: { email: string }) => user.email);
    expect(emails).toEqual(expect.arrayContaining([demoAccount(0, "owner").email, demoAccount(0, "staff").email]));
    expect(emails).not.toContain("some-parent@example.org");
    expect(emails).not.toContain(demoAccount(1, "owner").email);
    expect(res.body.count).toBe(emails.length);
  });

  it("invites a member with a one-time link; the link sets the password and signs them in", async () => {
    const res = await invite({ name: "Ms. New Teacher", email: "New.Teacher@Example.org" });
    expect(res.status).toBe(201);
    const link = res.body.data.signInLink;
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(link.path).toBe(`/login/claim?token=${link.token}`);
    const hours = (Date.parse(link.expiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect(res.body.data.user).toMatchObject({ name: "Ms. New Teacher", email: "new.teacher@example.org", role: "staff" });
    // Only a hash of the link's token is stored.
    const stored = await api.db.selectFrom("signInLinks").selectAll().where("userId", "=", res.body.data.user.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(link.token);
    // Listed as invited; no password works before the link is used.
    const team = await api.get("/staff/team", authed(owner));
    expect(team.body.data.find((user: { id: number }) => user.id === res.body.data.user.id).pendingLinkExpiresAt).toBe(
      link.expiresAt,
    );

    const info = await api.get("/auth/claim" + qs({ token: link.token, domain: "localhost" }));
    expect(info.status).toBe(200);
    expect(info.body.data).toEqual({
      name: "Ms. New Teacher",
      email: "new.teacher@example.org",
      role: "staff",
      clientName: demoSchools[0]!.client.clientName,
      expiresAt: link.expiresAt,
    });

    const weak = await claim(link.token, "short");
    expect(weak.status).toBe(400);
    expect(weak.body.field).toBe("password");
    const claimed = await claim(link.token, "Chalk-Board-Sunrise-9");
    expect(claimed.status).toBe(200);
    expect(claimed.body.user).toMatchObject({ email: "new.teacher@example.org", role: "staff", clientId: api.schoolA });
    expect(claimed.body.clientInfo.clientId).toBe(api.schoolA);
    expect((await api.get("/staff/me", authed(claimed.body.token))).body.data.user.role).toBe("staff");

    // Single use.
    expect((await claim(link.token, "Another-Password-77")).status).toBe(404);
    expect((await api.get("/auth/claim" + qs({ token: link.token, domain: "localhost" }))).status).toBe(404);
    const login = await api.post(
      "/auth/login" + qs({ email: "new.teacher@example.org", password: "Chalk-Board-Sunrise-9", domain: "localhost" }),
    );
    expect(login.status).toBe(200);
  });

  it("the same 404 for an unknown, expired or used link; 400 for a malformed one", async () => {
    const res = await invite({ name: "Late Teacher", email: "late@example.org" });
    const token = res.body.data.signInLink.token;
    await api.db
      .updateTable("signInLinks")
      .set({ expiresAt: "2000-01-01T00:00:00.000Z" })
      .where("userId", "=", res.body.data.user.id)
      .execute();
    const expired = await claim(token, "Late-Teacher-Pass-3");
    const unknown = await claim("x".repeat(43), "Late-Teacher-Pass-3");
    expect(expired.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(expired.body).toEqual(unknown.body);
    const malformed = await claim("not a token!", "Late-Teacher-Pass-3");
    expect(malformed.status).toBe(400);
    expect(malformed.body.field).toBe("token");
    expect(
      (await api.post("/auth/login" + qs({ email: "late@example.org", password: "Late-Teacher-Pass-3", domain: "localhost" })))
        .status,
    ).toBe(401);
  });

  it("two claims of one link at once: exactly one sets the password", async () => {
    const res = await invite({ name: "Race Teacher", email: "race@example.org" });
    const token = res.body.data.signInLink.token;
    const results = await Promise.all([claim(token, "Race-Password-One-1"), claim(token, "Race-Password-Two-2")]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
  });

  it("a new link replaces the old one and, once used, signs the member out elsewhere", async () => {
    const res = await invite({ name: "Forgetful Teacher", email: "forgetful@example.org" });
    const first = res.body.data.signInLink.token;
    const signedIn = (await claim(first, "First-Password-11")).body.token;
    const again = await api.post(`/staff/team/${res.body.data.user.id}/link`, authed(owner));
    expect(again.status).toBe(200);
    const second = again.body.data.signInLink.token;
    const third = (await api.post(`/staff/team/${res.body.data.user.id}/link`, authed(owner))).body.data.signInLink.token;
    expect((await claim(second, "Second-Password-22")).status).toBe(404);
    expect((await claim(third, "Third-Password-33")).status).toBe(200);
    expect((await api.get("/staff/me", authed(signedIn))).status).toBe(401);
  });

  it("an owner can invite another owner", async () => {
    const res = await invite({ name: "Co Owner", email: "co-owner@example.org", role: "owner" });
    const token = (await claim(res.body.data.signInLink.token, "Co-Owner-Password-4")).body.token;
    expect((await api.get("/staff/team", authed(token))).status).toBe(200);
  });

  it("a parent account of the school joins the team keeping its password; no link is made", async () => {
    await registerParent(api, {
      name: "Parent Teacher",
      mobile: "9777777777",
      email: "parent-teacher@example.org",
      password: "Quiet-Harbor-Lamp-83",
    });
    const res = await invite({ name: "Parent Teacher", email: "parent-teacher@example.org" });
    expect(res.status).toBe(200);
    expect(res.body.data.signInLink).toBeNull();
    expect(res.body.data.user.role).toBe("staff");
    const token = await signIn(api, {
      email: "parent-teacher@example.org",
      password: "Quiet-Harbor-Lamp-83",
      domain: "localhost",
    });
    expect((await api.get("/staff/me", authed(token))).status).toBe(200);
  });

  it("refuses an e-mail already on the team (409) and bad input (400); another school's e-mail is free here", async () => {
    const taken = await invite({ name: "Dup", email: demoAccount(0, "staff").email });
    expect(taken.status).toBe(409);
    expect(taken.body.field).toBe("email");
    // One e-mail may hold an account at each school (README "Accounts").
    const elsewhere = await invite({ name: "Other School", email: demoAccount(1, "staff").email });
    expect(elsewhere.status).toBe(201);
    expect(elsewhere.body.data.user.email).toBe(demoAccount(1, "staff").email);
    for (const [body, field] of [
      [{ email: "a@example.org" }, "name"],
      [{ name: "No Mail" }, "email"],
      [{ name: "Bad Role", email: "r@example.org", role: "parent" }, "role"],
    ] as const) {
      const res = await invite(body);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(field);
    }
  });

  it("removing a member signs them out and takes the console away; an owner cannot remove themselves", async () => {
    const res = await invite({ name: "Leaving Teacher", email: "leaving@example.org" });
    const token = (await claim(res.body.data.signInLink.token, "Leaving-Teacher-66")).body.token;
    const removed = await api.post(`/staff/team/${res.body.data.user.id}/remove`, authed(owner));
    expect(removed.status).toBe(200);
    expect((await api.get("/staff/me", authed(token))).status).toBe(401);
    const again = await signIn(api, { email: "leaving@example.org", password: "Leaving-Teacher-66", domain: "localhost" });
    expect((await api.get("/staff/me", authed(again))).status).toBe(403);
    expect((await api.post(`/staff/team/${res.body.data.user.id}/remove`, authed(owner))).status).toBe(404);
    const me = (await api.get("/staff/me", authed(owner))).body.data.user.id;
    const self = await api.post(`/staff/team/${me}/remove`, authed(owner));
    expect(self.status).toBe(409);
    expect(self.body.field).toBe("id");
    const audit = await api.db
      .selectFrom("auditLog")
      .select(["action", "fromStatus", "toStatus"])
      .where("subjectKind", "=", "account")
      .where("subjectId", "=", res.body.data.user.id)
      .execute();
    expect(audit.map((row) => row.action)).toEqual(["invite", "remove"]);
  });
});
