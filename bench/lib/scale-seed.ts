// The seeder of the benches at scale (README "Benchmark at scale"): schools `s1.localhost` …
// `sN.localhost`, each a copy of a demo school's lists (api/demo-data.ts) written by the provider's
// own insertSchool (api/seed.ts), with rows and a domain of its own; and a school's inbox of many
// families' records, by the staff bench's writer (bench/lib/seed-submissions.ts).
//
//   npx tsx bench/lib/scale-seed.ts <DATABASE_URL> <schools> [<submissions> [<school index>]]
//
// seeds up to <schools> schools (only those not there yet: a database grows 2 → 100 → 1,000 →
// 10,000 step by step) and tops school <school index> (default 1) up to <submissions>. It prints
// one JSON line: { schools, seeded, seconds, submissions }. Any other bench may import the
// functions instead.
import { pathToFileURL } from "node:url";
import { hashPassword } from "../../api/auth.js";
import { sql } from "kysely";
import { type Db, driverOf, openDatabase } from "../../api/db.js";
import { type DemoSchool, demoSchools } from "../../api/demo-data.js";
import { insertSchool } from "../../api/seed.js";
import { seedSubmissions } from "./seed-submissions.js";

/** The hostname of bench school `index` (1-based): one label under localhost, as browsers resolve it. */
export const scaleHost = (index: number): string => `s${index}.localhost`;

/**
 * Bench school `index`: the demo school `(index - 1) % 2`'s lists, its own name and domain. Its
 * staff accounts are left to seedScaleSchools, which gives them one shared password hash: scrypt
 * (about 50 ms an account) would make seeding 10,000 schools take a quarter of an hour.
 */
export function scaleSchool(index: number): DemoSchool {
  const demo = demoSchools[(index - 1) % demoSchools.length];
  return {
    ...structuredClone(demo),
    domains: [scaleHost(index)],
    client: { ...demo.client, clientName: `${demo.client.clientName} ${index}` },
    accounts: [],
  };
}

/** How many bench schools the database holds: the highest index of an `s<index>.localhost` domain. */
async function seededSchools(db: Db): Promise<number> {
  const rows = await db.selectFrom("clientDomains").select("domain").where("domain", "like", "s%.localhost").execute();
  return rows.reduce((max, { domain }) => Math.max(max, Number(/^s(\d+)\.localhost$/.exec(domain)?.[1] ?? 0)), 0);
}

/** Bench school `index`'s staff accounts: the demo's, their passwords hashed once for every copy. */
async function insertAccounts(db: Db, clientId: number, index: number, hashes: Map<string, string>): Promise<void> {
  const { accounts } = demoSchools[(index - 1) % demoSchools.length];
  for (const account of accounts) if (!hashes.has(account.password)) hashes.set(account.password, await hashPassword(account.password));
  await db
    .insertInto("users")
    .values(
      accounts.map((account) => ({
        clientId,
        role: account.role,
        name: account.name,
        email: account.email,
        mobile: "",
        passwordHash: hashes.get(account.password) ?? "",
        notifyByEmail: account.notifyByEmail ? 1 : 0,
      })),
    )
    .execute();
}

/**
 * A school's rows that are not its content or inbox: sessions, one-time links, mail on its way,
 * tokens and files. A copy starts without them (several hold globally unique tokens or keys).
 */
const NOT_COPIED = new Set(["authTokens", "signInLinks", "outbox", "uploads", "newsletterSubscribers", "admissionDocuments", "idempotencyKeys"]);

type Column = { table: string; column: string };
type ForeignKey = Column & { references: string };

/**
 * Copies PostgreSQL school `template` (a bench school seeded by insertSchool) as bench schools
 * `indices`, in one set-based statement a table: every table with a clientId (the catalogue says
 * which, so a new table is copied too), its ids drawn afresh and each foreign key to another of
 * the school's rows (a gallery item's category, a checklist's class, an audit line's submission)
 * pointed at the copy's row. Inserting 10,000 schools one by one through insertSchool is ~55 round
 * trips each: a quarter of an hour on a busy two-core machine; this takes seconds.
 */
