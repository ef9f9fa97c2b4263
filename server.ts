import { randomBytes } from "node:crypto";
import http, { type Server } from "node:http";
import { type AddressInfo, isIP } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import v8 from "node:v8";
import { constants as zlibConstants } from "node:zlib";
import { createRequestHandler } from "@remix-run/express";
import { type ServerBuild, installGlobals } from "@remix-run/node";
import closeWithGrace from "close-with-grace";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { rateLimit } from "express-rate-limit";
import helmet from "helmet";
import { createApi } from "./api/app.js";
import { type ContentChangeRelay, relayContentChanges } from "./api/broadcast.js";
import { type DatabaseHandle, driverOf, openDatabase } from "./api/db.js";
import { parseUploadQueueEnv } from "./api/env.js";
import { watchProvider } from "./api/metrics.js";
import { startOfferSweep } from "./api/admissions/offers.js";
import { startOutboxWorker } from "./api/outbox.js";
import { seedDemoSchools } from "./api/seed.js";
import { createUploadQueue } from "./api/uploads/queue.js";
import { databaseUploadChecks, providerUploadChecks, serveUploads, uploadAccess } from "./api/uploads/serve.js";
import { fileStorage } from "./api/uploads/storage.js";
import { HEARD_FRESH_MS, announceSchoolContentChange, markContentChangesHeard, onSchoolContentChange } from "./app/utils/content-change.server.js";
import { CROSS_SITE_MESSAGE, isCrossSite } from "./app/utils/cross-site.js";
import { getEnv } from "./app/utils/env.server.js";
import { CLIENT_ADDRESS_HEADER, INTERNAL_HEADER, internalToken } from "./app/utils/internal.server.js";
import { type RequestLimitBackend, createRequestLimitStore } from "./app/utils/request-limit.server.js";
import { remixRouteOf, requestObserver } from "./app/utils/request-metrics.server.js";
import { PAGE_BROTLI_QUALITY, type RenderedFor, createResponseCache } from "./app/utils/response-cache.server.js";
import { getToken } from "./app/utils/session.server.js";
import { SESSION_COOKIE, SHARED_MAX_AGE_S, SHARED_STALE_S } from "./app/utils/shared-page.js";
import { serveHashedStatic } from "./app/utils/static-assets.server.js";
import { DOCUMENT_FORM_LIMIT_BYTES, UPLOAD_FORM_LIMIT_BYTES, isDocumentForm, isUploadForm } from "./app/utils/uploads.js";
import { log, logEntry } from "./shared/log.server.js";
import { serveMetrics, startMetricsListener } from "./shared/metrics.js";

// The HTTP concerns of DESIGN.md: proxy trust, security headers with a per-request CSP nonce,
// compression, static caching, a rate limit on non-GET requests, health, the embedded provider,
// the Remix handler, access logs and graceful shutdown.

installGlobals({ nativeFetch: true });

const env = getEnv(); // throws — and so stops the boot — on a bad or missing setting
// V8 reads this factor at each full collection, so setting it now still bounds the heap (README
// "Benchmark at scale"); a flag given to node itself wins.
if (env.HEAP_GROWING_PERCENT > 0 && !process.execArgv.some((arg) => /^--heap[-_]growing[-_]percent/.test(arg))) {
  v8.setFlagsFromString(`--heap-growing-percent=${env.HEAP_GROWING_PERCENT}`);
}
const production = env.NODE_ENV === "production";
// Remix's Vite compiler (vite.config.ts): the server build in build/server/, the browser's files in
// build/client/build/. `npm run dev` has Vite build both in memory instead, again on every change.
const BUILD_PATH = path.resolve("build/server/index.js");
const viteDevServer = production ? undefined : await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true } }));
if (env.generatedSecrets) {
  // One line, without the secrets: set SESSION_SECRET and HONEYPOT_SECRET to manage them yourself.
  log("info", env.generatedSecrets.created ? "generated_secrets" : "using_generated_secrets", { file: env.generatedSecrets.file });
}

