// `npm run bench` (after `npm run build`; README "Benchmark"): GET / of the demo school, in one run
// and with the same connections, from
//   1. the site rendering every request (its response cache off: RESPONSE_CACHE_MB=0),
//   2. the site answering from its response cache,
//   3. nginx's proxy_cache in front of the site (the HIT path of deploy/nginx.conf),
//   4. nginx serving the very same HTML as a static file (the limit),
//   5. a bare renderToString of the whole document (root layout + Home, the same data),
// printed as a table with the ratios the goals are written in, next to the JavaScript each page
// loads and its budget. Speed goals live here, never in timed unit tests. The servers share one
// CPU (taskset, when there is one to spare) and the load generator gets the other. Each logs as
// deployed: the site at its default LOG_LEVEL (info: a JSON line per request, cache hits
// included) and nginx's static server with its access log on, each into a file of the bench's
// folder (README "Benchmark", "Logs").
import { spawn } from "node:child_process";
import { chmodSync, closeSync, createReadStream, existsSync, mkdirSync, openSync, writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { formatWeights, pageWeights } from "../scripts/js-budget.mjs";
import { SERVER_CPU, TASKSET, TIMEOUT_S, WRK, benchWorkspace, pinned, runWrk, waitFor, which } from "./lib/load.mjs";
import { SECRETS, serverEnv } from "./server-env.mjs";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BASE = Number(process.env.BENCH_PORT ?? 3400);
const PORTS = { uncached: BASE, cached: BASE + 1, nginxCache: BASE + 2, nginxStatic: BASE + 3, bare: BASE + 4 };
const { work, children } = benchWorkspace("home", { signal: "SIGTERM" });
// Started as root, nginx's workers run as `nobody`: they must reach its folder.
chmodSync(work, 0o755);
const stopAll = () => children.forEach((child) => child.exitCode === null && child.kill(child.stopSignal ?? "SIGTERM"));

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => existsSync(file)) ?? which("nginx");

if (!NGINX) throw new Error("bench: nginx is not installed (Debian: apt-get install -y nginx-light)");
if (!WRK) {
  console.log("bench: wrk is NOT installed (Debian: apt-get install -y wrk); falling back to autocannon, which runs in Node and");
  console.log("bench: itself caps the fastest targets (nginx, cache hits) well below what they serve: install wrk for the real figures.");
}

/** Starts a server; its stderr goes to `log` (a file of the bench's folder) when given. */
function start(name, command, args, options = {}, log = undefined) {
  const [file, argv] = pinned(command, args);
  const fd = log ? openSync(log, "a") : "inherit";
  const child = spawn(file, argv, { stdio: ["ignore", "ignore", fd], ...options });
  if (log) closeSync(fd);
  child.name = name;
  children.push(child);
  return child;
}

/** Lines in a log file (counted in chunks: a run's log is tens of MB). */
async function lineCount(file) {
  if (!existsSync(file)) return 0;
  let lines = 0;
  for await (const chunk of createReadStream(file)) for (const byte of chunk) if (byte === 10) lines++;
  return lines;
}

const siteLog = (dir) => path.join(dir, "server.log");

function site(port, cacheMb, dir) {
  mkdirSync(dir);
  return start(
    `site :${port}`,
    process.execPath,
    ["build/server.js"],
    {
      env: serverEnv(port, dir, {
        RESPONSE_CACHE_MB: String(cacheMb),
        // The bare render's loaders read the lists through it, as the site's own do internally.
        PUBLIC_API: "true",
      }),
    },
    siteLog(dir),
  );
}

async function load(url, seconds) {
  if (WRK) return runWrk(["-c", String(CONNECTIONS), "-d", `${seconds}s`, url]);
  const result = await new Promise((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration: seconds, timeout: TIMEOUT_S }, (error, value) => (error ? reject(error) : resolve(value))),
  );
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx + result.timeouts };
}

// 1–2. The built site twice: rendering every request, and with its response cache.
site(PORTS.uncached, 0, path.join(work, "uncached"));
site(PORTS.cached, 64, path.join(work, "cached"));
const urls = {
  uncached: `http://localhost:${PORTS.uncached}/`,
  cached: `http://localhost:${PORTS.cached}/`,
  nginxCache: `http://localhost:${PORTS.nginxCache}/`,
  nginxStatic: `http://localhost:${PORTS.nginxStatic}/`,
  bare: `http://127.0.0.1:${PORTS.bare}/`,
};
await Promise.all([waitFor(urls.uncached, siteLog(path.join(work, "uncached"))), waitFor(urls.cached, siteLog(path.join(work, "cached")))]);
const page = await fetch(urls.cached);
if (!["MISS", "HIT"].includes(page.headers.get("x-response-cache") ?? "") || !/public/.test(page.headers.get("cache-control") ?? "")) {
  throw new Error(`the home page is not shareable: ${page.headers.get("cache-control")}`);
}
const html = await page.text();

