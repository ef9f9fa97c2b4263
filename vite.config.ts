import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig, type Plugin } from "vite";
import remixConfig from "./remix.config.js";
import { languageRoutes } from "./app/i18n/language-routes";

// Remix's Vite compiler (README "JavaScript budgets" says why not the classic one). remix.config.js
// stays the one place for Remix's options; PostCSS (Tailwind) comes from postcss.config.js.
const { appDirectory = "app", future, ignoredRouteFiles = [], serverModuleFormat } = remixConfig;
const APP_DIR = fileURLToPath(new URL(`./${appDirectory}/`, import.meta.url));
const ROOT_ROUTE = `${APP_DIR}root.tsx`;
const ENTRY_CLIENT = `${APP_DIR}entry.client.tsx`;

// What every page loads whatever its route: React, React DOM, the Remix and React Router runtime
// and what only they import.
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|@remix-run[\\/][^\\/]+|react-router|react-router-dom|turbo-stream)[\\/]/;

type ModuleInfoGetter = (id: string) => { importedIds: readonly string[] } | null;

/** Every module `start` imports statically, at any depth. */
function staticClosure(start: string, getModuleInfo: ModuleInfoGetter): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of getModuleInfo(id)?.importedIds ?? []) stack.push(next);
  }
  return seen;
}

/**
 * One "shell" chunk for the framework and everything the root route imports statically: every page
 * loads all of it anyway, and gzip counts each file on its own, so the sixteen small chunks a
 * split by importers gives cost 2–5 KB a page more. entry.client stays apart: Remix's inline script
 * sets the manifest and route modules before it imports the entry, and inside the shell the entry
 * would run before that. What pages share beyond the root is left to Rollup: merging it (by area,
 * or experimentalMinChunkSize) made pages load code they do not use, and heavier.
 */
function createManualChunks() {
  let rootClosure: Set<string> | undefined;
  return (id: string, { getModuleInfo }: { getModuleInfo: ModuleInfoGetter }): string | undefined => {
    if (id === ENTRY_CLIENT) return undefined;
    rootClosure ??= staticClosure(ROOT_ROUTE, getModuleInfo);
    return FRAMEWORK.test(id) || id === "\0commonjsHelpers.js" || rootClosure.has(id) ? "shell" : undefined;
  };
}

/**
 * With v3_singleFetch off the browser never calls @remix-run/react's single-fetch.js (nor
 * turbo-stream, which only it imports): RemixBrowser and PrefetchPageLinks reach it only behind
 * `future.v3_singleFetch`, yet it ships, 2.8 KB gzip on every page. In the browser build only it is
 * replaced by functions that throw. Remix v2 is at its last minor; should a release rename what
 * the module exports, Rollup stops the build ("is not exported by"), and turning the flag on stops
 * it here.
 */
function dropUnusedSingleFetch(): Plugin {
  const STUB = "\0nurture:single-fetch-off";
  return {
    name: "nurture-drop-unused-single-fetch",
    enforce: "pre",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved() {
      if (future?.v3_singleFetch) throw new Error("v3_singleFetch is on: remove dropUnusedSingleFetch from vite.config.ts");
    },
    resolveId(source, importer) {
      if (source === "./single-fetch.js" && importer && /[\\/]@remix-run[\\/]react[\\/]dist[\\/]esm[\\/]/.test(importer)) return STUB;
      return undefined;
    },
    load(id) {
      if (id !== STUB) return undefined;
      const fail = "() => { throw new Error('single fetch is off (v3_singleFetch)'); }";
      return ["decodeViaTurboStream", "getSingleFetchDataStrategy", "singleFetchUrl", "StreamTransfer"]
        .map((name) => `export const ${name} = ${fail};`)
        .join("\n");
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": APP_DIR.replace(/\/$/, "") } },
  // Beside the file routes, the public pages again under each other language's prefix (README "Languages").
  plugins: [
    remix({ appDirectory, future, ignoredRouteFiles, routes: languageRoutes(APP_DIR.replace(/\/$/, ""), ignoredRouteFiles), serverModuleFormat }),
    dropUnusedSingleFetch(),
  ],
  build: {
    // The browser's files under /build/ (build/client/build/…): server.ts caches that prefix as
    // immutable, and the e2e specs' route patterns match it.
    assetsDir: "build",
    // server.ts serves public/ itself (hashing demo media, README "Caching"): no copy in build/client.
    copyPublicDir: false,
    // Vite's manifest (build/.vite/client-manifest.json): scripts/js-budget.mjs checks Remix's
    // lists of each page's files against it.
    manifest: true,
    // icons.svg is a sprite used by URL in <use href>: never inline it as a data: URL.
    assetsInlineLimit: (file: string) => (file.endsWith(".svg") ? false : undefined),
    // tsconfig's target; Vite's default (ES2020) costs 0.2–0.3 KB gzip a page in lowered syntax.
    target: "es2022",
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: {
            manualChunks: createManualChunks(),
            // <Scripts> modulepreloads every chunk a page needs: the import statements Rollup would
            // add for transitive dependencies only cost bytes.
            hoistTransitiveImports: false,
          },
        },
  },
}));