// The embedded provider (API_URL unset): same process, reached by the site over HTTP on an internal
// loopback listener, so that app/ only ever knows the /api/v1 contract, the provider stays off the
// public port unless PUBLIC_API=true, and on shutdown it closes after the public listener has
// drained (the requests in flight still need it).
let database: DatabaseHandle | undefined;
let provider: express.Express | undefined;
let internalServer: Server | undefined;
let stopOutbox: (() => Promise<void>) | undefined;
let stopOfferSweep: (() => Promise<void>) | undefined;
let contentChanges: ContentChangeRelay | undefined;
let apiUrl = env.API_URL;
// Staff's processed photos (README "Uploads"): the embedded provider writes them, this server reads
// them, both through one storage — a folder on the volume every instance shares.
const uploads = fileStorage(path.join(env.DATA_DIR, "uploads"));
// Families' admission documents (README "Admissions": "Documents"): a private store of their own on
// the same volume, never under the public uploads folder; the files readable by this user only.
const documents = fileStorage(path.join(env.DATA_DIR, "documents"), { fileMode: 0o600 });
const token = internalToken(env.SESSION_SECRET);
if (env.embeddedProvider) {
  database = await openDatabase({ url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX });
  if (env.SEED_DEMO && (await seedDemoSchools(database.db))) log("info", "seeded_demo_schools");
  // A school's change made through this instance's provider reaches the site's caches here at
  // once and on every other instance through PostgreSQL's NOTIFY (README "Many instances").
  contentChanges = relayContentChanges(database.db, {
    deliver: (change) => announceSchoolContentChange(change ? change.clientId : null, change?.domains),
    log: logEntry,
  });
  const relay = contentChanges;
  // Every change to this database's schools is made through a provider like this one, which
  // delivers it here (SQLite: the one process; PostgreSQL: every instance, by NOTIFY). So the
  // caches may keep a school's pages, lists and host until it changes something (README
  // "Caching"). A site whose provider is elsewhere (API_URL) hears nothing and keeps them briefly.
  markContentChangesHeard();
  // How many photos it decodes at once (README "Uploads"): the provider's own settings, read
  // here at boot as api/main.ts reads them; a bad value stops the boot.
  const uploadQueue = createUploadQueue(parseUploadQueueEnv());
  provider = createApi({
    db: database.db,
    onContentChange: (change) => relay.announce(change),
    uploads,
    documents,
    uploadQueue,
    dnsServers: env.DNS_SERVERS,
    // The pseudo-locale's records (README "Languages") exactly where the site serves its pages.
    pseudoLocale: env.PSEUDO_LOCALE,
    // The site calls from loopback for every visitor and names the visitor next to its internal
    // token; the sign-in throttle then counts that visitor, not one shared loopback address.
    trustedClientAddress: (req) => {
      const claimed = req.get(CLIENT_ADDRESS_HEADER);
      if (claimed && isIP(claimed) && req.get(INTERNAL_HEADER) === token) return claimed;
      return req.ip ?? req.socket.remoteAddress ?? "";
    },
  });
  // New enrollments and enquiries are mailed to the school from the outbox, never inline.
  stopOutbox = startOutboxWorker({
    db: database.db,
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    log: logEntry,
  });
  // Offers past their deadline lapse even when nobody opens the school's pages (README "Admissions").
  stopOfferSweep = startOfferSweep(database.db, (error) =>
    log("error", "offers.sweep_failed", { error: error instanceof Error ? error.message : String(error) }),
  );
  // Its outbox, pool and upload queue, read when /metrics is scraped (README "Metrics").
  watchProvider({ db: database.db, uploadQueue });
  const internalApp = express();
  internalApp.disable("x-powered-by");
  // Loopback only, like the provider beside it: the metrics of the whole process (README "Metrics").
  internalApp.get("/metrics", serveMetrics);
  internalApp.use("/api/v1", provider);
  // Only the site's own client (fetch, undici) closes an idle connection here. With Node's 5 s
  // keep-alive timeout the server could close one just as the client sent the next call on it
  // (undici's own idle timer is coarse): the call failed with no answer, and under load a form
  // post, its provider call sent on such a connection, was answered 503 to the parent.
  internalServer = http.createServer({ keepAliveTimeout: 0 }, internalApp);
  const listening = internalServer;
  await new Promise<void>((resolve, reject) => {
    listening.once("error", reject);
    listening.listen(0, "127.0.0.1", resolve);
  });
  const { port } = listening.address() as AddressInfo;
  apiUrl = `http://127.0.0.1:${port}/api/v1`;
  // The Remix build reads its configuration from the environment on its own (env.server.ts):
  // this is how its loaders and actions find the internal listener.
  process.env.API_URL = apiUrl;
}

