import { z } from "zod";
import { DNS_SERVERS_MESSAGE, parseDnsServers } from "../shared/dns.js";

// The provider's own settings, read once at start-up like the site's (app/utils/env.server.ts):
// a bad value stops the start with a message naming it.
const schema = z.object({
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
});

export type ApiEnv = {
  DATABASE_URL: string | undefined;
  DATABASE_POOL_MAX: number;
  SEED_DEMO: boolean;
  API_PORT: number;
  SMTP_URL: string | undefined;
  MAIL_FROM: string | undefined;
  DATA_DIR: string;
  DNS_SERVERS: string[] | undefined;
};

export function parseApiEnv(source: NodeJS.ProcessEnv = process.env): ApiEnv {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const { DATABASE_URL, DATABASE_POOL_MAX, SEED_DEMO, API_PORT, PORT, SMTP_URL, MAIL_FROM, DATA_DIR, DNS_SERVERS } = result.data;
  return {
    DATABASE_URL,
    DATABASE_POOL_MAX,
    SEED_DEMO,
    API_PORT: API_PORT ?? PORT ?? 3001,
    SMTP_URL,
    MAIL_FROM,
    DATA_DIR,
    DNS_SERVERS,
  };
}
