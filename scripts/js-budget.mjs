// The JavaScript each page loads, gzip, against its budget (README "JavaScript budgets"): every
// distinct file Remix's <Scripts> names for the page — the entry module and its imports, then for
// each route of the page's chain (root, parents, the page) its module and its imports — and the
// files of the modules it imports dynamically as it first renders (AT_FIRST_RENDER), each file
// gzipped on its own (as a server or proxy sends it), summed. With v3_lazyRouteDiscovery no page
// imports the manifest file, so it counts only without it. tests/e2e/js-budget.desktop.js.spec.ts
// loads every public page and checks that the scripts the browser fetches are among those counted.
//
// The lists come from Remix's browser manifest (build/client/build/manifest-*.js, the object
// <Scripts> reads) and are checked against Vite's own (build/.vite/client-manifest.json): each
// route chunk's static imports must give the same files. `npm run bench` prints the same table.
//
//   npm run js-budget                          the table; exits 1 when a page is over
//   node scripts/js-budget.mjs --files ROUTE   the files one page loads (e.g. routes/_index)
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import remixConfig from "../remix.config.js";

const KB = 1024;
/**
 * Modules a page imports dynamically as soon as it renders, not on a user's action: counted, with
 * their static imports, on every page one of whose files imports them (Vite's `dynamicImports`).
 * Empty now: Home's carousels are part of its route's chunk. What waits for a user stays out:
 * a toast's code (Toast.tsx, with the first toast), the lightbox (on the first hover, focus or
 * click of a photo), a form's schemas and zod (on the first focus in the form).
 */
export const AT_FIRST_RENDER = [];

/** Budgets in gzip bytes: the home page, the photo gallery, every page with a form, the rest. */
export const BUDGETS = { home: 95 * KB, gallery: 110 * KB, form: 110 * KB, other: 95 * KB };

function readRemixManifest(clientDir) {
  const file = readdirSync(clientDir, { recursive: true }).find((name) => /(^|\/)manifest-[A-Za-z0-9_-]+\.js$/.test(name));
  if (!file) throw new Error(`no Remix manifest in ${clientDir}: run npm run build first`);
  const text = readFileSync(path.join(clientDir, file), "utf8");
  return { url: `/${file}`, ...JSON.parse(text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "")) };
}

/** Every route of the build, as Remix's browser manifest lists them (id, parentId, path, index). */
export function buildRoutes(buildDir = "build") {
  return readRemixManifest(path.join(buildDir, "client")).routes;
}

/** Whether a route's source renders a page: resource routes (robots.txt, sitemap.xml, the CSV exports) have no default export. */
function rendersPage(routeId, appDir) {
  routeId = sourceOf(routeId);
  const file = [".tsx", ".ts", "/route.tsx", "/route.ts"].map((end) => path.join(appDir, routeId + end)).find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`no source for route ${routeId} in ${appDir}`);
  return /^export default\b/m.test(readFileSync(file, "utf8"));
}

/**
 * The source of a route: a page under a language's prefix (app/i18n/language-routes.ts,
 * "hi/routes/contact.info") is the English route's module, the prefix's layout is
 * i18n/language-route.tsx (README "Languages").
 */
function sourceOf(routeId) {
  if (/^[a-z]{2}(-[a-z]{2})?\/layout$/.test(routeId)) return "i18n/language-route";
  return routeId.replace(/^[a-z]{2}(-[a-z]{2})?\/(?=routes\/)/, "");
}

/** The pseudo-locale's pages are the test suite's, not a parent's (README "Languages"). */
const TEST_PREFIX = /^en-xa\//;

function kindOf(route) {
  const id = sourceOf(route.id);
  if (id === "routes/_index") return "home";
  if (id === "routes/gallery.photos") return "gallery";
  // A route with an action renders a form that posts to it.
  return route.hasAction ? "form" : "other";
}

/** The files <Scripts> emits for a page: the entry's module script and every modulepreload. */
function filesOf(manifest, route) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  if (!remixConfig.future?.v3_lazyRouteDiscovery) files.add(manifest.url);
  const chain = [];
  for (let at = route; at; at = at.parentId ? manifest.routes[at.parentId] : undefined) chain.unshift(at);
  for (const step of chain) for (const url of [...(step.imports ?? []), step.module]) files.add(url);
  return files;
}

/** A chunk's file and those it imports statically, at any depth, from Vite's manifest. */
function closure(vite, key, into) {
  const chunk = vite[key];
  if (!chunk || into.has(`/${chunk.file}`)) return into;
  into.add(`/${chunk.file}`);
  for (const next of chunk.imports ?? []) closure(vite, next, into);
  return into;
}

