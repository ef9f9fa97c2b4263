import type { Kysely, Migration } from "kysely";

// The admissions half's schema (DESIGN.md "Admissions"), listed in api/migrations.ts.

/**
 * What every family record (an enrollment, an enquiry) carries for staff to follow it up (README
 * "Admissions"): who is on it, when to call again, when the family first heard from the school,
 * and how it heard of the school; and the e-mail a parent may give with an enrollment, so that the
 * family hears back. The outbox learns Reply-To (the school's own address) and attachments (a
 * visit's .ics). Rows stored before read as unassigned, nothing due, never answered, no source.
 */
export const followUpBase: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable("enrollments")
      .addColumn("email", "text", (col) => col.notNull().defaultTo(""))
      .execute();
    await db.schema
      .alterTable("enquiries")
      .addColumn("source", "text", (col) => col.notNull().defaultTo(""))
      .execute();
    for (const table of ["enrollments", "enquiries"]) {
      await db.schema
        .alterTable(table)
        .addColumn("assigneeUserId", "integer", (col) => col.references("users.id").onDelete("set null"))
        .execute();
      // A date in the school's calendar (YYYY-MM-DD): "call back on Monday", not an instant.
      await db.schema.alterTable(table).addColumn("followUpOn", "text").execute();
      await db.schema.alterTable(table).addColumn("firstResponseAt", "text").execute();
    }
    // One family is one mobile number at one school (DESIGN.md "Admissions"): its rows are found by it.
    await db.schema.createIndex("enrollments_client_mobile").on("enrollments").columns(["clientId", "parentContact"]).execute();
    await db.schema.createIndex("enquiries_client_mobile").on("enquiries").columns(["clientId", "parentMobile"]).execute();
    await db.schema.alterTable("outbox").addColumn("replyTo", "text").execute();
    // JSON: [{ filename, contentType, content }], text content only (an .ics).
    await db.schema.alterTable("outbox").addColumn("attachments", "text").execute();
  },
};
