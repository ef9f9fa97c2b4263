import { type Request, type RequestHandler, Router } from "express";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import { bearerToken, staffSchoolOfToken } from "../auth.js";
import type { Db } from "../db.js";
import { handle, parseOr400, readParams } from "../http.js";
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

/** What the access check asks: whether a visible item uses the photo, and whether a staff token's school uploaded it. */
export type UploadChecks = {
  inUse(hash: string): Promise<boolean>;
  staffMaySee(token: string, hash: string): Promise<boolean>;
};

/** The checks with the provider's database at hand (the embedded provider, `npm run api`). */
export function databaseUploadChecks(db: Db): UploadChecks {
  return {
    inUse: (hash) => uploadInUse(db, hash),
    async staffMaySee(token, hash) {
      const school = await staffSchoolOfToken(db, token);
      if (school === null) return false;
      const own = await db
        .selectFrom("uploads")
        .select("hash")
        .where("clientId", "=", school)
        .where("hash", "=", hash)
        .executeTakeFirst();
      return own !== undefined;
    },
  };
}

/**
 * The same checks asked of a provider elsewhere (the site with API_URL): `GET /upload/access`
 * (uploadAccessRouter), anonymously for whether a visible item uses the photo, with the staff
 * member's token for whether its school uploaded it. A provider that does not answer in time is an
 * error (the request's 500), never a guess.
 */
export function providerUploadChecks(apiUrl: string, timeoutMs: number): UploadChecks {
  const ask = async (hash: string, token?: string): Promise<UploadAccess> => {
    const response = await fetch(`${apiUrl}/upload/access?hash=${hash}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 401 || response.status === 403) return "none";
    if (!response.ok) throw new Error(`upload access: the provider answered ${response.status}`);
    const body: unknown = await response.json();
    const access =
      typeof body === "object" &&
      body !== null &&
      "data" in body &&
      typeof body.data === "object" &&
      body.data !== null &&
      "access" in body.data
        ? body.data.access
        : undefined;
    return access === "public" || access === "private" ? access : "none";
  };
  return {
    inUse: async (hash) => (await ask(hash)) === "public",
    staffMaySee: async (token, hash) => (await ask(hash, token)) !== "none",
  };
}

/**
 * The access check of the upload serving: a photo is public while a visible item uses it;
 * otherwise it is shown only to a signed-in staff member or owner of a school that uploaded it
 * (their console's previews of hidden items), never stored by a cache. Whether it is in use is
 * kept in memory per photo (`ttlMs`, 10 000 photos) and `forget()` drops all of it: server.ts
 * calls it on every school content change (README "Many instances": a change in any instance
 * reaches every instance), so a deleted or hidden photo is a 404 from the next request on. An
 * answer worked out while a change came is not kept. The staff member's token (`staffToken`, read
 * from the request) is asked for only for a photo no item shows.
 */
export function uploadAccess<R = Request>(
  checks: UploadChecks,
  options: { ttlMs: number; staffToken: (req: R) => Promise<string | undefined> },
) {
  const inUse = new LRUCache<string, boolean>({ max: 10_000, ttl: options.ttlMs });
  let generation = 0;
  const publicNow = async (hash: string) => {
    const known = inUse.get(hash);
    if (known !== undefined) return known;
    const started = generation;
    const answer = await checks.inUse(hash);
    if (started === generation) inUse.set(hash, answer);
    return answer;
  };
  return {
    async access(req: R, hash: string): Promise<UploadAccess> {
      if (await publicNow(hash)) return "public";
      const token = await options.staffToken(req);
      return token && (await checks.staffMaySee(token, hash)) ? "private" : "none";
    },
    forget(): void {
      generation += 1;
      inUse.clear();
    },
  };
}

const hashInput = z.object({
  hash: z.string({ required_error: "hash is required" }).regex(/^[0-9a-f]{32}$/, "hash must be 32 hex digits"),
});

/**
 * `GET /upload/access?hash=` (README "Uploads"): who may see an upload now, for a site whose
 * provider is elsewhere (providerUploadChecks). `public` while a visible item uses it; with the
 * Bearer token of a staff member or owner of a school that uploaded it, `private`; else `none`.
 * It tells no more than the photo's own URL would.
 */
export function uploadAccessRouter(db: Db): Router {
  const router = Router();
  const checks = databaseUploadChecks(db);
  router.get(
    "/upload/access",
    handle(async (req, res) => {
      const { hash } = parseOr400(hashInput, readParams(req));
      const token = bearerToken(req);
      const access: UploadAccess = (await checks.inUse(hash))
        ? "public"
        : token && (await checks.staffMaySee(token, hash))
          ? "private"
          : "none";
      res.set("Cache-Control", "no-store").json({ data: { access } });
    }),
  );
  return router;
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