// The scrape address of README "Metrics": a listener that answers /metrics and nothing else, loopback
// unless METRICS_HOST says otherwise; with the provider elsewhere (API_URL) the only one.
const metricsListener = env.METRICS_PORT === undefined ? undefined : await startMetricsListener(env.METRICS_PORT, env.METRICS_HOST);

// Shared pages (anonymous GETs marked public by entry.server.tsx) answered from memory before
// Express sees the request (README "Caching"); a school's content change drops that school's.
// Fresh for an hour where this process hears those changes, else as long as nginx may keep one.
const responseCache = createResponseCache({
  maxBytes: env.RESPONSE_CACHE_MB * 1024 * 1024,
  freshMs: env.embeddedProvider ? HEARD_FRESH_MS : SHARED_MAX_AGE_S * 1000,
  staleMs: SHARED_STALE_S * 1000,
  trustProxy: env.TRUST_PROXY,
});
responseCache.listen();

// A form is a few KB (the longest field is 2,000 characters): the cap keeps a huge body from
// being read into memory by an action. The staff's image forms and the status page's document
// form have their own, larger limits (app/utils/uploads.ts); their actions stream the body and
// cap each file.
const FORM_BODY_LIMIT_BYTES = 64 * 1024;
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const SAFE_METHODS = ["GET", "HEAD", "OPTIONS"];

const app = express();
app.disable("x-powered-by");
// A hop count, never `true` (STACK.md): with 0, X-Forwarded-* are ignored.
app.set("trust proxy", env.TRUST_PROXY);

let shuttingDown = false;

// Each answer of the public port, timed, by route (README "Metrics"): the Remix route id, a fixed
// name for what answers before Remix (set below as the request passes), or "other" for what the
// guards refused before any of those.
const observeRequest = requestObserver();
const routeLabel = (route: string) => (_req: Request, res: Response, next: NextFunction) => {
  res.locals.route = route;
  next();
};

