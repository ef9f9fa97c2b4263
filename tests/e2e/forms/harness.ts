import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, inflateSync, brotliDecompressSync } from "node:zlib";
import SQLite from "better-sqlite3";
import type { Locator, Page } from "@playwright/test";
import { alternate, expect, expectNoAxeViolations, onlyIn, test as base } from "../fixtures.js";
import { request, startServer, type RunningServer } from "../server/spawn.js";

export { alternate, expect, expectNoAxeViolations, onlyIn };

/**
 * The forms' own stage, one per Playwright worker: the provider (the production build with its
 * embedded API on a SQLite file these tests read), a switchable proxy in front of its /api/v1, and
 * the site (the same build with API_URL pointing at the proxy). The proxy records every call the
 * site makes (with its Authorization and Idempotency-Key headers and, for sign-in, the token the
 * provider answered) and can make the provider look down, failing, hanging or slow for writes.
 * Tests use unique names and count their own rows, so they can share one database.
 */

/**
 * The site's minimum fill time here; tests wait this long after a page load before sending. Short,
 * since every form send of the suite waits it out, yet long enough that a post sent at once (the
 * guards' "too soon" case) arrives within it on a busy machine.
 */
export const MIN_FILL_MS = 500;
/**
 * The site's timeout for each provider call here ("late" answers after it). Long enough for a
 * password to be hashed and checked (scrypt, zxcvbn) on two busy cores: at 2.5 s a registration
 * timed out while the suite ran beside other work. A test that waits for it says so.
 */
export const API_TIMEOUT_MS = 6000;
/** How long a test waits for the answer to a call the provider answers late or never. */
export const AFTER_TIMEOUT = { timeout: API_TIMEOUT_MS + 5000 };
export const GENERIC = "Something went wrong. Please try again later.";
export const PROVIDER_DOWN_MESSAGE = "Our records system is down for maintenance. Please try again in an hour.";

/**
 * How the proxy treats POSTs (reads always pass): forward; down (connection dropped: no answer at
 * all); error (503 with a message); hang (never answers); late (the provider stores the row, the
 * answer arrives after the site has given up).
 */
export type WriteMode = "forward" | "down" | "error" | "hang" | "late";

export type RecordedCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  status?: number;
  /** For /auth/login, /auth/register and /auth/confirm: the token in the provider's answer. */
  token?: string;
};

export type FormsStage = {
  /** The site for school A (localhost) or B (rainbow.localhost). */
  url(school?: "A" | "B"): string;
  site: RunningServer;
  /** The provider's /api/v1 as the site reaches it (through the recording proxy). */
  apiUrl: string;
  /** The provider's SQLite file (for the operator's `school` command). */
  dbPath: string;
  calls: RecordedCall[];
  setWriteMode(mode: WriteMode): void;
  /** Runs a read on the provider's database (opened read-only for this call). */
  query<T>(sql: string, ...params: unknown[]): T[];
  count(sql: string, ...params: unknown[]): number;
  /** Writes to the provider's database (e.g. approving a testimonial). */
  execute(sql: string, ...params: unknown[]): void;
};

