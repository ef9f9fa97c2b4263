// `npm run lighthouse` (after `npm run build`; README "Lighthouse"): Lighthouse 12 at its default
// mobile settings (Moto G Power emulation, simulated slow 4G and 4× CPU slowdown) over every public
// page of both demo schools, as each school's sitemap.xml lists them (English and Hindi), on the
// built server with its SQLite database and demo schools in a folder of its own. Categories:
// performance (the goal), accessibility, best practices and SEO (printed beside it).
//
// Prints a table (page, school, the four scores, TBT, CLS, LCP) and exits 1 when a page's
// performance score is under 95, or a home page's blocking time is 150 ms or more, or its layout
// shift above 0 (README "Lighthouse"). Needs Chromium (CHROME_PATH, default /usr/bin/chromium).
// Timings depend on the machine's load: run it when `cat /proc/loadavg` is low.
//
//   npm run lighthouse                        every page of both schools
//   npm run lighthouse -- --lang en           the English pages only (half the time)
//   npm run lighthouse -- /about/ourTeam /    these paths only, both schools
//   npm run lighthouse -- --school Rainbow    one school's pages
//
// Ports: LIGHTHOUSE_PORT (3260) for the site, the next one for Chromium's debugging port.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { get } from "node:http";
import path from "node:path";
import lighthouse from "lighthouse";
import { benchWorkspace } from "./lib/load.mjs";
import { serverEnv } from "./server-env.mjs";

const BASE = Number(process.env.LIGHTHOUSE_PORT ?? 3260);
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const SCHOOLS = { Sunshine: "localhost", Rainbow: "rainbow.localhost" };
const GOALS = { score: 95, homeTbtMs: 150, homeCls: 0 };

const args = process.argv.slice(2);
const langFlag = args.indexOf("--lang");
const lang = langFlag >= 0 ? args.splice(langFlag, 2)[1] : undefined;
const schoolFlag = args.indexOf("--school");
const onlySchool = schoolFlag >= 0 ? args.splice(schoolFlag, 2)[1] : undefined;
const onlyPaths = args.filter((arg) => arg.startsWith("/"));

const { work, children } = benchWorkspace("lighthouse");

async function waitFor(url, what) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not come up at ${url}`);
}

if (!existsSync("build/server.js")) throw new Error("no build: run npm run build first");
if (!existsSync(CHROME)) throw new Error(`no Chromium at ${CHROME}: set CHROME_PATH`);

// The site: production, its own data folder, logs at warn (one line per request is not measured here).
children.push(
  spawn(process.execPath, ["build/server.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: serverEnv(BASE, work, { LOG_LEVEL: "warn" }),
  }),
);
await waitFor(`http://localhost:${BASE}/healthz`, "the site");

// One headless Chromium; Lighthouse opens a fresh tab (empty cache) for every page.
const chrome = spawn(
  CHROME,
  [
    "--headless=new",
    `--remote-debugging-port=${BASE + 1}`,
    `--user-data-dir=${path.join(work, "chrome")}`,
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "about:blank",
  ],
  { stdio: "ignore" },
);
children.push(chrome);
await waitFor(`http://127.0.0.1:${BASE + 1}/json/version`, "Chromium");

/** A school's public pages: its sitemap.xml (README "Search engines"), as paths. */
async function pagesOf(host) {
  // node:http, not fetch: fetch replaces a Host header with the URL's, and Node does not resolve *.localhost.
  const xml = await new Promise((resolve, reject) =>
    get({ host: "127.0.0.1", port: BASE, path: "/sitemap.xml", headers: { host: `${host}:${BASE}` } }, (response) => {
      let text = "";
      response
        .setEncoding("utf8")
        .on("data", (chunk) => (text += chunk))
        .on("end", () => resolve(text));
    }).on("error", reject),
  );
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  if (paths.length === 0) throw new Error(`${host}: sitemap.xml lists no page`);
  return paths.filter((page) => {
    if (onlyPaths.length > 0) return onlyPaths.includes(page);
    const inHindi = page === "/hi" || page.startsWith("/hi/");
    return lang === undefined || (lang === "hi") === inHindi;
  });
}

const isHome = (page) => page === "/" || /^\/[a-z]{2}$/.test(page);

const rows = [];
const started = Date.now();
console.log(`lighthouse: load average before ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}`);
for (const [school, host] of Object.entries(SCHOOLS)) {
  if (onlySchool && onlySchool !== school) continue;
  for (const page of await pagesOf(host)) {
    const url = `http://${host}:${BASE}${page}`;
    let result;
    try {
      result = await lighthouse(url, {
        port: BASE + 1,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
    } catch (error) {
      result = { lhr: { runtimeError: { message: String(error?.message ?? error) }, audits: {} } };
    }
    const { categories, audits, runtimeError } = result.lhr;
    // A page Lighthouse could not measure (a timeout on a busy machine, no paint) is a missed goal, not a crash.
    if (runtimeError || audits["cumulative-layout-shift"]?.numericValue === undefined) {
      const reason = runtimeError?.message ?? audits["cumulative-layout-shift"]?.errorMessage ?? "no metrics";
      rows.push({ page, school, "": "MISSED", missed: [`not measured: ${reason}`] });
      console.log(`${school} ${page}: not measured (${reason})`);
      continue;
    }
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    const row = {
      page,
      school,
      perf: score("performance"),
      a11y: score("accessibility"),
      bp: score("best-practices"),
      seo: score("seo"),
      "TBT ms": Math.round(audits["total-blocking-time"].numericValue),
      CLS: Number(audits["cumulative-layout-shift"].numericValue.toFixed(3)),
      "LCP ms": Math.round(audits["largest-contentful-paint"].numericValue),
    };
    const missed = [];
    if (row.perf < GOALS.score) missed.push(`performance ${row.perf} < ${GOALS.score}`);
    if (isHome(page) && row["TBT ms"] >= GOALS.homeTbtMs) missed.push(`blocking ${row["TBT ms"]} ms ≥ ${GOALS.homeTbtMs}`);
    if (isHome(page) && row.CLS > GOALS.homeCls) missed.push(`layout shift ${row.CLS} > 0`);
    row[""] = missed.length === 0 ? "ok" : "MISSED";
    row.missed = missed;
    rows.push(row);
    console.log(
      `${school} ${page}: ${row.perf} (TBT ${row["TBT ms"]} ms, CLS ${row.CLS}, LCP ${row["LCP ms"]} ms)${missed.length ? `  MISSED: ${missed.join(", ")}` : ""}`,
    );
  }
}

console.table(rows.map(({ missed: _missed, ...row }) => row));
console.log(
  `lighthouse ${lighthouseVersion()}: ${rows.length} pages in ${Math.round((Date.now() - started) / 1000)} s; load average after ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}`,
);
const failed = rows.filter((row) => row.missed.length > 0);
if (failed.length > 0) {
  console.error(
    `goals missed on ${failed.length} page(s): ${failed.map((row) => `${row.school} ${row.page} (${row.missed.join(", ")})`).join("; ")}`,
  );
  process.exit(1);
}
console.log(`every page at performance ≥ ${GOALS.score}; home pages: blocking < ${GOALS.homeTbtMs} ms, no layout shift`);

function lighthouseVersion() {
  return JSON.parse(readFileSync(new URL("../node_modules/lighthouse/package.json", import.meta.url), "utf8")).version;
}
