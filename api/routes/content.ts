import { Router, type Request } from "express";
import type { SelectQueryBuilder } from "kysely";
import { z } from "zod";
import { optionalCaller } from "../auth.js";
import { findClient } from "../clients.js";
import type { Db } from "../db.js";
import { listQuery } from "../fields.js";
import { HttpError, handle, parseOr400, readParams } from "../http.js";
import type { Database } from "../schema.js";
import { translationsOf, withCategoryName } from "../translations.js";

// The content lists of SPEC §7: `{ data, count }`, count being all matching rows, scoped to one
// client, soft-deleted rows never included, in the school's display order.

type ListQuery = z.output<typeof listQuery>;

/** Checks the caller may read this client's lists and that the client exists (404 otherwise). */
export async function scope(
  db: Db,
  req: Request,
  schema: z.ZodTypeAny = listQuery,
): Promise<ListQuery & Record<string, unknown>> {
  const query = parseOr400(schema, readParams(req));
  const caller = await optionalCaller(db, req);
  // Tenants are walls: a token issued at one school never opens another school's lists.
  if (caller && caller.clientId !== query.clientId) {
    throw new HttpError(403, "This sign-in belongs to another school");
  }
  await findClient(db, query.clientId);
  return query;
}

/** Runs the page query and the count in parallel over the same filtered base query. */
export async function page<T extends keyof Database, O>(
  base: SelectQueryBuilder<Database, T, object>,
  select: (qb: SelectQueryBuilder<Database, T, object>) => SelectQueryBuilder<Database, T, O>,
  query: ListQuery,
) {
  const [data, total] = await Promise.all([
    select(base)
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  // PostgreSQL answers count(*) as a bigint string.
  return { data, count: Number(total.count) };
}

/**
 * A list's rows with their `translations` parsed (README "Languages": "The school's own words"):
 * only the site's languages and the row's text `fields`; {} for none or for junk. An addition to
 * SPEC §7's fields, which keep their order.
 */
export function translated<R extends { translations: string }>(rows: R[], fields: readonly string[]) {
  return rows.map(({ translations, ...row }) => ({ ...row, translations: translationsOf(translations, fields) }));
}

/** page() with each row's translations of `fields`. */
export async function translatedPage<T extends keyof Database, O extends { translations: string }>(
  base: SelectQueryBuilder<Database, T, object>,
  select: (qb: SelectQueryBuilder<Database, T, object>) => SelectQueryBuilder<Database, T, O>,
  query: ListQuery,
  fields: readonly string[],
) {
  const result = await page(base, select, query);
  return { data: translated(result.data, fields), count: result.count };
}

const galleryQuery = listQuery.extend({
  mediaType: z.enum(["image", "video"], { errorMap: () => ({ message: "mediaType must be image or video" }) }).optional(),
});

export function contentRouter(db: Db): Router {
  const router = Router();

  router.get(
    "/carousel/all",
    handle(async (req, res) => {
      const query = await scope(db, req);
      const base = db.selectFrom("carousels").where("clientId", "=", query.clientId).where("deleted", "=", 0);
      res.json(
        await translatedPage(
          base,
          (qb) => qb.select(["id", "imageUrl", "title", "translations"]).orderBy("displayOrder").orderBy("id"),
          query,
          ["title"],
        ),
      );
    }),
  );

  router.get(
    "/gallery/all",
    handle(async (req, res) => {
      const query = await scope(db, req, galleryQuery);
      let base = db
        .selectFrom("galleryItems")
        .leftJoin("categories", "categories.id", "galleryItems.categoryId")
        .where("galleryItems.clientId", "=", query.clientId)
        .where("galleryItems.deleted", "=", 0);
      if (query.mediaType === "image" || query.mediaType === "video") {
        base = base.where("galleryItems.mediaType", "=", query.mediaType);
      }
      const result = await page(
        base,
        (qb) =>
          qb
            .select([
              "galleryItems.id",
              "galleryItems.mediaUrl",
              "galleryItems.mediaType",
              "galleryItems.caption",
              "galleryItems.categoryId",
              "categories.name as categoryName",
              "galleryItems.translations",
              "categories.translations as categoryTranslations",
            ])
            .orderBy("galleryItems.displayOrder")
            .orderBy("galleryItems.id"),
        query,
      );
      res.json({
        count: result.count,
        // A deleted category no longer labels its items.
        // The category's own versions of its name label the item in each language.
        data: result.data.map(({ translations, categoryTranslations, ...item }) => ({
          ...item,
          categoryName: item.categoryName ?? "",
          translations: withCategoryName(translationsOf(translations, ["caption"]), categoryTranslations),
        })),
      });
    }),
  );

  router.get(
    "/ourTeam/all",
    handle(async (req, res) => {
      const query = await scope(db, req);
      const base = db.selectFrom("teamMembers").where("clientId", "=", query.clientId).where("deleted", "=", 0);
      res.json(
        await translatedPage(
          base,
          (qb) => qb.select(["id", "imageUrl", "name", "designation", "translations"]).orderBy("displayOrder").orderBy("id"),
          query,
          ["name", "designation"],
        ),
      );
    }),
  );

  router.get(
    "/testimonial/all",
    handle(async (req, res) => {
      const query = await scope(db, req);
      // Submissions wait for the school's approval before they are shown.
      const base = db
        .selectFrom("testimonials")
        .where("clientId", "=", query.clientId)
        .where("deleted", "=", 0)
        .where("approved", "=", 1);
      res.json(
        await page(
          base,
          (qb) => qb.select(["id", "title", "description", "createdAt"]).orderBy("displayOrder").orderBy("id", "desc"),
          query,
        ),
      );
    }),
  );

  router.get(
    "/missionAndVision/all",
    handle(async (req, res) => {
      const query = await scope(db, req);
      const base = db.selectFrom("missionAndVisions").where("clientId", "=", query.clientId).where("deleted", "=", 0);
      res.json(
        await translatedPage(
          base,
          (qb) =>
            qb.select(["id", "type", "title", "description", "imageUrl", "translations"]).orderBy("displayOrder").orderBy("id"),
          query,
          ["title", "description"],
        ),
      );
    }),
  );

  router.get(
    "/ourStory/all",
    handle(async (req, res) => {
      const query = await scope(db, req);
      const base = db.selectFrom("ourStories").where("clientId", "=", query.clientId).where("deleted", "=", 0);
      res.json(
        await translatedPage(
          base,
          (qb) =>
            qb.select(["id", "year", "title", "description", "iconUrl", "translations"]).orderBy("displayOrder").orderBy("id"),
          query,
          ["title", "description"],
        ),
      );
    }),
  );

  router.get(
    "/event/all",
    handle(async (req, res) => {
      const query = await scope(db, req);
      const base = db.selectFrom("events").where("clientId", "=", query.clientId).where("deleted", "=", 0);
      res.json(
        await translatedPage(
          base,
          (qb) =>
            qb.select(["id", "type", "mediaUrl", "title", "description", "translations"]).orderBy("displayOrder").orderBy("id"),
          query,
          ["title", "description"],
        ),
      );
    }),
  );

  router.get(
    "/category/all",
    handle(async (req, res) => {
      const query = await scope(db, req);
      const base = db.selectFrom("categories").where("clientId", "=", query.clientId).where("deleted", "=", 0);
      res.json(
        await translatedPage(
          base,
          (qb) => qb.select(["id", "name", "translations"]).orderBy("displayOrder").orderBy("id"),
          query,
          ["name"],
        ),
      );
    }),
  );

  return router;
}
