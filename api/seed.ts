import type { Db } from "./db.js";
import { type DemoSchool, demoSchools } from "./demo-data.js";

/**
 * Seeds the demo schools into an empty database (README "Demo schools"). A database that already
 * has any client is left alone, so a school's real data is never touched.
 */
export async function seedDemoSchools(db: Db, schools: DemoSchool[] = demoSchools): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom("clients").select("id").limit(1).executeTakeFirst();
    if (existing) return false;
    for (const school of schools) await insertSchool(trx, school);
    return true;
  });
}

export async function insertSchool(db: Db, school: DemoSchool): Promise<number> {
  const now = new Date().toISOString();
  const stamp = { createdAt: now, updatedAt: now };
  const client = await db
    .insertInto("clients")
    .values({ ...school.client, ...stamp })
    .returning("id")
    .executeTakeFirstOrThrow();
  const clientId = client.id;
  const owned = (index: number) => ({ clientId, displayOrder: index, ...stamp });

  await db
    .insertInto("clientDomains")
    .values(school.domains.map((domain, index) => ({ clientId, domain, isPrimary: index === 0 ? 1 : 0 })))
    .execute();

  const categoryIds = new Map<string, number>();
  for (const [index, name] of school.categories.entries()) {
    const row = await db
      .insertInto("categories")
      .values({ name, ...owned(index) })
      .returning("id")
      .executeTakeFirstOrThrow();
    categoryIds.set(name, row.id);
  }

  const many = async <T>(items: T[], insert: (rows: T[]) => Promise<unknown>) => {
    if (items.length > 0) await insert(items);
  };
  await many(school.carousel, (items) =>
    db
      .insertInto("carousels")
      .values(items.map((item, i) => ({ ...item, ...owned(i) })))
      .execute(),
  );
  await many(school.gallery, (items) =>
    db
      .insertInto("galleryItems")
      .values(
        items.map(({ categoryName, ...item }, i) => ({
          ...item,
          categoryId: categoryIds.get(categoryName) ?? null,
          ...owned(i),
        })),
      )
      .execute(),
  );
  await many(school.team, (items) =>
    db
      .insertInto("teamMembers")
      .values(items.map((item, i) => ({ ...item, ...owned(i) })))
      .execute(),
  );
  await many(school.testimonials, (items) =>
    db
      .insertInto("testimonials")
      .values(items.map(({ approved, ...item }, i) => ({ ...item, approved: approved ? 1 : 0, ...owned(i) })))
      .execute(),
  );
  await many(school.events, (items) =>
    db
      .insertInto("events")
      .values(items.map((item, i) => ({ ...item, ...owned(i) })))
      .execute(),
  );
  await many(school.missionAndVision, (items) =>
    db
      .insertInto("missionAndVisions")
      .values(items.map((item, i) => ({ ...item, ...owned(i) })))
      .execute(),
  );
  await many(school.ourStory, (items) =>
    db
      .insertInto("ourStories")
      .values(items.map((item, i) => ({ ...item, ...owned(i) })))
      .execute(),
  );
  return clientId;
}
