import type { RequestHandler } from "express";
import type { Db } from "../db.js";
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

const HASH = /^[0-9a-f]{32}$/;

/**
 * Whether an uploaded photo (`/uploads/<hash>/<width>.webp`, README "Uploads") is on a public page
 * now: referenced, at any width, by a visible item (not hidden) of a school that uploaded it and is
 * not disabled — its logo, a slide, a gallery photo, a teacher, an event, a mission / vision / core
 * value picture or a story icon. For the upload serving to decide whether to answer for a photo
 * whose items were hidden or deleted for good. Staff's previews of hidden items use the same files,
 * so a serving that refuses unused photos must still serve them to the school's signed-in staff.
 *
 * @public the upload serving's to call (nothing in the provider needs it).
 */
export async function uploadInUse(db: Db, hash: string): Promise<boolean> {
  if (!HASH.test(hash)) return false;
  // The hash is 32 hex digits: nothing in it that LIKE would expand.
  const prefix = `/uploads/${hash}/%`;
  const owners = db
    .selectFrom("uploads")
    .innerJoin("clients", "clients.id", "uploads.clientId")
    .select("uploads.clientId")
    .where("uploads.hash", "=", hash)
    .where("clients.deleted", "=", 0);
  const found = await Promise.all([
    db
      .selectFrom("clients")
      .select("id")
      .where("id", "in", owners)
      .where("fullLogoUrl", "like", prefix)
      .limit(1)
      .executeTakeFirst(),
    ...(
      [
        ["carousels", "imageUrl"],
        ["galleryItems", "mediaUrl"],
        ["teamMembers", "imageUrl"],
        ["events", "mediaUrl"],
        ["missionAndVisions", "imageUrl"],
        ["ourStories", "iconUrl"],
      ] as const
    ).map(([table, column]) =>
      db
        .selectFrom(table)
        .select("id")
        .where("clientId", "in", owners)
        .where("deleted", "=", 0)
        .where(db.dynamic.ref(column), "like", prefix)
        .limit(1)
        .executeTakeFirst(),
    ),
  ]);
  return found.some(Boolean);
}
