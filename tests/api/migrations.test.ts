import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../api/migrations.js";
import { DEFAULT_TEMPLATES } from "../../shared/message-templates.js";
import { SPEC_CONTENT } from "../../shared/school-content.js";
import type { Database } from "../../api/schema.js";
import { usingPostgres } from "./harness.js";

// Migrations run on databases that already hold rows: build one as an earlier release left it,
// fill it, migrate, and check nothing was lost (on the suite's database: SQLite or PostgreSQL).

const BEFORE_PER_SCHOOL_EMAIL = "0002_idempotency_fingerprint";
const BEFORE_ACCOUNT_LINKS = "0011_last_sign_in";
const BEFORE_UNIQUE_VISIT_TIMES = "0017_message_templates";
const BEFORE_APPLICATION_STAGES = "0021_admission_documents";

let db: Kysely<Database>;
let cleanup: () => Promise<void>;
const dialect = usingPostgres ? "postgres" : "sqlite";
const pgSchema = `test_migrate_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  if (usingPostgres) {
    const url = process.env.DATABASE_URL ?? "";
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${pgSchema}`);
    const pool = new pg.Pool({ connectionString: url, max: 2, options: `-c search_path=${pgSchema}` });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    cleanup = async () => {
      await db.destroy();
      await admin.query(`drop schema if exists ${pgSchema} cascade`);
      await admin.end();
    };
  } else {
    const folder = mkdtempSync(path.join(tmpdir(), "nurture-migrate-"));
    const connection = new SQLite(path.join(folder, "old.sqlite"));
    connection.pragma("foreign_keys = ON");
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
    cleanup = async () => {
      await db.destroy();
      rmSync(folder, { recursive: true, force: true });
    };
  }
  await migrateToLatest(db, dialect, usingPostgres ? pgSchema : undefined, BEFORE_PER_SCHOOL_EMAIL);
  // Two schools as rows of that release (the demo seed writes columns of later migrations).
  const blank = {
    fullLogoUrl: "",
    aboutUs: "",
    contactPhone1: "",
    contactPhone2: "",
    whatsAppNumber1: "",
    contactEmail1: "",
    contactEmail2: "",
  };
  const address = {
    addressLine1: "",
    addressLine2: "",
    city: "",
    state: "",
    pinCode: "",
    brandColor: "#1d4ed8",
    accentColor: "#dbeafe",
    deleted: 0,
  };
  await db
    .insertInto("clients")
    .values(["Old School A", "Old School B"].map((clientName) => ({ clientName, ...blank, ...address })))
    .execute();
  const [a, b] = await db.selectFrom("clients").select("id").orderBy("id").execute();
  // Domains as that release stored them (no proof columns yet).
  await sql`insert into "clientDomains" ("clientId", "domain", "isPrimary") values
    (${a!.id}, 'old-a.example.in', 1), (${a!.id}, 'www.old-a.example.in', 0), (${b!.id}, 'old-b.example.in', 1)`.execute(db);
});
afterAll(async () => {
  await cleanup?.();
});

