import type { RequestHandler } from "express";
import type { UploadStorage } from "./storage.js";

/** `/<32 hex>/<width>.webp`: the only names the upload pipeline writes (api/uploads/images.ts). */
const UPLOAD_PATH = /^\/([0-9a-f]{32})\/([1-9]\d{0,3})\.webp$/;

/**
 * Serves stored uploads at `/uploads/<hash>/<width>.webp` (server.ts mounts it at /uploads, before
 * the pages' middleware). A name is a hash of the photo, so its bytes never change: browsers and
 * proxies may keep it for a year without asking again (`immutable`). Read through the storage
 * interface, so a bucket that replaces the folder is served the same way.
 */
export function serveUploads(storage: UploadStorage): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const match = UPLOAD_PATH.exec(req.path);
    const notFound = () => res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found.");
    if (!match) {
      notFound();
      return;
    }
    storage
      .get(`${match[1]}/${match[2]}.webp`)
      .then((data) => {
        if (!data) return notFound();
        res
          .status(200)
          .set({
            "Content-Type": "image/webp",
            "Cache-Control": "public, max-age=31536000, immutable",
            "X-Content-Type-Options": "nosniff",
            "Content-Security-Policy": "default-src 'none'",
          })
          .send(data);
      })
      .catch(next);
  };
}