async function startRecordingProxy(target: string) {
  const calls: RecordedCall[] = [];
  const targetUrl = new URL(target);
  const sockets = new Set<net.Socket>();
  let mode: WriteMode = "forward";
  const server = http.createServer((req, res) => {
    const incoming = new URL(req.url ?? "/", "http://proxy.invalid");
    const call: RecordedCall = {
      method: req.method ?? "GET",
      path: incoming.pathname.replace(/^\/api\/v1/, ""),
      query: incoming.searchParams,
      authorization: req.headers.authorization,
      idempotencyKey: typeof req.headers["idempotency-key"] === "string" ? req.headers["idempotency-key"] : undefined,
    };
    calls.push(call);
    const writeMode = req.method === "POST" ? mode : "forward";
    if (writeMode === "down") {
      req.socket.destroy();
      return;
    }
    if (writeMode === "hang") return;
    if (writeMode === "error") {
      call.status = 503;
      res.writeHead(503, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ message: PROVIDER_DOWN_MESSAGE }));
      return;
    }
    const forward = http.request(
      { hostname: targetUrl.hostname, port: targetUrl.port, path: req.url, method: req.method, headers: { ...req.headers, host: targetUrl.host } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const body = Buffer.concat(chunks);
          call.status = answer.statusCode;
          if (/^\/auth\/(login|register|confirm)$/.test(call.path)) {
            try {
              const encoding = String(answer.headers["content-encoding"] ?? "");
              const plain =
                encoding === "gzip"
                  ? gunzipSync(body)
                  : encoding === "deflate"
                    ? inflateSync(body)
                    : encoding === "br"
                      ? brotliDecompressSync(body)
                      : body;
              const parsed: unknown = JSON.parse(plain.toString("utf8"));
              if (typeof parsed === "object" && parsed !== null && "token" in parsed && typeof parsed.token === "string") call.token = parsed.token;
            } catch {
              // not JSON: nothing to record
            }
          }
          const send = () => {
            if (res.destroyed) return;
            const headers = { ...answer.headers };
            delete headers["transfer-encoding"];
            res.writeHead(answer.statusCode ?? 502, { ...headers, "content-length": String(body.length) });
            res.end(body);
          };
          // "late": the row is stored, but the answer comes after the site's timeout.
          if (writeMode === "late") setTimeout(send, API_TIMEOUT_MS + 1000);
          else send();
        });
      },
    );
    forward.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ message: "Proxy could not reach the provider" }));
    });
    req.pipe(forward);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("proxy is not listening on a port");
  return {
    url: `http://127.0.0.1:${address.port}/api/v1`,
    calls,
    setMode: (next: WriteMode) => {
      mode = next;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The provider, a proxy and the site, as described above; `siteEnv` adds to the site's settings,
 * `providerEnv` to the provider's (e.g. SMTP_URL).
 */
export async function startStage(siteEnv: Record<string, string> = {}, providerEnv: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "nurture-forms-"));
  const dbPath = path.join(dir, "db.sqlite");
  // One DATA_DIR for both, as instances share the volume: the provider stores staff's uploads in
  // it and the site serves them from it (README "Uploads").
  const provider = await startServer({
    DATABASE_URL: dbPath,
    DATA_DIR: dir,
    PUBLIC_API: "true",
    LOG_LEVEL: "error",
    RATE_LIMIT_PER_MINUTE: "100000",
    ...providerEnv,
  });
  const proxy = await startRecordingProxy(`${provider.url}/api/v1`);
  const site = await startServer({
    API_URL: proxy.url,
    DATA_DIR: dir,
    FORM_MIN_FILL_MS: String(MIN_FILL_MS),
    API_TIMEOUT_MS: String(API_TIMEOUT_MS),
    LOG_LEVEL: "error",
    RATE_LIMIT_PER_MINUTE: "100000",
    ...siteEnv,
  });
  const open = (readonly: boolean) => {
    const db = new SQLite(dbPath, { readonly, fileMustExist: true });
    db.pragma("busy_timeout = 5000");
    return db;
  };
  const stage: FormsStage = {
    url: (school = "A") => (school === "A" ? `http://localhost:${site.port}` : `http://rainbow.localhost:${site.port}`),
    site,
    apiUrl: proxy.url,
    dbPath,
    calls: proxy.calls,
    setWriteMode: proxy.setMode,
    query: <T>(sql: string, ...params: unknown[]) => {
      const db = open(true);
      try {
        return db.prepare(sql).all(...params) as T[];
      } finally {
        db.close();
      }
    },
    count: (sql: string, ...params: unknown[]) => {
      const db = open(true);
      try {
        const row: unknown = db.prepare(sql).get(...params);
        return typeof row === "object" && row !== null && "n" in row ? Number(row.n) : Number.NaN;
      } finally {
        db.close();
      }
    },
    execute: (sql: string, ...params: unknown[]) => {
      const db = open(false);
      try {
        db.prepare(sql).run(...params);
      } finally {
        db.close();
      }
    },
  };
  return {
    stage,
    dispose: async () => {
      await site.stop();
      await proxy.close();
      await provider.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const test = base.extend<{ stage: FormsStage }, { workerStage: FormsStage }>({
  workerStage: [
    async ({}, use) => {
      const { stage, dispose } = await startStage();
      await use(stage);
      await dispose();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  stage: async ({ workerStage }, use) => {
    workerStage.setWriteMode("forward");
    workerStage.calls.length = 0;
    await use(workerStage);
    workerStage.setWriteMode("forward");
  },
});

/**
 * The path (with its query) of the newest link to `page` in the newest mail queued to `email`, as
 * the provider wrote it to its outbox; the test opens it on the site's own origin and port.
 */
export function mailedLink(stage: FormsStage, email: string, page: string): string {
  const [mail] = stage.query<{ body: string }>("select body from outbox where recipient = ? order by id desc limit 1", email.toLowerCase());
  const found = new RegExp(`https?://[^/\\s]+(${page}\\?token=[A-Za-z0-9_-]+)`).exec(mail?.body ?? "")?.[1];
  if (!found) throw new Error(`no link to ${page} mailed to ${email}`);
  return found;
}

/** A name no other test uses, so that a test counts only its own rows. */
export function unique(prefix: string, testInfo: { project: { name: string }; title: string }): string {
  const letters = Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, 8);
  return `${prefix} ${testInfo.project.name.replace(/[^a-z]/gi, "")} ${letters}`;
}

/**
 * Opens a form page. With JavaScript, waits for hydration (the form's data-hydrated mark) so the
 * test drives the enhanced form; returns a function that waits out the minimum fill time.
 */
export async function openForm(page: Page, url: string, javaScript: boolean, form = "form[data-hydrated], main form[method=post]") {
  await page.goto(url);
  // The page was rendered before its response ended: its form may be sent MIN_FILL_MS from now.
  const ready = readyAfter(page);
  if (javaScript) await page.locator("form[data-hydrated]").first().waitFor({ state: "attached" });
  else await page.locator(form).first().waitFor({ state: "attached" });
  return ready;
}

/** A function that waits until MIN_FILL_MS (and a margin) after now, the page having just loaded. */
export function readyAfter(page: Page) {
  const loaded = Date.now();
  return async () => {
    const wait = loaded + MIN_FILL_MS + 250 - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
  };
}

/** Waits out the minimum fill time from now (after a page load that issued a new form). */
export async function waitMinFill(page: Page) {
  await page.waitForTimeout(MIN_FILL_MS + 200);
}

function escapeRegex(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The field is invalid and its message, exactly, is the text linked to it by aria-describedby. */
export async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${escapeRegex(message)}`));
  const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
  const errorId = describedBy.split(/\s+/).find((id) => id.endsWith("-error"));
  expect(errorId, "an error element is linked").toBeTruthy();
  await expect(field.page().locator(`[id="${errorId}"]`)).toHaveText(message);
  await expect(field.page().locator(`[id="${errorId}"]`)).toBeVisible();
}

export async function expectFieldValid(field: Locator) {
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
}

/** A toast in the top-right toast area (SPEC §2, §8). */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole("region", { name: "Notifications" }).getByText(text);
}

/**
 * Node does not resolve *.localhost as Chromium does: such a URL is sent to 127.0.0.1 with its
 * Host header, the way a browser reaches school B.
 */
function viaLoopback(url: string, headers: Record<string, string>) {
  const parsed = new URL(url);
  if (!parsed.hostname.endsWith(".localhost")) return { url, headers };
  const host = parsed.host;
  parsed.hostname = "127.0.0.1";
  return { url: parsed.toString(), headers: { Host: host, ...headers } };
}

/** The raw HTML of a page (for the plain HTTP tests) and the hidden fields of its form. */
export async function formFields(url: string, extraHeaders: Record<string, string> = {}) {
  const target = viaLoopback(url, extraHeaders);
  const response = await request(target.url, { headers: target.headers });
  const attr = (name: string) => {
    const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(response.body)?.[0] ?? "";
    return /value="([^"]*)"/.exec(input)?.[1] ?? "";
  };
  const cookie = (response.headers["set-cookie"] ?? []).map((value) => value.split(";")[0]).join("; ");
  return {
    status: response.status,
    body: response.body,
    cookie,
    honeypot: { name__confirm: "", from__confirm: attr("from__confirm").replace(/&amp;/g, "&") },
    idempotencyKey: attr("idempotencyKey"),
  };
}

/** A urlencoded POST as a browser without JavaScript sends it. */
export function post(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const origin = new URL(url).origin;
  const target = viaLoopback(url, { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, ...headers });
  return request(target.url, { method: "POST", headers: target.headers, body: new URLSearchParams(fields).toString() });
}
