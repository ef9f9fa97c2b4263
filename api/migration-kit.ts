import { type CreateTableBuilder, type Kysely, sql } from "kysely";

// What the migrations of every domain share (api/migrations.ts lists them all, in order): one
// migration set for both databases, where only the primary-key column differs: SQLite's
// `integer primary key autoincrement` versus PostgreSQL's identity column.

export type Dialect = "sqlite" | "postgres";

export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === "postgres"
    ? table.addColumn("id", "integer", (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement());
}

export const now = sql`CURRENT_TIMESTAMP`;

/**
 * SQLite cannot drop a column's UNIQUE or NOT NULL, so the table is rebuilt by the procedure of
 * https://www.sqlite.org/lang_altertable.html#otheralter: foreign keys off (outside any
 * transaction — Kysely runs SQLite migrations without one), then in one transaction a copy made
 * from the table's own stored definition with `change` applied (so columns added by later work
 * come along), the old table dropped, the copy renamed, its indexes and triggers recreated, the
 * keys checked. Dropping `users` with foreign keys on would delete every sign-in token through
 * ON DELETE CASCADE.
 */
export async function rebuildSqliteTable(db: Kysely<any>, table: string, change: { from: RegExp; to: string }) {
  const definition = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(
    db,
  );
  const createTable = definition.rows[0]?.sql ?? "";
  const copy = `${table}_rebuild`;
  const createCopy = createTable
    .replace(new RegExp(`^CREATE TABLE "${table}"`, "i"), `CREATE TABLE "${copy}"`)
    .replace(change.from, change.to);
  const changed = change.from.test(createTable) && !change.from.test(createCopy);
  if (!createCopy.toUpperCase().startsWith(`CREATE TABLE "${copy.toUpperCase()}"`) || !changed) {
    throw new Error(`${table}: unexpected table definition; not rebuilt`);
  }
  const attached = await sql<{ sql: string }>`
    select sql from sqlite_master where tbl_name = ${table} and type in ('index', 'trigger') and sql is not null
  `.execute(db);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      const sequence = await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${table}`.execute(trx);
      await sql.raw(createCopy).execute(trx);
      await sql`insert into ${sql.table(copy)} select * from ${sql.table(table)}`.execute(trx);
      await sql`drop table ${sql.table(table)}`.execute(trx);
      await sql`alter table ${sql.table(copy)} rename to ${sql.table(table)}`.execute(trx);
      // AUTOINCREMENT never reuses an id: carry its high-water mark over.
      const seq = sequence.rows[0]?.seq;
      if (seq !== undefined) await sql`update sqlite_sequence set seq = ${seq} where name = ${table}`.execute(trx);
      for (const { sql: statement } of attached.rows) await sql.raw(statement).execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`${table}: foreign keys broken by the rebuild`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/** `"column" in ('a', 'b')` for a check constraint (the values are this file's constants). */
export const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" in (${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(", ")})`);
