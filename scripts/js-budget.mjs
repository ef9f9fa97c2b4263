// The JavaScript each page loads, gzip, from the build's manifest (public/build/manifest-*.js),
// against its budget (README "JavaScript budgets"): the entry, the root, the page's parent routes
// and the page, with their imports, and the manifest file when pages import it (without Remix's
// lazy route discovery; with it, each page inlines its own routes' part). `npm run bench`
// prints the same table; `npm run js-budget` fails when a page is over.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import remixConfig from "../remix.config.js";
import { gzipSync } from "node:zlib";

const KB = 1024;
/** Budgets in gzip bytes: the home page, the photo gallery, every page with a form, the rest. */
export const BUDGETS = { home: 95 * KB, gallery: 110 * KB, form: 110 * KB, other: 95 * KB };

/** The built manifest: entry and routes with their modules and imports. */
function readManifest(publicDir) {
  const buildDir = path.join(publicDir, "build");
  const file = readdirSync(buildDir).find((name) => /^manifest-[A-Z0-9]+\.js$/.test(name));
  if (!file) throw new Error(`no manifest in ${buildDir}: run npm run build first`);
  const text = readFileSync(path.join(buildDir, file), "utf8");
  return { url: `/build/${file}`, ...JSON.parse(text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "")) };
}

/** Whether a route's source renders a page: resource routes (robots.txt, sitemap.xml, the CSV exports) have no default export. */
function rendersPage(routeId, appDir) {
  const file = [".tsx", ".ts", "/route.tsx", "/route.ts"].map((end) => path.join(appDir, routeId + end)).find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`no source for route ${routeId} in ${appDir}`);
  return /^export default\b/m.test(readFileSync(file, "utf8"));
}

function kindOf(route) {
  if (route.id === "routes/_index") return "home";
  if (route.id === "routes/gallery.photos") return "gallery";
  // A route with an action renders a form that posts to it.
  return route.hasAction ? "form" : "other";
}

/** Every page route: the gzip bytes of each distinct file it loads (entry, root, its parents, itself). */
export function pageWeights(publicDir = "public", appDir = "app") {
  const manifest = readManifest(publicDir);
  const sizes = new Map();
  const gzipOf = (url) => {
    if (!sizes.has(url)) sizes.set(url, gzipSync(readFileSync(path.join(publicDir, url)), { level: 9 }).length);
    return sizes.get(url);
  };
  const rows = [];
  for (const route of Object.values(manifest.routes)) {
    if (route.id === "root" || !rendersPage(route.id, appDir)) continue;
    const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
    if (!remixConfig.future?.v3_lazyRouteDiscovery) files.add(manifest.url);
    const chain = [];
    for (let at = route; at; at = at.parentId ? manifest.routes[at.parentId] : undefined) chain.unshift(at);
    for (const step of chain) for (const url of [step.module, ...(step.imports ?? [])]) files.add(url);
    const bytes = [...files].reduce((sum, url) => sum + gzipOf(url), 0);
    const kind = kindOf(route);
    rows.push({ route: route.id, kind, bytes, budget: BUDGETS[kind], ok: bytes <= BUDGETS[kind] });
  }
  return rows.sort((a, b) => b.bytes - a.bytes);
}

export function formatWeights(rows) {
  return rows.map(({ route, kind, bytes, budget, ok }) => ({
    page: route.replace(/^routes\//, "/"),
    kind,
    "gzip KB": Number((bytes / KB).toFixed(1)),
    "budget KB": budget / KB,
    "": ok ? "ok" : "OVER",
  }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const rows = pageWeights();
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
