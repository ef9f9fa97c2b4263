import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import type { Page } from "@playwright/test";
import { demoSchools } from "../../../api/demo-data.js";
import { startServer, type RunningServer } from "../server/spawn.js";

// Servers of our own for the states a shared demo server cannot show: a broken image, empty lists,
// a failing provider, and a record of the list calls the site makes.

export const [DEMO_A, DEMO_B] = [demoSchools[0]!, demoSchools[1]!];

/** The production build with the embedded provider on a fresh SQLite file this test can edit. */
export async function startProvider(): Promise<{ server: RunningServer; dbPath: string; dispose(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), "nurture-pages-"));
  const dbPath = path.join(dir, "db.sqlite");
  const server = await startServer({ DATABASE_URL: dbPath, PUBLIC_API: "true", LOG_LEVEL: "error", RATE_LIMIT_PER_MINUTE: "10000" });
  return {
    server,
    dbPath,
    dispose: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs `edit` on the provider's database (seeded by its first start), then closes it. */
export function editDatabase(dbPath: string, edit: (db: SQLite.Database) => void) {
  const db = new SQLite(dbPath);
  db.pragma("busy_timeout = 5000");
  try {
    edit(db);
  } finally {
    db.close();
  }
}

/** The provider's clientId of a demo school, by its primary domain. */
export function clientIdOf(db: SQLite.Database, domain: string): number {
  const row: unknown = db.prepare("select clientId from clientDomains where domain = ?").get(domain);
  if (typeof row !== "object" || row === null || !("clientId" in row) || typeof row.clientId !== "number") {
    throw new Error(`no client for ${domain}`);
  }
  return row.clientId;
}

export type RecordedCall = { path: string; query: URLSearchParams };

/**
 * A stand-in provider between the site and the real one: records every call (path and query),
 * forwards it, or answers 500 `{ message }` for the paths `fail` picks (SPEC §8's server message).
 */
export async function startProxy(
  target: string,
  options: { fail?: (path: string) => boolean; failMessage?: string } = {},
): Promise<{ url: string; calls: RecordedCall[]; close(): Promise<void> }> {
  const calls: RecordedCall[] = [];
  const targetUrl = new URL(target);
  const server = http.createServer((req, res) => {
    const incoming = new URL(req.url ?? "/", "http://proxy.invalid");
    const apiPath = incoming.pathname.replace(/^\/api\/v1/, "");
    calls.push({ path: apiPath, query: incoming.searchParams });
    if (options.fail?.(apiPath)) {
      res.writeHead(500, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ message: options.failMessage ?? "Provider failure" }));
      return;
    }
    const forward = http.request(
      { hostname: targetUrl.hostname, port: targetUrl.port, path: req.url, method: req.method, headers: { ...req.headers, host: targetUrl.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on("error", () => {
      res.writeHead(502, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ message: "Proxy could not reach the provider" }));
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("proxy is not listening on a port");
  return {
    url: `http://127.0.0.1:${address.port}/api/v1`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The site alone, calling the provider at `apiUrl` (DESIGN.md: API_URL set, nothing embedded). */
export function startSite(apiUrl: string): Promise<RunningServer> {
  return startServer({ API_URL: apiUrl, LOG_LEVEL: "error", RATE_LIMIT_PER_MINUTE: "10000" });
}

/** Resolves once the photo grid has hydrated and cards open the lightbox (PhotoGrid's data-lightbox). */
export async function waitForLightbox(page: Page) {
  await page.locator("[data-lightbox=on]").waitFor({ state: "attached" });
}
