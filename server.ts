import { randomBytes } from "node:crypto";
import { statSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { type ServerBuild, broadcastDevReady, installGlobals } from "@remix-run/node";
import closeWithGrace from "close-with-grace";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { rateLimit } from "express-rate-limit";
import helmet from "helmet";
import { createApi } from "./api/app.js";
import { type DatabaseHandle, openDatabase } from "./api/db.js";
import { parseApiEnv } from "./api/env.js";
import { seedDemoSchools } from "./api/seed.js";
import { CROSS_SITE_MESSAGE, isCrossSite } from "./app/utils/cross-site.js";
import { getEnv } from "./app/utils/env.server.js";
import { INTERNAL_HEADER, internalToken } from "./app/utils/internal.server.js";
import { log } from "./app/utils/log.server.js";

// The HTTP concerns of DESIGN.md: proxy trust, security headers with a per-request CSP nonce,
// compression, static caching, a rate limit on non-GET requests, health, the embedded provider,
// the Remix handler, access logs and graceful shutdown.

installGlobals({ nativeFetch: true });

const env = getEnv(); // throws — and so stops the boot — on a bad or missing setting
const production = env.NODE_ENV === "production";
const BUILD_PATH = path.resolve("build/index.js");

// The embedded provider (API_URL unset): same process, reached by the site over loopback HTTP so
// that app/ only ever knows the /api/v1 contract. Its settings are its own (api/env.ts).
let database: DatabaseHandle | undefined;
if (env.EMBEDDED_PROVIDER) {
  const apiEnv = parseApiEnv();
  database = await openDatabase({ url: apiEnv.DATABASE_URL });
  if (apiEnv.SEED_DEMO && (await seedDemoSchools(database.db))) log("info", "seeded_demo_schools");
}

const app = express();
app.disable("x-powered-by");
// A hop count, never `true` (STACK.md): with 0, X-Forwarded-* are ignored.
app.set("trust proxy", env.TRUST_PROXY);

let shuttingDown = false;

// Access log: method, path without its query string (a GET form could carry what a parent typed),
// status and timing. Never bodies, cookies or Authorization headers.
app.use((req, res, next) => {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    log(res.statusCode >= 500 ? "error" : "info", "request", {
      method: req.method,
      // originalUrl: req.path is relative inside mounted apps; the query string is cut off.
      path: req.originalUrl.split("?")[0] ?? "",
      status: res.statusCode,
      ms: Number((process.hrtime.bigint() - started) / 1_000_000n),
      ip: req.ip ?? "",
    });
  });
  next();
});

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
        formAction: ["'self'"],
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
        connectSrc: production ? ["'self'"] : ["'self'", "ws://localhost:*", "ws://127.0.0.1:*"],
      },
    },
    // Embedded video and map frames are cross-origin and do not send CORP headers.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: production ? { maxAge: 15552000, includeSubDomains: false } : false,
  }),
);
app.use(compression());

app.get("/healthz", (_req, res) => {
  res.set("Cache-Control", "no-store").json({ status: "ok" });
});

app.get("/readyz", async (_req, res) => {
  res.set("Cache-Control", "no-store");
  if (shuttingDown) {
    res.status(503).json({ status: "shutting down" });
    return;
  }
  try {
    await database?.ping();
    // Any answer from the provider (a 404 for this made-up domain included) means it is reachable.
    const probe = await fetch(`${env.API_URL}/client/getByPublicDomain?publicDomain=readyz.invalid`, {
      signal: AbortSignal.timeout(2000),
    });
    if (probe.status >= 500) throw new Error(`provider answered ${probe.status}`);
    res.json({ status: "ready" });
  } catch (error) {
    log("warn", "not_ready", { error: error instanceof Error ? error.message : String(error) });
    res.status(503).json({ status: "not ready" });
  }
});

