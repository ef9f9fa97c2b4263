import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../api/db.js";
import { runSchoolCli } from "../../api/schools.js";
import { authed, demoAccount, qs, registerParent, signIn, startTestApi, type TestApi } from "./harness.js";

// The operator's `school` command: create a school with its owner and a one-time sign-in link,
// add domains, list, disable and enable, new links. In-process on the suite's database (SQLite or
// PostgreSQL), and spawned as `npm run school` on a temporary SQLite file.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

async function school(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runSchoolCli(argv, { db: async () => api.db, out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join("\n"), err: err.join("\n") };
}
const linkIn = (output: string) => {
  const match = /^(https?:\/\/[^/\s]+)\/login\/claim\?token=([A-Za-z0-9_-]+)$/m.exec(output);
  if (!match) throw new Error(`no sign-in link in: ${output}`);
  return { origin: match[1], token: match[2] ?? "" };
};
const byDomain = (domain: string) => api.get("/client/getByPublicDomain" + qs({ publicDomain: domain }));

describe("school create", () => {
  it("creates the school, its domain and its owner, and prints a one-time link that sets the password", async () => {
    const res = await school(
      "create",
      "--name",
      "Little Lotus Preschool",
      "--domain",
      "Lotus.Example.in",
      "--owner-email",
      "Owner@Lotus.example.in",
      "--owner-name",
      "Mrs. Padma Rao",
      "--contact-email",
      "office@lotus.example.in",
    );
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/Created school \d+: Little Lotus Preschool at lotus\.example\.in/);
    const link = linkIn(res.out);
    expect(link.origin).toBe("https://lotus.example.in");

    const client = await byDomain("lotus.example.in");
    expect(client.status).toBe(200);
    expect(client.body.data).toMatchObject({ clientName: "Little Lotus Preschool", contactEmail1: "office@lotus.example.in" });

    const info = await api.get("/auth/claim" + qs({ token: link.token, domain: "lotus.example.in" }));
    expect(info.body.data).toMatchObject({
      name: "Mrs. Padma Rao",
      email: "owner@lotus.example.in",
      role: "owner",
      clientName: "Little Lotus Preschool",
    });
    expect(
      (
        await api.post(
          "/auth/claim",
          authed(null, { token: link.token, domain: "lotus.example.in", password: "Lotus-Pond-Morning-8" }),
        )
      ).status,
    ).toBe(200);
    const token = await signIn(api, {
      email: "owner@lotus.example.in",
      password: "Lotus-Pond-Morning-8",
      domain: "lotus.example.in",
    });
    const me = await api.get("/staff/me", authed(token));
    expect(me.body.data.user).toMatchObject({ role: "owner", notifyByEmail: true });
    expect(me.body.data.clientInfo.clientId).toBe(client.body.data.clientId);
    // The first reference of the new school carries its own prefix.
    const enrollment = await api.post(
      "/enrollment/new" +
        qs({
          clientId: client.body.data.clientId,
          childName: "C",
          childAge: "3",
          gender: "male",
          parentName: "P",
          parentContact: "9876543210",
          address: "A",
        }),
    );
    expect(enrollment.body.reference).toMatch(/^LIT-/);
  });

  it("uses --base-url for the link (a port, plain http)", async () => {
    const res = await school(
      "create",
      "--name",
      "Port School",
      "--domain",
      "port.localhost",
      "--owner-email",
      "owner@port.example.org",
      "--base-url",
      "http://port.localhost:3000/",
    );
    expect(linkIn(res.out).origin).toBe("http://port.localhost:3000");
  });

  it.each([
    [["--domain", "localhost"], /--domain: localhost already belongs to school \d+/],
    [["--domain", "not a host"], /--domain: "not a host" is not a host name/],
    [["--owner-email", "nobody"], /--owner-email: /],
    [["--owner-email", "owner@sunshinekids.example.org"], /--owner-email: .* already has an account/],
    [["--name", ""], /--name: School name is required/],
    [["--base-url", "nope"], /--base-url: /],
  ])("refuses %j with exit code 1 and creates nothing", async (override, message) => {
    const before = (await api.db.selectFrom("clients").select("id").execute()).length;
    const args = { "--name": "Refused School", "--domain": "refused.example.in", "--owner-email": "owner@refused.example.in" };
    const [flag, value] = override;
    const res = await school("create", ...Object.entries({ ...args, [flag ?? ""]: value ?? "" }).flat());
    expect(res.code).toBe(1);
    expect(res.err).toMatch(message);
    expect(res.out).toBe("");
    expect((await api.db.selectFrom("clients").select("id").execute()).length).toBe(before);
  });
});