// The pages of requests refused before Remix runs (README "What the server refuses").
const refusalPage = (title: string, advice: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<main><h1>${title}</h1>
<p>${advice}</p>
<p><a href="/">Back to the home page</a></p></main></body></html>`;
const TOO_LARGE_PAGE = refusalPage(
  "Too large to send",
  "What you sent is larger than any of our forms can take (64 KB). Please go back, shorten the longest answer and send it again.",
);
// An image form past 32 MB (app/utils/uploads.ts); up to that, a large photo is answered on the form itself.
const TOO_LARGE_UPLOAD_PAGE = refusalPage(
  "Too large to send",
  "What you sent is larger than this form can take. A photo may be at most 10 MB, and photos sent together 32 MB in all: please go back, choose fewer or smaller ones and send the form again.",
);
// A family's document past 16 MB (app/utils/uploads.ts); up to that, it is answered on the status page itself.
const TOO_LARGE_DOCUMENT_PAGE = refusalPage(
  "Too large to send",
  "This file is larger than a document may be (5 MB). Please go back, take the photo again with your phone's camera or save the PDF smaller, and upload it again.",
);
const BAD_ADDRESS_PAGE = refusalPage(
  "This address could not be read",
  "The address of this page has a broken %-sign in it. Please check the link, or start again from the home page.",
);
const BAD_METHOD_PAGE = refusalPage("Not something this site does", "This site answers page visits and its own forms only.");
// The site's pages are read (GET, HEAD) and its forms posted (POST); nothing else reaches Remix.
const SITE_METHODS = ["GET", "HEAD", "POST"];

// Access log: method, path without its query string (a GET form could carry what a parent typed),
// status and timing. Never bodies, cookies or Authorization headers.
app.use((req, res, next) => {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const elapsed = process.hrtime.bigint() - started;
    observeRequest(req.method, typeof res.locals.route === "string" ? res.locals.route : "other", res.statusCode, elapsed);
    log(res.statusCode >= 500 ? "error" : "info", "request", {
      method: req.method,
      // originalUrl: req.path is relative inside mounted apps; the query string is cut off.
      path: req.originalUrl.split("?")[0] ?? "",
      status: res.statusCode,
      ms: Number(elapsed / 1_000_000n),
      ip: req.ip ?? "",
    });
  });
  next();
});

// Requests whose target or Host cannot make a URL are refused here: Remix's adapter builds
// `new URL(protocol://host + url)` and would answer 500. With TRUST_PROXY=0 the X-Forwarded-*
// headers are dropped, because the adapter takes the port of X-Forwarded-Host whatever the trust
// setting, and it would reach canonical links, sitemap.xml and robots.txt.
app.use((req, res, next) => {
  if (env.TRUST_PROXY === 0) {
    delete req.headers["x-forwarded-host"];
    delete req.headers["x-forwarded-proto"];
  }
  const forwardedHost = req.get("x-forwarded-host")?.split(",")[0]?.trim();
  const badHost = !req.headers.host || !isValidHost(req.headers.host) || (forwardedHost !== undefined && !isValidHost(forwardedHost));
  if (!req.url.startsWith("/") || badHost) {
    res.status(400).set("Connection", "close").type("text/plain").send("Bad request.");
    return;
  }
  // A path with a broken percent-encoding (`/%ff`, `/%zz`, `/%`) names no page: Express's router
  // and Remix's matcher would each fail to decode it, and answer 500.
  if (!decodesAsPath(req.url)) {
    res.status(400).type("html").set("Cache-Control", "no-store").send(BAD_ADDRESS_PAGE);
    return;
  }
  next();
});

// Uploaded photos (README "Uploads"): no page middleware needed (no nonce, no compression of WebP,
// no rate limit on GETs anyway). A photo no visible item uses any more is a 404 from the next
// request on (every school content change, from this instance or another, drops the remembered
// answers), and its school's signed-in staff still see it, privately. The embedded provider's
// database is asked directly; a provider elsewhere (API_URL) over HTTP. The session is read only
// for a photo no item shows, and only when its cookie came.
const uploadsAccess = uploadAccess(database ? databaseUploadChecks(database.db) : providerUploadChecks(apiUrl, env.API_TIMEOUT_MS), {
  ttlMs: 60_000,
  staffToken: (req) =>
    req.headers.cookie?.includes(`${SESSION_COOKIE}=`)
      ? getToken(new Request("http://localhost/", { headers: { cookie: req.headers.cookie } }))
      : Promise.resolve(undefined),
});
onSchoolContentChange("uploads.access", () => uploadsAccess.forget());
app.use("/uploads", routeLabel("/uploads"), serveUploads(uploads, { maxAgeS: env.UPLOAD_MAX_AGE_S, access: uploadsAccess.access }));

app.use((_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
});

const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.cspNonce as string}'`;
app.use(
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        // A family's record sends staff on to WhatsApp, the phone or SMS through its own action's
        // redirect (README "Staff console": "Templates and contacting a family"); form-action
        // covers where a form's redirect goes, so those three are allowed there and nowhere else.
        formAction: ["'self'", "https://wa.me", "tel:", "sms:"],
        // Every script carries this request's nonce (entry.server.tsx passes it to <Scripts>).
        scriptSrc: ["'self'", nonce],
        scriptSrcAttr: ["'none'"],
        // React's style attributes (carousel transforms) need inline styles; no script can run.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        mediaSrc: ["'self'"],
        // Videos play from YouTube's privacy-enhanced host; the map is Google's embed (SPEC §2).
        frameSrc: ["https://www.youtube-nocookie.com", "https://www.youtube.com", "https://www.google.com", "https://maps.google.com"],
        // In development Vite's hot reload connects to a socket of its own, on the page's own host.
        connectSrc: production ? ["'self'"] : ["'self'", "ws:"],
      },
    },
    // Embedded video and map frames are cross-origin and do not send CORP headers.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: production ? { maxAge: 15552000, includeSubDomains: false } : false,
  }),
);
// Pages in brotli at the cache's quality (response-cache.server.ts), so a page is as heavy rendered as stored.
app.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } } }));
// After compression, so that it keeps the page as rendered; the root loader says for which school.
app.use((req, res, next) => {
  const renderedFor: RenderedFor = { clientId: undefined };
  res.locals.renderedFor = renderedFor;
  responseCache.capture(req, res, renderedFor);
  next();
});

