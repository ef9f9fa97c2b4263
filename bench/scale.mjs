// `npm run bench:scale` (README "Benchmark at scale"): the built site on PostgreSQL with N = 2, 100,
// 1,000 and 10,000 schools, each its own domain (s1.localhost … sN.localhost) and rows, copies of
// the demo's lists (bench/lib/scale-seed.ts), and 50,000 submissions in school 1. For each N the
// built server starts afresh on one CPU (taskset, as `npm run bench` does) and wrk, from the other,
// sends a mix of public pages to the schools drawn by a Zipf law (s = 1.1: school k is asked
// ∝ 1/k^1.1), with a browser's `Accept-Encoding: gzip, br`: a warm-up (every page of the mix once
// for the 1,000 most visited schools, then the load itself for a while), a measure at full speed,
// then a pass paced at half the measured requests/s for the latency at that load. It prints a
// table (requests/s, p50, p99, the page cache's hit rate, the server's RSS, PostgreSQL connections
// open and busy) and the goals, writes them as markdown and draws requests/s and RSS against N as
// an SVG (docs/bench-scale.md, docs/bench-scale.svg), and exits 1 when a goal is missed.
//
// Needs: `npm run build` first; PostgreSQL (BENCH_SCALE_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/scale_bench: the bench drops and creates that database, so
// its name must contain "bench"); wrk (Debian: apt-get install -y wrk); taskset (util-linux) to pin.
// Settings: BENCH_SCALE_SCHOOLS (2,100,1000,10000), BENCH_FILL_SCHOOLS (1000), BENCH_WARMUP_SECONDS (10), BENCH_SECONDS (20),
// BENCH_RATE_SECONDS (20), BENCH_CONNECTIONS (50), BENCH_PORT (3600: the site, +1 its metrics),
// BENCH_SCALE_OUT (docs), BENCH_SCALE_KEEP_DB=1 to reuse a database seeded before (it only grows).
// The draws are the same every run (a fixed seed): only the machine changes the figures.
import { execFileSync, spawn } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import pg from "pg";
import { SERVER_CPU, TASKSET, TIMEOUT_S, WRK, benchWorkspace, pinned, runWrk, waitFor } from "./lib/load.mjs";
import { seededRandom } from "../scripts/seeded-random.mjs";
import { serverEnv } from "./server-env.mjs";

