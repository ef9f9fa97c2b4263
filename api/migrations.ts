import { languages } from "./languages/migrations.js";
import { consoleFloor, inboxSearch } from "./staff/migrations.js";
import { type CreateTableBuilder, type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";
import {
  admissionDocuments,
  applicationStages,
  admissionYear,
  followUpBase,
  messageTemplates,
  registrationFee,
  seasonReport,
  uniqueVisitTimes,
  visits,
} from "./admissions/migrations.js";
import { type Dialect, now, oneOf, rebuildSqliteTable, withId } from "./migration-kit.js";
import { FEE_FREQUENCIES, PROGRAMS, SPEC_CONTENT } from "../shared/school-content.js";

// The schema's history, one migration per release, for both databases (api/migration-kit.ts).

function withContentColumns<T extends string>(table: CreateTableBuilder<T, never>) {
  return table
    .addColumn("clientId", "integer", (col) => col.notNull().references("clients.id").onDelete("cascade"))
    .addColumn("displayOrder", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("deleted", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("createdAt", "text", (col) => col.notNull().defaultTo(now))
    .addColumn("updatedAt", "text", (col) => col.notNull().defaultTo(now));
}

function initial(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable("clients"), dialect)
        .addColumn("clientName", "text", (col) => col.notNull())
        .addColumn("fullLogoUrl", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("aboutUs", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("contactPhone1", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("contactPhone2", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("whatsAppNumber1", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("contactEmail1", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("contactEmail2", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("addressLine1", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("addressLine2", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("city", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("state", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("pinCode", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("brandColor", "text", (col) => col.notNull().defaultTo("#1d4ed8"))
        .addColumn("accentColor", "text", (col) => col.notNull().defaultTo("#dbeafe"))
        .addColumn("deleted", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("createdAt", "text", (col) => col.notNull().defaultTo(now))
        .addColumn("updatedAt", "text", (col) => col.notNull().defaultTo(now))
        .execute();

      await withId(db.schema.createTable("clientDomains"), dialect)
        .addColumn("clientId", "integer", (col) => col.notNull().references("clients.id").onDelete("cascade"))
        .addColumn("domain", "text", (col) => col.notNull().unique())
        .addColumn("isPrimary", "integer", (col) => col.notNull().defaultTo(0))
        .execute();

      await withContentColumns(withId(db.schema.createTable("carousels"), dialect))
        .addColumn("imageUrl", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("title", "text", (col) => col.notNull().defaultTo(""))
        .execute();

      await withContentColumns(withId(db.schema.createTable("categories"), dialect))
        .addColumn("name", "text", (col) => col.notNull())
        .execute();

      await withContentColumns(withId(db.schema.createTable("galleryItems"), dialect))
        .addColumn("mediaUrl", "text", (col) => col.notNull())
        .addColumn("mediaType", "text", (col) => col.notNull().check(sql`"mediaType" in ('image', 'video')`))
        .addColumn("caption", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("categoryId", "integer", (col) => col.references("categories.id").onDelete("set null"))
        .execute();

      await withContentColumns(withId(db.schema.createTable("teamMembers"), dialect))
        .addColumn("imageUrl", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("designation", "text", (col) => col.notNull().defaultTo(""))
        .execute();

      await withContentColumns(withId(db.schema.createTable("testimonials"), dialect))
        .addColumn("title", "text", (col) => col.notNull())
        .addColumn("description", "text", (col) => col.notNull())
        .addColumn("mobile", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("approved", "integer", (col) => col.notNull().defaultTo(0))
        .execute();

      await withContentColumns(withId(db.schema.createTable("events"), dialect))
        .addColumn("type", "text", (col) => col.notNull().check(sql`"type" in ('image', 'video')`))
        .addColumn("mediaUrl", "text", (col) => col.notNull())
        .addColumn("title", "text", (col) => col.notNull())
        .addColumn("description", "text", (col) => col.notNull().defaultTo(""))
        .execute();

      await withContentColumns(withId(db.schema.createTable("missionAndVisions"), dialect))
        .addColumn("type", "text", (col) => col.notNull().check(sql`"type" in ('mission', 'vision', 'coreValues')`))
        .addColumn("title", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("description", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("imageUrl", "text", (col) => col.notNull().defaultTo(""))
        .execute();

      await withContentColumns(withId(db.schema.createTable("ourStories"), dialect))
        .addColumn("year", "text", (col) => col.notNull())
        .addColumn("title", "text", (col) => col.notNull())
        .addColumn("description", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("iconUrl", "text", (col) => col.notNull().defaultTo(""))
        .execute();

      await withId(db.schema.createTable("enrollments"), dialect)
        .addColumn("clientId", "integer", (col) => col.notNull().references("clients.id").onDelete("cascade"))
        .addColumn("childName", "text", (col) => col.notNull())
        .addColumn("childAge", "integer", (col) => col.notNull())
        .addColumn("gender", "text", (col) => col.notNull().check(sql`"gender" in ('male', 'female', 'other')`))
        .addColumn("parentName", "text", (col) => col.notNull())
        .addColumn("parentContact", "text", (col) => col.notNull())
        .addColumn("address", "text", (col) => col.notNull())
        .addColumn("additionalInformation", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("createdAt", "text", (col) => col.notNull().defaultTo(now))
        .execute();

      await withId(db.schema.createTable("enquiries"), dialect)
        .addColumn("clientId", "integer", (col) => col.notNull().references("clients.id").onDelete("cascade"))
        .addColumn("parentName", "text", (col) => col.notNull())
        .addColumn("parentMobile", "text", (col) => col.notNull())
        .addColumn("email", "text", (col) => col.notNull())
        .addColumn("childName", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("message", "text", (col) => col.notNull())
        .addColumn("createdAt", "text", (col) => col.notNull().defaultTo(now))
        .execute();

      await withId(db.schema.createTable("users"), dialect)
        .addColumn("clientId", "integer", (col) => col.notNull().references("clients.id").onDelete("cascade"))
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("mobile", "text", (col) => col.notNull())
        .addColumn("email", "text", (col) => col.notNull().unique())
        .addColumn("passwordHash", "text", (col) => col.notNull())
        .addColumn("createdAt", "text", (col) => col.notNull().defaultTo(now))
        .execute();

      await withId(db.schema.createTable("authTokens"), dialect)
        .addColumn("userId", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
        .addColumn("clientId", "integer", (col) => col.notNull().references("clients.id").onDelete("cascade"))
        .addColumn("tokenHash", "text", (col) => col.notNull().unique())
        .addColumn("expiresAt", "text", (col) => col.notNull())
        .addColumn("createdAt", "text", (col) => col.notNull().defaultTo(now))
        .execute();

      await withId(db.schema.createTable("idempotencyKeys"), dialect)
        .addColumn("scope", "text", (col) => col.notNull())
        .addColumn("key", "text", (col) => col.notNull())
        .addColumn("status", "integer", (col) => col.notNull())
        .addColumn("body", "text", (col) => col.notNull())
        .addColumn("createdAt", "text", (col) => col.notNull().defaultTo(now))
        .addUniqueConstraint("idempotencyKeys_scope_key", ["scope", "key"])
        .execute();

      // Every list is read by client, without deleted rows, in display order.
      for (const table of [
        "carousels",
        "categories",
        "galleryItems",
        "teamMembers",
        "testimonials",
        "events",
        "missionAndVisions",
        "ourStories",
      ]) {
        await db.schema
          .createIndex(`${table}_client_order`)
          .on(table)
          .columns(["clientId", "deleted", "displayOrder", "id"])
          .execute();
      }
      await db.schema.createIndex("enrollments_client").on("enrollments").column("clientId").execute();
      await db.schema.createIndex("enquiries_client").on("enquiries").column("clientId").execute();
    },
  };
}

// A repeated Idempotency-Key is compared with what the first request sent (README "Submissions").
// Keys stored before this have an empty fingerprint and replay as they always did.
const idempotencyFingerprint: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable("idempotencyKeys")
      .addColumn("fingerprint", "text", (col) => col.notNull().defaultTo(""))
      .execute();
  },
};

/**
 * One e-mail may hold an account at each school (README "Accounts"): `users.email` was unique
 * across the deployment, so registering at a second school answered "already exists" and told
 * anyone that the address had an account somewhere.
 */
function emailUniquePerSchool(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect === "postgres") {
        // PostgreSQL's name for the column's inline UNIQUE of the initial migration.
        await db.schema.alterTable("users").dropConstraint("users_email_key").execute();
      } else {
        await rebuildSqliteTable(db, "users", withoutUnique("email"));
      }
      await db.schema.createIndex("users_client_email").on("users").columns(["clientId", "email"]).unique().execute();
    },
  };
}

// The school's staff console (DESIGN.md "Two kinds of users"): roles, one-time sign-in links,
// submission status and parents' references, an audit trail and the mail outbox. Added columns
// carry defaults, so rows written before this migration read as a parent account, a `new`
// submission without a reference and a pending testimonial.
function staffConsole(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable("users")
        .addColumn("role", "text", (col) =>
          col
            .notNull()
            .defaultTo("parent")
            .check(sql`"role" in ('parent', 'staff', 'owner')`),
        )
        .execute();
      await db.schema
        .alterTable("users")
        .addColumn("notifyByEmail", "integer", (col) => col.notNull().defaultTo(0))
        .execute();

      for (const table of ["enrollments", "enquiries"]) {
        await db.schema
          .alterTable(table)
          .addColumn("status", "text", (col) =>
            col
              .notNull()
              .defaultTo("new")
              .check(sql`"status" in ('new', 'contacted', 'admitted', 'declined', 'closed')`),
          )
          .execute();
        // Null for rows stored before references existed: nobody was ever told one.
        await db.schema.alterTable(table).addColumn("reference", "text").execute();
        await db.schema.createIndex(`${table}_client_reference`).on(table).columns(["clientId", "reference"]).unique().execute();
        await db.schema.createIndex(`${table}_client_created`).on(table).columns(["clientId", "createdAt"]).execute();
      }

      // Pending = neither approved nor rejected; a rejected testimonial stays for reconsideration.
      await db.schema
        .alterTable("testimonials")
        .addColumn("rejected", "integer", (col) => col.notNull().defaultTo(0))
        .execute();

      // A parent types a reference without saying whether it was an enrollment or an enquiry, so
      // references are unique per school across both tables: this registry is the one unique index
      // both draw from (insert … on conflict do nothing, retry on a collision).
      await withId(db.schema.createTable("submissionReferences"), dialect)
        .addColumn("clientId", "integer", (col) => col.notNull().references("clients.id").onDelete("cascade"))
        .addColumn("reference", "text", (col) => col.notNull())
        .addColumn("createdAt", "text", (col) => col.notNull().defaultTo(now))
        .addUniqueConstraint("submissionReferences_client_reference", ["clientId", "reference"])
        .execute();

      await withId(db.schema.createTable("signInLinks"), dialect)
        .addColumn("userId", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
        .addColumn("clientId", "integer", (col) => col.notNull().references("clients.id").onDelete("cascade"))
        .addColumn("tokenHash", "text", (col) => col.notNull().unique())
        .addColumn("expiresAt", "text", (col) => col.notNull())
        .addColumn("usedAt", "text")
        .addColumn("createdAt", "text", (col) => col.notNull().defaultTo(now))
        .execute();

      await withId(db.schema.createTable("auditLog"), dialect)
        .addColumn("clientId", "integer", (col) => col.notNull().references("clients.id").onDelete("cascade"))
        // The name is kept beside the id so the history still reads after an account is removed.
        .addColumn("actorUserId", "integer", (col) => col.references("users.id").onDelete("set null"))
        .addColumn("actorName", "text", (col) => col.notNull())
        .addColumn("action", "text", (col) => col.notNull())
        .addColumn("subjectKind", "text", (col) => col.notNull())
        .addColumn("subjectId", "integer")
        .addColumn("fromStatus", "text")
        .addColumn("toStatus", "text")
        .addColumn("note", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("createdAt", "text", (col) => col.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex("auditLog_subject").on("auditLog").columns(["clientId", "subjectKind", "subjectId"]).execute();

      await withId(db.schema.createTable("outbox"), dialect)
        .addColumn("clientId", "integer", (col) => col.references("clients.id").onDelete("cascade"))
        .addColumn("recipient", "text", (col) => col.notNull())
        .addColumn("subject", "text", (col) => col.notNull())
        .addColumn("body", "text", (col) => col.notNull())
        .addColumn("status", "text", (col) =>
          col
            .notNull()
            .defaultTo("pending")
            .check(sql`"status" in ('pending', 'sent', 'skipped', 'failed')`),
        )
        .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("nextAttemptAt", "text", (col) => col.notNull())
        .addColumn("sentAt", "text")
        .addColumn("lastError", "text")
        // The submission a notification is about, so erasing a family also erases its mails.
        .addColumn("sourceKind", "text")
        .addColumn("sourceId", "integer")
        .addColumn("createdAt", "text", (col) => col.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "nextAttemptAt"]).execute();
    },
  };
}

/** A text column's inline UNIQUE, as the initial migration wrote it, for `rebuildSqliteTable`. */
const withoutUnique = (column: string) => ({ from: new RegExp(`("${column}" text not null) unique`, "i"), to: "$1" });

/**
 * The login throttle's counters (api/throttle.ts), shared by every instance on one database.
 * The table has the exact shape rate-limiter-flexible's PostgreSQL and SQLite stores expect
 * (their upsert names no columns), created here so that it is migrated like the rest.
 */
function loginThrottle(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("loginThrottle")
        .addColumn("key", dialect === "postgres" ? "varchar(255)" : "text", (col) => col.primaryKey())
        .addColumn("points", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("expire", dialect === "postgres" ? "bigint" : "integer")
        .execute();
    },
  };
}

/**
 * The site's per-address counters of state-changing requests (server.ts, through
 * app/utils/request-limit.server.ts), so that every instance on one PostgreSQL database counts
 * together (README "Many instances"). The same shape as loginThrottle; made on SQLite too, where
 * the one process counts in memory, so both databases keep one schema.
 */
function requestLimits(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("requestLimits")
        .addColumn("key", dialect === "postgres" ? "varchar(255)" : "text", (col) => col.primaryKey())
        .addColumn("points", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("expire", dialect === "postgres" ? "bigint" : "integer")
        .execute();
    },
  };
}

/**
 * Staff's uploads (README "Uploads"): which school stored which photo, so that a photo is one row per
 * school however often it is sent, and the files in the storage can be traced back to a school.
 */
function mediaAndProfile(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable("uploads"), dialect)
        .addColumn("clientId", "integer", (col) => col.notNull().references("clients.id").onDelete("cascade"))
        .addColumn("hash", "text", (col) => col.notNull())
        .addColumn("widths", "text", (col) => col.notNull())
        .addColumn("createdBy", "integer", (col) => col.references("users.id").onDelete("set null"))
        .addColumn("createdAt", "text", (col) => col.notNull().defaultTo(now))
        .addUniqueConstraint("uploads_client_hash", ["clientId", "hash"])
        .execute();
    },
  };
}

/**
 * What parents see of a school, from the school itself: its tagline, the ages it takes and its
 * hours (blank: the site's defaults, SPEC §2's texts); and the program an enrollment is for
 * (blank: none chosen).
 */
function parentPolish(): Migration {
  return {
    async up(db: Kysely<any>) {
      for (const column of ["tagline", "ageRange", "openingHours", "officeHours", "schoolHours"]) {
        await db.schema
          .alterTable("clients")
          .addColumn(column, "text", (col) => col.notNull().defaultTo(""))
          .execute();
      }
      await db.schema
        .alterTable("enrollments")
        .addColumn("program", "text", (col) => col.notNull().defaultTo(""))
        .execute();
    },
  };
}

/**
 * The footer's newsletter box (README "Newsletter"): who asked for a school's news, once per
 * e-mail per school, each with the random token of their unsubscribe link.
 */
function newsletter(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable("newsletterSubscribers"), dialect)
        .addColumn("clientId", "integer", (col) => col.notNull().references("clients.id").onDelete("cascade"))
        .addColumn("email", "text", (col) => col.notNull())
        .addColumn("normalizedEmail", "text", (col) => col.notNull())
        .addColumn("unsubscribeToken", "text", (col) => col.notNull().unique())
        .addColumn("createdAt", "text", (col) => col.notNull().defaultTo(now))
        .addColumn("unsubscribedAt", "text")
        .addUniqueConstraint("newsletter_client_email", ["clientId", "normalizedEmail"])
        .execute();
    },
  };
}

/**
 * When each account last signed in (README "Staff console": the owner's team page shows it); null
 * until the first sign-in after this migration.
 */
const lastSignIn: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("users").addColumn("lastSignInAt", "text").execute();
  },
};

/**
 * One-time links for more than a first password (README "Forms and sign-in"): each link has a
 * purpose (`claim`, `reset`, `confirm`), and a registration to confirm carries the account it will
 * make, so its `userId` is empty until then. Each outbox row gets the Message-ID every send of it
 * carries (README "Notification e-mails"), and an optional HTML part.
 */
function accountLinks(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect === "postgres") {
        await db.schema
          .alterTable("signInLinks")
          .alterColumn("userId", (col) => col.dropNotNull())
          .execute();
      } else {
        await rebuildSqliteTable(db, "signInLinks", { from: /("userId" integer) not null/i, to: "$1" });
      }
      await db.schema
        .alterTable("signInLinks")
        .addColumn("purpose", "text", (col) =>
          col
            .notNull()
            .defaultTo("claim")
            .check(sql`"purpose" in ('claim', 'reset', 'confirm')`),
        )
        .execute();
      for (const column of ["name", "mobile", "email", "passwordHash"]) {
        await db.schema.alterTable("signInLinks").addColumn(column, "text").execute();
      }
      await db.schema.createIndex("signInLinks_user").on("signInLinks").column("userId").execute();

      await db.schema.alterTable("outbox").addColumn("html", "text").execute();
      await db.schema
        .alterTable("outbox")
        .addColumn("messageId", "text", (col) => col.notNull().defaultTo(""))
        .execute();
      // Rows written before keep one id of their own for their remaining sends.
      await sql`update "outbox" set "messageId" = '<outbox-' || "id" || '@nurture.invalid>'`.execute(db);
    },
  };
}

// A domain is a school's only once it is proven (README "Staff console"): one an owner adds waits,
// unserved, until a DNS TXT record holds its token or the operator approves it. Domains stored
// before were added by the operator or by an owner under the old rule: all are taken as proven.
// Two schools may each wait on the same domain, so the name is unique per school, and unique
// across the deployment among proven domains only: the first school to prove it has it, and a
// squatter's pending row never blocks the school that owns the name.
function domainProof(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect === "postgres") {
        // PostgreSQL's name for the column's inline UNIQUE of the initial migration.
        await db.schema.alterTable("clientDomains").dropConstraint("clientDomains_domain_key").execute();
      } else {
        await rebuildSqliteTable(db, "clientDomains", withoutUnique("domain"));
      }
      // The value the TXT record must hold; "" for domains that never needed one.
      await db.schema
        .alterTable("clientDomains")
        .addColumn("verifyToken", "text", (col) => col.notNull().defaultTo(""))
        .execute();
      // ISO-8601; null while the domain waits for its proof.
      await db.schema.alterTable("clientDomains").addColumn("verifiedAt", "text").execute();
      await db.updateTable("clientDomains").set({ verifiedAt: new Date().toISOString() }).execute();
      await db.schema
        .createIndex("clientDomains_client_domain")
        .on("clientDomains")
        .columns(["clientId", "domain"])
        .unique()
        .execute();
      await db.schema
        .createIndex("clientDomains_verified_domain")
        .on("clientDomains")
        .column("domain")
        .unique()
        .where(sql.ref("verifiedAt"), "is not", null)
        .execute();
    },
  };
}

/**
 * Every word and price of a school's pages is the school's own (README "Staff console": "Pages"):
 * fees, payment methods, the admission steps, the FAQs of three pages, the cards of Why Choose Us
 * and of the five programs (and whether the school offers each), the directions of Visit Us; and
 * in the profile, social links and a map pin. Each list row is a content row like the others
 * (clientId, displayOrder, the `deleted` flag that hides it).
 *
 * Schools that exist already get what their pages showed until now, SPEC's texts and fees
 * (shared/school-content.ts SPEC_CONTENT as this release has it), so an upgrade changes no page;
 * their staff then edit them. Written column by column here, as this release's tables have them.
 */
function schoolPages(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      for (const column of ["facebookUrl", "instagramUrl", "youtubeUrl", "xUrl", "linkedinUrl", "whatsappChannelUrl"]) {
        await db.schema
          .alterTable("clients")
          .addColumn(column, "text", (col) => col.notNull().defaultTo(""))
          .execute();
      }
      for (const column of ["mapLatitude", "mapLongitude"]) {
        await db.schema
          .alterTable("clients")
          .addColumn(column, dialect === "postgres" ? "double precision" : "real")
          .execute();
      }

      await withContentColumns(withId(db.schema.createTable("fees"), dialect))
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("amount", "integer", (col) => col.notNull().check(sql`"amount" >= 0`))
        .addColumn("frequency", "text", (col) => col.notNull().check(oneOf("frequency", FEE_FREQUENCIES)))
        .addColumn("frequencyText", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("note", "text", (col) => col.notNull().defaultTo(""))
        .execute();
      for (const table of ["paymentMethods", "admissionSteps"]) {
        await withContentColumns(withId(db.schema.createTable(table), dialect))
          .addColumn("title", "text", (col) => col.notNull())
          .addColumn("description", "text", (col) => col.notNull().defaultTo(""))
          .execute();
      }
      await withContentColumns(withId(db.schema.createTable("faqs"), dialect))
        .addColumn("topic", "text", (col) => col.notNull().check(oneOf("topic", ["fees", "admission", "support"])))
        .addColumn("question", "text", (col) => col.notNull())
        .addColumn("answer", "text", (col) => col.notNull())
        .execute();
      await withContentColumns(withId(db.schema.createTable("featureCards"), dialect))
        .addColumn("page", "text", (col) => col.notNull().check(oneOf("page", ["whyChooseUs", ...PROGRAMS])))
        .addColumn("title", "text", (col) => col.notNull())
        .addColumn("description", "text", (col) => col.notNull().defaultTo(""))
        // The icon set may grow with the site's sprite: the provider checks it (CARD_ICONS), not the table.
        .addColumn("icon", "text", (col) => col.notNull().defaultTo(""))
        .execute();
      await withContentColumns(withId(db.schema.createTable("directions"), dialect))
        .addColumn("mode", "text", (col) => col.notNull())
        .addColumn("text", "text", (col) => col.notNull())
        .execute();
      for (const table of ["fees", "paymentMethods", "admissionSteps", "faqs", "featureCards", "directions"]) {
        await db.schema
          .createIndex(`${table}_client_order`)
          .on(table)
          .columns(["clientId", "deleted", "displayOrder", "id"])
          .execute();
      }
      await withId(db.schema.createTable("programOffers"), dialect)
        .addColumn("clientId", "integer", (col) => col.notNull().references("clients.id").onDelete("cascade"))
        .addColumn("program", "text", (col) => col.notNull().check(oneOf("program", PROGRAMS)))
        .addColumn("offered", "integer", (col) => col.notNull().defaultTo(1))
        .addColumn("updatedAt", "text", (col) => col.notNull().defaultTo(now))
        .addUniqueConstraint("programOffers_client_program", ["clientId", "program"])
        .execute();

      const schools = await db.selectFrom("clients").select("id").execute();
      const content = SPEC_CONTENT;
      for (const { id: clientId } of schools) {
        const rows = <T extends object>(table: string, items: T[]) =>
          items.length === 0
            ? Promise.resolve()
            : db
                .insertInto(table)
                .values(items.map((item, index) => ({ clientId, displayOrder: index + 1, ...item })))
                .execute();
        await rows(
          "fees",
          content.fees.map((fee) => ({
            name: fee.name,
            amount: fee.amount,
            frequency: fee.frequency,
            frequencyText: fee.frequencyText,
            note: fee.note,
          })),
        );
        await rows(
          "paymentMethods",
          content.paymentMethods.map(({ title, description }) => ({ title, description })),
        );
        await rows(
          "admissionSteps",
          content.admissionSteps.map(({ title, description }) => ({ title, description })),
        );
        for (const [topic, faqs] of [
          ["fees", content.feesFaqs],
          ["admission", content.admissionFaqs],
          ["support", content.supportFaqs],
        ] as const) {
          await rows(
            "faqs",
            faqs.map(({ question, answer }) => ({ topic, question, answer })),
          );
        }
        for (const [page, cards] of [
          ["whyChooseUs", content.whyChooseUs] as const,
          ...PROGRAMS.map((p) => [p, content.programs[p]] as const),
        ]) {
          await rows(
            "featureCards",
            cards.map(({ title, description, icon }) => ({ page, title, description, icon })),
          );
        }
        await rows(
          "directions",
          content.directions.map(({ mode, text }) => ({ mode, text })),
        );
      }
    },
  };
}

class InCodeMigrations implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return {
      "0001_initial": initial(this.dialect),
      "0002_idempotency_fingerprint": idempotencyFingerprint,
      "0003_users_email_per_school": emailUniquePerSchool(this.dialect),
      "0004_login_throttle": loginThrottle(this.dialect),
      "0005_staff_console": staffConsole(this.dialect),
      "0006_request_limits": requestLimits(this.dialect),
      "0007_media_and_profile": mediaAndProfile(this.dialect),
      "0009_parent_polish": parentPolish(),
      "0010_newsletter": newsletter(this.dialect),
      "0011_last_sign_in": lastSignIn,
      "0012_account_links": accountLinks(this.dialect),
      "0013_domain_proof": domainProof(this.dialect),
      "0014_school_pages": schoolPages(this.dialect),
      "0015_follow_up_base": followUpBase,
      "0016_visits": visits(this.dialect),
      "0017_message_templates": messageTemplates(this.dialect),
      "0018_unique_visit_times": uniqueVisitTimes,
      "0019_admission_year": admissionYear(this.dialect),
      "0020_registration_fee": registrationFee(this.dialect),
      "0021_admission_documents": admissionDocuments(this.dialect),
      "0022_application_stages": applicationStages(this.dialect),
      "0023_languages": languages,
      "0024_inbox_search": inboxSearch(this.dialect),
      "0025_season_report": seasonReport,
      "0026_console_floor": consoleFloor,
    };
  }
}

/**
 * Brings the schema up to date; safe to call on every start (PostgreSQL takes a lock). `until`
 * stops after the named migration (tests build an older database with it to migrate real rows).
 */
export async function migrateToLatest(db: Kysely<any>, dialect: Dialect, schema?: string, until?: string): Promise<void> {
  // With a named PostgreSQL schema the bookkeeping tables must live in it too: Kysely otherwise
  // finds another schema's `kysely_migration` and believes this one is migrated.
  const migrator = new Migrator({
    db,
    provider: new InCodeMigrations(dialect),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await (until ? migrator.migrateTo(until) : migrator.migrateToLatest());
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ""}`, {
      cause: error,
    });
  }
}
