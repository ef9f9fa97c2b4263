import path from "node:path";
import { z } from "zod";
import { DNS_SERVERS_MESSAGE, parseDnsServers } from "../../shared/dns";
import { logSettings } from "../../shared/log.server";
import { metricsSettings } from "../../shared/metrics";
import { GENERATED_SECRET_NAMES, loadOrCreateSecrets } from "./secrets.server";

// Configuration is read once, at boot, by this one schema (DESIGN.md "Style"). Secrets left unset
// are generated on first start and kept in DATA_DIR (secrets.server.ts), so the README's first
// command works on a fresh clone; a set secret always wins, and a weak one stops the boot.

const secretList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .min(16, "each secret needs at least 16 characters")
          // "aaaaaaaaaaaaaaaa" or "1212121212121212" are long enough and still guessable.
          .refine((secret) => new Set(secret).size >= 8, "each secret needs at least 8 different characters"),
      )
      .min(1),
  );

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  // Unset: the site calls the embedded provider on its internal loopback listener (DESIGN.md).
  API_URL: z.string().url().optional(),
  // The embedded provider is also served at /api/v1 on the public port (for other clients).
  PUBLIC_API: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  // Serve the pseudo-locale (/en-xa/…) for every school: the test suite's check that every text a
  // parent reads comes from a catalogue (README "Languages"). Never on for parents.
  PSEUDO_LOCALE: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  // Generated secrets and, by default, the SQLite file: the container's volume.
  DATA_DIR: z.string().min(1).default("data"),
  // Unset: DATA_DIR/nurture.sqlite. postgres://… selects PostgreSQL.
  DATABASE_URL: z.string().optional(),
  // PostgreSQL: most pooled connections per instance (README "Many instances": instances × (this + 1)
  // must stay under the server's max_connections).
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  // Where the per-address request counters are shared (README "Many instances"); unset: on
  // PostgreSQL when the embedded provider uses it, else in this process's memory.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional(),
  // How many reverse-proxy hops to trust for X-Forwarded-*; never `true` (STACK.md).
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  SESSION_SECRET: secretList.optional(),
  HONEYPOT_SECRET: secretList.optional(),
  API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  // A form sent sooner than this after its page was rendered is taken for a bot (forms.server.ts).
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
  SEED_DEMO: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
  // The embedded provider's notification e-mails (README "SMTP"): smtp(s)://user:pass@host:port.
  // Unset, each mail is logged as skipped.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  // The embedded provider's DNS servers for domain proofs (README "Configuration"); unset: the system's.
  DNS_SERVERS: z
    .string()
    .optional()
    .refine((value) => value === undefined || parseDnsServers(value) !== null, DNS_SERVERS_MESSAGE)
    .transform((value) => (value === undefined ? undefined : (parseDnsServers(value) ?? undefined))),
  // What the logger writes (README "Logs"); the logger reads it itself, by this same rule.
  ...logSettings,
  // Non-GET requests per client address and minute (server.ts).
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  // How long SIGTERM waits for in-flight requests: under Docker's 10 s stop grace period.
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(8000),
  // How far V8 lets its heap grow past what the last full collection kept, in percent (server.ts,
  // README "Configuration", "Benchmark at scale"): at V8's own factor (up to 4×) a busy site holds
  // two to three times its live heap in garbage. 0 leaves V8's own.
  HEAP_GROWING_PERCENT: z.coerce.number().int().min(0).max(300).default(20),
  // The in-process cache of shared pages (server.ts, README "Caching"): its size; 0 turns it off.
  RESPONSE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(128),
  // How long a browser or nginx may keep a staff upload (README "Uploads", "Caching"): at most
  // 300 s, so that a photo withdrawn from the site is gone from nginx within 5 minutes and from a
  // browser that fetched it from there within 10. The tests shorten it.
  UPLOAD_MAX_AGE_S: z.coerce.number().int().min(0).max(300).default(300),
  // Where /metrics answers besides the embedded provider's internal listener (README "Metrics").
  ...metricsSettings,
});

export type Env = Omit<z.infer<typeof schema>, "SESSION_SECRET" | "HONEYPOT_SECRET" | "DATABASE_URL"> & {
  SESSION_SECRET: string[];
  HONEYPOT_SECRET: string[];
  DATABASE_URL: string;
  /** The base URL the site's loaders call; always set after parsing. */
  API_URL: string;
  /** API_URL was not set: server.ts runs the provider in this process (DESIGN.md). */
  embeddedProvider: boolean;
  /** Set when a secret came from DATA_DIR/secrets.json: that file, and whether this start made it. */
  generatedSecrets?: { file: string; created: boolean };
};

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const parsed = result.data;
  const missing = GENERATED_SECRET_NAMES.filter((name) => !parsed[name]);
  const generated = missing.length > 0 ? loadOrCreateSecrets(parsed.DATA_DIR) : undefined;
  return {
    ...parsed,
    SESSION_SECRET: parsed.SESSION_SECRET ?? [generated?.secrets.SESSION_SECRET ?? ""],
    HONEYPOT_SECRET: parsed.HONEYPOT_SECRET ?? [generated?.secrets.HONEYPOT_SECRET ?? ""],
    DATABASE_URL: parsed.DATABASE_URL ?? path.join(parsed.DATA_DIR, "nurture.sqlite"),
    API_URL: (parsed.API_URL ?? `http://127.0.0.1:${parsed.PORT}/api/v1`).replace(/\/+$/, ""),
    embeddedProvider: parsed.API_URL === undefined,
    generatedSecrets: generated && { file: generated.file, created: generated.created },
  };
}

let cached: Env | undefined;

/** The parsed configuration of this process (parsed on first use, then kept). */
export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}