const SCHOOLS = (process.env.BENCH_SCALE_SCHOOLS ?? "2,100,1000,10000").split(",").map(Number);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);
const DURATION = Number(process.env.BENCH_SECONDS ?? 20);
const RATE_DURATION = Number(process.env.BENCH_RATE_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The warm-up first reads every page of the mix once for this many of the most visited schools. */
const FILL_SCHOOLS = Number(process.env.BENCH_FILL_SCHOOLS ?? 1000);
const PORT = Number(process.env.BENCH_PORT ?? 3600);
const METRICS_PORT = PORT + 1;
const OUT = process.env.BENCH_SCALE_OUT ?? "docs";
const DATABASE_URL = process.env.BENCH_SCALE_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/scale_bench";
const SUBMISSIONS = 50_000;
const ZIPF_S = 1.1;
/** Requests drawn in advance: more than a run sends, so that no request repeats a cycle. */
const DRAWS = 400_000;

// The public pages a visitor reads, and how often: the home page most, then fees, the gallery,
// how to apply and the directions, a program or the team less (README "Benchmark at scale"). Only
// pages that may be shared: a page with a form (contact, visit, enrollment, testimonials) is
// private and rendered for each visitor, at the same cost whatever the number of schools.
const PAGES = [
  ["/", 30],
  ["/admissions/tuitionFees", 10],
  ["/gallery/photos", 10],
  ["/admissions/howToApply", 8],
  ["/about/whyChooseUs", 8],
  ["/about/ourTeam", 8],
  ["/about/missionAndVision", 6],
  ["/gallery/events", 6],
  ["/programs/preschool/earlyChildhoodDevelopment", 6],
  ["/programs/dayCareService", 4],
  ["/contact/visitUs", 4],
];

if (!WRK) throw new Error("bench:scale: wrk is not installed (Debian: apt-get install -y wrk)");
const databaseName = new URL(DATABASE_URL).pathname.slice(1);
if (!databaseName.includes("bench"))
  throw new Error(`bench:scale drops and creates its database: "${databaseName}" does not look like a bench's own`);

const { work, children } = benchWorkspace("scale", { signal: "SIGTERM" });
let server;

/** A client of the bench's database, or of the server's maintenance database `postgres`. */
async function query(text, values = [], database = databaseName) {
  const url = new URL(DATABASE_URL);
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

// --- The load's requests: hosts by Zipf, pages by weight, the same every run -----------------------

/** Index of the first cumulative weight above `u` (binary search). */
function pick(cumulative, u) {
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid] > u) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function cumulativeOf(weights) {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let sum = 0;
  return weights.map((w) => (sum += w / total));
}

/** The wrk script for `schools`: its draws in a file it reads once; each thread starts at its own place. */
function wrkScript(schools, port, delayMs = 0) {
  const next = seededRandom(20261127);
  const hosts = cumulativeOf(Array.from({ length: schools }, (_, k) => 1 / (k + 1) ** ZIPF_S));
  const pages = cumulativeOf(PAGES.map(([, weight]) => weight));
  const lines = [];
  for (let i = 0; i < DRAWS; i++) lines.push(`${pick(hosts, next()) + 1} ${pick(pages, next()) + 1}`);
  const draws = path.join(work, `draws-${schools}.txt`);
  writeFileSync(draws, lines.join("\n") + "\n");
  const script = path.join(work, `load-${schools}-${delayMs}.lua`);
  writeFileSync(
    script,
    `-- Written by bench/scale.mjs: requests to bench schools drawn by Zipf (s = ${ZIPF_S}).
local pages = { ${PAGES.map(([page]) => JSON.stringify(page)).join(", ")} }
local hosts, paths = {}, {}
for line in io.lines(${JSON.stringify(draws)}) do
  local host, page = line:match("(%d+) (%d+)")
  hosts[#hosts + 1] = "s" .. host .. ".localhost:${port}"
  paths[#paths + 1] = pages[tonumber(page)]
end
local threads = 0
function setup(thread)
  thread:set("offset", threads * 100003)
  threads = threads + 1
end
local i = 0
function init(args)
  i = (offset or 0) % #hosts
end
function request()
  i = i % #hosts + 1
  return wrk.format("GET", paths[i], { Host = hosts[i], ["Accept-Encoding"] = "gzip, br", ["User-Agent"] = "bench-scale" })
end
${
  delayMs > 0
    ? `-- Paced: each connection waits about ${delayMs.toFixed(1)} ms between its requests (jittered, so they do not march together).
local mean = ${delayMs}
function delay()
  return math.floor(mean * (0.5 + math.random()))
end`
    : ""
}
`,
  );
  return script;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
/**
 * GET `page` of school `k` as a browser asks it. node:http, not fetch: fetch (undici) drops a Host
 * header it is given, and every request would reach the school of 127.0.0.1.
 */
function get(k, page) {
  return new Promise((resolve, reject) => {
    const headers = { Host: `s${k}.localhost:${PORT}`, "Accept-Encoding": "gzip, br", "User-Agent": "bench-scale" };
    http
      .get({ host: "127.0.0.1", port: PORT, path: page, agent, headers }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode, cacheControl: res.headers["cache-control"] }));
      })
      .on("error", reject);
  });
}

/**
 * The warm-up's first part: every page of the mix once for the `count` most visited schools (the
 * Zipf law's first), the least visited first, so that the page cache's least recently used end
 * holds the schools the load asks least. A site that has run for a while has seen its schools'
 * pages; the measure is of that steady state, not of a server just started.
 */
async function fillCache(count) {
  const pairs = [];
  for (let k = count; k >= 1; k--) for (const [page] of PAGES) pairs.push([k, page]);
  const start = performance.now();
  let next = 0;
  let failed = 0;
  const reader = async () => {
    while (next < pairs.length) {
      const [k, page] = pairs[next++];
      if ((await get(k, page)).status !== 200) failed++;
    }
  };
  await Promise.all(Array.from({ length: 8 }, reader));
  return { pages: pairs.length, seconds: (performance.now() - start) / 1000, failed };
}

// --- The server and what it says about itself -----------------------------------------------------

async function startServer(schools) {
  const dir = path.join(work, `site-${schools}`);
  mkdirSync(dir);
  const log = path.join(dir, "server.log");
  const fd = openSync(log, "a");
  const [file, argv] = pinned(process.execPath, ["build/server.js"]);
  server = spawn(file, argv, {
    stdio: ["ignore", "ignore", fd],
    env: serverEnv(PORT, dir, { DATABASE_URL, SEED_DEMO: "false", METRICS_PORT: String(METRICS_PORT) }),
  });
  closeSync(fd);
  children.push(server);
  await waitFor(`http://127.0.0.1:${PORT}/healthz`, log);
  return { pid: server.pid, log };
}

