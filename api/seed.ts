import { z } from "zod";
import { hashPassword } from "./auth.js";
import { sql } from "kysely";
import { type Db, driverOf } from "./db.js";
import { type DemoSchool, demoSchools } from "./demo-data.js";
import { SOCIAL_LINK_FIELDS } from "../shared/profile.js";
import { socialLink, webUrl } from "./fields.js";
import { parseOr400 } from "./http.js";
import { insertSchoolContent } from "./school-content.js";
import { demoTranslations } from "./demo-hindi.js";
import { PROFILE_TEXT_FIELDS } from "../shared/profile.js";
import type { AuditSubject } from "./schema.js";

const link = (label: string) => webUrl(label, { required: true });
// Empty means "use the default picture" (SPEC §2: default slider image, default story icon).
const optionalLink = (label: string) => webUrl(label, { required: false });

/** Every link a school's pages will render, checked before anything is stored. */
const schoolLinks = z.object({
  client: z.object({ fullLogoUrl: optionalLink("fullLogoUrl") }),
  carousel: z.array(z.object({ imageUrl: optionalLink("imageUrl") })),
  gallery: z.array(z.object({ mediaUrl: link("mediaUrl") })),
  team: z.array(z.object({ imageUrl: optionalLink("imageUrl") })),
  events: z.array(z.object({ mediaUrl: link("mediaUrl") })),
  missionAndVision: z.array(z.object({ imageUrl: optionalLink("imageUrl") })),
  ourStory: z.array(z.object({ iconUrl: optionalLink("iconUrl") })),
  socialLinks: z.object(Object.fromEntries(SOCIAL_LINK_FIELDS.map((field) => [field, socialLink(field).optional()]))),
});

/** Any fixed number: the advisory lock that serialises seeding across instances. */
const SEED_LOCK_KEY = 7_141_001;

/**
 * Seeds the demo schools into an empty database (README "Demo schools"). A database that already
 * has any client is left alone, so a school's real data is never touched.
 */
export async function seedDemoSchools(db: Db, schools: DemoSchool[] = demoSchools): Promise<boolean> {
  const postgres = driverOf(db).dialect === "postgres";
  return db.transaction().execute(async (trx) => {
    // Instances started together on one empty PostgreSQL database (README "Many instances") would
    // all see no school and seed twice, the second failing on the unique domains and stopping its
    // boot: the first takes this lock until it commits, the others then see its schools. (SQLite
    // runs one transaction at a time.)
    if (postgres) await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const existing = await trx.selectFrom("clients").select("id").limit(1).executeTakeFirst();
    if (existing) return false;
    for (const school of schools) await insertSchool(trx, school);
    return true;
  });
}

