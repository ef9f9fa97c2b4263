import type { Request, RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import { staffSchoolOfToken } from "../auth.js";
import type { Db } from "../db.js";
import type { UploadStorage } from "./storage.js";

/** `/<32 hex>/<width>.webp`: the only names the upload pipeline writes (api/uploads/images.ts). */
const UPLOAD_PATH = /^\/([0-9a-f]{32})\/([1-9]\d{0,3})\.webp$/;

/**
 * Who may see an upload now: everyone (`public`: a visible item of a school uses it), only the
 * asking staff member of a school that uploaded it (`private`: hidden, deleted, or not saved on an
 * item yet), or nobody (`none`).
 */
export type UploadAccess = "public" | "private" | "none";

/**
 * Serves stored uploads at `/uploads/<hash>/<width>.webp` (server.ts mounts it at /uploads, before
 * the pages' middleware), read through the storage interface, so a bucket that replaces the folder
 * is served the same way. A name is a hash of the photo, so its bytes never change, but whether it
 * may be shown does (README "Uploads"): `access` decides for every request, a 304 included, and a
 * public answer may be kept `maxAgeS` seconds (README "Caching": how that bounds how long a
 * withdrawn photo stays in nginx and browsers). Without `access` (a provider elsewhere, whose
 * database this process cannot read) every stored upload is public.
 */
export function serveUploads(
  storage: UploadStorage,
  options: { maxAgeS: number; access?: (req: Request, hash: string) => Promise<UploadAccess> },
): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const match = UPLOAD_PATH.exec(req.path);
    const notFound = () => res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found.");
    const [, hash, width] = match ?? [];
    if (!hash || !width) {
      notFound();
      return;
    }
    // The file first: a made-up name costs a look at the folder, never a query.
    const decide = async () => {
      const data = await storage.get(`${hash}/${width}.webp`);
      const access: UploadAccess = data && options.access ? await options.access(req, hash) : "public";
      return { data, access };
    };
    decide()
      .then(({ data, access }) => {
        if (!data || access === "none") return notFound();
        res
          .status(200)
          .set({
            "Content-Type": "image/webp",
            "Cache-Control": access === "public" ? `public, max-age=${options.maxAgeS}` : "private, no-store",
            // The name is the content: a strong validator without reading the bytes, so nginx and
            // browsers revalidate with a 304 (Express answers it from If-None-Match).
            ETag: `"${hash}-${width}"`,
            "X-Content-Type-Options": "nosniff",
            "Content-Security-Policy": "default-src 'none'",
          })
          .send(data);
      })
      .catch(next);
  };
}

/**
 * The access check of the upload serving, with the database at hand (the embedded provider): a
 * photo is public while uploadInUse says so; otherwise it is shown only to a signed-in staff
 * member or owner of a school that uploaded it (their console's previews of hidden items), never
 * stored by a cache. The public answer is kept in memory per photo (`ttlMs`, 10 000 photos) and
 * `forget()` drops them all: server.ts calls it on every school content change (README "Many
 * instances": a change in any instance reaches every instance), so a deleted or hidden photo is a
 * 404 from the next request on. An answer worked out while a change came is not kept.
 */
export function uploadAccess<R = Request>(
  db: Db,
  options: { ttlMs: number; staffToken: (req: R) => Promise<string | undefined> },
) {
  const inUse = new LRUCache<string, boolean>({ max: 10_000, ttl: options.ttlMs });
  let generation = 0;
  const publicNow = async (hash: string) => {
    const known = inUse.get(hash);
    if (known !== undefined) return known;
    const started = generation;
    const answer = await uploadInUse(db, hash);
    if (started === generation) inUse.set(hash, answer);
    return answer;
  };
  return {
    async access(req: R, hash: string): Promise<UploadAccess> {
      if (await publicNow(hash)) return "public";
      const token = await options.staffToken(req);
      const school = token ? await staffSchoolOfToken(db, token) : null;
      if (school === null) return "none";
      const own = await db
        .selectFrom("uploads")
        .select("hash")
        .where("clientId", "=", school)
        .where("hash", "=", hash)
        .executeTakeFirst();
      return own ? "private" : "none";
    },
    forget(): void {
      generation += 1;
      inUse.clear();
    },
  };
}

const HASH = /^[0-9a-f]{32}$/;

/**
 * Whether an uploaded photo (`/uploads/<hash>/<width>.webp`, README "Uploads") is on a public page
 * now: referenced, at any width, by a visible item (not hidden) of a school that uploaded it and is
 * not disabled — its logo, a slide, a gallery photo, a teacher, an event, a mission / vision / core
 * value picture or a story icon. For the upload serving to decide whether to answer for a photo
 * whose items were hidden or deleted for good. Staff's previews of hidden items use the same files,
 * so a serving that refuses unused photos must still serve them to the school's signed-in staff
 * (uploadAccess).
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
