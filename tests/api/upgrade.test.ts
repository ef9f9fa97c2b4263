import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../api/db.js";
import { type Column, tablesOf } from "../support/db-tables.js";
import { authed, demoAccount, qs, signIn, startTestApi, type TestApi, usingPostgres } from "./harness.js";

// README "Upgrades": a database exactly as the previous release left it (tests/fixtures/upgrade,
// made by that release's own code with scripts/make-upgrade-fixture.mjs, rows in every table) is
// opened by today's code as start-up opens it. Nothing it held may be lost, on the suite's database:
// the SQLite file, or the PostgreSQL dump loaded into a database of its own.

const FIXTURES = fileURLToPath(new URL("../fixtures/upgrade/", import.meta.url));
const releases = readdirSync(FIXTURES)
  .filter((name) => name.endsWith(".sqlite"))
  .map((name) => name.slice(0, -".sqlite".length));
const dialect = usingPostgres ? "postgres" : "sqlite";

/**
 * What a migration means to change in the rows it finds, applied to the old rows before they are
 * compared when the fixture predates that migration. Anything else that differs is a loss.
 */
const DELIBERATE_CHANGES: { migration: string; table: string; column: string; to: Record<string, string> }[] = [
  {
    // README "Admissions": "Stages": each status of an application before stages becomes its stage.
    migration: "0022_application_stages",
    table: "enrollments",
    column: "status",
    to: { new: "received", contacted: "received", admitted: "enrolled", declined: "declined", closed: "withdrawn" },
  },
];

type Row = Record<string, unknown>;

async function rowsOf(db: Kysely<any>, table: string, columns: readonly Column[]): Promise<Row[]> {
  const names = sql.join(columns.map((column) => sql.ref(column.name)));
  return (await sql<Row>`select ${names} from ${sql.table(table)}`.execute(db)).rows;
}

/** A row's identity across the upgrade: its id where the table has one, else all it holds. */
const keyOf = (row: Row) => ("id" in row ? `id ${String(row.id)}` : JSON.stringify(row));

/** A default as the database spells it, as the driver would answer it; a default computed on insert cannot be. */
function defaultValue(raw: string | null): unknown {
  if (raw === null || /^null(::[\w ]+)?$/i.test(raw)) return null;
  const quoted = /^'((?:[^']|'')*)'(?:::[\w ]+)?$/s.exec(raw);
  if (quoted) return quoted[1]!.replaceAll("''", "'");
  const number = /^\(?(-?\d+(?:\.\d+)?)\)?$/.exec(raw);
  if (number) return Number(number[1]);
  throw new Error(`a new column's default ${raw} is not a constant: say in this test what its rows should hold`);
}