describe("0003: an e-mail is unique per school, not per deployment", () => {
  it("keeps every account and sign-in token, then allows the e-mail at a second school only", async () => {
    const [a, b] = await db.selectFrom("clients").select("id").orderBy("id").execute();
    const now = new Date().toISOString();
    const user = { name: "Old Parent", mobile: "9876543210", passwordHash: "scrypt$x", createdAt: now };
    const first = await db
      .insertInto("users")
      .values({ ...user, clientId: a!.id, email: "old@example.org" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const second = await db
      .insertInto("users")
      .values({ ...user, clientId: a!.id, email: "older@example.org" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.deleteFrom("users").where("id", "=", second.id).execute(); // the highest id so far is gone
    const token = { clientId: a!.id, expiresAt: "2999-01-01T00:00:00.000Z", createdAt: now };
    await db
      .insertInto("authTokens")
      .values([
        { ...token, userId: first.id, tokenHash: "t1" },
        { ...token, userId: first.id, tokenHash: "t2" },
      ])
      .execute();
    // Before: one e-mail, one account in the whole deployment.
    await expect(
      db
        .insertInto("users")
        .values({ ...user, clientId: b!.id, email: "old@example.org" })
        .execute(),
    ).rejects.toThrow();

    await migrateToLatest(db, dialect, usingPostgres ? pgSchema : undefined, BEFORE_ACCOUNT_LINKS);
    // A claim link of that release: 0012 rebuilds its table on SQLite (its account may be empty now).
    const link = {
      userId: first.id,
      clientId: a!.id,
      tokenHash: "claim-1",
      expiresAt: "2999-01-01T00:00:00.000Z",
      createdAt: now,
    };
    await sql`insert into "signInLinks" ("userId", "clientId", "tokenHash", "expiresAt", "createdAt")
      values (${link.userId}, ${link.clientId}, ${link.tokenHash}, ${link.expiresAt}, ${link.createdAt})`.execute(db);
    await migrateToLatest(db, dialect, usingPostgres ? pgSchema : undefined, BEFORE_UNIQUE_VISIT_TIMES);
    expect(
      await db
        .selectFrom("signInLinks")
        .select(["userId", "clientId", "tokenHash", "expiresAt", "usedAt", "createdAt", "purpose"])
        .execute(),
    ).toEqual([{ ...link, usedAt: null, purpose: "claim" }]);
    await db
      .insertInto("signInLinks")
      .values({ userId: null, clientId: a!.id, tokenHash: "confirm-1", expiresAt: link.expiresAt, purpose: "confirm" })
      .execute();

    // Later migrations add columns with defaults (a role, the notification opt-in).
    expect(await db.selectFrom("users").selectAll().execute()).toEqual([
      { ...user, id: first.id, clientId: a!.id, email: "old@example.org", role: "parent", notifyByEmail: 0, lastSignInAt: null },
    ]);
    expect(await db.selectFrom("authTokens").select("tokenHash").orderBy("tokenHash").execute()).toEqual([
      { tokenHash: "t1" },
      { tokenHash: "t2" },
    ]);
    const atB = await db
      .insertInto("users")
      .values({ ...user, clientId: b!.id, email: "old@example.org" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(atB.id).toBeGreaterThan(second.id); // ids are never reused
    await expect(
      db
        .insertInto("users")
        .values({ ...user, clientId: a!.id, email: "old@example.org" })
        .execute(),
    ).rejects.toThrow();
    // Foreign keys still hold: deleting the account takes its tokens along.
    await db.deleteFrom("users").where("id", "=", first.id).execute();
    expect(await db.selectFrom("authTokens").select("id").execute()).toEqual([]);
    expect(await db.selectFrom("signInLinks").select("tokenHash").execute()).toEqual([{ tokenHash: "confirm-1" }]);
    if (!usingPostgres) {
      const check = await sql`pragma foreign_key_check`.execute(db);
      expect(check.rows).toEqual([]);
    }
  });
});

describe("0013: a domain is a school's once proven", () => {
  it("takes every domain stored before as proven; two schools may wait on one name, but only one may prove it", async () => {
    // The previous test migrated to 0017.
    const [a, b] = await db.selectFrom("clients").select("id").orderBy("id").execute();
    const rows = await db
      .selectFrom("clientDomains")
      .select(["clientId", "domain", "isPrimary", "verifyToken", "verifiedAt"])
      .orderBy("domain")
      .execute();
    expect(rows.map(({ verifiedAt: _at, ...row }) => row)).toEqual([
      { clientId: a!.id, domain: "old-a.example.in", isPrimary: 1, verifyToken: "" },
      { clientId: b!.id, domain: "old-b.example.in", isPrimary: 1, verifyToken: "" },
      { clientId: a!.id, domain: "www.old-a.example.in", isPrimary: 0, verifyToken: "" },
    ]);
    expect(rows.every((row) => row.verifiedAt !== null && !Number.isNaN(Date.parse(row.verifiedAt)))).toBe(true);

    const pending = (clientId: number, verifyToken: string) => ({
      clientId,
      domain: "both.example.in",
      isPrimary: 0,
      verifyToken,
      verifiedAt: null,
    });
    await db
      .insertInto("clientDomains")
      .values([pending(a!.id, "a"), pending(b!.id, "b")])
      .execute();
    // Once per school…
    await expect(db.insertInto("clientDomains").values(pending(a!.id, "again")).execute()).rejects.toThrow();
    // …and proven at one school only.
    const proven = new Date().toISOString();
    await db
      .updateTable("clientDomains")
      .set({ verifiedAt: proven })
      .where("clientId", "=", a!.id)
      .where("domain", "=", "both.example.in")
      .execute();
    await expect(
      db
        .updateTable("clientDomains")
        .set({ verifiedAt: proven })
        .where("clientId", "=", b!.id)
        .where("domain", "=", "both.example.in")
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto("clientDomains")
        .values({ clientId: b!.id, domain: "old-a.example.in", isPrimary: 0, verifiedAt: proven })
        .execute(),
    ).rejects.toThrow();
  });
});

describe("0014: a school's pages are its own rows", () => {
  it("gives every school that existed what its pages showed: SPEC's fees and texts, every program offered, no social link", async () => {
    // The first test migrated to 0017.
    const schools = await db.selectFrom("clients").select("id").orderBy("id").execute();
    for (const { id } of schools) {
      const fees = await db
        .selectFrom("fees")
        .select(["name", "amount", "frequency", "frequencyText", "note", "displayOrder", "deleted"])
        .where("clientId", "=", id)
        .orderBy("displayOrder")
        .execute();
      expect(fees).toEqual(SPEC_CONTENT.fees.map((fee, index) => ({ ...fee, displayOrder: index + 1, deleted: 0 })));
      const faqs = await db
        .selectFrom("faqs")
        .select(["question", "answer"])
        .where("clientId", "=", id)
        .where("topic", "=", "admission")
        .orderBy("displayOrder")
        .execute();
      expect(faqs).toEqual(SPEC_CONTENT.admissionFaqs);
      const summerCamps = await db
        .selectFrom("featureCards")
        .select(["title", "description", "icon"])
        .where("clientId", "=", id)
        .where("page", "=", "summerCamps")
        .orderBy("displayOrder")
        .execute();
      expect(summerCamps).toEqual(SPEC_CONTENT.programs.summerCamps);
      const client = await db
        .selectFrom("clients")
        .select(["facebookUrl", "whatsappChannelUrl", "mapLatitude", "mapLongitude"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(client).toEqual({ facebookUrl: "", whatsappChannelUrl: "", mapLatitude: null, mapLongitude: null });
    }
    expect(await db.selectFrom("programOffers").selectAll().execute()).toEqual([]);
    // A fee is whole rupees, 0 or more, and one of the frequencies: the table says so too.
    await expect(
      db
        .insertInto("fees")
        .values({ clientId: schools[0]!.id, name: "Refund", amount: -1, frequency: "oneTime", frequencyText: "", note: "" })
        .execute(),
    ).rejects.toThrow();
  });
});

describe("0017: message templates", () => {
  it("gives every school that existed the three templates a new school starts with", async () => {
    // The first test migrated to 0017.
    const schools = await db.selectFrom("clients").select("id").orderBy("id").execute();
    for (const { id } of schools) {
      const templates = await db
        .selectFrom("messageTemplates")
        .select(["kind", "name", "subject", "body"])
        .where("clientId", "=", id)
        .orderBy("id")
        .execute();
      expect(templates).toEqual(DEFAULT_TEMPLATES);
    }
    // A template's kind is one of the four: the table says so too.
    await expect(
      sql`insert into "messageTemplates" ("clientId", "kind", "name", "subject", "body") values (${schools[0]!.id}, 'other', 'x', 'x', 'x')`.execute(
        db,
      ),
    ).rejects.toThrow();
  });
});

describe("0018: one live weekly visit time per school, weekday and start", () => {
  it("keeps the first of twins stored before, marks the later ones deleted, and refuses a new twin", async () => {
    // The first test migrated to 0017, where two staff adding one time at once could store it twice.
    const [a, b] = await db.selectFrom("clients").select("id").orderBy("id").execute();
    const time = { weekday: 2, startTime: "10:00", lengthMinutes: 45, places: 4 };
    const slot = (clientId: number, extra: { deleted?: number; places?: number } = {}) =>
      db
        .insertInto("visitSlots")
        .values({ ...time, clientId, ...extra })
        .returning("id")
        .executeTakeFirstOrThrow();
    const first = await slot(a!.id);
    const later = await slot(a!.id, { places: 6 });
    const third = await slot(a!.id);
    const deletedBefore = await slot(a!.id, { deleted: 1 });
    const otherSchool = await slot(b!.id);

    await migrateToLatest(db, dialect, usingPostgres ? pgSchema : undefined, BEFORE_APPLICATION_STAGES);
    const rows = await db.selectFrom("visitSlots").select(["id", "deleted", "places"]).orderBy("id").execute();
    expect(rows).toEqual([
      { id: first.id, deleted: 0, places: 4 },
      { id: later.id, deleted: 1, places: 6 },
      { id: third.id, deleted: 1, places: 4 },
      { id: deletedBefore.id, deleted: 1, places: 4 },
      { id: otherSchool.id, deleted: 0, places: 4 },
    ]);
    await expect(slot(a!.id)).rejects.toThrow();
    // A deleted twin may still be stored: staff delete a time and add it again.
    await slot(a!.id, { deleted: 1 });
  });
});

describe("0022: an enrollment's status becomes its application stage", () => {
  it("maps each old status to its stage, keeps the audit trail's words, and takes only stages after", async () => {
    const [a] = await db.selectFrom("clients").select("id").orderBy("id").execute();
    const child = { childAge: 3, gender: "female", parentName: "Old Parent", parentContact: "9000000001", address: "Pune" };
    const old = ["new", "contacted", "admitted", "declined", "closed"];
    const ids: number[] = [];
    for (const [index, status] of old.entries()) {
      const row = await sql<{ id: number }>`
        insert into "enrollments" ("clientId", "childName", "childAge", "gender", "parentName", "parentContact", "address", "status")
        values (${a!.id}, ${`Child ${index}`}, ${child.childAge}, ${child.gender}, ${child.parentName}, ${child.parentContact}, ${child.address}, ${status})
        returning "id"`.execute(db);
      ids.push(row.rows[0]!.id);
    }
    await db
      .insertInto("auditLog")
      .values({
        clientId: a!.id,
        actorUserId: null,
        actorName: "Staff",
        action: "status",
        subjectKind: "enrollment",
        subjectId: ids[2]!,
        fromStatus: "contacted",
        toStatus: "admitted",
        note: "",
      })
      .execute();

    await migrateToLatest(db, dialect, usingPostgres ? pgSchema : undefined);
    const rows = await db
      .selectFrom("enrollments")
      .select(["id", "status", "waitlistRank"])
      .where("id", "in", ids)
      .orderBy("id")
      .execute();
    expect(rows.map((row) => row.status)).toEqual(["received", "received", "enrolled", "declined", "withdrawn"]);
    expect(rows.every((row) => row.waitlistRank === null)).toBe(true);
    const history = await db
      .selectFrom("auditLog")
      .select(["fromStatus", "toStatus"])
      .where("subjectId", "=", ids[2]!)
      .where("subjectKind", "=", "enrollment")
      .execute();
    expect(history).toEqual([{ fromStatus: "contacted", toStatus: "admitted" }]);
    // An old status is refused from now on; a new row starts as received.
    await expect(
      db
        .updateTable("enrollments")
        .set({ status: "contacted" as never })
        .where("id", "=", ids[0]!)
        .execute(),
    ).rejects.toThrow();
    const fresh = await db
      .insertInto("enrollments")
      .values({ clientId: a!.id, childName: "New Child", ...child, gender: "male", additionalInformation: "" })
      .returning("status")
      .executeTakeFirstOrThrow();
    expect(fresh.status).toBe("received");
  });
});
