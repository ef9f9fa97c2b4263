import { type Kysely, type Migration, sql } from "kysely";
import type { Dialect } from "../migration-kit.js";

// The staff console's schema for a school at scale (README "Staff at scale"), listed in
// api/migrations.ts.

/** The inbox's tables, the column each keeps the family's mobile in, and its search index's name. */
export const INBOX_TABLES = [
  { table: "enrollments", phone: "parentContact", search: "enrollmentsSearch" },
  { table: "enquiries", phone: "parentMobile", search: "enquiriesSearch" },
  { table: "visits", phone: "parentMobile", search: "visitsSearch" },
] as const;

/** The columns the inbox's search reads, in its index's order; the reference without its dash. */
const searchValues = (row: "new" | "old" | "", phone: string) => {
  const column = (name: string) => (row ? `${row}."${name}"` : `"${name}"`);
  return `${column("childName")}, ${column("parentName")}, ${column(phone)}, ${column("email")}, replace(coalesce(${column("reference")}, ''), '-', '')`;
};

/**
 * The inbox of a school with tens of thousands of records (README "Staff at scale"): visits get the
 * (clientId, createdAt) index enrollments and enquiries have, so the newest-first list reads three
 * index scans; each kind an index for its status filter and views; and the search ("matches the reference in any case and without its dash, names,
 * phone and e-mail": any part of them, as staff type a surname or the last digits of a phone) gets
 * a trigram index, which answers a LIKE '%…%' that no b-tree can. PostgreSQL: pg_trgm's GIN over
 * the very expressions the search compares (the extension ships with PostgreSQL and is trusted, so
 * a database owner may create it; where it cannot be created the search still works, by a scan).
 * SQLite: an FTS5 trigram table per record table, kept by triggers, holding only the index
 * (contentless), searched when the words are three characters or more.
 */
export function inboxSearch(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.createIndex("visits_client_created").on("visits").columns(["clientId", "createdAt"]).execute();
      for (const { table } of INBOX_TABLES) {
        // The status filter, "New without a reply" and every page's Today count by these.
        await db.schema
          .createIndex(`${table}_client_status`)
          .on(table)
          .columns(["clientId", "status", "firstResponseAt"])
          .execute();
        // "Follow-up due" and "overdue".
        await db.schema.createIndex(`${table}_client_follow_up`).on(table).columns(["clientId", "followUpOn"]).execute();
      }
      if (dialect === "postgres") {
        // One text per record for one trigram index. plpgsql, which the planner never inlines, and
        // its cost declared: at the default cost of a function the planner takes a scan comparing
        // every record for cheaper than the index. The unit separator between the values: staff
        // never type it, so no match runs from one value into the next.
        await sql`
          create function "inboxSearchText"("childName" text, "parentName" text, "phone" text, "email" text, "reference" text)
          returns text language plpgsql immutable parallel safe cost 1000 as $$
          begin
            return lower(concat_ws(chr(31), "childName", "parentName", "phone", "email", "reference", replace("reference", '-', '')));
          end
          $$
        `.execute(db);
        const trigrams = await trigramSchema(db);
        if (!trigrams) return;
        const ops = `"${trigrams.replace(/"/g, '""')}".gin_trgm_ops`;
        for (const { table, phone, search } of INBOX_TABLES) {
          await sql
            .raw(
              `create index "${search}" on "${table}" using gin ` +
                `("inboxSearchText"("childName", "parentName", "${phone}", "email", "reference") ${ops})`,
            )
            .execute(db);
        }
        return;
      }
      for (const { table, phone, search } of INBOX_TABLES) {
        await sql
          .raw(
            `create virtual table "${search}" using fts5("childName", "parentName", "phone", "email", "reference", ` +
              `content='', contentless_delete=1, tokenize='trigram')`,
          )
          .execute(db);
        const columns = `rowid, "childName", "parentName", "phone", "email", "reference"`;
        await sql.raw(`insert into "${search}"(${columns}) select "id", ${searchValues("", phone)} from "${table}"`).execute(db);
        await sql
          .raw(
            `create trigger "${search}_insert" after insert on "${table}" begin ` +
              `insert into "${search}"(${columns}) values (new."id", ${searchValues("new", phone)}); end`,
          )
          .execute(db);
        await sql
          .raw(
            `create trigger "${search}_update" after update of "childName", "parentName", "${phone}", "email", "reference" on "${table}" begin ` +
              `delete from "${search}" where rowid = old."id"; ` +
              `insert into "${search}"(${columns}) values (new."id", ${searchValues("new", phone)}); end`,
          )
          .execute(db);
        await sql
          .raw(
            `create trigger "${search}_delete" after delete on "${table}" begin delete from "${search}" where rowid = old."id"; end`,
          )
          .execute(db);
      }
    },
  };
}

/**
 * What every console page asks for, its Today counts (README "Staff at scale": the console's
 * floor), read from indexes alone: the follow-up index holds the status too, so "due" and
 * "overdue" count its entries without reading the records, and today's visits are found by their
 * day, in the order they are listed, instead of walking every visit the school ever had.
 */
export const consoleFloor: Migration = {
  async up(db: Kysely<any>) {
    for (const { table } of INBOX_TABLES) {
      await db.schema.dropIndex(`${table}_client_follow_up`).execute();
      await db.schema.createIndex(`${table}_client_follow_up`).on(table).columns(["clientId", "followUpOn", "status"]).execute();
    }
    await db.schema.createIndex("visits_client_day").on("visits").columns(["clientId", "date", "startsAt"]).execute();
  },
};

/**
 * The schema pg_trgm lives in, creating it in `public` when missing (not in a test's scratch schema,
 * which goes with its tests); null when this database user may not create it.
 */
async function trigramSchema(db: Kysely<any>): Promise<string | null> {
  const installed = () =>
    sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'
    `.execute(db);
  const found = (await installed()).rows[0];
  if (found) return found.schema;
  // The migration runs in a transaction: a refused CREATE EXTENSION must not end it.
  await sql`savepoint trigrams`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`release savepoint trigrams`.execute(db);
  } catch {
    await sql`rollback to savepoint trigrams`.execute(db);
    return null;
  }
  return (await installed()).rows[0]?.schema ?? null;
}
