import type { ApiFailure } from "./api.server";
import { getEnv } from "./env.server";
import { log } from "../../shared/log.server";
import { GENERIC_ERROR_MESSAGE } from "./messages";

/**
 * A GET whose answer is passed on as it arrives (the inbox's CSV export, a visit's .ics), where api.server.ts
 * reads and parses a whole JSON answer. The timeout covers the wait for the answer's headers; the
 * body then streams for as long as it takes, and stops when the visitor goes away (`signal`).
 */
export async function apiStream(
  path: string,
  options: { query: URLSearchParams; /** A staff call's Bearer token; public calls send none. */ token?: string; signal: AbortSignal },
): Promise<{ ok: true; response: Response } | ApiFailure> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  options.signal.addEventListener("abort", stop, { once: true });
  const timer = setTimeout(stop, getEnv().API_TIMEOUT_MS);
  const url = `${getEnv().API_URL.replace(/\/+$/, "")}${path}?${options.query}`;
  let response: Response;
  try {
    const headers: Record<string, string> = options.token ? { Authorization: `Bearer ${options.token}` } : {};
    response = await fetch(url, { headers, signal: controller.signal, redirect: "error" });
  } catch (error) {
    log("warn", "api.unreachable", { method: "GET", path, reason: error instanceof Error ? error.name : "unknown" });
    return { ok: false, status: 0, message: GENERIC_ERROR_MESSAGE };
  } finally {
    clearTimeout(timer);
  }
  if (response.ok) return { ok: true, response };
  log(response.status >= 500 ? "warn" : "info", "api.error", { method: "GET", path, status: response.status });
  let message = GENERIC_ERROR_MESSAGE;
  try {
    const body: unknown = await response.json();
    if (typeof body === "object" && body !== null && "message" in body && typeof body.message === "string" && body.message.length <= 300) {
      message = body.message;
    }
  } catch {
    // not JSON: the status says enough
  }
  return { ok: false, status: response.status, message };
}
