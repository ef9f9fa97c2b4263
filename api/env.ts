import { z } from "zod";
import { DNS_SERVERS_MESSAGE, parseDnsServers } from "../shared/dns.js";
import { logSettings } from "../shared/log.server.js";
import { metricsSettings } from "../shared/metrics.js";
import { DEFAULT_UPLOAD_QUEUE, type UploadQueueSettings } from "./uploads/queue.js";

// The provider's own settings, read once at start-up like the site's (app/utils/env.server.ts):
// a bad value stops the start with a message naming it.

// The upload queue (README "Uploads"), the same for `npm run api` and the provider server.ts embeds.
const uploadQueueSchema = z.object({
  UPLOAD_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(DEFAULT_UPLOAD_QUEUE.concurrency),
  UPLOAD_QUEUE_MAX: z.coerce.number().int().min(0).max(1000).default(DEFAULT_UPLOAD_QUEUE.waiting),
  // At most 20 s: the site gives an upload 30 s (app/models/upload.server.ts), processing included.
  UPLOAD_QUEUE_WAIT_MS: z.coerce.number().int().min(100).max(20_000).default(DEFAULT_UPLOAD_QUEUE.waitMs),
});

const schema = uploadQueueSchema.extend({
  // Unset: SQLite file under data/. postgres://… selects PostgreSQL.
  DATABASE_URL: z.string().min(1).optional(),
  // PostgreSQL: most pooled connections (README "Many instances").
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  // Seed the demo schools into an empty database; `false` for a real deployment.
  SEED_DEMO: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
  // Port of `npm run api` (the provider alone); PORT is the fallback.
  API_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).optional(),
  // Notification e-mails (README "SMTP"): smtp(s)://user:pass@host:port; unset, logged as skipped.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  // Where staff's uploads are kept (DATA_DIR/uploads), as for the site (README "Uploads").
  DATA_DIR: z.string().min(1).default("data"),
  // Where a domain's proof record is looked up (README "Configuration"); unset: the system's DNS.
  DNS_SERVERS: z
    .string()
    .optional()
    .refine((value) => value === undefined || parseDnsServers(value) !== null, DNS_SERVERS_MESSAGE)
    .transform((value) => (value === undefined ? undefined : (parseDnsServers(value) ?? undefined))),
  // The pseudo-locale's records (README "Languages"), as the site's own setting of the same name.
  PSEUDO_LOCALE: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  // Where /metrics answers (README "Metrics"): METRICS_PORT's own listener, API_PORT with PUBLIC_METRICS.
  ...metricsSettings,
  // What the logger writes, as for the site (README "Logs"): a bad value stops the start here.
  ...logSettings,
});

export type ApiEnv = {
  DATABASE_URL: string | undefined;
  DATABASE_POOL_MAX: number;
  SEED_DEMO: boolean;
  API_PORT: number;
  SMTP_URL: string | undefined;
  MAIL_FROM: string | undefined;
  DATA_DIR: string;
  uploadQueue: UploadQueueSettings;
  DNS_SERVERS: string[] | undefined;
  PSEUDO_LOCALE: boolean;
  METRICS_PORT: number | undefined;
  METRICS_HOST: string;
  PUBLIC_METRICS: boolean;
};

const invalid = (error: z.ZodError) => {
  const problems = error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  return new Error(`Invalid configuration:\n${problems.join("\n")}`);
};

const toSettings = (value: z.output<typeof uploadQueueSchema>): UploadQueueSettings => ({
  concurrency: value.UPLOAD_CONCURRENCY,
  waiting: value.UPLOAD_QUEUE_MAX,
  waitMs: value.UPLOAD_QUEUE_WAIT_MS,
});

/** The upload queue's settings alone, for server.ts's embedded provider; throws on a bad value. */
export function parseUploadQueueEnv(source: Record<string, string | undefined> = process.env): UploadQueueSettings {
  const result = uploadQueueSchema.safeParse(source);
  if (!result.success) throw invalid(result.error);
  return toSettings(result.data);
}

export function parseApiEnv(source: Record<string, string | undefined> = process.env): ApiEnv {
  const result = schema.safeParse(source);
  if (!result.success) throw invalid(result.error);
  const {
    DATABASE_URL,
    DATABASE_POOL_MAX,
    SEED_DEMO,
    API_PORT,
    PORT,
    SMTP_URL,
    MAIL_FROM,
    DATA_DIR,
    DNS_SERVERS,
    PSEUDO_LOCALE,
    METRICS_PORT,
    METRICS_HOST,
    PUBLIC_METRICS,
  } = result.data;
  return {
    DATABASE_URL,
    DATABASE_POOL_MAX,
    SEED_DEMO,
    API_PORT: API_PORT ?? PORT ?? 3001,
    SMTP_URL,
    MAIL_FROM,
    DATA_DIR,
    uploadQueue: toSettings(result.data),
    DNS_SERVERS,
    PSEUDO_LOCALE,
    METRICS_PORT,
    METRICS_HOST,
    PUBLIC_METRICS,
  };
}
