import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentChange } from "../../api/events.js";
import { type DnsServer, startDnsServer } from "../support/dnsmasq.js";
import { authed, demoAccount, qs, signIn, startTestApi, type TestApi } from "./harness.js";

// The school's domains (README "Staff console"): the owner alone adds, checks, makes primary and
// removes them. A domain an owner adds is pending — the site does not answer there as the school,
// and it cannot be primary — until the TXT record `_nurture.<domain>` holds its value, looked up in
// a real DNS server (dnsmasq, tests/support/dnsmasq.ts). The first school to prove a domain has it;
// another school's pending row never blocks it. Every change names the hostnames to forget.

let api: TestApi;
let dns: DnsServer;
const token = { staffA: "", ownerA: "", ownerB: "" };
const changes: ContentChange[] = [];

beforeAll(async () => {
  dns = await startDnsServer();
  api = await startTestApi({ onContentChange: (change) => changes.push(change), dnsServers: [dns.address] });
  token.staffA = await signIn(api, demoAccount(0, "staff"));
  token.ownerA = await signIn(api, demoAccount(0, "owner"));
  token.ownerB = await signIn(api, demoAccount(1, "owner"));
});
afterAll(async () => {
  await api?.close();
  await dns?.close();
});

const domainsOf = (id: number) =>
  api.db
    .selectFrom("clientDomains")
    .select(["domain", "isPrimary"])
    .select((eb) => eb("verifiedAt", "is not", null).as("verified"))
    .where("clientId", "=", id)
    .orderBy("domain")
    .execute()
    .then((rows) => rows.map((row) => ({ domain: row.domain, isPrimary: row.isPrimary, verified: Boolean(row.verified) })));
const tenantAt = (domain: string) => api.get("/client/getByPublicDomain" + qs({ publicDomain: domain }));
const add = (bearer: string, domain: string) => api.post("/staff/domains", authed(bearer, { domain }));
const check = (bearer: string, domain: string) => api.post("/staff/domains/check", authed(bearer, { domain }));
/** The record the console shows for a pending domain of the school. */
async function recordOf(bearer: string, domain: string): Promise<{ name: string; type: string; value: string }> {
  const profile = await api.get("/staff/profile", authed(bearer));
  const row = profile.body.data.domains.find((entry: { domain: string }) => entry.domain === domain);
  if (!row?.record) throw new Error(`${domain} has no record to publish`);
  return row.record;
}

