import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { log } from "../shared/log.server.js";
import { migrateToLatest } from "./migrations.js";
import type { Database } from "./schema.js";

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: "sqlite" | "postgres";
  /** Cheap liveness query for /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; anything else is a SQLite file path (default data/nurture.sqlite). */
  url?: string;
  /**
   * PostgreSQL only: the schema to work in (created if missing). Lets a test suite use a scratch
   * schema in a shared database without touching anyone else's tables.
   */
  pgSchema?: string;
  /**
   * PostgreSQL only: most connections this process holds (README "Many instances": instances ×
   * this, plus one listener each, must stay under the server's max_connections). Default 10.
   */
  poolMax?: number;
}

export const DEFAULT_SQLITE_PATH = "data/nurture.sqlite";

/**
 * The driver a Db runs on, for a library that speaks to it directly (the login throttle, the
 * site's request limit); on PostgreSQL also how to open a connection of one's own (the LISTEN of
 * content changes cannot share the pool's connections) and the schema it works in.
 */
type Driver =
  | { dialect: "sqlite"; database: SQLite.Database }
  | { dialect: "postgres"; pool: pg.Pool; connection: pg.ClientConfig; schema: string | undefined };

// Kept beside each Db rather than in its options so that every caller of createApi (server.ts,
// api/main.ts, the tests) keeps passing just `db`.
const drivers = new WeakMap<Db, Driver>();

export function driverOf(db: Db): Driver {
  const driver = drivers.get(db);
  if (!driver) throw new Error("The provider needs a database opened with openDatabase()");
  return driver;
}

/**
 * What a unique index refused a write on, or null for any other error: PostgreSQL's 23505 names the
 * index, SQLite's "UNIQUE constraint failed: table.column, …" its columns. A concurrent twin that
 * committed first (PostgreSQL; SQLite has one writer) is answered like one found by a read.
 */
export function uniqueViolation(error: unknown): string | null {
  if (typeof error !== "object" || error === null || !("code" in error)) return null;
  if (error.code === "23505") return "constraint" in error ? String(error.constraint) : "";
  if (error.code === "SQLITE_CONSTRAINT_UNIQUE") return "message" in error ? String(error.message) : "";
  return null;
}

/** Whether DATABASE_URL selects PostgreSQL (else it names a SQLite file); also read by the backup command. */
export function isPostgresUrl(url: string | undefined): url is string {
  return Boolean(url && /^postgres(ql)?:\/\//i.test(url));
}

/** The SQLite file a DATABASE_URL names (`sqlite:` / `file:` prefixes dropped); also read by the backup command. */
export function sqlitePath(url: string | undefined): string {
  if (!url) return DEFAULT_SQLITE_PATH;
  return url.replace(/^(sqlite|file):(\/\/)?/i, "");
}

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  const handle = isPostgresUrl(options.url) ? await openPostgres(options.url, options) : openSqlite(sqlitePath(options.url));
  try {
    await migrateToLatest(handle.db, handle.dialect, handle.dialect === "postgres" ? options.pgSchema : undefined);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** How many compiled statements a SQLite connection keeps (the console's queries are a few dozen). */
const STATEMENT_CACHE_SIZE = 256;

/**
 * The connection as Kysely sees it, its statements compiled once: Kysely prepares every query's SQL
 * anew, which on a console page was a share of the provider's time (README "Staff at scale"). The
 * most recently used are kept; a statement is run to its end before the next query (Kysely's
 * SQLite driver runs `all` or `run`, never an open iterator), so one may serve every call of its SQL.
 */
function preparedOnce(connection: SQLite.Database): Pick<SQLite.Database, "close" | "prepare"> {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => connection.close(),
    prepare(source: string) {
      let statement = statements.get(source);
      if (statement) statements.delete(source);
      else {
        statement = connection.prepare(source);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      }
      statements.set(source, statement);
      return statement;
    },
  } as Pick<SQLite.Database, "close" | "prepare">;
}

function openSqlite(file: string): DatabaseHandle {
  if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const connection = new SQLite(file);
  // WAL lets readers run beside the writer; busy_timeout makes a second process wait instead of
  // failing with SQLITE_BUSY; foreign keys are off by default in SQLite.
  connection.pragma("journal_mode = WAL");
  connection.pragma("busy_timeout = 5000");
  connection.pragma("synchronous = NORMAL");
  connection.pragma("foreign_keys = ON");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: preparedOnce(connection) }) });
  drivers.set(db, { dialect: "sqlite", database: connection });
  return {
    db,
    dialect: "sqlite",
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await db.destroy();
    },
  };
}

export const DEFAULT_POOL_MAX = 10;

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const schema = options.pgSchema;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error("pgSchema must be a plain lower-case identifier");
  }
  if (schema) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      await setup.query(`create schema if not exists ${schema}`);
    } finally {
      await setup.end();
    }
  }
  const connection: pg.ClientConfig = {
    connectionString: url,
    // A database that does not answer fails the request within 5 s (the visitor gets the error
    // page or toast) instead of holding it; this also bounds the wait for a free pooled
    // connection under load. Keep-alive finds a connection silently dropped by the network.
    connectionTimeoutMillis: 5000,
    keepAlive: true,
    application_name: "nurture",
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  };
  const pool = new pg.Pool({ ...connection, max: options.poolMax ?? DEFAULT_POOL_MAX, idleTimeoutMillis: 30_000 });
  // A database restart ends every idle connection with an error event: without this listener it
  // would be an uncaught error and stop the process. pg-pool drops such a client (and any client
  // released after a failed query), and Kysely takes a connection from the pool per query or
  // transaction, so the first query after the restart opens a fresh one (README "Many instances").
  // A warning, then: the pool recovers on its own.
  pool.on("error", (error: Error) => log("warn", "db.connection_lost", { error: error.message }));
  // A connection lost while checked out (inside a transaction, between its queries) emits its error
  // on the client, where pg-pool listens only while the client is idle: unheard, it too would stop
  // the process. The query under way fails on its own and its caller reports it.
  pool.on("connect", (client) => client.on("error", () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  drivers.set(db, { dialect: "postgres", pool, connection, schema });
  return {
    db,
    dialect: "postgres",
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await db.destroy();
    },
  };
}
