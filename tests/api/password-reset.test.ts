import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoSchools } from "../../api/demo-data.js";
import { startOutboxWorker } from "../../api/outbox.js";
import { authed, demoAccount, mailedToken, qs, registerParent, signIn, startTestApi, type TestApi } from "./harness.js";
import { eventually, startSmtp } from "./smtp.js";

// Forgot password (README "Forms and sign-in"): one answer whether or not the address has an
// account at the school; a one-time link mailed through the outbox, valid an hour, working only on
// its own school's host; the new password signs every other session out. And the same wall for
// the staff's first-password links.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const sunshine = demoSchools[0]!.client.clientName;
const PASSWORD = "Tamarind-Kite-Evening-5";
const answer = (school: string) => ({ message: `If an account exists for this address at ${school}, we have sent a link.` });
const forgot = (email: string, domain = "localhost") => api.post("/auth/forgot", authed(null, { email, domain }));
const reset = (token: string, password: string, domain = "localhost") =>
  api.post("/auth/reset", authed(null, { token, password, domain }));
const mailsTo = (email: string) => api.db.selectFrom("outbox").selectAll().where("recipient", "=", email).orderBy("id").execute();
const clearAddressCount = () => api.db.deleteFrom("loginThrottle").where("key", "like", "account_mail_address%").execute();
const list = (token: string) => api.get("/ourTeam/all" + qs({ pageSize: 1, clientId: api.schoolA }), authed(token));

