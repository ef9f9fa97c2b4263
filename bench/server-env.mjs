import path from "node:path";

// What every bench gives the built server it starts: production, secrets of its own (so nothing
// is generated into the data folder), a fresh data folder with its SQLite file. Logs at the
// server's own default (LOG_LEVEL info: an access line per request, README "Logs"), as a
// deployment runs; LOG_LEVEL set for the bench itself still reaches the server, to compare.

export const SECRETS = { SESSION_SECRET: "bench-session-secret-0123456789", HONEYPOT_SECRET: "bench-honeypot-secret-0123456789" };

/** The environment of `node build/server.js` on `port` with its data in `dir`, plus `extra`. */
export function serverEnv(port, dir, extra = {}) {
  return {
    ...process.env,
    ...SECRETS,
    NODE_ENV: "production",
    // As the container sets it (Dockerfile, README "Uploads"): glibc's malloc otherwise keeps an
    // arena per thread that allocates (zlib's and sharp's workers), and the RSS measured is not a deployment's.
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
    PORT: String(port),
    DATA_DIR: dir,
    DATABASE_URL: path.join(dir, "bench.sqlite"),
    ...extra,
  };
}