async function stopServer() {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}

/**
 * The page cache's lookups so far, by result, every cache's bytes, V8's heap (used and reserved)
 * and memory outside it (Buffers, strings held by native code) and the time spent collecting
 * garbage: prom-client's defaults, what the RSS is made of and what keeping it down costs
 * (README "Metrics").
 */
async function cacheFigures() {
  const text = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
  const lookups = {};
  for (const [, cache, result, value] of text.matchAll(/^nurture_cache_lookups_total\{cache="(\w+)",result="(\w+)"\} (\S+)$/gm)) {
    lookups[cache] ??= {};
    lookups[cache][result] = Number(value);
  }
  const bytes = {};
  for (const [, cache, value] of text.matchAll(/^nurture_cache_bytes\{cache="(\w+)"\} (\S+)$/gm)) bytes[cache] = Number(value);
  const mb = (name) => Number(new RegExp(`^${name} (\\S+)$`, "m").exec(text)?.[1] ?? NaN) / 1024 / 1024;
  const heap = { used: mb("nodejs_heap_size_used_bytes"), total: mb("nodejs_heap_size_total_bytes"), external: mb("nodejs_external_memory_bytes") };
  // Seconds spent collecting garbage so far, every kind (prom-client's perf_hooks observer).
  let gc = 0;
  for (const [, value] of text.matchAll(/^nodejs_gc_duration_seconds_sum\{kind="\w+"\} (\S+)$/gm)) gc += Number(value);
  return { lookups, bytes, heap, gc };
}

/** The share of lookups of `cache` between two readings that were answered from it (a stale copy included). */
function hitRate(before, after, cache) {
  const delta = (result) => (after.lookups[cache]?.[result] ?? 0) - (before.lookups[cache]?.[result] ?? 0);
  const hits = delta("hit") + delta("stale");
  const total = hits + delta("miss");
  return total === 0 ? NaN : hits / total;
}

/** VmRSS and VmHWM (its peak) of a process, in MB. */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

