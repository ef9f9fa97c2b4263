import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";
import { onSchoolContentChange, type ChangedSchool } from "./content-change.server";
import { cacheBytesGauge, cacheCounters } from "./metrics.server";
import { hasVisitorCookie, isShareable } from "./shared-page";

/**
 * The in-process cache of shared pages (README "Caching"). server.ts asks it first, in Node's own
 * request handler before Express sees the request (STACK.md: Express's request setup alone costs
 * more than half of what a cached answer may take); a miss goes on through every middleware to
 * Remix, and the rendered page is stored on its way out.
 *
 * Only an anonymous GET is looked up or stored: a request with the session or flash toast cookie
 * (or an Authorization header) goes past the cache both ways, and only a 200 HTML page whose
 * Cache-Control says `public` (entry.server.tsx: no guard, no toast, no failed list, no cookie set)
 * is kept. The key is the scheme and host the site sees (the school) and the whole URL.
 *
 * Each entry keeps the headers it was rendered with, the Content-Security-Policy's nonce included,
 * so every visitor of a cached page gets the same nonce. That is safe here: the nonce exists so
 * that an attacker who gets markup into a page cannot run a script in it, and a stored page holds
 * nothing any visitor sent (no form values, no toast, no query echoed into a script), so there is
 * no injected markup for a known nonce to unlock; the scripts it allows are the page's own.
 *
 * Fresh for `freshMs`; after that, for `staleMs` more, the first request renders the page again
 * while the others get the stale copy. A school's content change (content-change.server.ts:
 * staff edits, moderation, an erasure, relayed from other instances) drops that school's pages.
 * server.ts chooses freshMs: an hour where it hears those changes, else SHARED_MAX_AGE_S.
 *
 * Pages are kept compressed, in brotli only: the demo's home page, 66 KB plain, is 10 KB so (12 KB
 * in gzip), and every current browser takes it (README "Caching"). A client that takes only gzip
 * gets a gzip made from the brotli copy the first time it asks (decompress and gzip: about 5 ms
 * on the busy two-core build machine), kept beside it from then on; a client that takes neither
 * gets the page decompressed on the fly (about 1 ms there). Keeping the plain and gzip bodies of
 * every page as well, as before, held eight times the memory and cost every rendering a gzip
 * (about 2.5 ms there) for answers hardly anyone asks for.
 */

type Entry = {
  headers: OutgoingHttpHeaders;
  /** The page in brotli, as every current browser takes it. */
  br: Buffer;
  /** Made from br when a client that takes only gzip first asks. */
  gzip?: Buffer;
  /** The plain page's length, for HEAD and a plain answer's Content-Length. */
  plainLength: number;
  /** The school it was rendered for (null: the fallback site of an unknown host). */
  clientId: number | null;
  /** Its route's label in the request metrics (README "Metrics"), for the answers it gives later. */
  route: string;
  renderedAt: number;
};

/**
 * What the root loader fills in for the cache: which school the page was rendered for; and what
 * server.ts does: the route that renders it (README "Metrics").
 */
export type RenderedFor = { clientId: number | null | undefined; route?: string };

export type ResponseCacheOptions = {
  maxBytes: number;
  freshMs: number;
  staleMs: number;
  /** TRUST_PROXY: whether X-Forwarded-Host and -Proto name the school (as for Express). */
  trustProxy: number;
  now?: () => number;
};

/** Says whether an answer came from this cache (HIT, STALE) or was rendered for it (MISS). */
export const CACHE_STATUS_HEADER = "x-response-cache";

/**
 * Brotli's quality for pages, here and in server.ts's compression of a page rendered for a visitor:
 * at 5 it reuses the words the hydration data repeats from the markup (further back than gzip's
 * 32 KB window reaches), which is most of the weight of a page in Devanagari (README "Languages":
 * a Hindi page within 1.2× its English page), in about a millisecond more than the middleware's 4.
 */
export const PAGE_BROTLI_QUALITY = 5;

