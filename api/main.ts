import { createApi } from "./app.js";
import { openDatabase } from "./db.js";
import { startOutboxWorker } from "./outbox.js";
import { seedDemoSchools } from "./seed.js";

// The provider service on its own (`npm run api`): the same app server.ts mounts at /api/v1.
const port = Number(process.env.API_PORT ?? process.env.PORT ?? 3001);
const database = await openDatabase({ url: process.env.DATABASE_URL });
if (process.env.SEED_DEMO !== "false" && (await seedDemoSchools(database.db))) {
  console.error(JSON.stringify({ level: "info", msg: "seeded demo schools" }));
}

// Notification e-mails of new enrollments and enquiries (README "SMTP").
const stopOutbox = startOutboxWorker({
  db: database.db,
  smtpUrl: process.env.SMTP_URL || undefined,
  from: process.env.MAIL_FROM || undefined,
  log: (entry) => console.error(JSON.stringify({ time: new Date().toISOString(), ...entry })),
});

const app = (await import("express")).default();
app.disable("x-powered-by");
app.use("/api/v1", createApi({ db: database.db }));
const server = app.listen(port, () => {
  console.error(JSON.stringify({ level: "info", msg: "api listening", url: `http://127.0.0.1:${port}/api/v1` }));
});

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    server.close(() => void stopOutbox().then(() => database.close()).then(() => process.exit(0)));
  });
}
