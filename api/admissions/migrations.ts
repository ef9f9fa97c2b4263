import { type Kysely, type Migration, sql } from "kysely";
import { type Dialect, now, oneOf, rebuildSqliteTable, withId } from "../migration-kit.js";
import { APPLICATION_STAGES_LIST, OFFER_STATUSES } from "../../shared/family-stages.js";
import { DEFAULT_TEMPLATES, TEMPLATE_KINDS } from "../../shared/message-templates.js";
import { PAYMENT_STATUSES } from "../../shared/payment-statuses.js";

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

/**
 * School visits (README "Admissions"): the school's weekly visit times and closed dates, how far
 * ahead and how late parents may book, in the school's own time zone; the booked visits, each a
 * family record like an enquiry (reference, follow-up columns); and one counter row per time and
 * date, the hard limit on places: a booking takes a place only by `taken = taken + 1 where taken <
 * places`, which PostgreSQL re-checks after any concurrent update of the row and SQLite runs one
 * writer at a time, so the last place goes to exactly one parent.
 */
export function visits(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable("clients")
        .addColumn("timeZone", "text", (col) => col.notNull().defaultTo("Asia/Kolkata"))
        .execute();
      await db.schema
        .alterTable("clients")
        .addColumn("visitBookingDays", "integer", (col) => col.notNull().defaultTo(21))
        .execute();
      await db.schema
        .alterTable("clients")
        .addColumn("visitCutoffHours", "integer", (col) => col.notNull().defaultTo(12))
        .execute();

      await withId(db.schema.createTable("visitSlots"), dialect)
        .addColumn("clientId", "integer", (col) => col.notNull().references("clients.id").onDelete("cascade"))
        // ISO weekday: 1 Monday … 7 Sunday.
        .addColumn("weekday", "integer", (col) => col.notNull().check(sql`"weekday" between 1 and 7`))
        // HH:MM, the school's local time.
        .addColumn("startTime", "text", (col) => col.notNull())
        .addColumn("lengthMinutes", "integer", (col) => col.notNull())
        .addColumn("places", "integer", (col) => col.notNull())
        .addColumn("deleted", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("createdAt", "text", (col) => col.notNull().defaultTo(now))
        .addColumn("updatedAt", "text", (col) => col.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex("visitSlots_client").on("visitSlots").column("clientId").execute();

      await withId(db.schema.createTable("visitClosures"), dialect)
        .addColumn("clientId", "integer", (col) => col.notNull().references("clients.id").onDelete("cascade"))
        // YYYY-MM-DD of the school's calendar.
        .addColumn("date", "text", (col) => col.notNull())
        .addColumn("note", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("createdAt", "text", (col) => col.notNull().defaultTo(now))
        .addUniqueConstraint("visitClosures_client_date", ["clientId", "date"])
        .execute();

      await withId(db.schema.createTable("visitPlaces"), dialect)
        .addColumn("clientId", "integer", (col) => col.notNull().references("clients.id").onDelete("cascade"))
        .addColumn("slotId", "integer", (col) => col.notNull().references("visitSlots.id").onDelete("cascade"))
        .addColumn("date", "text", (col) => col.notNull())
        .addColumn("taken", "integer", (col) => col.notNull().defaultTo(0))
        .addUniqueConstraint("visitPlaces_slot_date", ["slotId", "date"])
        .execute();

      await withId(db.schema.createTable("visits"), dialect)
        .addColumn("clientId", "integer", (col) => col.notNull().references("clients.id").onDelete("cascade"))
        .addColumn("reference", "text", (col) => col.notNull())
        .addColumn("slotId", "integer", (col) => col.references("visitSlots.id").onDelete("set null"))
        // The visit's own copy of its time: a weekly time edited later does not move booked visits.
        .addColumn("startsAt", "text", (col) => col.notNull())
        .addColumn("date", "text", (col) => col.notNull())
        .addColumn("startTime", "text", (col) => col.notNull())
        .addColumn("lengthMinutes", "integer", (col) => col.notNull())
        .addColumn("parentName", "text", (col) => col.notNull())
        .addColumn("parentMobile", "text", (col) => col.notNull())
        .addColumn("email", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("childName", "text", (col) => col.notNull())
        .addColumn("childDateOfBirth", "text", (col) => col.notNull())
        .addColumn("program", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("source", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("status", "text", (col) =>
          col
            .notNull()
            .defaultTo("booked")
            .check(sql`"status" in ('booked', 'attended', 'noShow', 'cancelled')`),
        )
        // The pending reminder's outbox row, withdrawn when the visit is moved or cancelled.
        .addColumn("reminderOutboxId", "integer")
        .addColumn("assigneeUserId", "integer", (col) => col.references("users.id").onDelete("set null"))
        .addColumn("followUpOn", "text")
        .addColumn("firstResponseAt", "text")
        .addColumn("createdAt", "text", (col) => col.notNull().defaultTo(now))
        .addColumn("updatedAt", "text", (col) => col.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex("visits_client_reference").on("visits").columns(["clientId", "reference"]).unique().execute();
      await db.schema.createIndex("visits_client_starts").on("visits").columns(["clientId", "startsAt"]).execute();
      await db.schema.createIndex("visits_client_mobile").on("visits").columns(["clientId", "parentMobile"]).execute();
    },
  };
}

/**
 * Message templates per school (README "Staff console": "Templates and contacting a family"): the
 * three every school starts with and the school's own (`free`). Schools that exist already get the
 * three defaults as this release writes them, as a school made later does (insertDefaultTemplates).
 */
export function messageTemplates(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable("messageTemplates"), dialect)
        .addColumn("clientId", "integer", (col) => col.notNull().references("clients.id").onDelete("cascade"))
        .addColumn("kind", "text", (col) => col.notNull().check(oneOf("kind", TEMPLATE_KINDS)))
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("subject", "text", (col) => col.notNull())
        .addColumn("body", "text", (col) => col.notNull())
        .addColumn("createdAt", "text", (col) => col.notNull().defaultTo(now))
        .addColumn("updatedAt", "text", (col) => col.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex("messageTemplates_client").on("messageTemplates").column("clientId").execute();
      const schools = await db.selectFrom("clients").select("id").execute();
      for (const { id: clientId } of schools) {
        await db
          .insertInto("messageTemplates")
          .values(DEFAULT_TEMPLATES.map(({ kind, name, subject, body }) => ({ clientId, kind, name, subject, body })))
          .execute();
      }
    },
  };
}

/**
 * One live weekly time per school, weekday and start (README "Visits"): the API checks for a twin
 * first, but two staff adding the same time at once both passed that check. A deleted time may
 * share its start with a live one (staff delete a time and add it again), so the index is partial.
 * Twins stored before keep the first one added; the later ones are marked deleted, as staff's
 * Delete does, so that visits already booked at them keep them.
 */
export const uniqueVisitTimes: Migration = {
  async up(db: Kysely<any>) {
    const twins = await db
      .selectFrom("visitSlots as later")
      .select("later.id")
      .where("later.deleted", "=", 0)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom("visitSlots as first")
            .select("first.id")
            .where("first.deleted", "=", 0)
            .whereRef("first.clientId", "=", "later.clientId")
            .whereRef("first.weekday", "=", "later.weekday")
            .whereRef("first.startTime", "=", "later.startTime")
            .whereRef("first.id", "<", "later.id"),
        ),
      )
      .execute();
    if (twins.length > 0) {
      await db
        .updateTable("visitSlots")
        .set({ deleted: 1, updatedAt: new Date().toISOString() })
        .where(
          "id",
          "in",
          twins.map((twin) => twin.id),
        )
        .execute();
    }
    await db.schema
      .createIndex("visitSlots_client_live_time")
      .on("visitSlots")
      .columns(["clientId", "weekday", "startTime"])
      .unique()
      .where(sql.ref("deleted"), "=", 0)
      .execute();
  },
};

/**
 * The admission year (README "Admissions": "The year and its classes"): a school's years (2027–28:
 * when it starts, whether applications are open) and their classes, each with its seats, its age
 * rule in months on the school's own cut-off date (shared/age-rules.ts) and the program it belongs
 * to; and what an enrollment learns of it: the class applied for, the child's date of birth, and a
 * second guardian. Rows stored before apply to no class, as a school without a year's do.
 */
export function admissionYear(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable("admissionYears"), dialect)
        .addColumn("clientId", "integer", (col) => col.notNull().references("clients.id").onDelete("cascade"))
        // As the school says it: "2027–28".
        .addColumn("label", "text", (col) => col.notNull())
        // YYYY-MM-DD: the first day of the year's classes.
        .addColumn("startsOn", "text", (col) => col.notNull())
        .addColumn("open", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("createdAt", "text", (col) => col.notNull().defaultTo(now))
        .addColumn("updatedAt", "text", (col) => col.notNull().defaultTo(now))
        .addUniqueConstraint("admissionYears_client_label", ["clientId", "label"])
        .execute();

      await withId(db.schema.createTable("admissionClasses"), dialect)
        .addColumn("clientId", "integer", (col) => col.notNull().references("clients.id").onDelete("cascade"))
        .addColumn("yearId", "integer", (col) => col.notNull().references("admissionYears.id").onDelete("cascade"))
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("program", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("seats", "integer", (col) => col.notNull().check(sql`"seats" >= 0`))
        .addColumn("minMonths", "integer", (col) => col.notNull().check(sql`"minMonths" >= 0`))
        .addColumn("underMonths", "integer", (col) => col.notNull())
        // YYYY-MM-DD: the day the age rule is read on (31 March in Delhi).
        .addColumn("ageOn", "text", (col) => col.notNull())
        .addColumn("createdAt", "text", (col) => col.notNull().defaultTo(now))
        .addColumn("updatedAt", "text", (col) => col.notNull().defaultTo(now))
        .addCheckConstraint("admissionClasses_rule", sql`"underMonths" > "minMonths"`)
        .addUniqueConstraint("admissionClasses_year_name", ["yearId", "name"])
        .execute();
      await db.schema.createIndex("admissionClasses_client").on("admissionClasses").column("clientId").execute();

      // A class with applications is never deleted (api/admissions/years.ts refuses it): no cascade.
      await db.schema
        .alterTable("enrollments")
        .addColumn("classId", "integer", (col) => col.references("admissionClasses.id"))
        .execute();
      await db.schema.alterTable("enrollments").addColumn("childDateOfBirth", "text").execute();
      await db.schema
        .alterTable("enrollments")
        .addColumn("guardian2Name", "text", (col) => col.notNull().defaultTo(""))
        .execute();
      await db.schema
        .alterTable("enrollments")
        .addColumn("guardian2Mobile", "text", (col) => col.notNull().defaultTo(""))
        .execute();
      await db.schema.createIndex("enrollments_class").on("enrollments").column("classId").execute();
    },
  };
}

