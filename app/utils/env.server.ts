import { z } from "zod";

// Configuration is read once, at boot, by this one schema (DESIGN.md "Style"). In production a
// missing secret stops the boot; on a developer's machine clearly-named defaults apply so that the
// README's single run command works on a fresh clone.
const DEV_SESSION_SECRET = "dev-only-session-secret-change-me";
const DEV_HONEYPOT_SECRET = "dev-only-honeypot-secret-change-me";

const secretList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().min(16, "each secret needs at least 16 characters")).min(1));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  // Unset: the site calls the embedded provider on loopback (DESIGN.md); its own settings
  // (DATABASE_URL, SEED_DEMO) are read by api/env.ts.
  API_URL: z.string().url().optional(),
  // How many reverse-proxy hops to trust for X-Forwarded-*; never `true` (STACK.md).
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  SESSION_SECRET: secretList.optional(),
  HONEYPOT_SECRET: secretList.optional(),
  API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  // A form sent sooner than this after its page was rendered is taken for a bot (forms.server.ts).
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  // Non-GET requests per client address and minute (server.ts).
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  // How long SIGTERM waits for in-flight requests: under Docker's 10 s stop grace period.
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(8000),
  // Set by `remix dev` only: where server.ts reports a rebuilt app.
  REMIX_DEV_ORIGIN: z.string().url().optional(),
});

export type Env = Omit<z.infer<typeof schema>, "SESSION_SECRET" | "HONEYPOT_SECRET"> & {
  SESSION_SECRET: string[];
  HONEYPOT_SECRET: string[];
  /** The base URL the site's loaders call; always set after parsing. */
  API_URL: string;
  /** API_URL was unset: server.ts mounts the provider and the site calls it on loopback. */
  EMBEDDED_PROVIDER: boolean;
};

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const parsed = result.data;
  const production = parsed.NODE_ENV === "production";
  const missing = [parsed.SESSION_SECRET ? null : "SESSION_SECRET", parsed.HONEYPOT_SECRET ? null : "HONEYPOT_SECRET"].filter(
    (name): name is string => name !== null,
  );
  if (production && missing.length > 0) {
    throw new Error(
      `Missing ${missing.join(" and ")}: set ${missing.length > 1 ? "them" : "it"} to a random string of at least 16 characters (comma-separated to rotate: new,old).`,
    );
  }
  return {
    ...parsed,
    SESSION_SECRET: parsed.SESSION_SECRET ?? [DEV_SESSION_SECRET],
    HONEYPOT_SECRET: parsed.HONEYPOT_SECRET ?? [DEV_HONEYPOT_SECRET],
    API_URL: (parsed.API_URL ?? `http://127.0.0.1:${parsed.PORT}/api/v1`).replace(/\/+$/, ""),
    EMBEDDED_PROVIDER: parsed.API_URL === undefined,
  };
}

let cached: Env | undefined;

/** The parsed configuration of this process (parsed on first use, then kept). */
export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}
