import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ContentChangeRelay, type Delivery, relayContentChanges } from "../../api/broadcast.js";
import { type DatabaseHandle, openDatabase } from "../../api/db.js";
import { runSchoolCli } from "../../api/schools.js";
import { usingPostgres } from "./harness.js";

// A school's content change reaches every instance on one database (README "Many instances"):
// two relays on one database stand for two instances. On PostgreSQL the change travels by NOTIFY
// and the listening connection comes back after it is lost; on SQLite it is delivered locally.
// A change the operator's `school` command makes (README "Schools from the command line") reaches
// them too: by NOTIFY, or on SQLite by another connection's commit.

const url = process.env.DATABASE_URL ?? "";
const pgSchema = `test_relay_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
let folder: string | undefined;
let one: DatabaseHandle;
let two: DatabaseHandle;
const heardByOne: Delivery[] = [];
const heardByTwo: Delivery[] = [];
let relayOne: ContentChangeRelay;
let relayTwo: ContentChangeRelay;
const logs: Record<string, unknown>[] = [];

beforeAll(async () => {
  if (usingPostgres) {
    one = await openDatabase({ url, pgSchema });
    two = await openDatabase({ url, pgSchema });
  } else {
    folder = mkdtempSync(path.join(tmpdir(), "nurture-relay-"));
    one = await openDatabase({ url: path.join(folder, "relay.sqlite") });
    two = one;
  }
  relayOne = relayContentChanges(one.db, {
    deliver: (change) => heardByOne.push(change),
    log: (entry) => logs.push(entry),
    retryMs: 100,
    outsideWritesMs: 50,
  });
  relayTwo = relayContentChanges(two.db, {
    deliver: (change) => heardByTwo.push(change),
    log: (entry) => logs.push(entry),
    retryMs: 100,
    outsideWritesMs: 50,
  });
  if (usingPostgres) await until(() => listeners().then((n) => n === 2), "both relays listening");
});

afterAll(async () => {
  await relayOne?.close();
  await relayTwo?.close();
  await one?.close();
  if (two !== one) await two?.close();
  if (usingPostgres) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop schema if exists ${pgSchema} cascade`);
    await admin.end();
  }
  if (folder) rmSync(folder, { recursive: true, force: true });
});