/** What AT_FIRST_RENDER adds to `files`: each listed module a chunk among them imports dynamically, with its imports. */
function firstRenderImports(vite, files) {
  const added = new Set();
  for (const chunk of Object.values(vite)) {
    if (!files.has(`/${chunk.file}`)) continue;
    for (const key of chunk.dynamicImports ?? []) if (AT_FIRST_RENDER.includes(key)) closure(vite, key, added);
  }
  return added;
}

/** Remix's lists against Vite's manifest: the static-import closure of each route chunk. */
function crossCheck(manifest, vite, appDir) {
  const keyOf = (file) => {
    const relative = path.posix.join(appDir, file);
    return vite[`${relative}?__remix-build-client-route`] ? `${relative}?__remix-build-client-route` : relative;
  };
  const entryKey = Object.keys(vite).find((key) => /^app\/entry\.client\.[jt]sx?$/.test(key));
  const entry = closure(vite, entryKey, new Set());
  for (const route of Object.values(manifest.routes)) {
    const source = [".tsx", ".ts", "/route.tsx", "/route.ts"].map((end) => sourceOf(route.id) + end).find((file) => vite[keyOf(file)]);
    if (!source) throw new Error(`no Vite chunk for ${route.id}`);
    const fromVite = closure(vite, keyOf(source), new Set());
    const fromRemix = new Set([route.module, ...(route.imports ?? [])]);
    // The root's list also carries the entry's imports (not its module).
    if (route.id === "root") for (const file of entry) if (file !== `/${vite[entryKey].file}`) fromVite.add(file);
    const same = fromVite.size === fromRemix.size && [...fromVite].every((file) => fromRemix.has(file));
    if (!same) throw new Error(`${route.id}: Remix lists ${[...fromRemix].join(" ")}, Vite ${[...fromVite].join(" ")}`);
  }
}

/** Every page route: the gzip bytes of each distinct file it loads, largest first. */
export function pageWeights(buildDir = "build", appDir = "app") {
  const clientDir = path.join(buildDir, "client");
  const manifest = readRemixManifest(clientDir);
  const vite = JSON.parse(readFileSync(path.join(buildDir, ".vite/client-manifest.json"), "utf8"));
  for (const key of AT_FIRST_RENDER) if (!vite[key]) throw new Error(`AT_FIRST_RENDER: ${key} is no module of the build`);
  crossCheck(manifest, vite, appDir);
  const sizes = new Map();
  const gzipOf = (url) => {
    if (!sizes.has(url)) sizes.set(url, gzipSync(readFileSync(path.join(clientDir, url)), { level: 9 }).length);
    return sizes.get(url);
  };
  const rows = [];
  for (const route of Object.values(manifest.routes)) {
    if (route.id === "root" || TEST_PREFIX.test(route.id) || !rendersPage(route.id, appDir)) continue;
    const scripts = filesOf(manifest, route);
    const files = [...scripts, ...firstRenderImports(vite, scripts)];
    const bytes = files.reduce((sum, url) => sum + gzipOf(url), 0);
    const kind = kindOf(route);
    rows.push({
      route: route.id,
      kind,
      files: files.map((url) => ({ url, bytes: gzipOf(url) })),
      bytes,
      budget: BUDGETS[kind],
      ok: bytes <= BUDGETS[kind],
    });
  }
  return rows.sort((a, b) => b.bytes - a.bytes);
}

export function formatWeights(rows) {
  return rows.map(({ route, kind, files, bytes, budget, ok }) => ({
    page: route.replace(/^routes\//, "/"),
    kind,
    files: files.length,
    "gzip KB": Number((bytes / KB).toFixed(1)),
    "budget KB": budget / KB,
    "": ok ? "ok" : "OVER",
  }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const rows = pageWeights();
  const filesFlag = process.argv.indexOf("--files");
  if (filesFlag >= 0) {
    const row = rows.find((candidate) => candidate.route === process.argv[filesFlag + 1]);
    if (!row) throw new Error(`no page ${process.argv[filesFlag + 1]}`);
    console.table(row.files.sort((a, b) => b.bytes - a.bytes).map(({ url, bytes }) => ({ file: url, "gzip KB": Number((bytes / KB).toFixed(2)) })));
    process.exit(0);
  }
  console.table(formatWeights(rows));
  const over = rows.filter((row) => !row.ok);
  if (over.length > 0) {
    console.error(
      `JavaScript over budget: ${over.map((row) => `${row.route} ${(row.bytes / KB).toFixed(1)} KB > ${row.budget / KB} KB`).join("; ")}`,
    );
    process.exit(1);
  }
  console.log(`every page within its JavaScript budget (${rows.length} pages)`);
}
