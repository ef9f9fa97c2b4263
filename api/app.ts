import path from "node:path";
import express, { type Request } from "express";
import { paymentRouter } from "./admissions/payments/router.js";
import { documentsRouter } from "./admissions/documents-router.js";
import { offersRouter } from "./admissions/offers-router.js";
import { visitsRouter } from "./admissions/visits-router.js";
import { admissionClassesRouter } from "./admissions/years.js";
import { logEntry } from "../shared/log.server.js";
import type { Db } from "./db.js";
import type { OnContentChange } from "./events.js";
import { type Log, errorHandler, refuseCrossSiteWrites } from "./http.js";
import { accountsRouter } from "./routes/accounts.js";
import { claimRouter } from "./routes/claim.js";
import { newsletterRouter } from "./routes/newsletter.js";
import { pagesRouter } from "./routes/pages.js";
import { clientRouter } from "./routes/client.js";
import { contentRouter } from "./routes/content.js";
import { staffRouter } from "./routes/staff.js";
import { statusRouter } from "./routes/status.js";
import { submissionsRouter } from "./routes/submissions.js";
import { accountMailThrottle, documentThrottle, loginThrottle, newsletterThrottle, paymentThrottle } from "./throttle.js";
import { DEFAULT_UPLOAD_QUEUE, type UploadQueue, createUploadQueue } from "./uploads/queue.js";
import { uploadAccessRouter } from "./uploads/serve.js";
import { type UploadStorage, fileStorage } from "./uploads/storage.js";

export interface ApiOptions {
  db: Db;
  log?: Log;
  /** Lifetime of sign-in tokens. */
  tokenTtlHours?: number;
  /**
   * The address a request comes from, for the login throttle; default `req.ip` (which follows
   * X-Forwarded-For only as far as the mounting app's `trust proxy` says). A caller that proxies
   * visitors server to server (the site) may pass one that believes a forwarded visitor address,
   * but only on calls that prove they come from it (server.ts: the internal token header).
   */
  trustedClientAddress?: (req: Request) => string;
  /**
   * Called after the staff console changed a school's public content (an approved testimonial),
   * so the site drops its cached copy of that list (DESIGN.md "Scale").
   */
  onContentChange?: OnContentChange;
  /** Where staff's processed uploads go (README "Uploads"); default the folder data/uploads. */
  uploads?: UploadStorage;
  /**
   * Where families' admission documents go (README "Admissions": "Documents"): a store of its
   * own, never the public uploads; default the folder data/documents, files readable by the
   * service alone.
   */
  documents?: UploadStorage;
  /**
   * How many photos this instance decodes at once and how many may wait (README "Uploads");
   * default DEFAULT_UPLOAD_QUEUE. One queue per instance: every upload of the instance shares it.
   */
  uploadQueue?: UploadQueue;
  /** DNS servers for domain proofs (README "Configuration": DNS_SERVERS); default the system's. */
  dnsServers?: readonly string[];
  /**
   * Whether a family's record may be in the pseudo-locale (README "Languages"): only where the
   * site serves it (PSEUDO_LOCALE, the test suite); elsewhere a record sent in it is English.
   */
  pseudoLocale?: boolean;
}

/**
 * The provider service of SPEC §7 as an Express app, to mount at /api/v1 (server.ts) or to serve
 * alone (api/main.ts). It validates every input itself (DESIGN.md).
 */
export function createApi(options: ApiOptions): express.Express {
  const { db } = options;
  const log = options.log ?? logEntry;
  const api = express();
  api.disable("x-powered-by");
  api.set("etag", false);
  // Answers are per-school data: no shared cache may keep them.
  api.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  api.use(refuseCrossSiteWrites);
  api.use(express.json({ limit: "32kb" }));
  api.use(express.urlencoded({ extended: false, limit: "32kb" }));
  api.use(clientRouter(db));
  api.use(uploadAccessRouter(db));
  api.use(contentRouter(db));
  api.use(pagesRouter(db));
  const pseudoLocale = options.pseudoLocale ?? false;
  api.use(submissionsRouter(db, { pseudoLocale }));
  const clientAddress = options.trustedClientAddress ?? ((req: Request) => req.ip ?? req.socket.remoteAddress ?? "");
  api.use(newsletterRouter(db, { throttle: newsletterThrottle(db), clientAddress, pseudoLocale }));
  const tokenTtlHours = options.tokenTtlHours ?? 24 * 7;
  api.use(
    accountsRouter(db, { tokenTtlHours, throttle: loginThrottle(db), mailThrottle: accountMailThrottle(db), clientAddress }),
  );
  api.use(claimRouter(db, { tokenTtlHours }));
  api.use(statusRouter(db));
  api.use(visitsRouter(db, { pseudoLocale }));
  api.use(admissionClassesRouter(db));
  api.use(offersRouter(db));
  api.use(paymentRouter(db, { throttle: paymentThrottle(db), clientAddress }));
  // One queue for every upload of the instance: staff's photos and families' documents alike.
  const uploadQueue = options.uploadQueue ?? createUploadQueue(DEFAULT_UPLOAD_QUEUE);
  const documents = options.documents ?? fileStorage(path.join("data", "documents"), { fileMode: 0o600 });
  api.use(documentsRouter(db, { storage: documents, queue: uploadQueue, throttle: documentThrottle(db), clientAddress }));
  api.use(
    staffRouter(db, {
      log,
      onContentChange: options.onContentChange ?? (() => {}),
      uploads: options.uploads ?? fileStorage(path.join("data", "uploads")),
      documents,
      uploadQueue,
      dnsServers: options.dnsServers,
    }),
  );
  api.use((_req, res) => {
    res.status(404).json({ message: "Not found" });
  });
  api.use(errorHandler(log));
  return api;
}