async function copySchool(db: Db, template: number, indices: number[]): Promise<void> {
  const raw = (text: string) => sql.raw(text);
  const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const columns = (
    await sql<Column>`select table_name as "table", column_name as "column" from information_schema.columns
      where table_schema = current_schema() order by table_name, ordinal_position`.execute(db)
  ).rows;
  const keys = (
    await sql<ForeignKey>`select c.conrelid::regclass::text as "table", a.attname as "column", c.confrelid::regclass::text as "references"
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`.execute(db)
  ).rows.map((key) => ({ ...key, table: key.table.replaceAll('"', ""), references: key.references.replaceAll('"', "") }));
  const columnsOf = (table: string) => columns.filter((row) => row.table === table).map((row) => row.column);
  const schoolTables = [...new Set(columns.filter((row) => row.column === "clientId").map((row) => row.table))].filter(
    (table) => !NOT_COPIED.has(table),
  );
  // Referenced tables first (categories before gallery items, years before classes before checklists).
  // An audit line's subject (subjectKind, subjectId) is a submission or a visit, with no foreign key.
  const SUBJECTS = { enrollment: "enrollments", enquiry: "enquiries", visit: "visits" } as const;
  const ordered: string[] = [];
  const visit = (table: string, path: string[] = []) => {
    if (ordered.includes(table) || path.includes(table)) return;
    for (const key of keys) if (key.table === table && schoolTables.includes(key.references)) visit(key.references, [...path, table]);
    if (table === "auditLog") for (const subject of Object.values(SUBJECTS)) if (schoolTables.includes(subject)) visit(subject, [...path, table]);
    ordered.push(table);
  };
  for (const table of schoolTables) visit(table);

  const demoReferences = demoSchools.flatMap((demo) => [...demo.enrollments, ...demo.enquiries].map((row) => row.reference));
  const references = `array[${demoReferences.map((reference) => `'${reference.replaceAll("'", "''")}'`).join(", ")}]::text[]`;
  await db.transaction().execute(async (trx) => {
    // Each copy's client id, drawn from the clients' own sequence.
    await sql`create temp table "copy:clients" on commit drop as
      select idx, nextval(pg_get_serial_sequence('clients', 'id'))::int as new_id, ${template}::int as old_id
      from unnest(${indices}::int[]) as idx`.execute(trx);
    const clientColumns = columnsOf("clients").filter((column) => column !== "id");
    const clientValues = clientColumns.map((column) =>
      // "Sunshine Kids Academy 1" → "… 123": each copy its own name (and reference prefix).
      column === "clientName" ? `regexp_replace(t."clientName", ' [0-9]+$', '') || ' ' || m.idx` : `t.${quoted(column)}`,
    );
    await sql`insert into clients (id, ${raw(clientColumns.map(quoted).join(", "))})
      select m.new_id, ${raw(clientValues.join(", "))} from clients t join "copy:clients" m on t.id = m.old_id`.execute(trx);

    for (const table of ordered) {
      const all = columnsOf(table);
      const hasId = all.includes("id");
      const map = `"copy:${table}"`;
      // A school's inbox (its references, submissions and their audit lines) is copied as the demo
      // wrote it, not the many submissions seedSubmissions may since have added to the template.
      const filter = all.includes("reference")
        ? `and t.reference = any(${references})`
        : table === "auditLog"
          ? `and case t."subjectKind" ${Object.entries(SUBJECTS)
              .filter(([, target]) => ordered.includes(target))
              .map(([kind, target]) => `when '${kind}' then exists (select from "copy:${target}" r where r.old_id = t."subjectId")`)
              .join(" ")} else true end`
          : "";
      if (hasId) {
        // Each template row's id in each copy, drawn from the table's sequence.
        await sql`create temp table ${raw(map)} on commit drop as
          select m.idx, m.new_id as client_id, t.id as old_id, nextval(pg_get_serial_sequence(${quoted(table)}, 'id'))::int as new_id
          from ${raw(quoted(table))} t cross join "copy:clients" m where t."clientId" = ${template} ${raw(filter)}`.execute(trx);
        await sql`create index on ${raw(map)} (client_id, old_id)`.execute(trx);
        await sql`analyze ${raw(map)}`.execute(trx);
      }
      const copied = all.filter((column) => column !== "id");
      const values = copied.map((column) => {
        if (column === "clientId") return "m.new_id";
        // A bench school's one domain (scaleHost): unique among verified domains.
        if (table === "clientDomains" && column === "domain") return `'s' || m.idx || '.localhost'`;
        if (table === "auditLog" && column === "subjectId") {
          const cases = Object.entries(SUBJECTS)
            .filter(([, target]) => ordered.includes(target))
            .map(
              ([kind, target]) =>
                `when '${kind}' then (select r.new_id from "copy:${target}" r where r.client_id = m.new_id and r.old_id = t."subjectId")`,
            );
          return `case t."subjectKind" ${cases.join(" ")} else t."subjectId" end`;
        }
        const key = keys.find((row) => row.table === table && row.column === column && row.references !== "clients");
        if (key && ordered.includes(key.references) && columnsOf(key.references).includes("id")) {
          return `(select r.new_id from "copy:${key.references}" r where r.client_id = m.new_id and r.old_id = t.${quoted(column)})`;
        }
        return `t.${quoted(column)}`;
      });
      const target = hasId ? `id, ${copied.map(quoted).join(", ")}` : copied.map(quoted).join(", ");
      const source = hasId
        ? `select r.new_id, ${values.join(", ")} from ${quoted(table)} t join ${map} r on r.old_id = t.id join "copy:clients" m on m.new_id = r.client_id`
        : `select ${values.join(", ")} from ${quoted(table)} t cross join "copy:clients" m where t."clientId" = ${template} ${filter}`;
      await sql`insert into ${raw(quoted(table))} (${raw(target)}) ${raw(source)}`.execute(trx);
    }
  });
}