/** A fresh database of today's code, as a new install has it: the schema an upgraded one must equal. */
async function freshSchema(): Promise<{ tables: Map<string, Column[]>; migrations: string[] }> {
  const folder = mkdtempSync(path.join(tmpdir(), "nurture-fresh-"));
  const pgSchema = `test_fresh_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const handle = await openDatabase(
    usingPostgres ? { url: process.env.DATABASE_URL, pgSchema } : { url: path.join(folder, "fresh.sqlite") },
  );
  try {
    const migrations = await handle.db
      .selectFrom("kysely_migration" as never)
      .select("name" as never)
      .execute();
    return { tables: await tablesOf(handle.db, dialect), migrations: migrations.map((row: Row) => String(row.name)).sort() };
  } finally {
    await handle.close();
    rmSync(folder, { recursive: true, force: true });
    if (usingPostgres) {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`drop schema if exists ${pgSchema} cascade`);
      await admin.end();
    }
  }
}

it("keeps a fixture of the previous release", () => {
  expect(releases.length).toBeGreaterThan(0);
  for (const release of releases) expect(readdirSync(FIXTURES)).toContain(`${release}.pg.sql`);
});

describe.each(releases)("upgrading a database of release %s", (release) => {
  const before = { tables: new Map<string, Column[]>(), rows: new Map<string, Row[]>() };
  const after = { tables: new Map<string, Column[]>(), rows: new Map<string, Row[]>() };
  let fresh: Awaited<ReturnType<typeof freshSchema>>;
  let oldMigrations: string[] = [];
  let handle: DatabaseHandle | undefined;
  let api: TestApi | undefined;
  const cleanups: (() => Promise<void> | void)[] = [];

  /** What the old release's database held: every table, every column. */
  async function readBefore(db: Kysely<any>) {
    before.tables = await tablesOf(db, dialect);
    for (const [table, columns] of before.tables) before.rows.set(table, await rowsOf(db, table, columns));
    oldMigrations = (before.rows.get("kysely_migration") ?? []).map((row) => String(row.name));
  }

  beforeAll(async () => {
    let url: string;
    if (usingPostgres) {
      // A database of its own: the dump is of a whole database, its tables in public.
      const name = `test_upgrade_${release}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      cleanups.push(async () => {
        // Not WITH (FORCE): a connection of the provider still open would be a leak to see, and
        // PostgreSQL waits a few seconds for closed ones' backends to finish exiting.
        await admin.query(`drop database if exists ${name}`);
        await admin.end();
      });
      const target = new URL(process.env.DATABASE_URL ?? "");
      target.pathname = `/${name}`;
      url = target.href;
      const loader = new pg.Client({ connectionString: url });
      await loader.connect();
      try {
        await loader.query(readFileSync(path.join(FIXTURES, `${release}.pg.sql`), "utf8"));
      } finally {
        await loader.end();
      }
      const old = new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
      await readBefore(old).finally(() => old.destroy());
    } else {
      const folder = mkdtempSync(path.join(tmpdir(), "nurture-upgrade-"));
      cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
      url = path.join(folder, "nurture.sqlite");
      copyFileSync(path.join(FIXTURES, `${release}.sqlite`), url);
      const old = new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(url, { readonly: true }) }) });
      await readBefore(old).finally(() => old.destroy());
    }

    // As server.ts and api/main.ts open it: no schema of its own, migrations applied on opening.
    handle = await openDatabase({ url });
    after.tables = await tablesOf(handle.db, dialect);
    for (const [table, columns] of after.tables) after.rows.set(table, await rowsOf(handle.db, table, columns));
    fresh = await freshSchema();
    api = await startTestApi({ database: handle });
  });
  afterAll(async () => {
    await (api ? api.close() : handle?.close());
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("is a database of an earlier release: today's code has migrations it lacks", () => {
    expect(oldMigrations.length).toBeGreaterThan(0);
    expect(fresh.migrations.filter((name) => !oldMigrations.includes(name)).length).toBeGreaterThan(0);
  });

  it("has every migration of today's code applied, and the schema of a fresh database", () => {
    const migrated = (after.rows.get("kysely_migration") ?? []).map((row) => String(row.name)).sort();
    expect(migrated).toEqual(fresh.migrations);
    const shape = (tables: Map<string, Column[]>) =>
      Object.fromEntries(
        [...tables].map(([table, columns]) => [
          table,
          Object.fromEntries([...columns].sort((a, b) => a.name.localeCompare(b.name)).map((column) => [column.name, column])),
        ]),
      );
    expect(shape(after.tables)).toEqual(shape(fresh.tables));
  });

  it("keeps every row of every table with the values of every column it had", () => {
    const lost: string[] = [];
    for (const [table, columns] of before.tables) {
      const kept = new Set(after.tables.get(table)?.map((column) => column.name));
      for (const column of columns) if (!kept.has(column.name)) lost.push(`${table}.${column.name}: column gone`);
      const changes = DELIBERATE_CHANGES.filter((change) => change.table === table && !oldMigrations.includes(change.migration));
      const afterByKey = new Map((after.rows.get(table) ?? []).map((row) => [keyOf(pick(row, columns)), row]));
      for (const row of before.rows.get(table) ?? []) {
        const expected = { ...row };
        for (const change of changes) expected[change.column] = change.to[String(row[change.column])] ?? row[change.column];
        const found = afterByKey.get(keyOf(expected));
        if (!found) {
          lost.push(`${table} ${keyOf(row)}: row gone`);
          continue;
        }
        for (const column of columns) {
          if (!Object.is(found[column.name], expected[column.name]) && found[column.name] !== expected[column.name])
            lost.push(
              `${table} ${keyOf(row)}.${column.name}: ${JSON.stringify(expected[column.name])} became ${JSON.stringify(found[column.name])}`,
            );
        }
      }
    }
    expect(lost).toEqual([]);
    // The fixture has something to lose: rows in every table (scripts/make-upgrade-fixture.mjs).
    const empty = [...before.rows].filter(([, rows]) => rows.length === 0).map(([table]) => table);
    expect(empty).toEqual([]);
    for (const change of DELIBERATE_CHANGES.filter((candidate) => !oldMigrations.includes(candidate.migration))) {
      const values = new Set(before.rows.get(change.table)?.map((row) => row[change.column]));
      expect([...values].sort(), `${change.migration} meets each value it maps`).toEqual(Object.keys(change.to).sort());
    }
  });

  it("gives the new columns of old tables their defaults in every old row", () => {
    const wrong: string[] = [];
    for (const [table, oldColumns] of before.tables) {
      const added = (after.tables.get(table) ?? []).filter((column) => !oldColumns.some((old) => old.name === column.name));
      const oldKeys = new Set((before.rows.get(table) ?? []).map((row) => keyOf(row)));
      for (const column of added) {
        const expected = defaultValue(column.default);
        for (const row of after.rows.get(table) ?? []) {
          if (!oldKeys.has(keyOf(pick(row, oldColumns)))) continue; // a row a migration added
          if (row[column.name] !== expected)
            wrong.push(
              `${table} ${keyOf(pick(row, oldColumns))}.${column.name}: ${JSON.stringify(row[column.name])}, not ${JSON.stringify(expected)}`,
            );
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("serves the old schools: their lists to visitors, staff's sign-in and their applications", async () => {
    const server = api!;
    const clientRows = (table: string) =>
      (after.rows.get(table) ?? []).filter((row) => row.clientId === server.schoolA && Number(row.deleted) === 0).length;
    for (const [list, table] of [
      ["/carousel/all", "carousels"],
      ["/gallery/all", "galleryItems"],
      ["/ourTeam/all", "teamMembers"],
      ["/event/all", "events"],
    ] as const) {
      const res = await server.get(list + qs({ pageNo: 1, pageSize: 1000, deleted: "false", clientId: server.schoolA }));
      expect(res.status, list).toBe(200);
      expect(res.body.count, list).toBe(clientRows(table));
      expect(res.body.count, list).toBeGreaterThan(0);
    }

    const staff = await signIn(server, demoAccount(0, "staff"));
    const inbox = await server.get("/staff/submissions" + qs({ pageSize: 100 }), authed(staff));
    expect(inbox.status).toBe(200);
    const ofSchool = (table: string) => (before.rows.get(table) ?? []).filter((row) => row.clientId === server.schoolA);
    // The inbox: a school's enrollments, enquiries and booked visits (README "Staff console").
    expect(inbox.body.count).toBe(ofSchool("enrollments").length + ofSchool("enquiries").length + ofSchool("visits").length);
    const admitted = ofSchool("enrollments").find((row) => row.status === "admitted" || row.status === "enrolled");
    expect(admitted).toBeDefined();
    const detail = await server.get(`/staff/submissions/enrollment/${String(admitted!.id)}`, authed(staff));
    expect(detail.status).toBe(200);
    expect(detail.body.data.submission).toMatchObject({
      reference: admitted!.reference,
      childName: admitted!.childName,
      parentName: admitted!.parentName,
      status: "enrolled",
    });
  });
});

function pick(row: Row, columns: readonly Column[]): Row {
  return Object.fromEntries(columns.map((column) => [column.name, row[column.name]]));
}
