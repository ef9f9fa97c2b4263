import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import pg from "pg";
import { type ApiOptions, createApi } from "../../api/app.js";
import { type DatabaseHandle, openDatabase } from "../../api/db.js";
import { demoSchools } from "../../api/demo-data.js";
import type { AuditSubject } from "../../api/schema.js";
import type { ApplicationStage } from "../../shared/record-states.js";
import { seedDemoSchools } from "../../api/seed.js";
import { type UploadStorage, fileStorage } from "../../api/uploads/storage.js";

/**
 * A real provider over real HTTP on an ephemeral port, on a fresh database: a SQLite file in a
 * temporary folder, or — when DATABASE_URL is a postgres:// URL — a scratch schema in that
 * database, dropped afterwards.
 */
export interface TestApi {
  url: string;
  db: DatabaseHandle["db"];
  dialect: DatabaseHandle["dialect"];
  /** Client ids of the two demo schools, in demoSchools order. */
  schoolA: number;
  schoolB: number;
  logs: Record<string, unknown>[];
  /** Where this provider's uploads go: a temporary folder of its own. */
  uploads: UploadStorage;
  uploadsDir: string;
  /** Where its families' admission documents go: another temporary folder of its own. */
  documents: UploadStorage;
  documentsDir: string;
  get(pathAndQuery: string, init?: RequestInit): Promise<{ status: number; body: any; headers: Headers }>;
  post(pathAndQuery: string, init?: RequestInit): Promise<{ status: number; body: any; headers: Headers }>;
  close(): Promise<void>;
}

export const usingPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? "");

/**
 * `options`: createApi's, beside the database and log the harness supplies. `database`: serve one
 * the test opened itself (an upgraded fixture), which close() closes, instead of a fresh one.
 * `databaseUrl`: a database the test made and drops itself (a SQLite path or a whole PostgreSQL
 * database, used as the server uses it, without a scratch schema), for tests of what holds the
 * whole database (backups).
 */
export async function startTestApi(
  options: Omit<ApiOptions, "db" | "log"> & { database?: DatabaseHandle; databaseUrl?: string } = {},
): Promise<TestApi> {
  const { database, databaseUrl, ...apiOptions } = options;
  const own = Boolean(database || databaseUrl);
  const tmp = usingPostgres || own ? null : mkdtempSync(path.join(tmpdir(), "nurture-api-"));
  const uploadsDir = mkdtempSync(path.join(tmpdir(), "nurture-uploads-"));
  const uploads = apiOptions.uploads ?? fileStorage(uploadsDir);
  const documentsDir = mkdtempSync(path.join(tmpdir(), "nurture-documents-"));
  const documents = apiOptions.documents ?? fileStorage(documentsDir, { fileMode: 0o600 });
  const pgSchema = usingPostgres && !own ? `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}` : undefined;
  const dropSchema = async () => {
    if (!pgSchema || !process.env.DATABASE_URL) return;
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`drop schema if exists ${pgSchema} cascade`);
    await client.end();
  };
  const handle =
    database ??
    (await openDatabase({
      url: databaseUrl ?? (usingPostgres ? process.env.DATABASE_URL : path.join(tmp ?? "", "test.sqlite")),
      pgSchema,
    }).catch(async (error: unknown) => {
      await dropSchema();
      throw error;
    }));
  await seedDemoSchools(handle.db); // a database that has schools is left alone, as at start-up
  const ids = await handle.db.selectFrom("clients").select(["id", "clientName"]).orderBy("id").execute();
  const idOf = (name: string) => {
    const row = ids.find((client) => client.clientName === name);
    if (!row) throw new Error(`demo school ${name} missing`);
    return row.id;
  };

  const logs: Record<string, unknown>[] = [];
  const app = express();
  app.disable("x-powered-by"); // as server.ts does; the provider disables its own
  app.use("/api/v1", createApi({ ...apiOptions, uploads, documents, db: handle.db, log: (entry) => logs.push(entry) }));
  const server = app.listen(0, "127.0.0.1");
  // Idle connections are closed by the test's fetch, never by the server (0: no keep-alive
  // timeout, as server.ts's internal listener): with the server's 5 s default, a request sent on a
  // loaded machine just as the server closed its socket was reset (ECONNRESET) instead of answered.
  // close() still ends idle connections.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/api/v1`;

  const call = async (method: string, pathAndQuery: string, init: RequestInit = {}) => {
    const response = await fetch(url + pathAndQuery, { ...init, method });
    const raw = await response.text();
    let body: unknown = raw;
    try {
      body = JSON.parse(raw);
    } catch {
      // leave as text; a test asserting JSON will fail on it
    }
    return { status: response.status, body, headers: response.headers };
  };

  return {
    url,
    db: handle.db,
    dialect: handle.dialect,
    schoolA: idOf(demoSchools[0]!.client.clientName),
    schoolB: idOf(demoSchools[1]!.client.clientName),
    logs,
    uploads,
    uploadsDir,
    documents,
    documentsDir,
    get: (p, init) => call("GET", p, init),
    post: (p, init) => call("POST", p, init),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await handle.close();
      if (tmp) rmSync(tmp, { recursive: true, force: true });
      rmSync(uploadsDir, { recursive: true, force: true });
      rmSync(documentsDir, { recursive: true, force: true });
      await dropSchema();
    },
  };
}

/** `?a=1&b=2` from an object, for SPEC §7's query-parameter payloads. */
export function qs(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) search.set(name, String(value));
  }
  return `?${search}`;
}