// 3–4. nginx, one worker: the proxy cache of deploy/nginx.conf in front of the cached site
// (without an access log, as there: the site logs the requests it answers), and the same HTML as
// a file, logging every request as nginx does by default (one write per line, the combined format).
const nginxDir = path.join(work, "nginx");
mkdirSync(path.join(nginxDir, "static"), { recursive: true });
writeFileSync(path.join(nginxDir, "static", "index.html"), html);
const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `    ${name}_temp_path ${nginxDir}/${name}_temp;`).join("\n");
writeFileSync(
  path.join(nginxDir, "nginx.conf"),
  `worker_processes 1;
pid ${nginxDir}/nginx.pid;
error_log ${nginxDir}/error.log warn;
events { worker_connections 1024; }
http {
    access_log off;
${temp}
    proxy_cache_path ${nginxDir}/cache levels=1:2 keys_zone=pages:10m max_size=64m inactive=10m use_temp_path=off;
    upstream site { server 127.0.0.1:${PORTS.cached}; keepalive 32; }
    server {
        listen 127.0.0.1:${PORTS.nginxCache};
        location / {
            proxy_pass http://site;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $http_host;
            proxy_cache pages;
            proxy_cache_key "$scheme://$http_host$request_uri";
            proxy_cache_bypass $http_cookie $http_authorization;
            proxy_no_cache $http_cookie $http_authorization;
            proxy_cache_lock on;
            proxy_cache_background_update on;
            proxy_cache_use_stale error timeout updating http_502 http_503 http_504;
        }
    }
    server {
        listen 127.0.0.1:${PORTS.nginxStatic};
        access_log ${nginxDir}/access.log;
        root ${nginxDir}/static;
        default_type text/html;
        location / { try_files /index.html =404; }
    }
}
`,
);
const nginx = start("nginx", NGINX, ["-c", path.join(nginxDir, "nginx.conf"), "-p", nginxDir, "-g", "daemon off;"]);
nginx.stopSignal = "SIGQUIT";

// 5. The bare whole-document render, its data captured from the uncached site.
start("bare", process.execPath, ["bench/bare-document.mjs", `http://localhost:${PORTS.uncached}`, String(PORTS.bare)], {
  env: {
    ...process.env,
    ...SECRETS,
    NODE_ENV: "production",
    API_URL: `http://localhost:${PORTS.uncached}/api/v1`,
    DATA_DIR: work,
    LOG_LEVEL: "warn",
  },
});
await Promise.all([waitFor(urls.nginxCache), waitFor(urls.nginxStatic), waitFor(urls.bare)]);
const bareHtml = await (await fetch(urls.bare)).text();
if (!bareHtml.includes("<footer") || !bareHtml.includes("Sunshine Kids Academy")) throw new Error("the bare render is not the whole home page");

const ROWS = [
  ["uncached", "site, rendering every request"],
  ["cached", "site, response cache hit"],
  ["nginxCache", "nginx proxy_cache hit in front of it"],
  ["nginxStatic", "nginx, the same HTML as a static file"],
  ["bare", "bare renderToString, whole document"],
];
console.log(
  `bench: GET / of the demo school, ${CONNECTIONS} connections, ${DURATION} s each after 2 s of warm-up, ${WRK ? "wrk" : "autocannon"}; ` +
    (TASKSET ? `servers on CPU ${SERVER_CPU}, load from the others` : "servers and load share the CPUs") +
    `; home page ${(html.length / 1024).toFixed(0)} KB; the site at LOG_LEVEL=${process.env.LOG_LEVEL ?? "info (its default)"}, nginx static with its access log, both to files`,
);
const results = {};
const ratio = (a, b) => results[a].rps / results[b].rps;
for (const [key] of ROWS) {
  await load(urls[key], 2);
  results[key] = await load(urls[key], DURATION);
}
console.table(
  ROWS.map(([key, name]) => ({
    "": name,
    "req/s": Math.round(results[key].rps),
    "p50 ms": Number(results[key].p50.toFixed(2)),
    "p99 ms": Number(results[key].p99.toFixed(2)),
    errors: results[key].errors,
    "× nginx static": Number(ratio(key, "nginxStatic").toFixed(2)),
  })),
);
// The logs the runs wrote, so that a reader sees the requests were logged (LOG_LEVEL aside).
const logged = {
  "site, response cache hit": await lineCount(siteLog(path.join(work, "cached"))),
  "nginx static, access log": await lineCount(path.join(nginxDir, "access.log")),
};
console.log(
  `log lines written: ${Object.entries(logged)
    .map(([name, lines]) => `${name} ${lines.toLocaleString("en")}`)
    .join("; ")}`,
);

const goals = [
  ["uncached / bare whole-document render", ratio("uncached", "bare"), "≥ 0.35", (v) => v >= 0.35],
  ["in-process hit / nginx static", ratio("cached", "nginxStatic"), "≥ 0.4", (v) => v >= 0.4],
  ["nginx cache hit / nginx static", ratio("nginxCache", "nginxStatic"), "≥ 0.5", (v) => v >= 0.5],
  [`p99 of an in-process hit at ${CONNECTIONS} connections (ms)`, results.cached.p99, "≤ 50", (v) => v <= 50],
  [`p99 of an nginx cache hit at ${CONNECTIONS} connections (ms)`, results.nginxCache.p99, "≤ 50", (v) => v <= 50],
  ["errors, all runs", ROWS.reduce((sum, [key]) => sum + results[key].errors, 0), "0", (v) => v === 0],
];
console.table(goals.map(([goal, value, target, ok]) => ({ goal, measured: Number(value.toFixed(2)), target, "": ok(value) ? "ok" : "MISSED" })));

const weights = pageWeights();
console.log("JavaScript each page loads (gzip, every chunk, from the build's manifest):");
console.table(formatWeights(weights));
const missed = goals.filter(([, value, , ok]) => !ok(value)).length + weights.filter((row) => !row.ok).length;
console.log(missed === 0 ? "bench: every goal holds" : `bench: ${missed} goal(s) missed (see above; on a loaded machine the ratios move)`);
stopAll();
process.exit(missed === 0 ? 0 : 1);