/** Headers of the rendering that are the connection's or the encoding's, not the page's. */
const HOP_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "vary",
  CACHE_STATUS_HEADER,
]);

/**
 * The bytes of `buffer` in memory of their own. zlib's synchronous output is a view of its 16 KB
 * output chunk: kept as it is, a page of 10 KB in brotli held 16 KB while the bound counted 10, and
 * at 1,000 schools the cache held some 60 MB more than RESPONSE_CACHE_MB (README "Benchmark at
 * scale"). Not from Buffer's shared pool either, where a small page would keep a whole slab.
 */
function exactly(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength) return buffer;
  const copy = Buffer.allocUnsafeSlow(buffer.length);
  buffer.copy(copy);
  return copy;
}

function first(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text?.split(",")[0]?.trim() || undefined;
}

export function createResponseCache(options: ResponseCacheOptions) {
  const now = options.now ?? Date.now;
  const entries = new LRUCache<string, Entry>({
    maxSize: Math.max(1, options.maxBytes),
    // The bodies, and a rough kilobyte for the key, the headers (the CSP is most of them) and the object.
    sizeCalculation: (entry, key) => entry.br.length + (entry.gzip?.length ?? 0) + key.length + 1024,
    ttl: options.freshMs + options.staleMs,
  });
  const bytes = cacheBytesGauge("pages");
  /** Keys being rendered again: their stale copy is served meanwhile. */
  const revalidating = new Set<string>();
  /** Requests whose rendering is to be stored, with their key and the generation they began in. */
  const pending = new WeakMap<IncomingMessage, { key: string; generation: number }>();
  /** Counts content changes: a rendering that began before one may show the old content. */
  let generation = 0;
  // Counted for README "Metrics": a STALE answer is a hit that also renders the page again.
  const lookups = cacheCounters("pages", ["hit", "stale", "miss"]);

  function keyOf(req: IncomingMessage): string | null {
    if (options.maxBytes <= 0 || (req.method !== "GET" && req.method !== "HEAD")) return null;
    if (hasVisitorCookie(req.headers.cookie) || req.headers.authorization !== undefined) return null;
    const url = req.url ?? "";
    // Remix's client navigations (?_data=) are one route's JSON, not pages.
    if (!url.startsWith("/") || /[?&]_data=/.test(url)) return null;
    const trusted = options.trustProxy > 0;
    const host = (trusted && first(req.headers["x-forwarded-host"])) || req.headers.host;
    if (!host) return null;
    const scheme = (trusted && first(req.headers["x-forwarded-proto"])) || "http";
    return `${scheme.toLowerCase()}://${host.toLowerCase()}${url}`;
  }

  function send(req: IncomingMessage, res: ServerResponse, key: string, entry: Entry, status: "HIT" | "STALE") {
    // Brotli where the browser takes it (every current one, over HTTPS), else gzip, else as is.
    const accepted = String(req.headers["accept-encoding"] ?? "");
    const encoding = /\bbr\b/i.test(accepted) ? "br" : /\bgzip\b/i.test(accepted) ? "gzip" : undefined;
    const head = req.method === "HEAD";
    let body: Buffer | undefined;
    let length = entry.plainLength;
    if (encoding === "br") {
      body = entry.br;
      length = body.length;
    } else if (encoding === "gzip") {
      if (!entry.gzip) {
        // Kept beside the brotli copy, its lifetime unchanged (noUpdateTTL), counted in the bound.
        entry = { ...entry, gzip: exactly(gzipSync(brotliDecompressSync(entry.br))) };
        entries.set(key, entry, { noUpdateTTL: true });
        bytes.set(entries.calculatedSize);
      }
      body = entry.gzip;
      length = body?.length ?? 0;
    } else if (!head) {
      body = brotliDecompressSync(entry.br);
    }
    res.writeHead(200, {
      ...entry.headers,
      vary: "Accept-Encoding",
      ...(encoding ? { "content-encoding": encoding } : {}),
      "content-length": length,
      [CACHE_STATUS_HEADER]: status,
    });
    res.end(head ? undefined : body);
  }

  /**
   * `hosts`: hostnames a school gained or lost (a domain added, verified or removed): their pages
   * go too, whoever they were rendered for — the fallback site a pending domain showed must not
   * outlive its verification.
   */
  function drop(clientId: ChangedSchool, hosts: readonly string[] = []) {
    generation++;
    if (clientId === null) {
      entries.clear();
      bytes.set(0);
      return;
    }
    const keys: string[] = [];
    entries.forEach((entry, key) => {
      if (entry.clientId === clientId || (hosts.length > 0 && hosts.includes(new URL(key).hostname))) keys.push(key);
    });
    for (const key of keys) entries.delete(key);
    bytes.set(entries.calculatedSize);
  }

  return {
    /**
     * Answers from the cache and returns the route of the page it sent (its RenderedFor.route, else
     * "unknown"), or returns null for the request to be rendered.
     */
    serve(req: IncomingMessage, res: ServerResponse): string | null {
      const key = keyOf(req);
      if (!key) return null;
      const entry = entries.get(key);
      if (entry) {
        if (now() - entry.renderedAt < options.freshMs) {
          lookups.hit.inc();
          send(req, res, key, entry, "HIT");
          return entry.route;
        }
        if (revalidating.has(key) || req.method === "HEAD") {
          lookups.stale.inc();
          send(req, res, key, entry, "STALE");
          return entry.route;
        }
        // This request renders it again; until it is done, the others get the stale copy.
        revalidating.add(key);
        res.once("close", () => revalidating.delete(key));
      }
      lookups.miss.inc();
      if (req.method === "GET") pending.set(req, { key, generation });
      return null;
    },

    /**
     * Express middleware, placed after compression so that it sees the page as rendered: keeps the
     * body of a request `serve` let through, and stores it if the answer may be shared.
     */
    capture(req: IncomingMessage, res: ServerResponse, renderedFor: RenderedFor): void {
      const job = pending.get(req);
      if (!job) return;
      res.setHeader(CACHE_STATUS_HEADER, "MISS");
      const chunks: Buffer[] = [];
      const write = res.write.bind(res) as (...args: unknown[]) => boolean;
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
      const keep = (chunk: unknown, encoding: unknown) => {
        if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
        else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
      };
      res.write = ((chunk: unknown, ...rest: unknown[]) => {
        keep(chunk, rest[0]);
        return write(chunk, ...rest);
      }) as ServerResponse["write"];
      res.end = ((chunk?: unknown, ...rest: unknown[]) => {
        if (chunk !== undefined && typeof chunk !== "function") keep(chunk, rest[0]);
        const type = String(res.getHeader("content-type") ?? "");
        const shareable =
          res.statusCode === 200 &&
          job.generation === generation &&
          typeof renderedFor.clientId !== "undefined" &&
          res.getHeader("set-cookie") === undefined &&
          type.startsWith("text/html") &&
          isShareable(String(res.getHeader("cache-control") ?? ""));
        if (shareable) {
          const headers: OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(res.getHeaders())) {
            if (value !== undefined && !HOP_HEADERS.has(name)) headers[name] = value;
          }
          const body = Buffer.concat(chunks);
          const br = exactly(
            brotliCompressSync(body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
            }),
          );
          const route = renderedFor.route ?? "unknown";
          entries.set(job.key, { headers, br, plainLength: body.length, clientId: renderedFor.clientId ?? null, route, renderedAt: now() });
          bytes.set(entries.calculatedSize);
        }
        return end(chunk, ...rest);
      }) as ServerResponse["end"];
    },

    /** Drops a school's pages (every page for null); called on a content change. */
    drop,

    /** Listens for content changes (content-change.server.ts) under one name. */
    listen(): void {
      onSchoolContentChange("responseCache", drop);
    },

    get size(): number {
      return entries.size;
    },

    /** The bytes it holds (README "Caching": within maxBytes). */
    get bytes(): number {
      return entries.calculatedSize;
    },
  };
}