app.get("/healthz", routeLabel("/healthz"), (_req, res) => {
  res.set("Cache-Control", "no-store").json({ status: "ok" });
});

app.get("/readyz", routeLabel("/readyz"), async (_req, res) => {
  res.set("Cache-Control", "no-store");
  if (shuttingDown) {
    res.status(503).json({ status: "shutting down" });
    return;
  }
  try {
    await database?.ping();
    // Any answer from the provider (a 404 for this made-up domain included) means it is reachable.
    const probe = await fetch(`${apiUrl}/client/getByPublicDomain?publicDomain=readyz.invalid`, {
      signal: AbortSignal.timeout(2000),
    });
    if (probe.status >= 500) throw new Error(`provider answered ${probe.status}`);
    res.json({ status: "ready" });
  } catch (error) {
    log("warn", "not_ready", { error: error instanceof Error ? error.message : String(error) });
    res.status(503).json({ status: "not ready" });
  }
});

// One limit for every state-changing request, keyed on the trusted client address. A site that
// calls this instance's public /api/v1 (API_URL pointing here, PUBLIC_API=true) sends every
// visitor's call from one address, so it proves itself with the internal token instead of
// sharing one bucket. (The embedded provider's internal listener has no such limit.)
// The counts are shared by every instance (README "Many instances"): in Redis when REDIS_URL is
// set, else in the embedded provider's PostgreSQL database, else (SQLite, one process) in memory.
const driver = database ? driverOf(database.db) : undefined;
const limitBackend: RequestLimitBackend = env.REDIS_URL
  ? { kind: "redis", url: env.REDIS_URL }
  : driver?.dialect === "postgres"
    ? { kind: "postgres", pool: driver.pool }
    : { kind: "memory" };
const requestLimits = await createRequestLimitStore(limitBackend, {
  limit: env.RATE_LIMIT_PER_MINUTE,
  windowMs: 60_000,
  onStoreError: (error) => log("warn", "rate_limit.store_failed", { store: limitBackend.kind, error: error.message }),
});
app.use(
  rateLimit({
    windowMs: 60_000,
    limit: env.RATE_LIMIT_PER_MINUTE,
    store: requestLimits.store,
    // The store counts locally while the shared one is away; should even that fail, a parent's
    // form still goes through rather than getting a 500.
    passOnStoreError: true,
    standardHeaders: "draft-7",
    legacyHeaders: false,
    skip: (req) => ["GET", "HEAD", "OPTIONS"].includes(req.method) || req.get(INTERNAL_HEADER) === token,
    // The default key is req.ip (so it follows TRUST_PROXY), with IPv6 grouped by /56.
    handler: (req, res) => {
      const message = "Too many requests. Please wait a minute and try again.";
      if (req.path.startsWith("/api/")) res.status(429).json({ message });
      else res.status(429).type("text/plain").send(message);
    },
  }),
);

// The provider on the public port only when an operator opts in; it checks its own input and
// refuses a browser's cross-site writes itself.
if (provider && env.PUBLIC_API) app.use("/api/v1", routeLabel("/api/v1"), provider);
// The same on the public port only when an operator opts in; otherwise /metrics is a page like any
// other that does not exist (README "Metrics").
if (env.PUBLIC_METRICS) app.get("/metrics", routeLabel("/metrics"), serveMetrics);

// TRACE, OPTIONS, PROPFIND and the like (scanners, mostly): 405, before any of them is read as a
// form or reaches Remix, which would log a method no route takes as its own error.
app.use((req, res, next) => {
  if (SITE_METHODS.includes(req.method)) return next();
  res
    .status(405)
    .set({ Allow: SITE_METHODS.join(", "), Connection: "close", "Cache-Control": "no-store" })
    .type("html")
    .send(BAD_METHOD_PAGE);
});