describe("school add-domain, list, disable, enable, link", () => {
  it("adds a domain; --primary makes links use it", async () => {
    await school(
      "create",
      "--name",
      "Domain School",
      "--domain",
      "domain.example.in",
      "--owner-email",
      "owner@domain.example.in",
    );
    const added = await school("add-domain", "--school", "domain.example.in", "--domain", "www.domain.example.in", "--primary");
    expect(added.code).toBe(0);
    expect((await byDomain("www.domain.example.in")).body.data.clientName).toBe("Domain School");
    const link = await school("link", "--school", "domain.example.in", "--email", "owner@domain.example.in");
    expect(linkIn(link.out).origin).toBe("https://www.domain.example.in");
    const taken = await school("add-domain", "--school", "domain.example.in", "--domain", "rainbow.localhost");
    expect(taken.code).toBe(1);
    expect((await school("add-domain", "--school", "nowhere.example", "--domain", "x.example.in")).code).toBe(1);
  });

  it("approves a domain the owner added and that waits for its proof; add-domain is trusted as it is", async () => {
    const owner = await signIn(api, demoAccount(0, "owner"));
    for (const domain of ["www.approve.example.in", "www.added.example.in"]) {
      expect((await api.post("/staff/domains", authed(owner, { domain }))).status).toBe(201);
      expect((await byDomain(domain)).status).toBe(404);
    }
    const listed = await school("list");
    expect(listed.out).toMatch(
      new RegExp(`^${api.schoolA}\\tactive\\t.*\\tpending: www\\.approve\\.example\\.in, www\\.added\\.example\\.in$`, "m"),
    );
    const pending = JSON.parse((await school("list", "--json")).out).find((entry: { id: number }) => entry.id === api.schoolA);
    expect(pending.pendingDomains).toEqual(["www.approve.example.in", "www.added.example.in"]);

    const approved = await school("approve-domain", "--school", "localhost", "--domain", "WWW.Approve.example.in");
    expect(approved).toMatchObject({ code: 0, out: `School ${api.schoolA} now answers at www.approve.example.in (approved)` });
    expect((await byDomain("www.approve.example.in")).body.data.clientName).toBe("Sunshine Kids Academy");
    expect((await school("approve-domain", "--school", "localhost", "--domain", "www.approve.example.in")).out).toBe(
      `www.approve.example.in is already a verified domain of school ${api.schoolA}`,
    );
    // add-domain of the owner's pending domain is the operator's word too: proven at once.
    expect((await school("add-domain", "--school", String(api.schoolA), "--domain", "www.added.example.in")).code).toBe(0);
    expect((await byDomain("www.added.example.in")).body.data.clientName).toBe("Sunshine Kids Academy");

    // Refused: a domain the school does not have, and one another school has proven.
    const unknown = await school("approve-domain", "--school", "localhost", "--domain", "www.never-added.in");
    expect(unknown).toMatchObject({
      code: 1,
      err: `Refused: --domain: www.never-added.in is not a domain of school ${api.schoolA}; add it with add-domain`,
    });
    const rainbowOwner = await signIn(api, demoAccount(1, "owner"));
    expect((await api.post("/staff/domains", authed(rainbowOwner, { domain: "www.approve.example.in" }))).status).toBe(409);
    expect((await api.post("/staff/domains", authed(rainbowOwner, { domain: "www.contested.example.in" }))).status).toBe(201);
    expect((await school("add-domain", "--school", "localhost", "--domain", "www.contested.example.in")).code).toBe(0);
    const contested = await school("approve-domain", "--school", "rainbow.localhost", "--domain", "www.contested.example.in");
    expect(contested).toMatchObject({
      code: 1,
      err: `Refused: --domain: www.contested.example.in already belongs to school ${api.schoolA}`,
    });
    expect((await byDomain("www.contested.example.in")).body.data.clientName).toBe("Sunshine Kids Academy");
    // As the list below expects the demo schools.
    for (const domain of ["www.approve.example.in", "www.added.example.in", "www.contested.example.in"]) {
      expect((await api.post("/staff/domains/remove", authed(owner, { domain }))).status).toBe(200);
    }
    expect((await api.post("/staff/domains/remove", authed(rainbowOwner, { domain: "www.contested.example.in" }))).status).toBe(
      200,
    );
  });

  it("lists every school with its status, domains and owners", async () => {
    const res = await school("list", "--json");
    expect(res.code).toBe(0);
    const schools = JSON.parse(res.out);
    expect(schools).toEqual(
      expect.arrayContaining([
        {
          id: api.schoolA,
          name: "Sunshine Kids Academy",
          status: "active",
          domains: ["localhost", "127.0.0.1"],
          pendingDomains: [],
          owners: ["owner@sunshinekids.example.org"],
        },
      ]),
    );
    expect((await school("list")).out).toMatch(
      new RegExp(
        `^${api.schoolB}\\tactive\\tRainbow Early Learning Centre\\trainbow\\.localhost\\towners: owner@rainbowelc\\.example\\.com$`,
        "m",
      ),
    );
  });

  it("disable hides the school and stops its sign-ins and links at once; enable brings it back", async () => {
    const created = await school(
      "create",
      "--name",
      "Paused School",
      "--domain",
      "paused.example.in",
      "--owner-email",
      "owner@paused.example.in",
    );
    const pending = linkIn(created.out).token;
    const other = await school(
      "create",
      "--name",
      "Paused Too",
      "--domain",
      "paused2.example.in",
      "--owner-email",
      "owner@paused2.example.in",
    );
    await api.post(
      "/auth/claim",
      authed(null, { token: linkIn(other.out).token, domain: "paused2.example.in", password: "Paused-Owner-Pass-2" }),
    );
    const token = await signIn(api, {
      email: "owner@paused2.example.in",
      password: "Paused-Owner-Pass-2",
      domain: "paused2.example.in",
    });

    expect((await school("disable", "--school", "paused.example.in")).code).toBe(0);
    expect((await school("disable", "--school", "paused2.example.in")).out).toMatch(/is disabled/);
    expect((await byDomain("paused.example.in")).status).toBe(404);
    expect((await api.get("/auth/claim" + qs({ token: pending, domain: "paused.example.in" }))).status).toBe(404);
    expect((await api.get("/staff/me", authed(token))).status).toBe(401);
    expect(
      JSON.parse((await school("list", "--json")).out).find((s: { name: string }) => s.name === "Paused School").status,
    ).toBe("disabled");

    expect((await school("enable", "--school", "paused.example.in")).code).toBe(0);
    expect((await byDomain("paused.example.in")).status).toBe(200);
    expect((await api.get("/auth/claim" + qs({ token: pending, domain: "paused.example.in" }))).status).toBe(200);
  });

  it("link makes a new link for an account of the school, replacing the old one", async () => {
    const created = await school(
      "create",
      "--name",
      "Link School",
      "--domain",
      "link.example.in",
      "--owner-email",
      "owner@link.example.in",
    );
    const first = linkIn(created.out).token;
    const again = await school("link", "--school", "link.example.in", "--email", "owner@link.example.in");
    expect(again.code).toBe(0);
    expect((await api.get("/auth/claim" + qs({ token: first, domain: "link.example.in" }))).status).toBe(404);
    expect((await api.get("/auth/claim" + qs({ token: linkIn(again.out).token, domain: "link.example.in" }))).status).toBe(200);
    const nobody = await school("link", "--school", String(api.schoolA), "--email", "nobody@example.org");
    expect(nobody.code).toBe(1);
    expect(nobody.err).toMatch(/nobody@example\.org has no account at school/);
    // A parent who forgot the password, where no mail can be sent.
    await registerParent(api, {
      name: "No Mail Parent",
      mobile: "9866666666",
      email: "no-mail@example.org",
      password: "Orchard-Lamp-Kettle-9",
    });
    const parent = await school("link", "--school", String(api.schoolA), "--email", "no-mail@example.org");
    expect(parent.code).toBe(0);
    const used = await api.post(
      "/auth/claim",
      authed(null, { token: linkIn(parent.out).token, domain: "localhost", password: "Fresh-Orchard-Lamp-10" }),
    );
    expect(used.body.user).toMatchObject({ email: "no-mail@example.org", role: "parent" });
  });

  it("answers usage errors with exit code 2 without opening the database", async () => {
    const never = async (): Promise<never> => {
      throw new Error("the database was opened");
    };
    for (const argv of [[], ["explode"], ["list", "extra"], ["create", "--colour", "red"]]) {
      const err: string[] = [];
      expect(await runSchoolCli(argv, { db: never, out: () => {}, err: (line) => err.push(line) })).toBe(2);
      expect(err.join("\n")).toMatch(/Usage: npm run school/);
    }
    const out: string[] = [];
    expect(await runSchoolCli(["--help"], { db: never, out: (line) => out.push(line), err: () => {} })).toBe(0);
    expect(out.join("\n")).toMatch(/add-domain/);
  });
});

