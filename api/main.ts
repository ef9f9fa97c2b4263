import closeWithGrace from "close-with-grace";
import path from "node:path";
import { startOfferSweep } from "./admissions/offers.js";
import { createApi } from "./app.js";
import { relayContentChanges } from "./broadcast.js";
import { openDatabase } from "./db.js";
import { parseApiEnv } from "./env.js";
import { watchProvider } from "./metrics.js";
import { startOutboxWorker } from "./outbox.js";
import { seedDemoSchools } from "./seed.js";
import { createUploadQueue } from "./uploads/queue.js";
import { databaseUploadChecks, serveUploads, uploadAccess } from "./uploads/serve.js";
import { fileStorage } from "./uploads/storage.js";
import { log, logEntry } from "../shared/log.server.js";
import { serveMetrics, startMetricsListener } from "../shared/metrics.js";

// The provider service on its own (`npm run api`): the same app server.ts mounts at /api/v1.
const env = parseApiEnv(); // throws, and so stops the start, on a bad setting
const database = await openDatabase({ url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX });
if (env.SEED_DEMO && (await seedDemoSchools(database.db))) log("info", "seeded_demo_schools");

// Notification e-mails of new enrollments and enquiries (README "SMTP").
const stopOutbox = startOutboxWorker({
  db: database.db,
  smtpUrl: env.SMTP_URL,
  from: env.MAIL_FROM,
  log: logEntry,
});

// Offers past their deadline lapse even when nobody opens the school's pages (README "Admissions").
const stopOfferSweep = startOfferSweep(database.db, (error) =>
  log("error", "offers.sweep_failed", { error: error instanceof Error ? error.message : String(error) }),
);

const app = (await import("express")).default();
app.disable("x-powered-by");
const uploads = fileStorage(path.join(env.DATA_DIR, "uploads"));
// Only photos a visible item uses (README "Uploads"); alone, the provider has no visitor's session,
// so a hidden item's photo is a 404 here for everyone. The site's own serving (server.ts) shows it
// to the school's staff. 300 s: the site's default UPLOAD_MAX_AGE_S (README "Caching").
const access = uploadAccess(databaseUploadChecks(database.db), { ttlMs: 60_000, staffToken: () => Promise.resolve(undefined) });
app.use("/uploads", serveUploads(uploads, { maxAgeS: 300, access: access.access }));
// README "Metrics": API_PORT is where the site and other clients call, so /metrics answers there only
// when an operator opts in; METRICS_PORT is a listener of its own, loopback by default.
const uploadQueue = createUploadQueue(env.uploadQueue);
watchProvider({ db: database.db, uploadQueue });
if (env.PUBLIC_METRICS) app.get("/metrics", serveMetrics);
const metricsListener =
  env.METRICS_PORT === undefined ? undefined : await startMetricsListener(env.METRICS_PORT, env.METRICS_HOST);
// A school's change made here reaches the sites that embed a provider on the same PostgreSQL
// database by NOTIFY, as one made through their own (README "Many instances"): they keep a
// school's pages until it changes something ("Caching"), so none may go unannounced.
const contentChanges = relayContentChanges(database.db, {
  deliver: () => access.forget(),
  log: (entry) => console.error(JSON.stringify(entry)),
});
app.use(
  "/api/v1",
  createApi({
    db: database.db,
    uploads,
    documents: fileStorage(path.join(env.DATA_DIR, "documents"), { fileMode: 0o600 }),
    uploadQueue,
    dnsServers: env.DNS_SERVERS,
    pseudoLocale: env.PSEUDO_LOCALE,
    onContentChange: (change) => contentChanges.announce(change),
  }),
);
const server = app.listen(env.API_PORT, () => {
  log("info", "listening", { url: `http://127.0.0.1:${env.API_PORT}/api/v1`, metrics: metricsListener?.url });
});

// close-with-grace's own complaints (a timeout, a second signal) as lines of the same log.
const logger = {
  error: (message: unknown) => log("error", "shutdown", { error: message instanceof Error ? message.message : String(message) }),
};
closeWithGrace({ logger }, async () => {
  await new Promise((resolve) => server.close(resolve));
  if (metricsListener) await new Promise((resolve) => metricsListener.server.close(resolve));
  await stopOfferSweep();
  await stopOutbox();
  await contentChanges.close();
  await database.close();
});