/**
 * The registration fee by UPI (README "Admissions": "Registration fee by UPI"): the school's UPI ID
 * and the payee name a parent's UPI app shows, each class's fee in whole rupees, and the payments
 * parents submit (the UPI transaction reference, UTR) for staff to confirm against the school's
 * bank statement. A UTR pays once at a school: unique per school among payments not rejected (a
 * rejected one may be submitted again once the parent has checked it). An application has at most
 * one payment waiting or confirmed. Receipt numbers count per school and admission year in
 * `receiptCounters`, one row each, raised by `last = last + 1` in the confirmation's transaction
 * (the row's lock orders two confirmations on PostgreSQL; SQLite has one writer).
 */
export function registrationFee(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable("clients")
        .addColumn("upiId", "text", (col) => col.notNull().defaultTo(""))
        .execute();
      await db.schema
        .alterTable("clients")
        .addColumn("upiName", "text", (col) => col.notNull().defaultTo(""))
        .execute();
      await db.schema
        .alterTable("admissionClasses")
        .addColumn("feeRupees", "integer", (col) =>
          col
            .notNull()
            .defaultTo(0)
            .check(sql`"feeRupees" >= 0`),
        )
        .execute();

      await withId(db.schema.createTable("admissionPayments"), dialect)
        .addColumn("clientId", "integer", (col) => col.notNull().references("clients.id").onDelete("cascade"))
        .addColumn("enrollmentId", "integer", (col) => col.notNull().references("enrollments.id").onDelete("cascade"))
        .addColumn("method", "text", (col) => col.notNull().check(oneOf("method", ["upi"])))
        // The class's fee when the parent submitted it: a fee changed later does not change it.
        .addColumn("amountRupees", "integer", (col) => col.notNull().check(sql`"amountRupees" >= 0`))
        .addColumn("utr", "text", (col) => col.notNull())
        .addColumn("status", "text", (col) => col.notNull().defaultTo("submitted").check(oneOf("status", PAYMENT_STATUSES)))
        .addColumn("receiptNumber", "text")
        .addColumn("reason", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("submittedAt", "text", (col) => col.notNull())
        .addColumn("confirmedAt", "text")
        .addColumn("confirmedByUserId", "integer", (col) => col.references("users.id").onDelete("set null"))
        .addColumn("createdAt", "text", (col) => col.notNull().defaultTo(now))
        .addColumn("updatedAt", "text", (col) => col.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex("admissionPayments_client_utr")
        .on("admissionPayments")
        .columns(["clientId", "utr"])
        .unique()
        .where(sql.ref("status"), "<>", "rejected")
        .execute();
      await db.schema
        .createIndex("admissionPayments_open")
        .on("admissionPayments")
        .column("enrollmentId")
        .unique()
        .where(sql.ref("status"), "<>", "rejected")
        .execute();
      await db.schema
        .createIndex("admissionPayments_client_receipt")
        .on("admissionPayments")
        .columns(["clientId", "receiptNumber"])
        .unique()
        .execute();
      await db.schema
        .createIndex("admissionPayments_client_status")
        .on("admissionPayments")
        .columns(["clientId", "status", "submittedAt"])
        .execute();

      await withId(db.schema.createTable("receiptCounters"), dialect)
        .addColumn("clientId", "integer", (col) => col.notNull().references("clients.id").onDelete("cascade"))
        .addColumn("year", "integer", (col) => col.notNull())
        .addColumn("last", "integer", (col) => col.notNull().defaultTo(0))
        .addUniqueConstraint("receiptCounters_client_year", ["clientId", "year"])
        .execute();
    },
  };
}