describe("npm run school (spawned)", () => {
  const run = promisify(execFile);
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "nurture-cli-"));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it("creates a school in the DATABASE_URL file and prints its sign-in link", async () => {
    const env = { ...process.env, DATABASE_URL: path.join(dir, "school.sqlite") };
    const created = await run(
      "npm",
      [
        "run",
        "-s",
        "school",
        "--",
        "create",
        "--name",
        "Spawned School",
        "--domain",
        "spawned.example.in",
        "--owner-email",
        "owner@spawned.example.in",
      ],
      { env },
    );
    const link = linkIn(created.stdout);
    expect(link.origin).toBe("https://spawned.example.in");
    const listed = await run("npm", ["run", "-s", "school", "--", "list"], { env });
    expect(listed.stdout).toMatch(/^1\tactive\tSpawned School\tspawned\.example\.in\towners: owner@spawned\.example\.in$/m);
    const refused = await run("npm", ["run", "-s", "school", "--", "disable"], { env }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringMatching(/--school is required/) });
    // The file is a migrated database holding the school and its hashed link.
    const handle = await openDatabase({ url: env.DATABASE_URL });
    try {
      const links = await handle.db.selectFrom("signInLinks").select("tokenHash").execute();
      expect(links).toHaveLength(1);
      expect(links[0]!.tokenHash).not.toBe(link.token);
    } finally {
      await handle.close();
    }
    // Three cold starts of npm and tsx (about 3 s of CPU each): on a busy two-core machine they
    // took longer than the suite's 20 s, though nothing was wrong.
  }, 90_000);
});