describe("an owner's new domain is pending until proven", () => {
  it("a look-alike of another school's domain is added as pending, serves nothing and cannot be primary", async () => {
    changes.length = 0;
    const added = await add(token.ownerA, "WWW.Rainbow.localhost");
    expect(added.status).toBe(201);
    expect(added.body.message).toBe(
      "www.rainbow.localhost added. The site answers there once its DNS record (shown below) is found.",
    );
    const row = added.body.data.domains.find((entry: { domain: string }) => entry.domain === "www.rainbow.localhost");
    expect(row).toEqual({
      domain: "www.rainbow.localhost",
      isPrimary: false,
      verified: false,
      record: {
        name: "_nurture.www.rainbow.localhost",
        type: "TXT",
        value: expect.stringMatching(/^nurture-verify=[0-9a-f]{32}$/),
      },
    });
    // Nothing of Sunshine there: the same 404 as a host nobody has.
    const tenant = await tenantAt("www.rainbow.localhost");
    expect(tenant.status).toBe(404);
    expect(JSON.stringify(tenant.body)).not.toContain("Sunshine");
    expect((await tenantAt("nobody.localhost")).body).toEqual(tenant.body);

    const primary = await api.post("/staff/domains/primary", authed(token.ownerA, { domain: "www.rainbow.localhost" }));
    expect(primary.status).toBe(409);
    expect(primary.body.errors.domain).toEqual([
      "www.rainbow.localhost is not verified yet, so it cannot be primary. Publish its DNS record and press Check now first.",
    ]);
    expect(await domainsOf(api.schoolA)).toContainEqual({ domain: "www.rainbow.localhost", isPrimary: 0, verified: false });
    // Adding it again is the school's own duplicate.
    const again = await add(token.ownerA, "www.rainbow.localhost");
    expect(again.status).toBe(409);
    expect(again.body.errors.domain).toEqual(["www.rainbow.localhost is already one of the school's domains."]);
  });

  it("Check now: no record, then a wrong one, stays pending and says what was found; the right one verifies and serves", async () => {
    await add(token.ownerA, "www.sunshine-kids.in");
    const record = await recordOf(token.ownerA, "www.sunshine-kids.in");

    const missing = await check(token.ownerA, "www.sunshine-kids.in");
    expect(missing.status).toBe(200);
    expect(missing.body.message).toBe(
      "Not found yet: _nurture.www.sunshine-kids.in has no TXT record. A new record can take a few hours to reach everyone; please try again later.",
    );
    expect(missing.body.data.verified).toBe(false);

    await dns.publish(record.name, "nurture-verify=0123456789abcdef0123456789abcdef");
    const wrong = await check(token.ownerA, "www.sunshine-kids.in");
    expect(wrong.body.message).toBe(
      'Not found yet: _nurture.www.sunshine-kids.in holds "nurture-verify=0123456789abcdef0123456789abcdef", not the value shown for it.',
    );
    expect(wrong.body.data).toMatchObject({ verified: false, found: ["nurture-verify=0123456789abcdef0123456789abcdef"] });
    expect((await tenantAt("www.sunshine-kids.in")).status).toBe(404);

    changes.length = 0;
    await dns.publish(record.name, record.value);
    const proven = await check(token.ownerA, "www.sunshine-kids.in");
    expect(proven.status).toBe(200);
    expect(proven.body.message).toBe("www.sunshine-kids.in is verified: the school's site answers there now.");
    expect(proven.body.data.domains).toContainEqual({ domain: "www.sunshine-kids.in", isPrimary: false, verified: true });
    // Announced like any domain change, so every instance drops its "no school here" answer.
    expect(changes).toEqual([
      { clientId: api.schoolA, list: "profile", domains: expect.arrayContaining(["www.sunshine-kids.in"]) },
    ]);
    expect((await tenantAt("www.sunshine-kids.in")).body.data.clientName).toBe("Sunshine Kids Academy");
    const audit = await api.db.selectFrom("auditLog").select(["action", "note"]).where("subjectKind", "=", "domain").execute();
    expect(audit).toContainEqual({ action: "verify", note: "www.sunshine-kids.in" });
    // A second press changes nothing.
    expect((await check(token.ownerA, "www.sunshine-kids.in")).body.message).toBe("www.sunshine-kids.in is verified already.");
  });

  it("a DNS server that does not answer leaves the domain pending with a message, in time for the site", async () => {
    // A loopback port nobody listens on: the query is refused or times out.
    const silent = await startTestApi({ dnsServers: ["127.0.0.1:9"] });
    try {
      const owner = await signIn(silent, demoAccount(0, "owner"));
      await silent.post("/staff/domains", authed(owner, { domain: "www.unreachable.in" }));
      const started = Date.now();
      const res = await silent.post("/staff/domains/check", authed(owner, { domain: "www.unreachable.in" }));
      expect(Date.now() - started).toBeLessThan(3000);
      expect(res.status).toBe(200);
      expect(res.body.message).toMatch(
        /^Not found yet: DNS could not be asked just now \([A-Z]+\)\. Please try again in a few minutes\.$/,
      );
      expect((await silent.get("/client/getByPublicDomain" + qs({ publicDomain: "www.unreachable.in" }))).status).toBe(404);
    } finally {
      await silent.close();
    }
  });

  it("the verified domain becomes primary; the old one is removed; each change names the hostnames to forget", async () => {
    changes.length = 0;
    const primary = await api.post("/staff/domains/primary", authed(token.ownerA, { domain: "www.sunshine-kids.in" }));
    expect(primary.status).toBe(200);
    expect((await domainsOf(api.schoolA)).filter((row) => row.isPrimary === 1)).toEqual([
      { domain: "www.sunshine-kids.in", isPrimary: 1, verified: true },
    ]);
    expect((await tenantAt("localhost")).body.data.publicDomain).toBe("www.sunshine-kids.in");
    expect(changes[0]?.domains).toContain("www.sunshine-kids.in");

    const removed = await api.post("/staff/domains/remove", authed(token.ownerA, { domain: "127.0.0.1" }));
    expect(removed.status).toBe(200);
    expect(changes.at(-1)?.domains).toContain("127.0.0.1");
    const pendingRemoved = await api.post("/staff/domains/remove", authed(token.ownerA, { domain: "www.rainbow.localhost" }));
    expect(pendingRemoved.status).toBe(200);
    expect((await domainsOf(api.schoolA)).map((row) => row.domain)).toEqual(["localhost", "www.sunshine-kids.in"]);
  });

  it("the primary domain cannot be removed", async () => {
    const res = await api.post("/staff/domains/remove", authed(token.ownerA, { domain: "www.sunshine-kids.in" }));
    expect(res.status).toBe(409);
    expect(res.body.errors.domain).toEqual(["The primary domain cannot be removed. Make another domain primary first."]);
    expect((await domainsOf(api.schoolA)).map((row) => row.domain)).toContain("www.sunshine-kids.in");
  });
});

