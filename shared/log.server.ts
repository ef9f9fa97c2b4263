import pino from "pino";
import { z } from "zod";

// The one logger of the site and the provider (README "Logs"): a JSON line per event on stderr,
// written by pino through an asynchronous destination, so that an access line costs the request
// the line's serialization and never a write that waits for the log's reader (a container's log
// driver, a pipe). Callers pass only non-sensitive fields: never form values, tokens or cookies.

/** LOG_LEVEL, in the site's settings (app/utils/env.server.ts) and the provider's (api/env.ts). */
export const logSettings = {
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
};

type Level = "debug" | "info" | "warn" | "error";
type Field = string | number | boolean | null | undefined;

/** Longest string field written: some (a Host header, a path) come from the client. */
const MAX_STRING = 300;

// server.ts's bundle and Remix's server build each carry a copy of this module (as they do of
// shared/metrics.ts): one logger for the process, made by whichever asks first, so that there is
// one buffer on fd 2 and one flush at exit, and lines of the two copies never interleave.
const KEY = Symbol.for("nurture.logger");
type Holder = { [KEY]?: pino.Logger };

function logger(): pino.Logger {
  const holder = globalThis as Holder;
  const existing = holder[KEY];
  if (existing) return existing;
  // Read from the environment on first use, by the same rule as the settings: a bad value stops
  // the boot there with a message, and meanwhile the logger must not throw.
  const level = logSettings.LOG_LEVEL.safeParse(process.env.LOG_LEVEL);
  // sync: false — a line is handed to the kernel as soon as the write before it is done, and the
  // lines logged meanwhile go out together in the next one. pino writes what is left
  // synchronously when the process exits: at the end of a graceful shutdown (close-with-grace
  // calls process.exit) and when a boot error or an uncaught one ends it. maxLength: should the
  // log's reader stop reading, lines past 16 MB waiting (about 100,000) are dropped, rather than
  // memory growing without end or requests waiting on the log.
  const destination = pino.destination({ fd: 2, sync: false, maxLength: 16 * 1024 * 1024 });
  const made = pino(
    {
      level: level.success ? level.data : "info",
      // {"level":"info","time":"2026-…Z",…fields,"event":"request"}: the level as a word, ISO
      // time, no pid or hostname (a container's log already says whose it is).
      base: undefined,
      messageKey: "event",
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
  holder[KEY] = made;
  return made;
}

/** One line at `level` naming `event`, with `fields` (strings cut to 300 characters, undefined left out). */
export function log(level: Level, event: string, fields: Record<string, Field> = {}): void {
  const target = logger();
  if (!target.isLevelEnabled(level)) return;
  let safe = fields;
  for (const key in fields) {
    const value = fields[key];
    if (typeof value === "string" && value.length > MAX_STRING) {
      if (safe === fields) safe = { ...fields };
      safe[key] = value.slice(0, MAX_STRING);
    }
  }
  target[level](safe, event);
}

/**
 * The provider's log entries (`{ level, msg, …fields }`, api/http.ts's Log) as lines of this
 * logger: `msg` is the event; fields that are not a string, number, boolean or null are left out.
 */
export function logEntry({ level, msg, ...fields }: Record<string, unknown>): void {
  const kept: Record<string, Field> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) kept[key] = value as Field;
  }
  const known: Level = level === "error" || level === "warn" || level === "debug" ? level : "info";
  log(known, String(msg ?? "log"), kept);
}