// One limit for every state-changing request, keyed on the trusted client address. The site's
// own server-side calls to the embedded provider come from loopback for every visitor, so they
// prove themselves with the internal token instead of sharing one bucket.
const token = internalToken(env.SESSION_SECRET);
app.use(
  rateLimit({
    windowMs: 60_000,
    limit: env.RATE_LIMIT_PER_MINUTE,
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

// Forms are posted only from the school's own pages (app/utils/cross-site.ts): another site's
// state-changing request is refused before any action runs. The provider (/api/) is called
// server-to-server and checks its own input.
app.use((req, res, next) => {
  if (["GET", "HEAD", "OPTIONS"].includes(req.method) || req.path.startsWith("/api/")) return next();
  // req.hostname follows X-Forwarded-Host only when TRUST_PROXY trusts the hop.
  if (isCrossSite({ origin: req.get("origin") ?? null, secFetchSite: req.get("sec-fetch-site") ?? null }, req.hostname)) {
    res.status(403).type("text/plain").send(CROSS_SITE_MESSAGE);
    return;
  }
  next();
});

// The provider logs through the same JSON lines (its entries carry their own level).
if (database) {
  const db = database.db;
  app.use(
    "/api/v1",
    createApi({
      db,
      log: ({ level, msg, ...fields }) =>
        log(level === "error" ? "error" : "warn", String(msg ?? "api"), {
          method: String(fields.method ?? ""),
          path: String(fields.path ?? ""),
          error: String(fields.error ?? ""),
          stack: typeof fields.stack === "string" ? fields.stack : undefined,
        }),
    }),
  );
}

// Hashed build assets never change under one URL; the rest of public/ may.
app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y", index: false }));
app.use("/demo", express.static("public/demo", { maxAge: "1d", index: false }));
app.use(express.static("public", { maxAge: "1h", index: false }));

async function loadBuild(): Promise<ServerBuild> {
  // A query string defeats Node's module cache when the dev build changes.
  const stamp = production ? "" : `?t=${statSync(BUILD_PATH).mtimeMs}`;
  return import(pathToFileURL(BUILD_PATH).href + stamp);
}

let build = await loadBuild();
const getLoadContext = (req: Request, res: Response) => ({
  cspNonce: String(res.locals.cspNonce),
  clientAddress: req.ip ?? "",
});

if (production) {
  app.all("*", createRequestHandler({ build, mode: "production", getLoadContext }));
} else {
  let builtAt = statSync(BUILD_PATH).mtimeMs;
  app.all("*", async (req, res, next) => {
    try {
      const mtime = statSync(BUILD_PATH).mtimeMs;
      if (mtime !== builtAt) {
        builtAt = mtime;
        build = await loadBuild();
        if (env.REMIX_DEV_ORIGIN) await broadcastDevReady(build);
      }
      return createRequestHandler({ build, mode: "development", getLoadContext })(req, res, next);
    } catch (error) {
      next(error);
    }
  });
}

// Last resort: no stack, no internals — Remix's own boundaries handle page errors.
app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
  log("error", "unhandled", { path: req.path, error: error instanceof Error ? error.message : String(error) });
  if (!res.headersSent) res.status(500).type("text/plain").send("Something went wrong. Please try again later.");
});

const server: Server = app.listen(env.PORT, env.HOST, () => {
  log("info", "listening", { url: `http://localhost:${env.PORT}`, api: env.API_URL });
  // Only `remix dev` sets the origin that broadcastDevReady reports to.
  if (!production && env.REMIX_DEV_ORIGIN) void broadcastDevReady(build);
});
// Slow clients may not hold sockets for ever.
server.headersTimeout = 20_000;
server.requestTimeout = 30_000;

// SIGTERM (or a crash): /readyz says so, the listener stops accepting and idle keep-alive sockets
// close, in-flight requests finish, then the database is released. Past SHUTDOWN_TIMEOUT_MS the
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
    await new Promise((resolve) => {
      server.close(resolve);
      server.closeIdleConnections();
    });
    await database?.close();
  },
);