// Every other state-changing request is a form posted from the school's own pages: refused when a
// browser says it came from another site (Origin, or Sec-Fetch-Site when a browser sends no Origin:
// the same host:port comparison Remix makes, so its own check never throws a 500 after ours), when
// it is not a form, or when it is larger than a form can be — all before any action reads a byte.
app.use((req, res, next) => {
  if (SAFE_METHODS.includes(req.method)) return next();
  // X-Forwarded-Host is left only when TRUST_PROXY trusts the hop (see above).
  const host = req.get("x-forwarded-host")?.split(",")[0]?.trim() || req.get("host") || "";
  if (isCrossSite({ origin: req.get("origin") ?? null, secFetchSite: req.get("sec-fetch-site") ?? null }, host)) {
    res.status(403).type("text/plain").send(CROSS_SITE_MESSAGE);
    return;
  }
  const type = (req.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(type)) {
    res.status(415).type("text/plain").send("This request could not be read. Please send the form again from the school's page.");
    return;
  }
  const length = req.get("content-length");
  if (length === undefined) {
    res.status(411).set("Connection", "close").type("text/plain").send("Length required.");
    return;
  }
  const upload = isUploadForm(req.path, type);
  const document = isDocumentForm(req.path, type);
  const limit = document ? DOCUMENT_FORM_LIMIT_BYTES : upload ? UPLOAD_FORM_LIMIT_BYTES : FORM_BODY_LIMIT_BYTES;
  if (!/^\d+$/.test(length) || Number(length) > limit) {
    // Connection: close, so Node does not read the rest of the body only to throw it away.
    res
      .status(413)
      .set("Connection", "close")
      .type("html")
      .send(document ? TOO_LARGE_DOCUMENT_PAGE : upload ? TOO_LARGE_UPLOAD_PAGE : TOO_LARGE_PAGE);
    return;
  }
  next();
});

// Hashed names never change what they show: Remix's bundles, and the demo pictures and logo the
// pages draw as `name.<hash>.svg` (README "Caching"). Their plain URLs (old rows, bookmarks) still
// answer, with a short cache, so that a changed file reaches visitors within the hour.
const STATIC_MAX_AGE = "1h";
app.use(routeLabel("static"));
if (viteDevServer) app.use(viteDevServer.middlewares);
else app.use("/build", express.static("build/client/build", { immutable: true, maxAge: "1y", index: false }));
app.use(serveHashedStatic(STATIC_MAX_AGE));
app.use(express.static("public", { maxAge: STATIC_MAX_AGE, index: false }));

const getLoadContext = (req: Request, res: Response) => ({
  cspNonce: String(res.locals.cspNonce),
  clientAddress: req.ip ?? "",
  renderedFor: res.locals.renderedFor as RenderedFor,
});
// In development, Vite's module loader gives Remix's server build untyped (a record of anything).
const build: ServerBuild | (() => Promise<ServerBuild>) = viteDevServer
  ? () => viteDevServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>
  : await import(pathToFileURL(BUILD_PATH).href);
const remix = createRequestHandler({ build, mode: production ? "production" : "development", getLoadContext });
// The route id of each answer, for the metrics and for the cache's later answers of the same page.
// In development the routes change as files do: every Remix answer is "remix" there.
const remixRoute = typeof build === "function" ? () => "remix" : remixRouteOf(build);
app.all("*", (req, res, next) => {
  const route = remixRoute(req.path, typeof req.query._data === "string" ? req.query._data : null);
  res.locals.route = route;
  (res.locals.renderedFor as RenderedFor).route = route;
  return remix(req, res, next);
});

// Last resort: no stack, no internals — Remix's own boundaries handle page errors.
// A 4xx that Express or a middleware raised (an unreadable body, say) is the client's, answered as such.
app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
  const status = clientErrorStatus(error);
  log(status ? "warn" : "error", "unhandled", { path: req.path, status, error: error instanceof Error ? error.message : String(error) });
  if (res.headersSent) return;
  if (status) res.status(status).type("text/plain").send("Bad request.");
  else res.status(500).type("text/plain").send("Something went wrong. Please try again later.");
});

