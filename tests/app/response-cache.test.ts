import { randomBytes } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import v8 from "node:v8";
import { runInNewContext } from "node:vm";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { HEARD_FRESH_MS, announceSchoolContentChange } from "~/utils/content-change.server";
import { createResponseCache, type RenderedFor } from "~/utils/response-cache.server";
import { PRIVATE_CACHE_CONTROL, SHARED_CACHE_CONTROL, hasVisitorCookie, isShareable } from "~/utils/shared-page";

/**
 * The cache in front of a real HTTP server, as server.ts puts it: `serve` first in Node's handler,
 * `capture` before the page is written. The "page" says which rendering it is, names its school
 * by host, and carries a nonce of its own in its CSP header, as the site's pages do.
 */
type Page = { status?: number; cacheControl?: string; setCookie?: string; gate?: Promise<void>; started?: () => void; noise?: boolean };

const SCHOOLS: Record<string, number> = { "sunshine.test": 1, "rainbow.test": 2 };
const servers: http.Server[] = [];
const agents: http.Agent[] = [];

afterEach(async () => {
  for (const agent of agents.splice(0)) agent.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/**
 * A school page's bulk: markup repeated as a page's cards and hydration data repeat it, with the
 * school's and the page's own words (about 10 KB).
 */
function bulk(host: string, url: string): string {
  return Array.from({ length: 120 }, (_, i) => `<li class="card"><h3>${host} ${url} item ${i}</h3><p>Play, learn and grow.</p></li>`).join("");
}

async function site(page: (url: string) => Page = () => ({}), settings: { freshMs?: number; maxBytes?: number; bulky?: boolean } = {}) {
  let clock = 1_000_000;
  let renders = 0;
  const cache = createResponseCache({
    maxBytes: settings.maxBytes ?? 1024 * 1024,
    freshMs: settings.freshMs ?? 10_000,
    staleMs: 30_000,
    trustProxy: 0,
    now: () => clock,
  });
  cache.listen();
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    if (cache.serve(req, res) !== null) return;
    const renderedFor: RenderedFor = { clientId: undefined };
    cache.capture(req, res, renderedFor);
    void (async () => {
      const host = (req.headers.host ?? "").split(":")[0] ?? "";
      const options = page(req.url ?? "/");
      options.started?.();
      await options.gate;
      renders += 1;
      renderedFor.clientId = SCHOOLS[host] ?? null;
      const nonce = randomBytes(8).toString("hex");
      res.statusCode = options.status ?? 200;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Content-Security-Policy", `script-src 'nonce-${nonce}'`);
      res.setHeader("Cache-Control", options.cacheControl ?? SHARED_CACHE_CONTROL);
      if (options.setCookie) res.setHeader("Set-Cookie", options.setCookie);
      res.write(`<p>${host} ${req.url} render ${renders}</p>`);
      if (settings.bulky) res.write(bulk(host, req.url ?? "/"));
      if (options.noise) res.write(`<p>${randomBytes(5000).toString("hex")}</p>`);
      res.end(`<script nonce="${nonce}"></script>`);
    })();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  // Kept-alive connections for the fill of thousands of pages below (closed after each test).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  agents.push(agent);
  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; raw: Buffer }>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, path, method, headers: { host: "sunshine.test", ...headers }, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, body: raw.toString("utf8") });
        });
      });
      req.on("error", reject);
      // A kept-alive connection without Nagle's delay: each answer arrives at once.
      req.on("socket", (socket) => socket.setNoDelay(true));
      req.end();
    });
  return { cache, get, advance: (ms: number) => (clock += ms), renders: () => renders };
}

