import type { NextFunction, Request, RequestHandler, Response } from "express";
import { z } from "zod";

/** Structured log lines (JSON by the caller); never form values, cookies or tokens. */
export type Log = (entry: Record<string, unknown>) => void;

/** An error whose message is safe to show a visitor; anything else becomes a bare 500. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    readonly errors?: Record<string, string[]>,
    /** Headers of the answer, such as a 503's Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, message);

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The provider is called server to server (DESIGN.md): the site's server, a school's tools, curl.
 * None of them sends `Origin` or `Sec-Fetch-Site`. A browser does, on every POST, so a write that
 * names another site — an Origin whose host is not this request's host, an opaque `null` Origin,
 * or `Sec-Fetch-Site: cross-site` — is a page elsewhere posting with a visitor's browser and is
 * refused before any handler runs (no submission stored, no sign-in attempt counted).
 */
export const refuseCrossSiteWrites: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method) || !isCrossSite(req)) {
    next();
    return;
  }
  next(new HttpError(403, "This request was sent from another website, so it was not accepted."));
};

function isCrossSite(req: Request): boolean {
  if (req.get("sec-fetch-site")?.toLowerCase() === "cross-site") return true;
  const origin = req.get("origin");
  if (origin === undefined) return false;
  try {
    // req.hostname follows X-Forwarded-Host only when the mounting app trusts the proxy hop.
    return origin === "null" || new URL(origin).hostname.toLowerCase() !== req.hostname.toLowerCase();
  } catch {
    return true;
  }
}

/** Express 4 does not await handlers: route rejections to the error middleware. */
export function handle(fn: (req: Request, res: Response) => Promise<void>): RequestHandler {
  return (req, res, next) => {
    fn(req, res).catch(next);
  };
}

/**
 * The request's parameters: the query string of SPEC §7, with a urlencoded or JSON body accepted
 * too (body wins). Parsed from the raw URL so that Express's "extended" parser cannot turn
 * `a[b]=1` into objects; a repeated name keeps its first value. Non-string JSON scalars are
 * stringified so one zod schema checks every source alike.
 */
export function readParams(req: Request): Record<string, string> {
  const params: Record<string, string> = {};
  const search = new URL(req.originalUrl, "http://api.invalid").searchParams;
  for (const [name, value] of search) {
    if (!(name in params)) params[name] = value;
  }
  const body: unknown = req.body;
  if (body && typeof body === "object" && !Array.isArray(body)) {
    for (const [name, value] of Object.entries(body)) {
      if (typeof value === "string") params[name] = value;
      else if (typeof value === "number" || typeof value === "boolean") params[name] = String(value);
      else if (value !== null && value !== undefined) params[name] = "\u0000invalid";
    }
  }
  return params;
}

/** Parses with zod; the first problem becomes a 400 that names its field. */
export function parseOr400<T extends z.ZodTypeAny>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  // A nested field is named by its whole path ("events.2.mediaUrl"); a top-level one by its name.
  const nameOf = (path: (string | number)[]) => (path.length > 0 ? path.join(".") : "request");
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    (errors[nameOf(issue.path)] ??= []).push(issue.message);
  }
  const first = result.error.issues[0];
  const field = nameOf(first?.path ?? []);
  throw new HttpError(400, `${field}: ${first?.message ?? "invalid"}`, field, errors);
}

export function errorHandler(log: Log) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    if (error instanceof HttpError) {
      if (error.headers) res.set(error.headers);
      res.status(error.status).json({
        message: error.message,
        ...(error.field ? { field: error.field } : {}),
        ...(error.errors ? { errors: error.errors } : {}),
      });
      return;
    }
    // body-parser's own errors (bad JSON, too large) carry a status and are the caller's fault.
    const status = typeof error === "object" && error !== null && "status" in error ? Number(error.status) : 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 413 ? "The request is too large" : status === 400 ? "The request body is not valid" : "Bad request";
      res.status(status).json({ message });
      return;
    }
    // Never send internals (stack, SQL, paths); log them for the operator instead.
    log({
      level: "error",
      msg: "api error",
      method: req.method,
      path: req.path,
      error: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    });
    res.status(500).json({ message: "Something went wrong on our side. Please try again later." });
  };
}
