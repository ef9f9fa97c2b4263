import type { Kysely, Migration } from "kysely";

// The languages' schema (README "Languages"), listed in api/migrations.ts.

/** The rows whose texts are a school's own words: each may carry other languages' versions. */
export const TRANSLATABLE_TABLES = [
  "clients",
  "carousels",
  "categories",
  "galleryItems",
  "teamMembers",
  "events",
  "missionAndVisions",
  "ourStories",
  "fees",
  "paymentMethods",
  "admissionSteps",
  "faqs",
  "featureCards",
  "directions",
  "admissionClasses",
  "admissionChecklist",
] as const;

/** The records a family makes: each keeps the language of the page it was made on. */
export const FAMILY_RECORD_TABLES = ["enrollments", "enquiries", "testimonials", "visits", "newsletterSubscribers"] as const;

/**
 * Which languages a school offers and which is its default (English alone, as every school had
 * until now); beside each text a school writes, its versions in other languages as one JSON object
 * ({"hi": {"title": "…"}}, "{}" for none: the English text shows); and on each family record the
 * language the family used, so that what the school sends it is in that language.
 */
export const languages: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable("clients")
      .addColumn("languages", "text", (col) => col.notNull().defaultTo("en"))
      .execute();
    await db.schema
      .alterTable("clients")
      .addColumn("defaultLanguage", "text", (col) => col.notNull().defaultTo("en"))
      .execute();
    for (const table of TRANSLATABLE_TABLES) {
      await db.schema
        .alterTable(table)
        .addColumn("translations", "text", (col) => col.notNull().defaultTo("{}"))
        .execute();
    }
    for (const table of FAMILY_RECORD_TABLES) {
      await db.schema
        .alterTable(table)
        .addColumn("language", "text", (col) => col.notNull().defaultTo("en"))
        .execute();
    }
  },
};