describe("shared pages", () => {
  it("knows the visitor's cookies by name, not by a substring", () => {
    expect(hasVisitorCookie("__session=abc")).toBe(true);
    expect(hasVisitorCookie("theme=dark; __toast=x")).toBe(true);
    expect(hasVisitorCookie("my__session=1; __toasty=2")).toBe(false);
    expect(hasVisitorCookie(undefined)).toBe(false);
  });

  it("lets a shared cache keep only a public answer", () => {
    expect(isShareable(SHARED_CACHE_CONTROL)).toBe(true);
    expect(isShareable(PRIVATE_CACHE_CONTROL)).toBe(false);
    expect(isShareable("public, max-age=3600, private")).toBe(false);
    expect(isShareable(undefined)).toBe(false);
  });
});

describe("response cache", () => {
  it("answers the second anonymous GET from memory, with the headers it was rendered with", async () => {
    const { get, renders } = await site();
    const first = await get("/about");
    const second = await get("/about");
    expect(first.headers["x-response-cache"]).toBe("MISS");
    expect(second.headers["x-response-cache"]).toBe("HIT");
    expect(second.body).toBe(first.body);
    expect(second.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    expect(second.headers["cache-control"]).toBe(SHARED_CACHE_CONTROL);
    expect(renders()).toBe(1);
  });

  it("sends the stored page in brotli or gzip as the client takes them, and headers only to HEAD", async () => {
    const { get } = await site();
    const page = await get("/");
    const brotli = await get("/", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.raw).toString("utf8")).toBe(page.body);
    const zipped = await get("/", { "accept-encoding": "gzip, deflate" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.raw).toString("utf8")).toBe(page.body);
    const head = await get("/", {}, "HEAD");
    expect(head.headers["x-response-cache"]).toBe("HIT");
    expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(page.body)));
    expect(head.body).toBe("");
  });

  it("keeps a page in brotli only, and still answers gzip and plain clients with the same page", async () => {
    const { cache, get } = await site(() => ({}), { bulky: true });
    // Rendered plain here (server.ts's compression is not in front of this site).
    const rendered = await get("/", { "accept-encoding": "br" });
    expect(rendered.headers["x-response-cache"]).toBe("MISS");
    const plainLength = rendered.raw.length;
    expect(plainLength).toBeGreaterThan(9_000);
    // Stored: the brotli copy and about a kilobyte of headers and key, a fraction of the page.
    const brotliOnly = cache.bytes;
    expect(brotliOnly).toBeLessThan(plainLength / 4);
    const hit = await get("/", { "accept-encoding": "br" });
    expect(hit.headers["x-response-cache"]).toBe("HIT");
    expect(hit.headers["content-encoding"]).toBe("br");
    const page = brotliDecompressSync(hit.raw).toString("utf8");
    // A client without Accept-Encoding: the page decompressed, its length right, for GET and HEAD.
    const plain = await get("/");
    expect(plain.headers["x-response-cache"]).toBe("HIT");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(page);
    expect(plain.headers["content-length"]).toBe(String(plainLength));
    expect(cache.bytes).toBe(brotliOnly);
    // A gzip-only client: a gzip made once and kept beside the brotli copy, counted in the bound.
    const zipped = await get("/", { "accept-encoding": "gzip" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.raw).toString("utf8")).toBe(page);
    expect(zipped.headers["content-length"]).toBe(String(zipped.raw.length));
    expect(cache.bytes).toBe(brotliOnly + zipped.raw.length);
    const again = await get("/", { "accept-encoding": "gzip" });
    expect(again.raw.equals(zipped.raw)).toBe(true);
    expect(cache.bytes).toBe(brotliOnly + zipped.raw.length);
  });

  it("keeps schools apart: the same URL on another school's host is that school's page", async () => {
    const { get } = await site();
    await get("/", { host: "sunshine.test" });
    const rainbow = await get("/", { host: "rainbow.test" });
    expect(rainbow.headers["x-response-cache"]).toBe("MISS");
    expect(rainbow.body).toContain("rainbow.test");
    expect((await get("/", { host: "rainbow.test" })).body).toContain("rainbow.test");
    expect((await get("/", { host: "sunshine.test" })).body).toContain("sunshine.test");
  });

  it("never answers, nor stores, a request with the session or toast cookie", async () => {
    const { get, renders } = await site();
    await get("/");
    for (const cookie of ["__session=signed-in", "a=b; __toast=flash"]) {
      const answer = await get("/", { cookie });
      expect(answer.headers["x-response-cache"]).toBeUndefined();
    }
    expect(renders()).toBe(3);
    // Another site's cookie on the same host changes nothing.
    expect((await get("/", { cookie: "analytics=1" })).headers["x-response-cache"]).toBe("HIT");
  });

  it("stores only a 200 marked public that sets no cookie", async () => {
    const { get, renders } = await site((url) =>
      url === "/form"
        ? { cacheControl: PRIVATE_CACHE_CONTROL }
        : url === "/toast"
          ? { setCookie: "__toast=; Max-Age=0" }
          : url === "/missing"
            ? { status: 404 }
            : {},
    );
    for (const path of ["/form", "/toast", "/missing"]) {
      await get(path);
      expect((await get(path)).headers["x-response-cache"]).toBe("MISS");
    }
    expect(renders()).toBe(6);
  });

  it("drops a school's pages when its content changes, and every page when changes may be lost", async () => {
    const { get } = await site();
    await get("/", { host: "sunshine.test" });
    await get("/", { host: "rainbow.test" });
    announceSchoolContentChange(1);
    expect((await get("/", { host: "sunshine.test" })).headers["x-response-cache"]).toBe("MISS");
    expect((await get("/", { host: "rainbow.test" })).headers["x-response-cache"]).toBe("HIT");
    announceSchoolContentChange(null);
    expect((await get("/", { host: "rainbow.test" })).headers["x-response-cache"]).toBe("MISS");
  });

  it("drops the pages of a host a school gained, though they were the fallback site's", async () => {
    const { get } = await site();
    // A domain the school added but has not proven yet: the fallback site is rendered there.
    await get("/", { host: "www.sunshine.test" });
    await get("/", { host: "rainbow.test" });
    expect((await get("/", { host: "www.sunshine.test" })).headers["x-response-cache"]).toBe("HIT");
    announceSchoolContentChange(1, ["www.sunshine.test"]);
    expect((await get("/", { host: "www.sunshine.test" })).headers["x-response-cache"]).toBe("MISS");
    expect((await get("/", { host: "rainbow.test" })).headers["x-response-cache"]).toBe("HIT");
  });

  it("does not store a page whose rendering began before a content change", async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let started!: () => void;
    const rendering = new Promise<void>((resolve) => (started = resolve));
    const { get } = await site((url) => (url === "/slow" ? { gate, started } : {}));
    const slow = get("/slow");
    // The change comes once the rendering has begun (a fixed pause raced it on a busy machine).
    await rendering;
    announceSchoolContentChange(1);
    open();
    await slow;
    expect((await get("/slow")).headers["x-response-cache"]).toBe("MISS");
  });

  it("after its freshness, one request renders again while the others get the stale copy", async () => {
    let open!: () => void;
    let gate: Promise<void> | undefined;
    const { get, advance } = await site(() => ({ gate }));
    const first = await get("/");
    advance(11_000);
    gate = new Promise<void>((resolve) => (open = resolve));
    const renewing = get("/");
    await new Promise((resolve) => setTimeout(resolve, 50));
    const meanwhile = await get("/");
    expect(meanwhile.headers["x-response-cache"]).toBe("STALE");
    expect(meanwhile.body).toBe(first.body);
    open();
    const renewed = await renewing;
    expect(renewed.headers["x-response-cache"]).toBe("MISS");
    expect(renewed.body).toContain("render 2");
    gate = undefined;
    expect((await get("/")).body).toBe(renewed.body);
  });
});