/** Samples the server's PostgreSQL connections every 500 ms while `work` runs: the most open and the most busy at once. */
async function whileSampling(work) {
  const most = { open: 0, busy: 0 };
  let running = true;
  const sampler = (async () => {
    while (running) {
      const [row] = await query(
        `select count(*)::int as open, count(*) filter (where state <> 'idle')::int as busy
         from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
        [databaseName],
      );
      most.open = Math.max(most.open, row.open);
      most.busy = Math.max(most.busy, row.busy);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  })();
  const result = await work();
  running = false;
  await sampler;
  return { result, connections: most };
}

// --- The run -----------------------------------------------------------------------------------

const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
const started = new Date();
const loadBefore = loadAverage();
if (process.env.BENCH_SCALE_KEEP_DB !== "1") {
  await query(`drop database if exists "${databaseName}" with (force)`, [], "postgres");
  await query(`create database "${databaseName}"`, [], "postgres");
}
console.log(
  `bench:scale: ${SCHOOLS.join(", ")} schools on ${databaseName}; ` +
    `warm-up: every page of the mix read once for the ${FILL_SCHOOLS.toLocaleString("en")} most visited schools (all of them when fewer; node:http, 8 at a time), ` +
    `then ${WARMUP} s of the load; ${DURATION} s at full speed, ${RATE_DURATION} s at half of it; ` +
    `${CONNECTIONS} connections, wrk; ` +
    (TASKSET ? `the server on CPU ${SERVER_CPU}, wrk on the others` : "server and wrk share the CPUs (no taskset)") +
    `; load average ${loadBefore}`,
);

const rows = [];
for (const [step, schools] of SCHOOLS.entries()) {
  const seedArgs = ["tsx", "bench/lib/scale-seed.ts", DATABASE_URL, String(schools), ...(step === 0 ? [String(SUBMISSIONS), "1"] : [])];
  const seeded = JSON.parse(execFileSync("npx", seedArgs, { encoding: "utf8" }).trim().split("\n").at(-1));
  const { pid, log } = await startServer(schools);
  // Every page of the mix answers for a school of the run, and may be shared.
  for (const [page] of PAGES) {
    const response = await get(schools, page);
    if (response.status !== 200 || !/public/.test(response.cacheControl ?? "")) {
      throw new Error(`s${schools}.localhost${page} answered ${response.status}, Cache-Control ${response.cacheControl}`);
    }
  }
  const filled = await fillCache(Math.min(schools, FILL_SCHOOLS));
  console.log(`  ${schools} schools: warm-up read ${filled.pages} pages in ${filled.seconds.toFixed(0)} s (${filled.failed} not 200)`);
  const full = wrkScript(schools, PORT);
  runWrk(["-c", String(CONNECTIONS), "-d", `${WARMUP}s`, "-s", full, `http://127.0.0.1:${PORT}`]);
  const before = await cacheFigures();
  const { result: measured, connections } = await whileSampling(async () =>
    runWrk(["-c", String(CONNECTIONS), "-d", `${DURATION}s`, "-s", full, `http://127.0.0.1:${PORT}`]),
  );
  const after = await cacheFigures();
  const { rss, peak } = memory(pid);
  // Half the capacity just measured, each connection pacing its requests (wrk2's constant rate).
  const target = measured.rps / 2;
  const paced = runWrk([
    "-c",
    String(CONNECTIONS),
    "-d",
    `${RATE_DURATION}s`,
    "-s",
    wrkScript(schools, PORT, (CONNECTIONS * 1000) / target),
    `http://127.0.0.1:${PORT}`,
  ]);
  await stopServer();
  const logged = readFileSync(log, "utf8");
  const errorLines = logged.split("\n").filter((line) => line.includes('"level":"error"'));
  const serverErrors = errorLines.length;
  if (measured.errors + paced.errors > 0)
    console.log(
      `  wrk errors (a timeout: no answer within ${TIMEOUT_S} s): ${measured.errorKinds || "none"} at full speed, ${paced.errorKinds || "none"} paced`,
    );
  if (serverErrors > 0) console.log(`  the server logged ${serverErrors} error(s), the first: ${errorLines[0].slice(0, 500)}`);
  const row = {
    schools,
    seedSeconds: seeded.seconds,
    rps: measured.rps,
    p50: measured.p50,
    p99: measured.p99,
    errors: measured.errors + paced.errors + filled.failed,
    pageHits: hitRate(before, after, "pages"),
    tenantHits: hitRate(before, after, "tenants"),
    listHits: hitRate(before, after, "lists"),
    cacheMb: Object.fromEntries(Object.entries(after.bytes).map(([cache, bytes]) => [cache, bytes / 1024 / 1024])),
    rss,
    peak,
    heap: after.heap,
    gcShare: (after.gc - before.gc) / DURATION,
    pgOpen: connections.open,
    pgBusy: connections.busy,
    pacedTarget: target,
    pacedRps: paced.rps,
    pacedP50: paced.p50,
    pacedP99: paced.p99,
    serverErrors,
    load: loadAverage(),
  };
  rows.push(row);
  console.log(
    `  ${schools} schools: ${Math.round(row.rps)} req/s, p99 ${row.p99.toFixed(1)} ms, pages hit ${(row.pageHits * 100).toFixed(1)} %, ` +
      `RSS ${row.rss.toFixed(0)} MB; at ${Math.round(row.pacedRps)} req/s p99 ${row.pacedP99.toFixed(1)} ms; load average ${row.load}`,
  );
}

// --- Table, goals, markdown and chart ----------------------------------------------------------

const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "–");
const percent = (value) => (Number.isFinite(value) ? `${(value * 100).toFixed(1)} %` : "–");
const COLUMNS = [
  ["schools", (r) => r.schools.toLocaleString("en")],
  ["req/s", (r) => fixed(r.rps)],
  ["p50 ms", (r) => fixed(r.p50, 1)],
  ["p99 ms", (r) => fixed(r.p99, 1)],
  ["page cache hits", (r) => percent(r.pageHits)],
  ["tenant / list hits", (r) => `${percent(r.tenantHits)} / ${percent(r.listHits)}`],
  ["caches MB (pages/tenants/lists)", (r) => ["pages", "tenants", "lists"].map((cache) => fixed(r.cacheMb[cache], 1)).join(" / ")],
  ["RSS MB (peak)", (r) => `${fixed(r.rss)} (${fixed(r.peak)})`],
  ["V8 heap MB used / held, external", (r) => `${fixed(r.heap.used)} / ${fixed(r.heap.total)}, ${fixed(r.heap.external)}`],
  ["GC % of the pass", (r) => percent(r.gcShare)],
  ["PG conns open / busy", (r) => `${r.pgOpen} / ${r.pgBusy}`],
  ["at ½ capacity: req/s, p99 ms", (r) => `${fixed(r.pacedRps)}, ${fixed(r.pacedP99, 1)}`],
  ["errors", (r) => String(r.errors + r.serverErrors)],
  ["seeding s", (r) => fixed(r.seedSeconds, 1)],
  ["load avg after", (r) => r.load],
];
console.table(rows.map((r) => Object.fromEntries(COLUMNS.map(([name, value]) => [name, value(r)]))));

const at = (schools) => rows.find((r) => r.schools === schools);
const goals = [];
if (at(2) && at(1000)) {
  goals.push(["req/s at 1,000 schools ÷ at 2", at(1000).rps / at(2).rps, "≥ 0.8", (v) => v >= 0.8]);
  goals.push(["p99 at 1,000 schools, at half its capacity (ms)", at(1000).pacedP99, "≤ 250", (v) => v <= 250]);
}
if (at(10000)) {
  goals.push(["RSS at 10,000 schools (MB)", at(10000).rss, "≤ 512", (v) => v <= 512]);
  if (at(1000)) goals.push(["RSS at 10,000 ÷ at 1,000 schools", at(10000).rss / at(1000).rss, "≤ 1.1", (v) => v <= 1.1]);
  goals.push(["errors at 10,000 schools", at(10000).errors + at(10000).serverErrors, "0", (v) => v === 0]);
}
goals.push(["errors, every run", rows.reduce((sum, r) => sum + r.errors + r.serverErrors, 0), "0", (v) => v === 0]);
const verdict = (ok, value) => (ok(value) ? "ok" : "MISSED");
const shown = (value) => (Number.isInteger(value) ? String(value) : value.toPrecision(3));
console.table(goals.map(([goal, value, target, ok]) => ({ goal, measured: shown(value), target, "": verdict(ok, value) })));

const markdown = [
  `Run of ${started.toISOString().slice(0, 16).replace("T", " ")} UTC: warm-up of every page once for the ${FILL_SCHOOLS.toLocaleString("en")} most visited schools and ${WARMUP} s of the load, ${DURATION} s at full speed, ${RATE_DURATION} s paced at half of it, ` +
    `${CONNECTIONS} connections; load average ${loadBefore} before the run.`,
  "",
  `| ${COLUMNS.map(([name]) => name).join(" | ")} |`,
  `| ${COLUMNS.map(([name]) => (name === "schools" ? "---:" : "---")).join(" | ")} |`,
  ...rows.map((r) => `| ${COLUMNS.map(([, value]) => value(r)).join(" | ")} |`),
  "",
  "| goal | measured | target | |",
  "| --- | ---: | --- | --- |",
  ...goals.map(([goal, value, target, ok]) => `| ${goal} | ${shown(value)} | ${target} | ${verdict(ok, value)} |`),
  "",
].join("\n");
mkdirSync(OUT, { recursive: true });
writeFileSync(path.join(OUT, "bench-scale.md"), markdown);
writeFileSync(path.join(OUT, "bench-scale.svg"), chart(rows));
console.log(`bench:scale: wrote ${path.join(OUT, "bench-scale.md")} and ${path.join(OUT, "bench-scale.svg")}`);

const missed = goals.filter(([, value, , ok]) => !ok(value)).length;
console.log(
  missed === 0 ? "bench:scale: every goal holds" : `bench:scale: ${missed} goal(s) missed (see above; on a loaded machine the figures move)`,
);
process.exit(missed === 0 ? 0 : 1);

/**
 * Requests/s (left axis) and RSS (right axis, with the 512 MB goal dashed) against the number of
 * schools on a log scale: a small SVG drawn here, no charting package needed.
 */
function chart(points) {
  const width = 720;
  const height = 400;
  const box = { left: 70, right: width - 70, top: 50, bottom: height - 60 };
  const logs = points.map((p) => Math.log10(p.schools));
  const [lx0, lx1] = [Math.min(...logs), Math.max(...logs)];
  const x = (schools) => box.left + ((Math.log10(schools) - lx0) / (lx1 - lx0 || 1)) * (box.right - box.left);
  const nice = (value) => {
    const step = 10 ** Math.floor(Math.log10(value || 1));
    return Math.ceil(value / step) * step;
  };
  // Requests/s on a log scale (a cache hit and a rendering differ a hundredfold), RSS linear from 0.
  const decades = points.map((p) => Math.log10(Math.max(1, p.rps)));
  const [ry0, ry1] = [Math.floor(Math.min(...decades)), Math.max(Math.floor(Math.min(...decades)) + 1, Math.ceil(Math.max(...decades)))];
  const rssMax = nice(Math.max(512, ...points.map((p) => p.rss)) * 1.1);
  const y = (value, max) =>
    max === "log"
      ? box.bottom - ((Math.log10(Math.max(1, value)) - ry0) / (ry1 - ry0)) * (box.bottom - box.top)
      : box.bottom - (value / max) * (box.bottom - box.top);
  const rpsMax = "log";
  const line = (key, max) => points.map((p, i) => `${i ? "L" : "M"}${x(p.schools).toFixed(1)},${y(p[key], max).toFixed(1)}`).join(" ");
  const ticks = (max, side) =>
    (max === "log" ? Array.from({ length: ry1 - ry0 + 1 }, (_, i) => 10 ** (ry0 + i)) : Array.from({ length: 6 }, (_, i) => (max / 5) * i))
      .map((value) => {
        const ty = y(value, max).toFixed(1);
        const tx = side === "left" ? box.left - 8 : box.right + 8;
        const anchor = side === "left" ? "end" : "start";
        return `<text x="${tx}" y="${ty}" text-anchor="${anchor}" dominant-baseline="middle">${Math.round(value).toLocaleString("en")}</text>${
          side === "left" ? `<line x1="${box.left}" x2="${box.right}" y1="${ty}" y2="${ty}" stroke="#e5e7eb"/>` : ""
        }`;
      })
      .join("\n  ");
  const dots = (key, max, colour) =>
    points.map((p) => `<circle cx="${x(p.schools).toFixed(1)}" cy="${y(p[key], max).toFixed(1)}" r="4" fill="${colour}"/>`).join("\n  ");
  const labels = points
    .map((p) => `<text x="${x(p.schools).toFixed(1)}" y="${box.bottom + 20}" text-anchor="middle">${p.schools.toLocaleString("en")}</text>`)
    .join("\n  ");
  const goal = y(512, rssMax).toFixed(1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="12" fill="#111827">
  <title>npm run bench:scale, ${started.toISOString().slice(0, 10)}: requests/s and RSS against the number of schools</title>
  <rect width="${width}" height="${height}" fill="#ffffff"/>
  <text x="${width / 2}" y="24" text-anchor="middle" font-size="15" font-weight="600">Public pages, Zipf over N schools: requests/s and server RSS</text>
  ${ticks(rpsMax, "left")}
  ${ticks(rssMax, "right")}
  <line x1="${box.left}" x2="${box.right}" y1="${goal}" y2="${goal}" stroke="#dc2626" stroke-dasharray="6 4"/>
  <text x="${box.right - 4}" y="${Number(goal) - 6}" text-anchor="end" fill="#dc2626">RSS goal 512 MB</text>
  <line x1="${box.left}" x2="${box.right}" y1="${box.bottom}" y2="${box.bottom}" stroke="#111827"/>
  ${labels}
  <text x="${width / 2}" y="${height - 18}" text-anchor="middle">schools (log scale)</text>
  <text transform="translate(18 ${(box.top + box.bottom) / 2}) rotate(-90)" text-anchor="middle" fill="#2563eb">requests/s (log scale)</text>
  <text transform="translate(${width - 14} ${(box.top + box.bottom) / 2}) rotate(90)" text-anchor="middle" fill="#059669">RSS (MB)</text>
  <path d="${line("rps", rpsMax)}" fill="none" stroke="#2563eb" stroke-width="2.5"/>
  ${dots("rps", rpsMax, "#2563eb")}
  <path d="${line("rss", rssMax)}" fill="none" stroke="#059669" stroke-width="2.5" stroke-dasharray="1 0"/>
  ${dots("rss", rssMax, "#059669")}
  <rect x="${box.left + 10}" y="${box.top - 6}" width="12" height="3" fill="#2563eb"/><text x="${box.left + 28}" y="${box.top - 4}" dominant-baseline="middle">requests/s</text>
  <rect x="${box.left + 110}" y="${box.top - 6}" width="12" height="3" fill="#059669"/><text x="${box.left + 128}" y="${box.top - 4}" dominant-baseline="middle">RSS MB</text>
</svg>
`;
}