async function until(check: () => boolean | Promise<boolean>, what: string, withinMs = 5000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Runs one `school` command on `db`, as the operator's own process would; answers what it printed. */
async function school(db: DatabaseHandle, ...argv: string[]): Promise<string[]> {
  const printed: string[] = [];
  const code = await runSchoolCli(argv, {
    db: async () => db.db,
    out: (line) => printed.push(line),
    err: (line) => printed.push(line),
  });
  expect(code, printed.join("\n")).toBe(0);
  return printed;
}

/** Connections of this schema's relays that are listening (PostgreSQL's own view). */
async function listeners(): Promise<number> {
  const rows = await sql<{
    n: number;
  }>`select count(*)::int as n from pg_stat_activity where application_name = 'nurture' and query like ${`listen nurture_content_change_${pgSchema}%`}`.execute(
    one.db,
  );
  return rows.rows[0]?.n ?? 0;
}

describe.runIf(usingPostgres)("on PostgreSQL", () => {
  it("a change announced by one instance is delivered to both, once each", async () => {
    heardByOne.length = 0;
    heardByTwo.length = 0;
    relayOne.announce({ clientId: 7, list: "testimonials" });
    await until(() => heardByTwo.length === 1, "instance two heard it");
    // Instance one hears its own at once, and again by NOTIFY (it listens like every instance).
    expect(heardByTwo).toEqual([{ clientId: 7, list: "testimonials" }]);
    expect(heardByOne[0]).toEqual({ clientId: 7, list: "testimonials" });
  });

  it("relays a change of any staff list, not only testimonials and the profile", async () => {
    for (const list of ["carousel", "fees", "programs"] as const) {
      heardByTwo.length = 0;
      relayOne.announce({ clientId: 5, list });
      await until(() => heardByTwo.length === 1, `instance two heard ${list}`);
      expect(heardByTwo).toEqual([{ clientId: 5, list }]);
    }
    expect(logs.some((entry) => entry.msg === "content_change.not_understood")).toBe(false);
  });

  it("a lost listening connection comes back, says changes may have been missed, and hears again", async () => {
    heardByTwo.length = 0;
    // What a database restart does to it, for one connection: PostgreSQL ends it.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'nurture' and query like ${`listen nurture_content_change_${pgSchema}%`}`.execute(
      one.db,
    );
    await until(() => heardByTwo.includes(null), "instance two reconnected and dropped everything");
    await until(() => listeners().then((n) => n === 2), "both relays listening again");
    relayOne.announce({ clientId: 8, list: "testimonials" });
    await until(() => heardByTwo.some((change) => change?.clientId === 8), "instance two heard the next change");
    expect(logs.some((entry) => entry.msg === "content_change.listener_lost")).toBe(true);
    expect(logs.some((entry) => entry.msg === "content_change.listener_reconnected")).toBe(true);
  });

  it("the school command's changes reach every instance: a new school's domain, a disabled school", async () => {
    heardByOne.length = 0;
    heardByTwo.length = 0;
    const domain = `cli-${process.pid}.example.in`;
    await school(two, "create", "--name", "Lotus Play School", "--domain", domain, "--owner-email", "owner@lotus.example.in");
    await until(() => heardByOne.length === 1, "instance one heard the new school");
    const created = heardByOne[0];
    // Its domain may be cached as unknown: the change names it, so that answer goes.
    expect(created).toEqual({ clientId: expect.any(Number) as number, list: "profile", domains: [domain] });
    heardByOne.length = 0;
    await school(two, "disable", "--school", domain);
    await until(() => heardByOne.length === 1, "instance one heard the school disabled");
    expect(heardByOne).toEqual([{ clientId: created?.clientId, list: "profile" }]);
  });

  it("a notification that is not a content change is ignored", async () => {
    heardByTwo.length = 0;
    await sql`select pg_notify(${`nurture_content_change_${pgSchema}`}, 'not json')`.execute(one.db);
    relayOne.announce({ clientId: 9, list: "testimonials" });
    await until(() => heardByTwo.length > 0, "instance two heard the real one");
    expect(heardByTwo).toEqual([{ clientId: 9, list: "testimonials" }]);
    expect(logs.some((entry) => entry.msg === "content_change.not_understood")).toBe(true);
  });
});

describe.runIf(!usingPostgres)("on SQLite", () => {
  it("a change is delivered in this process, synchronously", () => {
    heardByOne.length = 0;
    relayOne.announce({ clientId: 3, list: "testimonials" });
    expect(heardByOne).toEqual([{ clientId: 3, list: "testimonials" }]);
  });

  it("another connection's commit — the school command in its own process — drops every school's answers", async () => {
    const operator = await openDatabase({ url: path.join(folder ?? "", "relay.sqlite") });
    try {
      heardByOne.length = 0;
      await school(
        operator,
        "create",
        "--name",
        "Lotus Play School",
        "--domain",
        "lotus.example.in",
        "--owner-email",
        "owner@lotus.example.in",
      );
      await until(() => heardByOne.includes(null), "the instance noticed the outside commit");
      expect(logs.some((entry) => entry.msg === "content_change.outside_write")).toBe(true);
    } finally {
      await operator.close();
    }
  });

  it("the instance's own commits are not taken for outside ones", async () => {
    heardByOne.length = 0;
    await school(
      one,
      "create",
      "--name",
      "Tulip Kids",
      "--domain",
      "tulip.example.in",
      "--owner-email",
      "owner@tulip.example.in",
    );
    // Several of the watch's 50 ms looks later, still nothing dropped.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heardByOne).toEqual([]);
  });
});