/**
 * Admission documents (README "Admissions": "Documents"): each class's checklist of what a family
 * must provide (a birth certificate, an address proof…), and what a family uploaded for it — one
 * document per item of an enrollment (a new upload replaces the file), staff's review of it, and
 * the key of its file in the private document storage (never the public uploads folder). An item
 * with documents is never deleted (api/admissions/checklist.ts refuses it): no cascade from it.
 */
export function admissionDocuments(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable("admissionChecklist"), dialect)
        .addColumn("clientId", "integer", (col) => col.notNull().references("clients.id").onDelete("cascade"))
        .addColumn("classId", "integer", (col) => col.notNull().references("admissionClasses.id").onDelete("cascade"))
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("position", "integer", (col) => col.notNull())
        .addColumn("createdAt", "text", (col) => col.notNull().defaultTo(now))
        .addColumn("updatedAt", "text", (col) => col.notNull().defaultTo(now))
        .addUniqueConstraint("admissionChecklist_class_name", ["classId", "name"])
        .execute();
      await db.schema.createIndex("admissionChecklist_client").on("admissionChecklist").column("clientId").execute();

      await withId(db.schema.createTable("admissionDocuments"), dialect)
        .addColumn("clientId", "integer", (col) => col.notNull().references("clients.id").onDelete("cascade"))
        .addColumn("enrollmentId", "integer", (col) => col.notNull().references("enrollments.id").onDelete("cascade"))
        .addColumn("itemId", "integer", (col) => col.notNull().references("admissionChecklist.id"))
        // Random (api/admissions/documents.ts): a key tells nothing of the file, and guessing one finds none.
        .addColumn("storageKey", "text", (col) => col.notNull().unique())
        .addColumn("contentType", "text", (col) => col.notNull())
        // As the parent's phone named it, made safe for a download's header.
        .addColumn("filename", "text", (col) => col.notNull())
        .addColumn("bytes", "integer", (col) => col.notNull())
        // A PDF's page count; null for a photo.
        .addColumn("pages", "integer")
        .addColumn("status", "text", (col) =>
          col
            .notNull()
            .defaultTo("received")
            .check(sql`"status" in ('received', 'accepted', 'returned')`),
        )
        // Why staff returned it, told to the family; "" otherwise.
        .addColumn("reason", "text", (col) => col.notNull().defaultTo(""))
        // When this file arrived (a replacement's own time).
        .addColumn("createdAt", "text", (col) => col.notNull().defaultTo(now))
        .addColumn("reviewedAt", "text")
        .addColumn("reviewedByUserId", "integer", (col) => col.references("users.id").onDelete("set null"))
        .addUniqueConstraint("admissionDocuments_enrollment_item", ["enrollmentId", "itemId"])
        .execute();
      await db.schema.createIndex("admissionDocuments_item").on("admissionDocuments").column("itemId").execute();
      await db.schema.createIndex("admissionDocuments_client").on("admissionDocuments").column("clientId").execute();
    },
  };
}

