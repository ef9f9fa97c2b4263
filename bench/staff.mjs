// `npm run bench:staff` (after `npm run build`; README "Staff at scale"): the staff console of one
// school with 50,000 records (enquiries, enrollments, visits; testimonials beside them), seeded by
// bench/lib/seed-submissions.ts, on SQLite and on PostgreSQL in turn (`--db sqlite` or `--db postgres`
// for one; `--only report` for the floor and the season report alone). For each it starts the
// built server (`node build/server.js`, on one CPU when there are two), signs the demo owner in
// through the login form and asks as the browser does, one request at a time:
//   - the inbox's first page, a deep page (page 1000 of 2000) and its filters (kind, status, views):
//     p95 ≤ 50 ms each;
//   - the search by a parent's name, a phone (the whole number and its last digits), a reference
//     (as printed, and lower case without its dash) and an e-mail: p95 ≤ 100 ms each, over 50
//     different values each, every one of them found;
//   - the CSV export of every record: every row there (counted in the file), the server's VmRSS
//     (/proc/<pid>/status, every 20 ms) rising ≤ 50 MB above what it was before;
//   - the season report (/staff/report): p95 ≤ 200 ms.
// Beside each page's time it gives the provider's own answer behind it (the /api/v1 call the page's
// loader makes, asked right after with the owner's token: the database's share) and, without a
// goal, a console page that reads none of the records (/staff/settings: session, layout, render),
// the floor under the goals on the machine as loaded. It prints a table of goals and exits 1 when one is missed. Needs: the build, PostgreSQL for the
// second run (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/nurture_bench_staff — that
// database is dropped and made anew each run), ports BENCH_PORT (3400) and BENCH_PORT+1. Run with
// tsx's loader (the npm script does), which reads the seeder and the provider's TypeScript.
import { spawn } from "node:child_process";
import { closeSync, mkdirSync, openSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { openDatabase } from "../api/db.ts";
import { seedDemoSchools } from "../api/seed.ts";
import { OWNER, rssOf, signIn, waitForServer } from "./lib/console.mjs";
import { SERVER_CPU, TASKSET, benchWorkspace, pinned } from "./lib/load.mjs";
import { seedSubmissions, vacuumAnalyze } from "./lib/seed-submissions.ts";
import { serverEnv } from "./server-env.mjs";

const { values: args } = parseArgs({
  options: { db: { type: "string", default: "both" }, count: { type: "string", default: "50000" }, only: { type: "string" } },
});
// `--only report`: the floor and the season report alone (no inbox, searches or export), for work on the report.
if (args.only !== undefined && args.only !== "report") throw new Error("--only report");
const ONLY_REPORT = args.only === "report";
const DIALECTS = args.db === "both" ? ["sqlite", "postgres"] : [args.db];
if (!DIALECTS.every((dialect) => ["sqlite", "postgres"].includes(dialect))) throw new Error("--db sqlite|postgres|both");
const COUNT = Number(args.count);
const BASE = Number(process.env.BENCH_PORT ?? 3400);
const PG_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/nurture_bench_staff";
const SAMPLES = 50;
const PAGE_SIZE = 25; // the inbox's (app/routes/staff.inbox._index)
const GOALS = { pageMs: 50, searchMs: 100, csvRiseMb: 50, reportMs: 200 };

const { work, children } = benchWorkspace("staff");
const mb = (bytes) => bytes / 1024 / 1024;

/** A fresh database of the dialect: a SQLite file in the bench's folder, or BENCH_PG_URL made anew. */
async function freshDatabase(dialect, dir) {
  if (dialect === "sqlite") return path.join(dir, "bench.sqlite");
  const url = new URL(PG_URL);
  const name = url.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_PG_URL: a plain database name, please (${name})`);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(PG_URL), { pathname: "/postgres" }).toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return PG_URL;
}

/** Migrates, seeds the demo schools and COUNT records into Sunshine; some values to search for. */
async function seed(dialect, url) {
  const handle = await openDatabase({ url });
  try {
    const { db } = handle;
    await seedDemoSchools(db);
    const { clientId } = await db.selectFrom("clientDomains").select("clientId").where("domain", "=", "localhost").executeTakeFirstOrThrow();
    const started = performance.now();
    const seeded = await seedSubmissions(db, clientId, COUNT);
    if (dialect === "postgres") await vacuumAnalyze(db);
    const seconds = (performance.now() - started) / 1000;
    const records = (table) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .where("clientId", "=", clientId)
        .executeTakeFirstOrThrow();
    const inbox = (await Promise.all(["enquiries", "enrollments", "visits"].map(records))).reduce((sum, row) => sum + Number(row.n), 0);
    // Values spread over the whole list (every 997th enquiry or so), as staff look up old and new.
    const sample = await db
      .selectFrom("enquiries")
      .select(["parentName", "parentMobile", "email", "reference"])
      .where("clientId", "=", clientId)
      .where("email", "!=", "")
      .orderBy("id")
      .execute();
    const step = Math.max(1, Math.floor(sample.length / SAMPLES));
    const picked = sample.filter((_, i) => i % step === 0).slice(0, SAMPLES);
    return { seeded, seconds, inbox, picked };
  } finally {
    await handle.close();
  }
}

async function startServer(dialect, url, port) {
  const dir = path.join(work, dialect);
  mkdirSync(dir, { recursive: true });
  const log = path.join(dir, "server.log");
  const fd = openSync(log, "a");
  // The child's pid is the server's (taskset execs node), whose VmRSS the export samples.
  const [file, argv] = pinned(process.execPath, ["build/server.js"]);
  const child = spawn(file, argv, {
    stdio: ["ignore", "ignore", fd],
    env: serverEnv(port, dir, { DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: "100000", PUBLIC_API: "true" }),
  });
  closeSync(fd);
  children.push(child);
  const origin = `http://localhost:${port}`;
  await waitForServer(dialect, child, origin, log);
  return { child, origin };
}

/** A Bearer token of the demo owner for the provider's own answers (/api/v1, PUBLIC_API=true). */
async function apiToken(origin) {
  const query = new URLSearchParams({ ...OWNER, domain: "localhost" });
  const response = await fetch(`${origin}/api/v1/auth/login?${query}`, { method: "POST" });
  const { token } = await response.json();
  if (!token) throw new Error(`API sign-in failed: ${response.status}`);
  return token;
}

/** The provider's call behind a console page: what the site's loader asks for the records. */
function apiOf(url) {
  const [page, search = ""] = url.split("?");
  if (page === "/staff/report") return "/api/v1/staff/report";
  if (page !== "/staff/inbox") return null;
  const params = new URLSearchParams(search);
  const query = new URLSearchParams({ pageNo: params.get("page") ?? "1", pageSize: String(PAGE_SIZE) });
  for (const name of ["kind", "status", "view", "q"]) if (params.has(name)) query.set(name, params.get(name) ?? "");
  return `/api/v1/staff/submissions?${query}`;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** GETs each path in turn (the page as a browser gets it, body read); times and the bodies' check. */
async function timed(origin, cookie, paths, check = () => true, token = undefined) {
  const times = [];
  const apiTimes = [];
  let failed = 0;
  for (const url of paths) {
    const started = performance.now();
    const response = await fetch(`${origin}${url}`, { headers: { cookie } });
    const body = await response.text();
    times.push(performance.now() - started);
    if (response.status !== 200 || !check(body, url)) failed++;
    const api = token && apiOf(url);
    if (!api) continue;
    const asked = performance.now();
    const answer = await fetch(`${origin}${api}`, { headers: { authorization: `Bearer ${token}` } });
    await answer.arrayBuffer();
    apiTimes.push(performance.now() - asked);
    if (answer.status !== 200) failed++;
  }
  const api = apiTimes.length > 0 ? { apiP50: percentile(apiTimes, 50), apiP95: percentile(apiTimes, 95) } : {};
  return { p50: percentile(times, 50), p95: percentile(times, 95), n: times.length, failed, ...api };
}

/** The export, streamed and counted; the server's VmRSS every 20 ms meanwhile. */
async function exportCsv(origin, cookie, pid) {
  const rss = () => rssOf(pid);
  const before = rss();
  const samples = [before];
  const timer = setInterval(() => samples.push(rss()), 20);
  const started = performance.now();
  const response = await fetch(`${origin}/staff/inbox/export`, { headers: { cookie } });
  let quoted = false;
  let lines = 0;
  let bytes = 0;
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    bytes += chunk.length;
    const text = decoder.decode(chunk, { stream: true });
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 34) quoted = !quoted;
      else if (c === 10 && !quoted) lines++;
    }
  }
  const records = lines - 1;
  const ms = performance.now() - started;
  clearInterval(timer);
  samples.push(rss());
  return { status: response.status, records, bytes, ms, before, peak: Math.max(...samples), samples: samples.length };
}

