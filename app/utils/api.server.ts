import type { z } from "zod";
import { getEnv } from "./env.server";
import { CLIENT_ADDRESS_HEADER, INTERNAL_HEADER, internalToken } from "./internal.server";
import { log } from "../../shared/log.server";
import { GENERIC_ERROR_MESSAGE } from "./messages";

/**
 * The one way the site talks to the provider (DESIGN.md: app/ knows it only through /api/v1).
 * Every call has a timeout; the result is a value, never a thrown error, so that a loader can turn
 * a failure into an empty list plus a toast (SPEC §8) and render the rest of the page.
 */

export type ApiFailure = {
  ok: false;
  /** HTTP status; 0 when no response arrived (timeout, refused, aborted). */
  status: number;
  /** The server's `message`, else GENERIC_ERROR_MESSAGE: safe to show to a visitor. */
  message: string;
  field?: string;
  errors?: Record<string, string[]>;
};

export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

export type ApiRequestOptions<S extends z.ZodTypeAny> = {
  method?: "GET" | "POST";
  query?: URLSearchParams;
  /** Bearer token from the visitor's session (SPEC §6). */
  token?: string;
  /** JSON body (register); most writes of SPEC §7 send their fields as query parameters. */
  json?: unknown;
  /** A file as the whole body (a staff upload: the bytes, its type as Content-Type). */
  file?: Blob;
  headers?: Record<string, string>;
  /**
   * The visitor's address (the load context's), for the provider's per-address sign-in limit.
   * Sent only beside the internal token, so only to the embedded provider.
   */
  clientAddress?: string;
  /** Parses a successful response body. */
  schema: S;
  /** An outer deadline (the loader's), combined with this call's own timeout. */
  signal?: AbortSignal;
  /** Overrides for tests and tools; default getEnv().API_URL and API_TIMEOUT_MS. */
  baseUrl?: string;
  timeoutMs?: number;
};

/** The error body of the contract: `{ message, field?, errors? }`. */
function readErrorBody(body: unknown): Pick<ApiFailure, "message" | "field" | "errors"> {
  if (typeof body !== "object" || body === null) return { message: GENERIC_ERROR_MESSAGE };
  const message = "message" in body && typeof body.message === "string" ? body.message.trim() : "";
  const field = "field" in body && typeof body.field === "string" ? body.field : undefined;
  let errors: Record<string, string[]> | undefined;
  if ("errors" in body && typeof body.errors === "object" && body.errors !== null) {
    errors = {};
    for (const [key, value] of Object.entries(body.errors)) {
      if (Array.isArray(value)) errors[key] = value.filter((item): item is string => typeof item === "string");
    }
  }
  return {
    // A provider's message is shown to visitors: keep it to a sentence or two.
    message: message && message.length <= 300 ? message : GENERIC_ERROR_MESSAGE,
    field,
    errors,
  };
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * Writes to the embedded provider come from loopback for every visitor; the internal header lets
 * server.ts rate-limit the visitor's own POST instead of one shared loopback bucket. It is sent
 * only to a loopback API, never to an outside provider.
 */
function internalHeaders(url: string, method: string, clientAddress: string | undefined): Record<string, string> {
  if (method === "GET") return {};
  try {
    if (!LOOPBACK.has(new URL(url).hostname)) return {};
  } catch {
    return {};
  }
  const headers: Record<string, string> = { [INTERNAL_HEADER]: internalToken(getEnv().SESSION_SECRET) };
  if (clientAddress) headers[CLIENT_ADDRESS_HEADER] = clientAddress;
  return headers;
}

function buildApiUrl(path: string, query?: URLSearchParams, baseUrl = getEnv().API_URL): string {
  const search = query && query.size > 0 ? `?${query.toString()}` : "";
  return `${baseUrl.replace(/\/+$/, "")}${path}${search}`;
}

export async function apiRequest<S extends z.ZodTypeAny>(path: string, options: ApiRequestOptions<S>): Promise<ApiResult<z.output<S>>> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? getEnv().API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const method = options.method ?? "GET";
  const url = buildApiUrl(path, options.query, options.baseUrl);
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers, ...internalHeaders(url, method, options.clientAddress) };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | Blob | undefined;
  if (options.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.file) {
    headers["Content-Type"] = options.file.type || "application/octet-stream";
    body = options.file;
  }
  const started = performance.now();

  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { method, headers, body, signal, redirect: "error" });
    text = await response.text();
  } catch (error) {
    // Only the path is logged: query strings of writes carry visitors' form values.
    log("warn", "api.unreachable", {
      method,
      path,
      reason: error instanceof Error ? error.name : "unknown",
      ms: Math.round(performance.now() - started),
    });
    return { ok: false, status: 0, message: GENERIC_ERROR_MESSAGE };
  }

  let parsedBody: unknown;
  try {
    parsedBody = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (a proxy's HTML error page): the status still tells what happened.
    parsedBody = undefined;
  }

  if (!response.ok) {
    const failure = readErrorBody(parsedBody);
    log(response.status >= 500 ? "warn" : "info", "api.error", { method, path, status: response.status });
    return { ok: false, status: response.status, ...failure };
  }

  const result = options.schema.safeParse(parsedBody);
  if (!result.success) {
    log("warn", "api.unexpected_response", {
      method,
      path,
      status: response.status,
      issue: result.error.issues[0]?.path.join(".") ?? "",
    });
    return { ok: false, status: response.status, message: GENERIC_ERROR_MESSAGE };
  }
  return { ok: true, status: response.status, data: result.data };
}