export async function insertSchool(db: Db, school: DemoSchool): Promise<number> {
  parseOr400(schoolLinks, school);
  const now = new Date().toISOString();
  const stamp = { createdAt: now, updatedAt: now };
  const client = await db
    .insertInto("clients")
    .values({
      ...school.client,
      ...school.socialLinks,
      ...school.upi,
      // README "Languages": the school's own words in Hindi beside each English text.
      translations: demoTranslations(school.client, PROFILE_TEXT_FIELDS),
      ...stamp,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const clientId = client.id;
  const owned = (index: number) => ({ clientId, displayOrder: index, ...stamp });

  await db
    .insertInto("clientDomains")
    .values(school.domains.map((domain, index) => ({ clientId, domain, isPrimary: index === 0 ? 1 : 0, verifiedAt: now })))
    .execute();

  const categoryIds = new Map<string, number>();
  for (const [index, name] of school.categories.entries()) {
    const row = await db
      .insertInto("categories")
      .values({ name, translations: demoTranslations({ name }, ["name"]), ...owned(index) })
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
      .values(items.map((item, i) => ({ ...item, translations: demoTranslations(item, ["title"]), ...owned(i) })))
      .execute(),
  );
  await many(school.gallery, (items) =>
    db
      .insertInto("galleryItems")
      .values(
        items.map(({ categoryName, ...item }, i) => ({
          ...item,
          translations: demoTranslations(item, ["caption"]),
          categoryId: categoryIds.get(categoryName) ?? null,
          ...owned(i),
        })),
      )
      .execute(),
  );
  await many(school.team, (items) =>
    db
      .insertInto("teamMembers")
      .values(items.map((item, i) => ({ ...item, translations: demoTranslations(item, ["name", "designation"]), ...owned(i) })))
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
      .values(items.map((item, i) => ({ ...item, translations: demoTranslations(item, ["title", "description"]), ...owned(i) })))
      .execute(),
  );
  await many(school.missionAndVision, (items) =>
    db
      .insertInto("missionAndVisions")
      .values(items.map((item, i) => ({ ...item, translations: demoTranslations(item, ["title", "description"]), ...owned(i) })))
      .execute(),
  );
  await many(school.ourStory, (items) =>
    db
      .insertInto("ourStories")
      .values(items.map((item, i) => ({ ...item, translations: demoTranslations(item, ["title", "description"]), ...owned(i) })))
      .execute(),
  );
  await many(school.visitSlots, (items) =>
    db
      .insertInto("visitSlots")
      .values(items.map((item) => ({ ...item, clientId, ...stamp })))
      .execute(),
  );
  const { classes, checklist, ...year } = school.admissionYear;
  const { id: yearId } = await db
    .insertInto("admissionYears")
    .values({ ...year, clientId, open: 1, ...stamp })
    .returning("id")
    .executeTakeFirstOrThrow();
  const classIds = await db
    .insertInto("admissionClasses")
    .values(classes.map((row) => ({ ...row, translations: demoTranslations(row, ["name"]), clientId, yearId, ...stamp })))
    .returning("id")
    .execute();
  await db
    .insertInto("admissionChecklist")
    .values(
      classIds.flatMap(({ id: classId }) =>
        checklist.map((name, i) => ({
          clientId,
          classId,
          name,
          translations: demoTranslations({ name }, ["name"]),
          position: i + 1,
          ...stamp,
        })),
      ),
    )
    .execute();
  await insertSchoolContent(db, clientId, school.content);
  await insertStaffConsole(db, clientId, school);
  return clientId;
}

type History = (DemoSchool["enrollments"] | DemoSchool["enquiries"])[number]["history"];

/** The staff console's demo: an owner and a staff account, and an inbox with some history. */
async function insertStaffConsole(db: Db, clientId: number, school: DemoSchool): Promise<void> {
  const accounts = await Promise.all(
    school.accounts.map(async (account) =>
      db
        .insertInto("users")
        .values({
          clientId,
          role: account.role,
          name: account.name,
          email: account.email,
          mobile: "",
          passwordHash: await hashPassword(account.password),
          notifyByEmail: account.notifyByEmail ? 1 : 0,
        })
        .returning(["id", "name"])
        .executeTakeFirstOrThrow(),
    ),
  );
  // The changes were made by the school's staff account (the last one listed).
  const actor = accounts.at(-1);
  const at = (daysAgo: number, hours = 0) => new Date(Date.now() - (daysAgo * 24 - hours) * 3600_000).toISOString();
  const finalStatus = <S extends string>(history: { status: S }[], initial: S): S => history.at(-1)?.status ?? initial;

  const record = async (reference: string, daysAgo: number, kind: AuditSubject, id: number, history: History) => {
    await db
      .insertInto("submissionReferences")
      .values({ clientId, reference, createdAt: at(daysAgo) })
      .execute();
    let from = kind === "enrollment" ? "received" : "new";
    for (const [step, change] of history.entries()) {
      await db
        .insertInto("auditLog")
        .values({
          clientId,
          actorUserId: actor?.id ?? null,
          actorName: actor?.name ?? "",
          action: "status",
          subjectKind: kind,
          subjectId: id,
          fromStatus: from,
          toStatus: change.status,
          note: change.note,
          createdAt: at(daysAgo, 2 + step),
        })
        .execute();
      from = change.status;
    }
  };

  for (const { daysAgo, history, ...fields } of school.enrollments) {
    const row = await db
      .insertInto("enrollments")
      .values({ ...fields, clientId, status: finalStatus(history, "received"), createdAt: at(daysAgo) })
      .returning("id")
      .executeTakeFirstOrThrow();
    await record(fields.reference, daysAgo, "enrollment", row.id, history);
  }
  for (const { daysAgo, history, ...fields } of school.enquiries) {
    const row = await db
      .insertInto("enquiries")
      .values({ ...fields, clientId, status: finalStatus(history, "new"), createdAt: at(daysAgo) })
      .returning("id")
      .executeTakeFirstOrThrow();
    await record(fields.reference, daysAgo, "enquiry", row.id, history);
  }
}