/** An enrollment's stored statuses before stages, and the stage each becomes. */
const STAGE_OF_STATUS = {
  new: "received",
  // "Contacted" said only that the school had replied; the reply itself is firstResponseAt.
  contacted: "received",
  admitted: "enrolled",
  declined: "declined",
  closed: "withdrawn",
} as const;

/**
 * Application stages (README "Admissions": "Stages", "Offers and the waitlist"): an enrollment's
 * status takes the stages of shared/family-stages.ts (an enquiry keeps its own), each old status
 * mapped to its stage; the audit trail keeps the words it was written with. Offers: one row per seat
 * offered (class, deadline in the school's calendar, whether it was made past the seats with the
 * owner's say), answered, lapsed or withdrawn. The waitlist: a rank per waitlisted application,
 * ordered within its class, and the mark on the one staff were told is next when a seat came free.
 */
export function applicationStages(dialect: Dialect): Migration {
  const oldStatuses = Object.keys(STAGE_OF_STATUS);
  const statusCheck = (values: readonly string[]) => `"status" in (${values.map((value) => `'${value}'`).join(", ")})`;
  return {
    async up(db: Kysely<any>) {
      const union = [...oldStatuses, ...APPLICATION_STAGES_LIST];
      if (dialect === "postgres") {
        await sql`alter table "enrollments" drop constraint if exists "enrollments_status_check"`.execute(db);
      } else {
        await rebuildSqliteTable(db, "enrollments", {
          from: /"status" text default 'new' not null check \("status" in \([^)]*\)\)/i,
          to: `"status" text default 'received' not null check (${statusCheck(union)})`,
        });
      }
      for (const [from, to] of Object.entries(STAGE_OF_STATUS))
        await db.updateTable("enrollments").set({ status: to }).where("status", "=", from).execute();
      if (dialect === "postgres") {
        await sql`alter table "enrollments" alter column "status" set default 'received'`.execute(db);
        await sql`alter table "enrollments" add constraint "enrollments_status_check" check (${oneOf("status", APPLICATION_STAGES_LIST)})`.execute(
          db,
        );
      } else {
        // The union first written above begins with the old statuses; the stages' list does not.
        await rebuildSqliteTable(db, "enrollments", {
          from: /check \("status" in \('new', [^)]*\)\)/i,
          to: `check (${statusCheck(APPLICATION_STAGES_LIST)})`,
        });
      }

      await db.schema.alterTable("enrollments").addColumn("waitlistRank", "integer").execute();
      await db.schema.alterTable("enrollments").addColumn("flaggedNextAt", "text").execute();

      await withId(db.schema.createTable("admissionOffers"), dialect)
        .addColumn("clientId", "integer", (col) => col.notNull().references("clients.id").onDelete("cascade"))
        .addColumn("enrollmentId", "integer", (col) => col.notNull().references("enrollments.id").onDelete("cascade"))
        .addColumn("classId", "integer", (col) => col.notNull().references("admissionClasses.id"))
        // YYYY-MM-DD, the school's calendar: the offer stands until that day is over.
        .addColumn("deadline", "text", (col) => col.notNull())
        .addColumn("status", "text", (col) => col.notNull().defaultTo("open").check(oneOf("status", OFFER_STATUSES)))
        // Made when the class's seats were all held: only the owner may.
        .addColumn("overSeats", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("createdByUserId", "integer", (col) => col.references("users.id").onDelete("set null"))
        .addColumn("createdAt", "text", (col) => col.notNull().defaultTo(now))
        .addColumn("closedAt", "text")
        .execute();
      await db.schema.createIndex("admissionOffers_enrollment").on("admissionOffers").column("enrollmentId").execute();
      await db.schema.createIndex("admissionOffers_open").on("admissionOffers").columns(["status", "deadline"]).execute();
      await db.schema.createIndex("admissionOffers_class").on("admissionOffers").column("classId").execute();
    },
  };
}

/**
 * The season report at scale (README "Staff at scale"): the database sums a year's applications
 * (api/admissions/report.ts), reading them by (clientId, classId) instead of every application of
 * the school, and each one's stages from its audit rows' index alone — `auditLog_subject` gains
 * toStatus and is replaced (its other readers use its first three columns as before).
 */
export const seasonReport: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.createIndex("enrollments_client_class").on("enrollments").columns(["clientId", "classId"]).execute();
    await db.schema
      .createIndex("auditLog_subject_status")
      .on("auditLog")
      .columns(["clientId", "subjectKind", "subjectId", "toStatus"])
      .execute();
    await db.schema.dropIndex("auditLog_subject").execute();
  },
};