/**
 * Seeds bench schools up to `schools` (those already there are kept) and returns how many it
 * added. The first of each demo school is written by the provider's insertSchool; on PostgreSQL
 * the others are copies of those (copySchool), `batch` schools a transaction; on SQLite each is
 * written by insertSchool.
 */
export async function seedScaleSchools(db: Db, schools: number, batch = 1000): Promise<number> {
  const from = (await seededSchools(db)) + 1;
  const hashes = new Map<string, string>();
  const templates = demoSchools.length;
  const postgres = driverOf(db).dialect === "postgres";
  const written = postgres ? Math.min(schools, templates) : schools;
  for (let index = from; index <= written; index++) {
    await db.transaction().execute(async (trx) => insertAccounts(trx, await insertSchool(trx, scaleSchool(index)), index, hashes));
  }
  for (let start = Math.max(from, written + 1); start <= schools; start += batch) {
    const indices = Array.from({ length: Math.min(batch, schools - start + 1) }, (_, i) => start + i);
    for (let t = 1; t <= templates; t++) {
      const template = await db.selectFrom("clientDomains").select("clientId").where("domain", "=", scaleHost(t)).executeTakeFirstOrThrow();
      const mine = indices.filter((index) => (index - 1) % templates === t - 1);
      if (mine.length > 0) await copySchool(db, template.clientId, mine);
    }
  }
  return Math.max(0, schools - from + 1);
}

/** The id of bench school `index` (scaleHost). */
async function schoolId(db: Db, index: number): Promise<number> {
  const row = await db.selectFrom("clientDomains").select("clientId").where("domain", "=", scaleHost(index)).executeTakeFirstOrThrow();
  return row.clientId;
}

/**
 * The families' records of school `index`, up to `count` in its inbox (bench/lib/seed-submissions.ts,
 * the staff bench's own writer): those already there are kept, so a database seeded before grows.
 */
async function seedInbox(db: Db, index: number, count: number): Promise<number> {
  const clientId = await schoolId(db, index);
  let existing = 0;
  for (const table of ["enrollments", "enquiries", "visits"] as const) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as("n"))
      .where("clientId", "=", clientId)
      .executeTakeFirstOrThrow();
    existing += Number(row.n);
  }
  if (existing < count) await seedSubmissions(db, clientId, count - existing);
  return Math.max(existing, count);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [url, schools, submissions = "0", school = "1"] = process.argv.slice(2);
  if (!url || !schools) throw new Error("usage: tsx bench/lib/scale-seed.ts <DATABASE_URL> <schools> [<submissions> [<school index>]]");
  const started = performance.now();
  const database = await openDatabase({ url });
  try {
    const seeded = await seedScaleSchools(database.db, Number(schools));
    const count = Number(submissions) > 0 ? await seedInbox(database.db, Number(school), Number(submissions)) : 0;
    const seconds = (performance.now() - started) / 1000;
    console.log(JSON.stringify({ schools: Number(schools), seeded, seconds: Number(seconds.toFixed(1)), submissions: count }));
  } finally {
    await database.close();
  }
}
