import type { Db } from "../db.js";

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
