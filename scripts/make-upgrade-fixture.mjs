// Makes the upgrade fixture (README "Upgrades"): a database exactly as a given release leaves it, on
// SQLite and on PostgreSQL, with rows in every table, which tests/api/upgrade.test.ts migrates with
// today's code to check that nothing is lost.
//
//   node scripts/make-upgrade-fixture.mjs <commit> [postgres://postgres@127.0.0.1:5432/postgres]
//
// The release's own code makes it: a git worktree of <commit> (this checkout's node_modules linked
// in) runs its migrations and its demo seed on a fresh SQLite file and a fresh PostgreSQL database of
// a unique name, then fill() below adds rows where the seed leaves a table empty or a column always
// null. Out come tests/fixtures/upgrade/<commit>.sqlite (vacuumed) and <commit>.pg.sql (pg_dump,
// plain SQL); the fixtures of any other release there are removed.
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { sql } from "kysely";

const here = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(here), "..");
const fixtures = path.join(root, "tests/fixtures/upgrade");

async function main([commitArg, adminUrl = "postgres://postgres@127.0.0.1:5432/postgres"]) {
  if (!commitArg) {
    console.error("usage: node scripts/make-upgrade-fixture.mjs <commit> [postgres admin URL]");
    process.exit(2);
  }
  const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
  const commit = git("rev-parse", "--short=7", `${commitArg}^{commit}`);
  const work = mkdtempSync(path.join(tmpdir(), "nurture-upgrade-fixture-"));
  const src = path.join(work, "src");
  const sqliteFile = path.join(work, "fixture.sqlite");
  const pg = (await import("pg")).default;
  const database = `nurture_upgrade_fixture_${process.pid}_${Date.now().toString(36)}`;
  const pgUrl = new URL(adminUrl);
  pgUrl.pathname = `/${database}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  git("worktree", "add", "--detach", src, commit);
  try {
    // The release's package.json may differ a little from today's; its code must run on these.
    symlinkSync(path.join(root, "node_modules"), path.join(src, "node_modules"), "dir");
    await admin.query(`create database ${database}`);
    const child = spawnSync(process.execPath, ["--import", "tsx", here, "--fill", src, sqliteFile, pgUrl.href], {
      cwd: src,
      stdio: "inherit",
    });
    if (child.status !== 0) throw new Error(`filling the databases at ${commit} failed`);

    // One file, no WAL beside it, no free pages: small enough to commit.
    const Sqlite = (await import("better-sqlite3")).default;
    const file = new Sqlite(sqliteFile);
    file.pragma("journal_mode = DELETE");
    file.exec("vacuum");
    file.close();
    const dump = execFileSync("pg_dump", ["--no-owner", "--no-privileges", "--column-inserts", "--dbname", pgUrl.href], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });

    mkdirSync(fixtures, { recursive: true });
    for (const name of readdirSync(fixtures)) {
      if (/\.(sqlite|pg\.sql)$/.test(name)) rmSync(path.join(fixtures, name));
    }
    copyFileSync(sqliteFile, path.join(fixtures, `${commit}.sqlite`));
    // Plain SQL that any client runs statement by statement: pg_dump's psql-only \restrict lines
    // (meant against a hostile dump server) go, the dump is our own.
    const plain = dump
      .split("\n")
      .filter((line) => !line.startsWith("\\"))
      .join("\n");
    writeFileSync(path.join(fixtures, `${commit}.pg.sql`), plain);
    console.log(`wrote tests/fixtures/upgrade/${commit}.sqlite and ${commit}.pg.sql`);
    console.log('Now say in tests/fixtures/upgrade/README.md which release this is and why (README "Upgrades").');
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    git("worktree", "remove", "--force", src);
    rmSync(work, { recursive: true, force: true });
  }
}

/** In the release's worktree, under tsx: its migrations and demo seed, then fill(), on both databases. */
async function fillMode([src, sqliteFile, pgUrl]) {
  const { openDatabase } = await import(pathToFileURL(path.join(src, "api/db.ts")).href);
  const { seedDemoSchools } = await import(pathToFileURL(path.join(src, "api/seed.ts")).href);
  // This checkout's, as the test checks with it.
  const { emptySpots } = await import("../tests/support/db-tables.ts");
  for (const url of [sqliteFile, pgUrl]) {
    const handle = await openDatabase({ url });
    try {
      if (!(await seedDemoSchools(handle.db))) throw new Error(`${url} was not empty`);
      await fill(handle.db, handle.dialect);
      const gaps = await emptySpots(handle.db, handle.dialect);
      if (gaps.length > 0) {
        throw new Error(`Add rows to fill() in scripts/make-upgrade-fixture.mjs for what this release's schema added:\n  ${gaps.join("\n  ")}`);
      }
    } finally {
      await handle.close();
    }
  }
}

