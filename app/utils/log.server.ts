import { getEnv } from "./env.server";

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof LEVELS, "silent">;

/**
 * One JSON line per event on stderr, so that a log collector can parse it. Callers pass only
 * non-sensitive fields: never form values, tokens or cookies. Strings are cut to 300 characters
 * because some (a Host header) come from the client.
 */
export function log(level: Level, event: string, fields: Record<string, string | number | boolean | null | undefined> = {}) {
  let threshold: number = LEVELS.info;
  try {
    threshold = LEVELS[getEnv().LOG_LEVEL];
  } catch {
    // A broken configuration is reported at boot; logging must not throw.
  }
  if (LEVELS[level] < threshold) return;
  const safe: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    safe[key] = typeof value === "string" ? value.slice(0, 300) : value;
  }
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level, event, ...safe })}\n`);
}