describe("between schools", () => {
  it("a domain another school has proven is refused with a clear message, nothing stored", async () => {
    changes.length = 0;
    const res = await add(token.ownerA, "rainbow.localhost");
    expect(res.status).toBe(409);
    expect(res.body.errors.domain).toEqual([
      "rainbow.localhost is used by another school's site, so it cannot be added. If it should be yours, please contact us.",
    ]);
    expect(await domainsOf(api.schoolB)).toEqual([{ domain: "rainbow.localhost", isPrimary: 1, verified: true }]);
    expect((await domainsOf(api.schoolA)).map((row) => row.domain)).not.toContain("rainbow.localhost");
    expect(changes).toEqual([]);
  });

  it("two schools may wait on one domain; another school's record does not prove it; the first proof wins", async () => {
    expect((await add(token.ownerA, "shared.example.in")).status).toBe(201);
    expect((await add(token.ownerB, "shared.example.in")).status).toBe(201);
    const recordA = await recordOf(token.ownerA, "shared.example.in");
    const recordB = await recordOf(token.ownerB, "shared.example.in");
    expect(recordB.value).not.toBe(recordA.value);

    // DNS holds Sunshine's value: Rainbow's check finds it and stays pending.
    await dns.publish(recordA.name, recordA.value);
    const atB = await check(token.ownerB, "shared.example.in");
    expect(atB.body.data.verified).toBe(false);
    expect(atB.body.message).toBe(
      `Not found yet: _nurture.shared.example.in holds "${recordA.value}", not the value shown for it.`,
    );
    expect((await domainsOf(api.schoolB)).find((row) => row.domain === "shared.example.in")?.verified).toBe(false);

    expect((await check(token.ownerA, "shared.example.in")).body.data.verified).toBe(true);
    expect((await tenantAt("shared.example.in")).body.data.clientName).toBe("Sunshine Kids Academy");

    // Now Rainbow's own value too: the domain is Sunshine's already, so Rainbow's proof is refused.
    await dns.publish(recordB.name, recordB.value);
    const late = await check(token.ownerB, "shared.example.in");
    expect(late.status).toBe(409);
    expect(late.body.errors.domain).toEqual([
      "shared.example.in is used by another school's site, so it cannot be added. If it should be yours, please contact us.",
    ]);
    expect((await tenantAt("shared.example.in")).body.data.clientName).toBe("Sunshine Kids Academy");
    expect((await domainsOf(api.schoolB)).find((row) => row.domain === "shared.example.in")?.verified).toBe(false);
  });

  it("malformed domains are refused", async () => {
    const before = await domainsOf(api.schoolA);
    for (const domain of [
      "not a domain!",
      "https://www.x.in/",
      "www.x.in/path",
      "-bad-.in",
      "x..in",
      "www.x.in:8080",
      "10.0.0.1",
      "",
    ]) {
      const res = await add(token.ownerA, domain);
      expect(res.status, domain).toBe(400);
      expect(res.body.field).toBe("domain");
    }
    expect(await domainsOf(api.schoolA)).toEqual(before);
  });

  it("staff 403 on every domain change; another school's owner cannot touch Sunshine's domains", async () => {
    const before = await domainsOf(api.schoolA);
    for (const path of ["/staff/domains", "/staff/domains/remove", "/staff/domains/primary", "/staff/domains/check"]) {
      expect((await api.post(path, authed(token.staffA, { domain: "www.staff-try.in" }))).status, path).toBe(403);
      expect(
        (await api.post(path + qs({ clientId: api.schoolA }), authed(token.ownerB, { domain: "localhost" }))).status,
        path,
      ).toBe(404);
    }
    // Rainbow's owner naming a Sunshine domain on their own school: not theirs, nothing changes.
    for (const path of ["/staff/domains/remove", "/staff/domains/primary", "/staff/domains/check"]) {
      expect((await api.post(path, authed(token.ownerB, { domain: "localhost" }))).status, path).toBe(404);
    }
    expect(await domainsOf(api.schoolA)).toEqual(before);
    expect((await domainsOf(api.schoolB)).map((row) => row.domain)).toEqual(["rainbow.localhost", "shared.example.in"]);
  });
});
