import { type CreateTableBuilder, type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";

// One migration set for both databases. Only the primary-key column differs: SQLite's
// `integer primary key autoincrement` versus PostgreSQL's identity column.

type Dialect = "sqlite" | "postgres";

function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === "postgres"
    ? table.addColumn("id", "integer", (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement());
}

const now = sql`CURRENT_TIMESTAMP`;

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

class InCodeMigrations implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return { "0001_initial": initial(this.dialect) };
  }
}

/** Brings the schema up to date; safe to call on every start (PostgreSQL takes a lock). */
export async function migrateToLatest(db: Kysely<any>, dialect: Dialect, schema?: string): Promise<void> {
  // With a named PostgreSQL schema the bookkeeping tables must live in it too: Kysely otherwise
  // finds another schema's `kysely_migration` and believes this one is migrated.
  const migrator = new Migrator({
    db,
    provider: new InCodeMigrations(dialect),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ""}`, {
      cause: error,
    });
  }
}