/** The values a column's CHECK (… in (…)) allows, read from the database itself. */
async function allowedValues(db, dialect, table, column) {
  if (dialect === "sqlite") {
    const { rows } = await sql`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db);
    const match = new RegExp(`check \\("${column}" in \\(([^)]*)\\)\\)`, "i").exec(rows[0]?.sql ?? "");
    return match ? [...match[1].matchAll(/'([^']*)'/g)].map((value) => value[1]) : [];
  }
  const { rows } = await sql`select pg_get_constraintdef(oid) as def from pg_constraint
    where contype = 'c' and conrelid = ${table}::regclass`.execute(db);
  const def = rows.map((row) => row.def).find((text) => text.includes(`"${column}"`) || text.includes(`(${column} `));
  return def ? [...def.matchAll(/'([^']*)'::text/g)].map((value) => value[1]) : [];
}

/**
 * Each value a status column allows appears in some row where there are rows enough, so that a
 * migration that maps old values to new ones meets every one of them.
 */
async function everyStatus(db, dialect, table) {
  const allowed = await allowedValues(db, dialect, table, "status");
  const rows = await db.selectFrom(table).select(["id", "status"]).orderBy("id").execute();
  const missing = allowed.filter((value) => !rows.some((row) => row.status === value));
  for (const value of missing) {
    const counts = new Map();
    for (const row of rows) counts.set(row.status, (counts.get(row.status) ?? 0) + 1);
    const spare = [...rows].reverse().find((row) => counts.get(row.status) > 1);
    if (!spare) return;
    await db.updateTable(table).set({ status: value }).where("id", "=", spare.id).execute();
    spare.status = value;
  }
}

const hex = (text) => createHash("sha256").update(text).digest("hex");

/**
 * Rows of a school's working life that the demo seed does not make, every nullable column given a
 * value somewhere. Written for the release the fixture is (see its README); a later release's new
 * tables and columns get their rows here when the fixture is refreshed, as emptySpots() demands.
 */
async function fill(db, dialect) {
  const [sunshine, rainbow] = await db.selectFrom("clients").select("id").orderBy("id").execute();
  const staff = await db.selectFrom("users").select("id").where("clientId", "=", sunshine.id).where("role", "=", "staff").executeTakeFirstOrThrow();
  const owner = await db.selectFrom("users").select("id").where("clientId", "=", sunshine.id).where("role", "=", "owner").executeTakeFirstOrThrow();
  const at = (iso) => new Date(iso).toISOString();

  await db.updateTable("clients").set({ mapLatitude: 18.559, mapLongitude: 73.7868 }).where("id", "=", sunshine.id).execute();
  await db.updateTable("clients").set({ mapLatitude: 12.9716, mapLongitude: 77.5946 }).where("id", "=", rainbow.id).execute();
  await db
    .updateTable("users")
    .set({ lastSignInAt: at("2026-11-25T04:12:00Z") })
    .where("id", "=", staff.id)
    .execute();

  const nursery = await db
    .selectFrom("admissionClasses")
    .select(["id", "feeRupees"])
    .where("clientId", "=", sunshine.id)
    .where("name", "=", "Nursery")
    .executeTakeFirstOrThrow();
  const [enrollment] = await db.selectFrom("enrollments").select("id").where("clientId", "=", sunshine.id).orderBy("id").execute();
  await db
    .updateTable("enrollments")
    .set({
      assigneeUserId: staff.id,
      followUpOn: "2026-12-02",
      firstResponseAt: at("2026-11-26T05:40:00Z"),
      classId: nursery.id,
      childDateOfBirth: "2023-06-14",
      guardian2Name: "Rahul Joshi",
      guardian2Mobile: "9822000111",
      email: "sneha.joshi@example.com",
      program: "earlyChildhoodDevelopment",
    })
    .where("id", "=", enrollment.id)
    .execute();
  await everyStatus(db, dialect, "enrollments");
  const [enquiry] = await db.selectFrom("enquiries").select("id").where("clientId", "=", sunshine.id).orderBy("id").execute();
  await db
    .updateTable("enquiries")
    .set({ assigneeUserId: owner.id, followUpOn: "2026-11-30", firstResponseAt: at("2026-11-27T06:05:00Z"), source: "Instagram" })
    .where("id", "=", enquiry.id)
    .execute();
  await everyStatus(db, dialect, "enquiries");

  const checklist = await db.selectFrom("admissionChecklist").select("id").where("classId", "=", nursery.id).orderBy("position").execute();
  await db
    .insertInto("admissionDocuments")
    .values([
      {
        clientId: sunshine.id,
        enrollmentId: enrollment.id,
        itemId: checklist[0].id,
        storageKey: "9f2c41d7a0b34e5e8c1d2f3a4b5c6d7e.pdf",
        contentType: "application/pdf",
        filename: "birth-certificate-aarav.pdf",
        bytes: 184_320,
        pages: 2,
        status: "accepted",
        reason: "",
        createdAt: at("2026-11-26T08:00:00Z"),
        reviewedAt: at("2026-11-26T09:30:00Z"),
        reviewedByUserId: staff.id,
      },
      {
        clientId: sunshine.id,
        enrollmentId: enrollment.id,
        itemId: checklist[1].id,
        storageKey: "0a1b2c3d4e5f60718293a4b5c6d7e8f9.jpg",
        contentType: "image/jpeg",
        filename: "aarav-photo.jpg",
        bytes: 96_512,
        status: "returned",
        reason: "The photo is blurred; please send a clear passport-size photo.",
        createdAt: at("2026-11-26T08:01:00Z"),
      },
    ])
    .execute();
  await db
    .insertInto("admissionPayments")
    .values([
      {
        clientId: sunshine.id,
        enrollmentId: enrollment.id,
        method: "upi",
        amountRupees: nursery.feeRupees,
        utr: "433912345678",
        status: "confirmed",
        receiptNumber: "2026-0001",
        reason: "",
        submittedAt: at("2026-11-26T10:00:00Z"),
        confirmedAt: at("2026-11-26T11:15:00Z"),
        confirmedByUserId: owner.id,
      },
    ])
    .execute();
  await db.insertInto("receiptCounters").values({ clientId: sunshine.id, year: 2026, last: 1 }).execute();

  await db
    .insertInto("authTokens")
    .values({ userId: staff.id, clientId: sunshine.id, tokenHash: hex("fixture staff token"), expiresAt: at("2099-01-01T00:00:00Z") })
    .execute();
  await db
    .insertInto("idempotencyKeys")
    .values({
      scope: `enrollment:${sunshine.id}`,
      key: "0b7e9d3c-5a61-4f0e-9c2b-7d8e6f5a4b3c",
      status: 201,
      body: JSON.stringify({ reference: "SUN-7K3Q9" }),
      fingerprint: hex("fixture enrollment body"),
    })
    .execute();
  await db
    .insertInto("loginThrottle")
    .values({ key: "login_account:staff@sunshinekids.example.org", points: 2, expire: 4_102_444_800_000 })
    .execute();
  await db.insertInto("requestLimits").values({ key: "site_post:203.0.113.7", points: 3, expire: 4_102_444_800_000 }).execute();
  await db
    .insertInto("newsletterSubscribers")
    .values([
      {
        clientId: sunshine.id,
        email: "Priya.Nair@Example.com",
        normalizedEmail: "priya.nair@example.com",
        unsubscribeToken: "fixture-unsubscribe-priya-3f9a",
      },
      {
        clientId: sunshine.id,
        email: "old.reader@example.com",
        normalizedEmail: "old.reader@example.com",
        unsubscribeToken: "fixture-unsubscribe-old-8c21",
        unsubscribedAt: at("2026-11-20T12:00:00Z"),
      },
    ])
    .execute();
  await db
    .insertInto("programOffers")
    .values({ clientId: rainbow.id, program: "summerCamps", offered: 0, updatedAt: at("2026-11-22T07:00:00Z") })
    .execute();
  await db
    .insertInto("signInLinks")
    .values([
      {
        userId: staff.id,
        clientId: sunshine.id,
        tokenHash: hex("fixture reset link"),
        purpose: "reset",
        expiresAt: at("2026-11-25T05:00:00Z"),
        usedAt: at("2026-11-25T04:20:00Z"),
      },
      {
        clientId: sunshine.id,
        tokenHash: hex("fixture confirm link"),
        purpose: "confirm",
        expiresAt: at("2099-01-01T00:00:00Z"),
        name: "Kavita Menon",
        mobile: "9822000155",
        email: "kavita.menon@example.com",
        passwordHash: "scrypt$fixture$not-a-real-hash",
      },
    ])
    .execute();
  await db.insertInto("uploads").values({ clientId: sunshine.id, hash: "4e1f0c2b9a8d7e6f", widths: "[320,640,1280]", createdBy: owner.id }).execute();
  await db.insertInto("visitClosures").values({ clientId: sunshine.id, date: "2026-12-25", note: "Christmas" }).execute();

  const slot = await db
    .selectFrom("visitSlots")
    .select(["id", "startTime", "lengthMinutes"])
    .where("clientId", "=", sunshine.id)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("visitPlaces").values({ clientId: sunshine.id, slotId: slot.id, date: "2026-12-01", taken: 1 }).execute();
  const reminder = await db
    .insertInto("outbox")
    .values({
      clientId: sunshine.id,
      recipient: "ritu.sharma@example.com",
      subject: "Your visit to Sunshine Kids tomorrow",
      body: "Namaste Ritu, we look forward to meeting you and Kabir tomorrow at 10:00.",
      html: "<p>Namaste Ritu, we look forward to meeting you and Kabir tomorrow at 10:00.</p>",
      status: "failed",
      attempts: 3,
      nextAttemptAt: at("2026-11-30T04:30:00Z"),
      sentAt: at("2026-11-30T04:31:00Z"),
      lastError: "550 5.1.1 mailbox unavailable",
      sourceKind: "visit",
      sourceId: 1,
      messageId: "<fixture-visit-reminder@sunshinekids.example.org>",
      replyTo: "office@sunshinekids.example.org",
      attachments: JSON.stringify([{ filename: "visit.ics", contentType: "text/calendar", content: "QkVHSU46VkNBTEVOREFS" }]),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("visits")
    .values([
      {
        clientId: sunshine.id,
        reference: "SUN-V7Q2K",
        slotId: slot.id,
        startsAt: at("2026-12-01T04:30:00Z"),
        date: "2026-12-01",
        startTime: slot.startTime,
        lengthMinutes: slot.lengthMinutes,
        parentName: "Ritu Sharma",
        parentMobile: "9822000160",
        email: "ritu.sharma@example.com",
        childName: "Kabir Sharma",
        childDateOfBirth: "2023-02-09",
        program: "earlyChildhoodDevelopment",
        source: "Google",
        status: "booked",
        reminderOutboxId: reminder.id,
        assigneeUserId: staff.id,
        followUpOn: "2026-12-02",
        firstResponseAt: at("2026-11-28T06:00:00Z"),
      },
      // Every row names the same columns: a multi-row insert writes null, not the default, for one left out.
      ...["attended", "noShow", "cancelled"].map((status, index) => ({
        clientId: sunshine.id,
        reference: `SUN-V${index}X9P`,
        slotId: slot.id,
        startsAt: at(`2026-11-1${index}T04:30:00Z`),
        date: `2026-11-1${index}`,
        startTime: slot.startTime,
        lengthMinutes: slot.lengthMinutes,
        parentName: `Parent ${index + 1}`,
        parentMobile: `982200017${index}`,
        email: `parent${index + 1}@example.com`,
        childName: `Child ${index + 1}`,
        childDateOfBirth: "2022-08-01",
        program: "",
        source: "",
        status,
      })),
    ])
    .execute();
  await db
    .updateTable("outbox")
    .set({ sourceId: (await db.selectFrom("visits").select("id").where("reference", "=", "SUN-V7Q2K").executeTakeFirstOrThrow()).id })
    .where("id", "=", reminder.id)
    .execute();
  await db
    .insertInto("outbox")
    .values({
      clientId: sunshine.id,
      recipient: "owner@sunshinekids.example.org",
      subject: "New enrollment SUN-7K3Q9",
      body: "Aarav Joshi, 3, for Nursery.",
      status: "sent",
      attempts: 1,
      nextAttemptAt: at("2026-11-26T03:32:00Z"),
      sentAt: at("2026-11-26T03:32:05Z"),
      sourceKind: "enrollment",
      sourceId: enrollment.id,
      messageId: "<fixture-enrollment@sunshinekids.example.org>",
    })
    .execute();
}

if (process.argv[2] === "--fill") await fillMode(process.argv.slice(3));
else await main(process.argv.slice(2));
