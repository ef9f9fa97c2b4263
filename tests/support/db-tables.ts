import { type Kysely, sql } from "kysely";

// A database's tables and columns as the database itself reports them, on SQLite or PostgreSQL (the
// current schema): what the upgrade fixture is made and checked with (README "Upgrades").

export interface Column {
  name: string;
  notNull: boolean;
  /** The default as the database spells it (SQLite `'en'`, PostgreSQL `'en'::text`), or null. */
  default: string | null;
}

export async function tablesOf(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<Map<string, Column[]>> {
  const { rows } =
    dialect === "sqlite"
      ? await sql<{ table: string; column: string; notNull: number; default: string | null }>`
          select m.name as "table", c.name as "column", c."notnull" as "notNull", c.dflt_value as "default"
          from sqlite_master m join pragma_table_info(m.name) c
          where m.type = 'table' and m.name not like 'sqlite_%' order by m.name, c.cid`.execute(db)
      : await sql<{ table: string; column: string; notNull: boolean; default: string | null }>`
          select table_name as "table", column_name as "column", (is_nullable = 'NO') as "notNull",
            column_default as "default"
          from information_schema.columns where table_schema = current_schema()
          order by table_name, ordinal_position`.execute(db);
  const tables = new Map<string, Column[]>();
  for (const row of rows) {
    const columns = tables.get(row.table) ?? [];
    columns.push({ name: row.column, notNull: Boolean(row.notNull), default: row.default });
    tables.set(row.table, columns);
  }
  return tables;
}

/** Every empty table and every column null in all its rows: where a fixture could not show a loss. */
export async function emptySpots(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<string[]> {
  const gaps: string[] = [];
  for (const [table, columns] of await tablesOf(db, dialect)) {
    const count = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    if (Number(count.rows[0]?.n) === 0) {
      gaps.push(`${table}: no rows`);
      continue;
    }
    for (const column of columns.filter((candidate) => !candidate.notNull)) {
      const filled = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}
        where ${sql.ref(column.name)} is not null`.execute(db);
      if (Number(filled.rows[0]?.n) === 0) gaps.push(`${table}.${column.name}: null in every row`);
    }
  }
  return gaps;
}
