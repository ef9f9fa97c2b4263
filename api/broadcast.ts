import { sql } from "kysely";
import pg from "pg";
import { type Db, driverOf } from "./db.js";
import { CHANGED_LISTS, type ContentChange } from "./events.js";
import type { Log } from "./http.js";

// A school's content change reaches every instance on one database (DESIGN.md "Scale", README
// "Many instances"). On PostgreSQL the instance where staff made the change sends NOTIFY, and every
// instance (itself included) LISTENs on a connection of its own: a pooled connection cannot hold a
// LISTEN, because the pool hands it to other queries and closes it when idle. On SQLite the one
// process is every instance there is, so the change is delivered locally only.
//
// A change made outside every instance — the operator's `npm run school` (README "Schools from the
// command line"), a restore, an edit in the sqlite3 shell — reaches them too: the `school` command
// sends the same NOTIFY on PostgreSQL (announceToInstances), and on SQLite each instance notices
// another connection's commit by PRAGMA data_version and drops every cached answer.

/** What a listener hears: a school's change, or `null` — "changes may have been missed, drop all". */
export type Delivery = ContentChange | null;

export interface ContentChangeRelay {
  /** Delivers the change here at once, and to the other instances through the database. */
  announce(change: ContentChange): void;
  /** Stops listening (before the database closes). */
  close(): Promise<void>;
}

export interface RelayOptions {
  deliver: (change: Delivery) => void;
  log: Log;
  /** Delay before the first reconnect after the listening connection is lost; doubles up to 5 s. */
  retryMs?: number;
  /** SQLite: how often to look for another connection's commit (PRAGMA data_version); default 1 s. */
  outsideWritesMs?: number;
}

const CHANNEL = "nurture_content_change";
const MAX_RETRY_MS = 5000;

export function relayContentChanges(db: Db, options: RelayOptions): ContentChangeRelay {
  const driver = driverOf(db);
  const { deliver, log } = options;
  const safely = (change: Delivery) => {
    try {
      deliver(change);
    } catch (error) {
      log({ level: "error", msg: "content_change.delivery_failed", error: message(error) });
    }
  };
  if (driver.dialect === "sqlite") {
    // The process writes through its one connection (api/db.ts), whose own commits leave
    // data_version as it is; it changes only when another connection commits. What that
    // connection changed is unknown, so every school's cached answers go.
    const connection = driver.database;
    const version = () => connection.pragma("data_version", { simple: true });
    let seen = version();
    const watch = setInterval(() => {
      if (!connection.open) return;
      const now = version();
      if (now === seen) return;
      seen = now;
      log({ level: "info", msg: "content_change.outside_write" });
      safely(null);
    }, options.outsideWritesMs ?? 1000);
    watch.unref();
    return {
      announce: (change) => safely(change),
      close: async () => clearInterval(watch),
    };
  }

  const channel = channelOf(driver.schema);
  const firstRetryMs = options.retryMs ?? 500;
  let stopped = false;
  let listener: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = firstRetryMs;
  let everConnected = false;

  const listen = async () => {
    retryTimer = undefined;
    if (stopped) return;
    const client = new pg.Client(driver.connection);
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (listener === client) listener = undefined;
      client.end().catch(() => undefined);
      if (stopped) return;
      log({
        level: "warn",
        msg: "content_change.listener_lost",
        error: error ? error.message : "connection ended",
        retryMs,
      });
      retryTimer = setTimeout(() => void listen(), retryMs);
      retryTimer.unref();
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    };
    // A database restart ends this connection with an error event; unhandled, it would stop the process.
    client.on("error", onLost);
    client.on("end", () => onLost());
    client.on("notification", (note) => {
      if (note.channel !== channel) return;
      const change = parse(note.payload);
      if (change) safely(change);
      else log({ level: "warn", msg: "content_change.not_understood" });
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (stopped || lost) {
      client.end().catch(() => undefined);
      return;
    }
    listener = client;
    retryMs = firstRetryMs;
    // Whatever was announced while no connection listened is lost: every school's cached lists go.
    if (everConnected) {
      log({ level: "info", msg: "content_change.listener_reconnected" });
      safely(null);
    }
    everConnected = true;
  };
  void listen();

  return {
    announce(change) {
      safely(change);
      announceToInstances(db, change).catch((error: unknown) => {
        // The change is stored; other instances then keep their copy until their cache expires.
        log({ level: "error", msg: "content_change.not_announced", error: message(error) });
      });
    },
    async close() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}

/**
 * NOTIFY channels belong to the database, not to a schema: instances working in one schema (a
 * test's scratch schema beside others in one database) must not hear another schema's schools.
 */
function channelOf(schema: string | undefined): string {
  return schema ? `${CHANNEL}_${schema}` : CHANNEL;
}

/**
 * Tells every instance on this database of a change made outside them (the `school` command): on
 * PostgreSQL by NOTIFY, on SQLite nothing to send — each instance notices the commit itself.
 */
export async function announceToInstances(db: Db, change: ContentChange): Promise<void> {
  const driver = driverOf(db);
  if (driver.dialect === "sqlite") return;
  await sql`select pg_notify(${channelOf(driver.schema)}, ${JSON.stringify(change)})`.execute(db);
}

function parse(payload: string | undefined): ContentChange | undefined {
  try {
    const value: unknown = JSON.parse(payload ?? "");
    if (typeof value !== "object" || value === null) return undefined;
    const clientId: unknown = Reflect.get(value, "clientId");
    const named: unknown = Reflect.get(value, "list");
    const domains: unknown = Reflect.get(value, "domains");
    // Every list staff change is relayed, not only testimonials and the profile: another
    // instance's cached slides or fees must go as well.
    const list = CHANGED_LISTS.find((known) => known === named);
    if (typeof clientId !== "number" || !Number.isInteger(clientId) || list === undefined) return undefined;
    if (domains !== undefined && !(Array.isArray(domains) && domains.every((domain) => typeof domain === "string")))
      return undefined;
    return domains ? { clientId, list, domains } : { clientId, list };
  } catch {
    return undefined;
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