/** The demo seed's owner or staff account of demo school 0 (Sunshine) or 1 (Rainbow). */
export function demoAccount(school: 0 | 1, role: "owner" | "staff") {
  const account = demoSchools[school]?.accounts.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`demo school ${school} has no ${role}`);
  return { ...account, domain: demoSchools[school]?.domains[0] ?? "" };
}

/** Signs in through POST /auth/login and returns the Bearer token. */
export async function signIn(api: TestApi, account: { email: string; password: string; domain: string }): Promise<string> {
  const res = await api.post("/auth/login" + qs({ email: account.email, password: account.password, domain: account.domain }));
  if (res.status !== 200) throw new Error(`sign-in of ${account.email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
}

/** Request options: a Bearer token and, optionally, a JSON body. */
export function authed(token: string | null, body?: Record<string, unknown>): RequestInit {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (!body) return { headers };
  return { headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) };
}

/** The newest mail queued to `to` (its outbox row), for the links a test follows without SMTP. */
export async function lastMailTo(api: TestApi, to: string) {
  return api.db
    .selectFrom("outbox")
    .selectAll()
    .where("recipient", "=", to.toLowerCase())
    .orderBy("id", "desc")
    .executeTakeFirst();
}

/** The mails queued about one record (a form, a visit), oldest first; to one recipient when `to` is given. */
export function outboxOf(api: TestApi, kind: "enrollment" | "enquiry" | "visit", id: number, to?: string) {
  let query = api.db.selectFrom("outbox").selectAll().where("sourceKind", "=", kind).where("sourceId", "=", id);
  if (to !== undefined) query = query.where("recipient", "=", to);
  return query.orderBy("id").execute();
}

/** The token of the newest link to `page` (e.g. "/register/confirm") mailed to `to`. */
export async function mailedToken(api: TestApi, to: string, page: string): Promise<string> {
  const mail = await lastMailTo(api, to);
  const token = new RegExp(`${page}\\?token=([A-Za-z0-9_-]+)`).exec(mail?.body ?? "")?.[1];
  if (!token) throw new Error(`no link to ${page} mailed to ${to}: ${mail?.subject ?? "no mail"}`);
  return token;
}

/**
 * A parent's account made as a parent makes it: /auth/register, then the link mailed to confirm
 * it (README "Forms and sign-in"). Answers the Bearer token the confirmation signs in with. The
 * per-address mail counter is cleared first: tests register many parents from one address.
 */
export async function registerParent(
  api: TestApi,
  account: { name: string; mobile: string; email: string; password: string },
  domain = "localhost",
): Promise<string> {
  await api.db.deleteFrom("loginThrottle").where("key", "like", "account_mail_address%").execute();
  const res = await api.post("/auth/register" + qs({ domain }), authed(null, account));
  if (res.status !== 202) throw new Error(`register of ${account.email} failed: ${res.status}`);
  const token = await mailedToken(api, account.email, "/register/confirm");
  const confirmed = await api.post("/auth/confirm", authed(null, { token, domain }));
  if (confirmed.status !== 201)
    throw new Error(`confirming ${account.email} failed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return confirmed.body.token;
}

/** A parent's account at demo school 0 (Sunshine), made and confirmed, and its token. */
export async function signInParent(api: TestApi, email: string): Promise<string> {
  return registerParent(api, { name: "A Parent", mobile: "9000000009", email, password: "Parent-Account-77" });
}

/**
 * An audit row as staff leave one: a stage move (`toStatus` set) or a note (`toStatus` null), by an
 * actor no longer known — what the season report reads of an application's history.
 */
export async function insertAuditRow(
  db: TestApi["db"],
  row: {
    clientId: number;
    subjectKind: AuditSubject;
    subjectId: number;
    fromStatus: string | null;
    toStatus: string | null;
    createdAt?: string;
  },
): Promise<void> {
  await db
    .insertInto("auditLog")
    .values({
      actorUserId: null,
      actorName: "Staff",
      action: row.toStatus === null ? "note" : "status",
      note: "",
      ...row,
      createdAt: row.createdAt ?? new Date().toISOString(),
    })
    .execute();
}

/** An application as the season report reads it: its class, stage, family's mobile and times; the rest filler. */
export async function insertApplication(
  db: TestApi["db"],
  row: {
    clientId: number;
    classId: number | null;
    status: ApplicationStage;
    mobile: string;
    createdAt: string;
    firstResponseAt: string | null;
  },
): Promise<number> {
  const { id } = await db
    .insertInto("enrollments")
    .values({
      clientId: row.clientId,
      classId: row.classId,
      status: row.status,
      parentContact: row.mobile,
      createdAt: row.createdAt,
      firstResponseAt: row.firstResponseAt,
      childName: "Child",
      childAge: 3,
      gender: "female",
      parentName: "Parent",
      address: "1 Lake Road",
      additionalInformation: "",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** A family's enquiry as the season report reads it: its mobile, its answer to "How did you hear about us?" and times. */
export async function insertFamilyEnquiry(
  db: TestApi["db"],
  row: { clientId: number; mobile: string; source: string; createdAt: string; firstResponseAt: string | null },
): Promise<number> {
  const { id } = await db
    .insertInto("enquiries")
    .values({
      clientId: row.clientId,
      parentMobile: row.mobile,
      source: row.source,
      createdAt: row.createdAt,
      firstResponseAt: row.firstResponseAt,
      parentName: "Parent",
      email: "parent@example.org",
      childName: "",
      message: "Seats?",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}