/**
 * The memory the process holds in ArrayBuffers (Buffers included) once collecting frees no more:
 * V8 releases a collected buffer's memory on a background thread after the collection, and the
 * last answers' sockets let go of theirs a moment after the client has read them, so one reading
 * right after gc() may still count them (it did, on a busy machine).
 */
async function settledArrayBuffers(gc: () => void): Promise<number> {
  let last = Number.POSITIVE_INFINITY;
  for (let reading = 0; reading < 100; reading++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const now = process.memoryUsage().arrayBuffers;
    if (now >= last) return now;
    last = now;
  }
  return last;
}

describe("response cache: how long and how big", () => {
  it("keeps a school's page long after 10 s where changes are heard, until that school changes something", async () => {
    const { get, advance, renders } = await site(() => ({}), { freshMs: HEARD_FRESH_MS });
    await get("/", { host: "sunshine.test" });
    await get("/", { host: "rainbow.test" });
    advance(50 * 60_000);
    expect((await get("/", { host: "sunshine.test" })).headers["x-response-cache"]).toBe("HIT");
    expect((await get("/", { host: "rainbow.test" })).headers["x-response-cache"]).toBe("HIT");
    announceSchoolContentChange(1);
    expect((await get("/", { host: "sunshine.test" })).headers["x-response-cache"]).toBe("MISS");
    expect((await get("/", { host: "rainbow.test" })).headers["x-response-cache"]).toBe("HIT");
    expect(renders()).toBe(3);
    // Not for ever: after the hour the page is rendered again (the footer's year, a change unheard).
    advance(11 * 60_000);
    expect((await get("/", { host: "rainbow.test" })).headers["x-response-cache"]).toBe("MISS");
  });

  it("keeps a page only 10 s where changes are not heard", async () => {
    const { get, advance } = await site(() => ({}), { freshMs: 10_000 });
    await get("/");
    advance(9_000);
    expect((await get("/")).headers["x-response-cache"]).toBe("HIT");
    advance(2_000);
    expect((await get("/")).headers["x-response-cache"]).toBe("MISS");
  });

  it("holds no more memory than it counts", async () => {
    // Pages that brotli cannot shrink much (about 5 KB each): zlib's output is a view of a 16 KB
    // chunk, which a stored page must not keep. What the process holds in ArrayBuffers after a
    // full collection grows by no more than the cache counts.
    v8.setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    const { cache, get } = await site(() => ({ noise: true }), { freshMs: HEARD_FRESH_MS, maxBytes: 64 * 1024 * 1024 });
    await get("/warm", { "accept-encoding": "br" });
    const before = await settledArrayBuffers(gc);
    const counted = cache.bytes;
    for (let school = 0; school < 400; school += 20) {
      await Promise.all(Array.from({ length: 20 }, (_, i) => get("/", { host: `school-${school + i}.test`, "accept-encoding": "br" })));
    }
    const held = (await settledArrayBuffers(gc)) - before;
    expect(cache.size).toBe(401);
    expect(cache.bytes - counted).toBeGreaterThan(400 * 5000);
    expect(held).toBeLessThanOrEqual(cache.bytes - counted);
  });

  it("stays within its bytes with the pages of 3,000 schools", async () => {
    // Small pages (about 1.2 KB an entry), so that 3,000 of them overfill it three times in a few
    // seconds of real requests: the bound counts bytes, whatever their size.
    const maxBytes = 1024 * 1024;
    const { cache, get } = await site(() => ({}), { freshMs: HEARD_FRESH_MS, maxBytes });
    let most = 0;
    for (let school = 0; school < 3_000; school += 25) {
      await Promise.all(Array.from({ length: 25 }, (_, i) => get("/", { host: `school-${school + i}.test`, "accept-encoding": "br" })));
      most = Math.max(most, cache.bytes);
    }
    expect(most).toBeLessThanOrEqual(maxBytes);
    // Full, not empty: the most recent schools' pages are there, the oldest pushed out.
    expect(cache.bytes).toBeGreaterThan(maxBytes * 0.9);
    expect((await get("/", { host: "school-2999.test" })).headers["x-response-cache"]).toBe("HIT");
    expect((await get("/", { host: "school-0.test" })).headers["x-response-cache"]).toBe("MISS");
  });
});