async function run(dialect, port) {
  const url = await freshDatabase(dialect, work);
  const { seeded, seconds, inbox, picked } = await seed(dialect, url);
  console.log(
    `${dialect}: seeded ${seeded.enquiries} enquiries, ${seeded.enrollments} enrollments, ${seeded.visits} visits, ` +
      `${seeded.testimonials} testimonials, ${seeded.auditRows} audit rows in ${seconds.toFixed(1)} s; the inbox holds ${inbox}`,
  );
  const server = await startServer(dialect, url, port);
  const cookie = await signIn(server.origin);
  const token = await apiToken(server.origin);
  const deep = Math.ceil(inbox / PAGE_SIZE / 2);
  // Warm-up: a few of each, as a console in use is.
  await timed(server.origin, cookie, ["/staff/inbox", `/staff/inbox?page=${deep}`, "/staff/inbox?q=joshi", "/staff/report"]);
  const repeat = (url) => Array.from({ length: SAMPLES }, () => url);
  const listed = (body) => body.includes("<table") || body.includes("No submissions");
  // Each search must list the record its value was taken from: its reference is on the page.
  // (A name is many families': its newest 25 are listed, so the name itself must be.)
  const searchOf = (label, value, shown = (row) => row.reference) => {
    const urls = picked.map((row) => `/staff/inbox?q=${encodeURIComponent(value(row))}`);
    return [label, urls, (body, url) => body.includes(shown(picked[urls.indexOf(url)]) ?? "\0")];
  };
  const pages = [
    ["inbox, first page", repeat("/staff/inbox")],
    [`inbox, page ${deep} (offset ${(deep - 1) * PAGE_SIZE})`, repeat(`/staff/inbox?page=${deep}`)],
    ["inbox, kind enquiry", repeat("/staff/inbox?kind=enquiry")],
    ["inbox, status new", repeat("/staff/inbox?status=new")],
    ["inbox, view follow-up due", repeat("/staff/inbox?view=due")],
    ["inbox, view new without a reply", repeat("/staff/inbox?view=waiting")],
  ];
  const searches = [
    searchOf(
      "search, parent's name",
      (row) => row.parentName,
      (row) => row.parentName,
    ),
    searchOf("search, phone (10 digits)", (row) => row.parentMobile),
    searchOf("search, phone (last 6 digits)", (row) => row.parentMobile.slice(-6)),
    searchOf("search, reference", (row) => row.reference),
    searchOf("search, reference lower case, no dash", (row) => row.reference.replace("-", "").toLowerCase()),
    searchOf("search, e-mail", (row) => row.email),
  ];
  const rows = [];
  // The floor under these goals on this machine: a console page that reads none of the records
  // (the session, the layout's Today counts, the render), measured the same way, without a goal.
  const floor = await timed(server.origin, cookie, repeat("/staff/settings"), (body) => body.includes("Settings"));
  rows.push({ label: "(floor) a console page without the records: /staff/settings", ...floor, goal: null });
  for (const [label, urls] of ONLY_REPORT ? [] : pages)
    rows.push({ label, ...(await timed(server.origin, cookie, urls, listed, token)), goal: GOALS.pageMs });
  for (const [label, urls, check] of ONLY_REPORT ? [] : searches)
    rows.push({ label, ...(await timed(server.origin, cookie, urls, check, token)), goal: GOALS.searchMs });
  const report = await timed(server.origin, cookie, repeat("/staff/report").slice(0, 20), (body) => body.includes("Total"), token);
  rows.push({ label: "season report", ...report, goal: GOALS.reportMs });
  const csv = ONLY_REPORT ? null : await exportCsv(server.origin, cookie, server.child.pid);
  server.child.kill("SIGTERM");
  await new Promise((resolve) => server.child.once("exit", resolve));
  return { rows, csv, inbox };
}

