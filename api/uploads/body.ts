import express, { type Request, type Response } from "express";
import { HttpError } from "../http.js";

// A file sent as the request's raw body (README "Uploads", "Admissions": "Documents"): any
// Content-Type, since the bytes decide what it is. Read only when the caller calls it, after
// whatever must come first (the role check, the reference and mobile), so nobody gets megabytes
// read for them before that; a declared length past the limit is refused before a byte is read.

export interface BodyLimit {
  /** Most bytes read; past it, body-parser stops reading. */
  limit: number;
  /** The 413 of a body past the limit, in the words of its field. */
  tooLarge: () => HttpError;
  /** The 400 of a body that could not be read (a broken encoding, a hang-up). */
  unreadable: () => HttpError;
}

export function rawBodyReader(settings: BodyLimit): (req: Request, res: Response) => Promise<Buffer> {
  const rawBody = express.raw({ type: () => true, limit: settings.limit });
  return (req, res) => {
    const declared = Number(req.get("content-length") ?? "0");
    if (declared > settings.limit) return Promise.reject(settings.tooLarge());
    return new Promise((resolve, reject) => {
      rawBody(req, res, (error?: unknown) => {
        if (error) {
          const status = typeof error === "object" && error !== null && "status" in error ? Number(error.status) : 400;
          reject(status === 413 ? settings.tooLarge() : settings.unreadable());
          return;
        }
        resolve(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
      });
    });
  };
}

/**
 * Aborts when the caller stops waiting (the site's deadline passed, a browser closed) before the
 * answer is sent: its upload leaves the queue, or, already processed, is not stored — a file is
 * stored only for a caller that hears it was (README "Uploads").
 */
export function callerGone(res: Response): AbortSignal {
  const gone = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) gone.abort();
  });
  return gone.signal;
}
