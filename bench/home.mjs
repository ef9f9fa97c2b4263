// `npm run bench` (after `npm run build`): requests/s and latency of GET / for the demo school on
// the built site, next to a bare Node server rendering the same Home component with the same data
// through renderToString, measured in the same run, and their ratio. Speed goals live here, never
// in timed unit tests.
import { fork, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { build } from "esbuild";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SITE_PORT = Number(process.env.BENCH_PORT ?? 3400);
const BARE_PORT = SITE_PORT + 1;
const work = mkdtempSync(path.join(tmpdir(), "nurture-bench-"));
const children = [];
const stopAll = () => children.forEach((child) => child.exitCode === null && child.kill("SIGTERM"));
process.on("exit", () => {
  stopAll();
  rmSync(work, { recursive: true, force: true });
});

async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

function load(url, duration = DURATION) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function summary(name, result) {
  return {
    name,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

// 1. The built site, production mode, on a fresh database with the demo schools.
const site = spawn(process.execPath, ["build/server.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(SITE_PORT),
    DATABASE_URL: path.join(work, "bench.sqlite"),
    SESSION_SECRET: "bench-session-secret-0123456789",
    HONEYPOT_SECRET: "bench-honeypot-secret-0123456789",
    LOG_LEVEL: "silent",
  },
  stdio: "inherit",
});
children.push(site);
const siteUrl = `http://localhost:${SITE_PORT}/`;
await waitFor(siteUrl);

// 2. The same data: the Home route's own loader data, as Remix serves it to client navigations.
const data = await (await fetch(`${siteUrl}?_data=routes%2F_index`)).json();
if (!Array.isArray(data.slides) || data.teachers.length === 0) throw new Error("unexpected loader data");
const dataFile = path.join(work, "home-data.json");
writeFileSync(dataFile, JSON.stringify(data));

// 3. The bare server: the same Home component, bundled on its own. It sits under .cache/ so that
// its external packages resolve from the project's node_modules.
const bareFile = path.resolve(".cache/bench-bare-home.mjs");
rmSync(bareFile, { force: true });
await build({
  entryPoints: ["bench/bare-home.tsx"],
  outfile: bareFile,
  bundle: true,
  platform: "node",
  format: "esm",
  packages: "external",
  jsx: "automatic",
  logLevel: "error",
  // Stylesheets are links in the page's <head>, not part of the component's render.
  plugins: [
    {
      name: "no-css",
      setup(builder) {
        builder.onResolve({ filter: /\.css$/ }, (args) => ({ path: args.path, namespace: "no-css" }));
        builder.onLoad({ filter: /.*/, namespace: "no-css" }, () => ({ contents: "", loader: "js" }));
      },
    },
  ],
});
const bare = fork(bareFile, [dataFile, String(BARE_PORT)], {
  env: { ...process.env, NODE_ENV: "production" },
  stdio: "inherit",
});
children.push(bare);
await waitFor(`http://127.0.0.1:${BARE_PORT}/`);

// 4. Warm both, then measure one after the other with the same settings.
await load(siteUrl, 2);
console.log(`bench: ${CONNECTIONS} connections, ${DURATION} s each, GET / of the demo school (localhost)`);
const siteResult = summary("Remix site (build/server.js)", await load(siteUrl));
await load(`http://127.0.0.1:${BARE_PORT}/`, 2);
const bareResult = summary("bare renderToString(<HomePage>)", await load(`http://127.0.0.1:${BARE_PORT}/`));
console.table([siteResult, bareResult]);
const ratio = siteResult["req/s"] / bareResult["req/s"];
console.log(
  `bench: ratio site/bare = ${ratio.toFixed(2)} (the site also renders the document, layout, toasts and meta, and resolves the tenant and lists)`,
);
stopAll();
process.exit(siteResult.errors + bareResult.errors > 0 ? 1 : 0);
