import { Router } from "express";
import type { Db } from "../db.js";
import { HttpError } from "../http.js";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, processImage, uploadKey } from "../uploads/images.js";
import { callerGone, rawBodyReader } from "../uploads/body.js";
import type { UploadQueue } from "../uploads/queue.js";
import type { UploadStorage } from "../uploads/storage.js";
import { staffRoute } from "./access.js";

// POST /staff/uploads (README "Uploads"): the photo's bytes are the body (any Content-Type; the
// bytes decide what it is). Staff and owners only, for the token's own school. The answer is the
// URL of the largest stored width; the site builds srcset from it (app/utils/images.ts). The photo
// takes its turn in the instance's upload queue (api/uploads/queue.ts): too many at once is a 503.

/** The body, read only after the role check: nobody without the role gets 10 MB read for them. */
const readBody = rawBodyReader({
  limit: MAX_UPLOAD_BYTES,
  tooLarge: () => new HttpError(413, `image: ${UPLOAD_MESSAGES.tooLarge}`, "image", { image: [UPLOAD_MESSAGES.tooLarge] }),
  unreadable: () => new HttpError(400, `image: ${UPLOAD_MESSAGES.damaged}`, "image"),
});

export function uploadsRouter(db: Db, storage: UploadStorage, queue: UploadQueue): Router {
  const router = Router();
  router.post(
    "/staff/uploads",
    staffRoute(db, "staff", async (req, res, staff) => {
      const gone = callerGone(res);
      const image = await queue.process(() => readBody(req, res), processImage, gone);
      if (gone.aborted) return;
      // A photo sent again (or by another school) is the same files: written once.
      for (const file of image.files) {
        const key = uploadKey(image.hash, file.width);
        if (!(await storage.exists(key))) await storage.put(key, file.data);
      }
      await db
        .insertInto("uploads")
        .values({
          clientId: staff.clientId,
          hash: image.hash,
          widths: image.widths.join(","),
          createdBy: staff.userId,
          createdAt: new Date().toISOString(),
        })
        .onConflict((conflict) => conflict.columns(["clientId", "hash"]).doNothing())
        .execute();
      const largest = image.widths[image.widths.length - 1] ?? 0;
      res.status(201).json({
        message: "Uploaded",
        data: { url: `/uploads/${uploadKey(image.hash, largest)}`, hash: image.hash, widths: image.widths },
      });
    }),
  );
  return router;
}

/**
 * What an upload answers: `/uploads/<content hash>/<width>.webp`, accepted as a picture of a school
 * when that school uploaded that photo and that width was stored (the lists' pictures, the logo).
 */
const UPLOAD_PATH = /^\/uploads\/([0-9a-f]{32})\/([1-9]\d{0,3})\.webp$/;

export async function schoolUploaded(db: Db, clientId: number, url: string): Promise<boolean> {
  const [, hash, width] = UPLOAD_PATH.exec(url) ?? [];
  if (!hash || !width) return false;
  const upload = await db
    .selectFrom("uploads")
    .select("widths")
    .where("clientId", "=", clientId)
    .where("hash", "=", hash)
    .executeTakeFirst();
  return upload !== undefined && upload.widths.split(",").includes(width);
}