describe("POST /auth/forgot", () => {
  it("answers an unknown address and a known one alike; only the account gets a mail, with a link valid an hour", async () => {
    const email = "forgetful.parent@example.org";
    await registerParent(api, { name: "Forgetful Parent", mobile: "9811111111", email, password: PASSWORD });
    const before = (await mailsTo(email)).length;
    const known = await forgot(email.toUpperCase());
    const unknown = await forgot("nobody-here@example.org");
    expect([known.status, known.body]).toEqual([202, answer(sunshine)]);
    expect([unknown.status, unknown.body]).toEqual([202, answer(sunshine)]);
    expect(await mailsTo("nobody-here@example.org")).toEqual([]);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toBe(`[${sunshine}] Reset your password`);
    expect(mails.at(-1)!.body).toContain("Hello Forgetful Parent,");
    const token = await mailedToken(api, email, "/forgot-password/reset");
    expect(mails.at(-1)!.body).toContain(`http://localhost/forgot-password/reset?token=${token}`);
    const link = await api.db
      .selectFrom("signInLinks")
      .selectAll()
      .where("purpose", "=", "reset")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(link.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(link.tokenHash).not.toContain(token);
    const hours = (Date.parse(link.expiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(0.95);
    expect(hours).toBeLessThanOrEqual(1);
  });

  it("an account of another school is not this school's: the same answer, nothing sent", async () => {
    const staffB = demoAccount(1, "staff");
    const before = (await mailsTo(staffB.email)).length;
    expect((await forgot(staffB.email)).body).toEqual(answer(sunshine));
    expect(await mailsTo(staffB.email)).toHaveLength(before);
    expect((await forgot(staffB.email, "rainbow.localhost")).body).toEqual(answer(demoSchools[1]!.client.clientName));
    expect(await mailsTo(staffB.email)).toHaveLength(before + 1);
  });

  it("mails one account at most 5 times an hour, the answer unchanged", async () => {
    const email = "impatient@example.org";
    await registerParent(api, { name: "Impatient Parent", mobile: "9822222222", email, password: PASSWORD });
    // Counted afresh: the registration's own mail counts against the same hour.
    await api.db.deleteFrom("loginThrottle").where("key", "like", "account_mail_%").execute();
    const before = (await mailsTo(email)).length;
    for (let i = 0; i < 7; i++) expect((await forgot(email)).body).toEqual(answer(sunshine));
    expect(await mailsTo(email)).toHaveLength(before + 5);
  });

  it("one visitor address is mailed at most 20 times an hour, over any accounts", async () => {
    await clearAddressCount();
    const emails = Array.from({ length: 22 }, (_, i) => `spread-${i}@example.org`);
    for (const email of emails) expect((await forgot(email)).status).toBe(202);
    const address = await api.db.selectFrom("loginThrottle").selectAll().where("key", "like", "account_mail_address%").execute();
    expect(address.map((row) => row.points)).toEqual([22]);
    await clearAddressCount();
  });

  it("answers 404 for an unknown school and 400 for a bad address", async () => {
    expect((await forgot("a@example.org", "nowhere.example")).status).toBe(404);
    const bad = await forgot("not an address");
    expect([bad.status, bad.body.field]).toEqual([400, "email"]);
  });
});

describe("GET and POST /auth/reset", () => {
  async function linkFor(email: string) {
    await clearAddressCount();
    expect((await forgot(email)).status).toBe(202);
    return mailedToken(api, email, "/forgot-password/reset");
  }

  it("sets the new password, signs every other session out, and signs in", async () => {
    const email = "new-password@example.org";
    const oldSession = await registerParent(api, { name: "Meera Iyer", mobile: "9833333333", email, password: PASSWORD });
    const token = await linkFor(email);
    const info = await api.get("/auth/reset" + qs({ token, domain: "localhost" }));
    expect(info.body.data).toMatchObject({ name: "Meera Iyer", email, role: "parent", clientName: sunshine });
    // Reading the link changes nothing.
    expect((await list(oldSession)).status).toBe(200);

    const weak = await reset(token, "meera iyer");
    expect([weak.status, weak.body.field]).toEqual([400, "password"]);
    const done = await reset(token, "Harbour-Lantern-Quiet-12");
    expect(done.status).toBe(200);
    expect(done.body.user).toMatchObject({ email, role: "parent", clientId: api.schoolA });
    expect((await list(done.body.token)).status).toBe(200);
    expect((await list(oldSession)).status).toBe(401);
    expect((await signIn(api, { email, password: "Harbour-Lantern-Quiet-12", domain: "localhost" })).length).toBeGreaterThan(20);
    expect((await api.post("/auth/login" + qs({ email, password: PASSWORD, domain: "localhost" }))).status).toBe(401);

    // Once only, and only the newest link.
    expect((await reset(token, "Another-Fresh-Password-3")).status).toBe(404);
    const first = await linkFor(email);
    const second = await linkFor(email);
    expect((await reset(first, "Another-Fresh-Password-3")).status).toBe(404);
    expect((await reset(second, "Another-Fresh-Password-3")).status).toBe(200);
  });

  it("staff reset theirs the same way", async () => {
    const staff = demoAccount(0, "staff");
    const token = await linkFor(staff.email);
    const done = await reset(token, "Teapot-Monsoon-Garden-71");
    expect(done.status).toBe(200);
    expect(done.body.user.role).toBe("staff");
    expect((await api.get("/staff/me", authed(done.body.token))).status).toBe(200);
  });

  it("refuses an expired link with the same 404 as an unknown one", async () => {
    const email = "late-reader@example.org";
    await registerParent(api, { name: "Late Reader", mobile: "9844444444", email, password: PASSWORD });
    const token = await linkFor(email);
    await api.db
      .updateTable("signInLinks")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("purpose", "=", "reset")
      .where("usedAt", "is", null)
      .execute();
    const expired = await reset(token, "Harbour-Lantern-Quiet-12");
    const unknown = await reset("z".repeat(43), "Harbour-Lantern-Quiet-12");
    expect([expired.status, unknown.status]).toEqual([404, 404]);
    expect(expired.body).toEqual(unknown.body);
    expect(expired.body.message).toBe(
      "This link is not valid any more: it was used, or it is older than an hour. Ask for a new one.",
    );
  });
});

describe("a link belongs to its school", () => {
  it.each([
    ["a password reset link", "reset"],
    ["an invitation's first-password link", "claim"],
  ] as const)(
    "%s on another school's host: the same 404 as an unknown link, not used up; then it works at home",
    async (_what, purpose) => {
      let token: string;
      if (purpose === "reset") {
        const email = "walled.parent@example.org";
        await registerParent(api, { name: "Walled Parent", mobile: "9855555555", email, password: PASSWORD });
        await forgot(email);
        token = await mailedToken(api, email, "/forgot-password/reset");
      } else {
        const owner = await signIn(api, demoAccount(0, "owner"));
        const invited = await api.post("/staff/team", authed(owner, { name: "Wall Teacher", email: "wall.teacher@example.org" }));
        token = invited.body.data.signInLink.token;
      }
      const path = `/auth/${purpose}`;
      const unknownRead = await api.get(path + qs({ token: "q".repeat(43), domain: "rainbow.localhost" }));
      const unknownUse = await api.post(
        path,
        authed(null, { token: "q".repeat(43), domain: "rainbow.localhost", password: "Wall-Keeper-Orchid-4" }),
      );
      for (const domain of ["rainbow.localhost", "nowhere.example"]) {
        const read = await api.get(path + qs({ token, domain }));
        const use = await api.post(path, authed(null, { token, domain, password: "Wall-Keeper-Orchid-4" }));
        expect([read.status, read.body]).toEqual([404, unknownRead.body]);
        expect([use.status, use.body]).toEqual([404, unknownUse.body]);
      }
      // Without a domain the provider cannot tell the school: a 400, nothing read.
      expect((await api.get(path + qs({ token }))).status).toBe(400);
      expect((await api.get(path + qs({ token, domain: "localhost" }))).status).toBe(200);
      const used = await api.post(path, authed(null, { token, domain: "localhost", password: "Wall-Keeper-Orchid-4" }));
      expect(used.status).toBe(200);
      expect(used.body.user.clientId).toBe(api.schoolA);
    },
  );
});

describe("invitations by e-mail", () => {
  it("an invitation and a new link each reach the invitee through SMTP; the owner still gets the link once", async () => {
    const smtp = await startSmtp();
    const stop = startOutboxWorker({ db: api.db, smtpUrl: smtp.url, log: () => {}, pollMs: 30 });
    try {
      const owner = await signIn(api, demoAccount(0, "owner"));
      const invited = await api.post(
        "/staff/team",
        authed(owner, { name: "Mailed Teacher", email: "mailed.teacher@example.org", role: "staff" }),
      );
      expect(invited.status).toBe(201);
      const shown = invited.body.data.signInLink;
      const mail = await eventually(() => smtp.mails.find((m) => m.to.includes("mailed.teacher@example.org")));
      expect(mail.subject).toBe(`[${sunshine}] You are invited to the staff console`);
      expect(mail.text).toContain("Hello Mailed Teacher,");
      expect(mail.text).toContain(`invited you to ${sunshine}'s staff console as a staff member`);
      expect(mail.text).toContain(`http://localhost/login/claim?token=${shown.token}`);

      const again = await api.post(`/staff/team/${invited.body.data.user.id}/link`, authed(owner));
      expect(again.status).toBe(200);
      const second = await eventually(() => smtp.mails.filter((m) => m.to.includes("mailed.teacher@example.org"))[1]);
      expect(second.subject).toBe(`[${sunshine}] Your sign-in link`);
      expect(second.text).toContain(`http://localhost/login/claim?token=${again.body.data.signInLink.token}`);
      expect((await api.get("/auth/claim" + qs({ token: shown.token, domain: "localhost" }))).status).toBe(404);
    } finally {
      await stop();
      await smtp.close();
    }
  });
});