console.log(
  `bench:staff, ${COUNT} records in one school, on ${cpus().length} cores (${TASKSET ? `server on CPU ${SERVER_CPU}` : "not pinned"}), ` +
    `load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}, ${new Date().toISOString()}`,
);
const goals = [];
for (const [i, dialect] of DIALECTS.entries()) {
  const { rows, csv, inbox } = await run(dialect, BASE + i);
  for (const row of rows)
    goals.push({
      db: dialect,
      measure: row.label,
      n: row.n,
      "p50 ms": Number(row.p50.toFixed(1)),
      "p95 ms": Number(row.p95.toFixed(1)),
      "API p50": row.apiP50 === undefined ? "" : Number(row.apiP50.toFixed(1)),
      "API p95": row.apiP95 === undefined ? "" : Number(row.apiP95.toFixed(1)),
      goal: row.goal === null ? "" : `p95 ≤ ${row.goal}`,
      "":
        (row.goal === null || row.p95 <= row.goal) && row.failed === 0
          ? row.goal === null
            ? ""
            : "ok"
          : `MISS${row.failed ? ` (${row.failed} wrong)` : ""}`,
    });
  if (!csv) continue;
  const rise = mb(csv.peak - csv.before);
  goals.push({
    db: dialect,
    measure: `CSV export: ${csv.records} of ${inbox} rows, ${mb(csv.bytes).toFixed(1)} MB in ${(csv.ms / 1000).toFixed(1)} s; RSS ${mb(csv.before).toFixed(0)} → peak ${mb(csv.peak).toFixed(0)} MB`,
    n: 1,
    "p50 ms": Number(csv.ms.toFixed(0)),
    "p95 ms": Number(csv.ms.toFixed(0)),
    "API p50": "",
    "API p95": "",
    goal: `RSS +${rise.toFixed(1)} MB ≤ ${GOALS.csvRiseMb}`,
    "": csv.status === 200 && csv.records === inbox && rise <= GOALS.csvRiseMb ? "ok" : "MISS",
  });
}
console.table(goals);
const missed = goals.filter((row) => row[""].startsWith("MISS")).length;
console.log(missed === 0 ? "bench:staff: every goal holds" : `bench:staff: ${missed} goal(s) missed`);
process.exit(missed === 0 ? 0 : 1);
