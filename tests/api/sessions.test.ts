import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../api/auth.js";
import { authed, demoAccount, signIn, startTestApi, type TestApi } from "./harness.js";

// An account's sessions (README "Accounts", "Staff console"): signing out everywhere else ends
// every other token of the caller's account and keeps the caller's own; every sign-in is recorded
// as the account's last, which the owner's team page shows.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const me = (token: string) => api.get("/staff/me", authed(token));
const revokeOthers = (token: string | null) => api.post("/auth/sessions/revoke-others", authed(token));
const userOf = (email: string) => api.db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirstOrThrow();

describe("POST /auth/sessions/revoke-others", () => {
  it("ends every other session of the caller's account, keeps the caller's own and touches no other account", async () => {
    const staff = demoAccount(1, "staff");
    const [kept, phone, laptop] = [await signIn(api, staff), await signIn(api, staff), await signIn(api, staff)];
    const colleague = await signIn(api, demoAccount(1, "owner"));
    const user = await userOf(staff.email);
    const sessions = await api.db.selectFrom("authTokens").select("id").where("userId", "=", user.id).execute();

    const res = await revokeOthers(kept);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "You have been signed out everywhere else.", data: { ended: sessions.length - 1 } });
    expect(await api.db.selectFrom("authTokens").select("id").where("userId", "=", user.id).execute()).toHaveLength(1);

    expect((await me(kept)).status).toBe(200);
    for (const ended of [phone, laptop]) {
      const refused = await me(ended);
      expect(refused.status).toBe(401);
      expect(refused.body.message).toMatch(/sign in again/);
    }
    expect((await me(colleague)).status).toBe(200);
    // Again: nothing else to end, still signed in.
    expect((await revokeOthers(kept)).body.data).toEqual({ ended: 0 });
    expect((await me(kept)).status).toBe(200);
  });

  it("works for a parent's account too", async () => {
    // Made in the table, so that the test does not depend on how register confirms an account.
    const email = "parent-sessions@example.org";
    await api.db
      .insertInto("users")
      .values({
        clientId: api.schoolA,
        name: "Parent Sessions",
        mobile: "9000000019",
        email,
        passwordHash: await hashPassword("Quiet-Harbour-Lamp-61"),
        createdAt: new Date().toISOString(),
      })
      .execute();
    const account = { email, password: "Quiet-Harbour-Lamp-61", domain: "localhost" };
    const [first, second] = [await signIn(api, account), await signIn(api, account)];
    expect((await revokeOthers(first)).body.data).toEqual({ ended: 1 });
    const list = `/ourTeam/all?clientId=${api.schoolA}&pageSize=1`;
    expect((await api.get(list, authed(first))).status).toBe(200);
    expect((await api.get(list, authed(second))).status).toBe(401);
  });

  it("needs a valid token: none, a malformed one and an ended one are 401", async () => {
    expect((await revokeOthers(null)).status).toBe(401);
    expect((await api.post("/auth/sessions/revoke-others", { headers: { authorization: "Bearer short" } })).status).toBe(401);
    const owner = demoAccount(0, "owner");
    const [kept, ended] = [await signIn(api, owner), await signIn(api, owner)];
    expect((await revokeOthers(kept)).status).toBe(200);
    const refused = await revokeOthers(ended);
    expect(refused.status).toBe(401);
    expect(Object.keys(refused.body)).toEqual(["message"]);
    expect((await me(kept)).status).toBe(200);
  });
});

describe("last sign-in", () => {
  it("is recorded at each sign-in and shown on the owner's team list, null for a member who never signed in", async () => {
    const owner = await signIn(api, demoAccount(0, "owner"));
    const invited = await api.post(
      "/staff/team",
      authed(owner, { name: "Mr. Fresh Start", email: "fresh.start@example.org", role: "staff" }),
    );
    expect(invited.status).toBe(201);
    const team = async () =>
      (await api.get("/staff/team", authed(owner))).body.data as { email: string; lastSignInAt: string | null }[];
    const row = async (email: string) => (await team()).find((member) => member.email === email);

    expect((await row("fresh.start@example.org"))?.lastSignInAt).toBeNull();
    const ownerSignIn = (await row(demoAccount(0, "owner").email))?.lastSignInAt ?? "";
    expect(Date.now() - Date.parse(ownerSignIn)).toBeLessThan(60_000);

    const before = new Date().toISOString();
    const claimed = await api.post(
      "/auth/claim",
      authed(null, { token: invited.body.data.signInLink.token, password: "Fresh-Meadow-Start-83", domain: "localhost" }),
    );
    expect(claimed.status).toBe(200);
    const afterClaim = (await row("fresh.start@example.org"))?.lastSignInAt ?? "";
    expect(afterClaim >= before).toBe(true);
    expect((await userOf("fresh.start@example.org")).lastSignInAt).toBe(afterClaim);

    await new Promise((resolve) => setTimeout(resolve, 5));
    await signIn(api, { email: "fresh.start@example.org", password: "Fresh-Meadow-Start-83", domain: "localhost" });
    expect(((await row("fresh.start@example.org"))?.lastSignInAt ?? "") > afterClaim).toBe(true);
    // A refused sign-in is not one.
    const latest = (await userOf("fresh.start@example.org")).lastSignInAt;
    const wrong = await api.post("/auth/login?email=fresh.start%40example.org&password=wrong-password-1&domain=localhost");
    expect(wrong.status).toBe(401);
    expect((await userOf("fresh.start@example.org")).lastSignInAt).toBe(latest);
  });
});