// Slow clients may not hold sockets for ever: Node checks these timeouts every
// connectionsCheckingInterval (30 s by default, which let a slow sender keep its socket ~48 s).
const server: Server = http.createServer({ headersTimeout: 20_000, requestTimeout: 30_000, connectionsCheckingInterval: 1_000 }, (req, res) => {
  const started = process.hrtime.bigint();
  // Host names are case-insensitive (RFC 9110 §4.2.3) and browsers send them lower-cased in Origin:
  // `Host: LOCALHOST:3000` is the same site, for the cache's key, the school and Remix's check of
  // an action's Origin (which compares the strings and would answer 500).
  for (const name of ["host", "x-forwarded-host"] as const) {
    const value = req.headers[name];
    if (typeof value === "string") req.headers[name] = value.toLowerCase();
  }
  const cachedRoute = responseCache.serve(req, res);
  if (cachedRoute === null) {
    app(req, res);
    return;
  }
  const elapsed = process.hrtime.bigint() - started;
  observeRequest(req.method, cachedRoute, res.statusCode, elapsed);
  // The access log line of a cached answer: the same fields as Express's (above).
  log("info", "request", {
    method: req.method ?? "",
    path: (req.url ?? "").split("?")[0] ?? "",
    status: res.statusCode,
    ms: Number(elapsed / 1_000_000n),
    ip: clientAddress(req),
    cache: "hit",
  });
});
server.listen(env.PORT, env.HOST, () => {
  log("info", "listening", {
    url: `http://localhost:${env.PORT}`,
    api: apiUrl,
    publicApi: Boolean(provider && env.PUBLIC_API),
    metrics: metricsListener?.url,
    publicMetrics: env.PUBLIC_METRICS,
    rateLimitStore: requestLimits.kind,
  });
});

// Drain in order (DESIGN.md): /readyz says so, the public listener stops accepting and idle
// keep-alive sockets close, the requests in flight finish — their calls to the internal provider
// included —, then the provider's listener, the content-change listener, the Redis connection of
// the request counters, the outbox worker and the database close. Past SHUTDOWN_TIMEOUT_MS the
// process exits 1; a second signal exits at once.
closeWithGrace(
  {
    delay: env.SHUTDOWN_TIMEOUT_MS,
    logger: { error: (message: unknown) => log("error", "shutdown", { error: message instanceof Error ? message.message : String(message) }) },
    onTimeout: () => log("error", "drain_timed_out"),
  },
  async ({ signal, err }) => {
    shuttingDown = true;
    if (err) log("error", "crashed", { error: err.message, stack: err.stack });
    log("info", "draining", { signal: signal ?? "" });
    await closeServer(server);
    await closeServer(internalServer);
    await closeServer(metricsListener?.server);
    await contentChanges?.close();
    await requestLimits.close();
    await stopOfferSweep?.();
    await stopOutbox?.();
    await database?.close();
  },
);

function closeServer(target: Server | undefined): Promise<void> {
  if (!target) return Promise.resolve();
  return new Promise((resolve) => {
    target.close(() => resolve());
    target.closeIdleConnections();
  });
}

/**
 * The client's address as Express's `req.ip` gives it with a hop count (proxy-addr): the socket's
 * address, then X-Forwarded-For from the right, one entry per trusted hop.
 */
function clientAddress(req: http.IncomingMessage): string {
  const forwarded = String(req.headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .reverse();
  const chain = [req.socket.remoteAddress ?? "", ...forwarded];
  return chain[Math.min(env.TRUST_PROXY, chain.length - 1)] ?? "";
}

/** A Host (or X-Forwarded-Host) value that makes a URL: a name or address, an optional port ≤ 65535. */
function isValidHost(host: string): boolean {
  const match = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i.exec(host);
  if (!match || (match[1] !== undefined && Number(match[1]) > 65535)) return false;
  try {
    new URL(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}

/** True when the request target's path (its query aside) percent-decodes: `/%ff` and `/%` do not. */
function decodesAsPath(target: string): boolean {
  try {
    decodeURIComponent(target.split("?")[0] ?? "");
    return true;
  } catch {
    return false;
  }
}

/** The 4xx status an error carries (http-errors' `status`, as body parsers and Express's router set), else undefined. */
function clientErrorStatus(error: unknown): number | undefined {
  const status = typeof error === "object" && error !== null && "status" in error ? error.status : undefined;
  return typeof status === "number" && status >= 400 && status < 500 ? status : undefined;
}
