import pg from "pg";

// The API suite on PostgreSQL (`npm run test:api:pg`, README "Tests"): its files run two at a
// time, each worker in a database of its own beside DATABASE_URL's (`test` → `test_w1`, `test_w2`).
// One database for all would not do: Kysely's migrator reads the catalogue of every schema in the
// database, and a file dropping its scratch schema at that moment failed another file's migration.
// A file still works in a scratch schema of its worker's database (tests/api/harness.ts).

const url = process.env.DATABASE_URL ?? "";
const worker = process.env.VITEST_POOL_ID;
if (/^postgres(ql)?:\/\//.test(url) && worker) {
  const own = new URL(url);
  const base = own.pathname.slice(1) || "postgres";
  const name = `${base}_w${worker}`;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`tests: no worker database for ${base}`);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) {
      await admin.query(`create database ${name}`).catch((error: unknown) => {
        // 42P04: made meanwhile by another run of this worker number.
        if ((error as { code?: string }).code !== "42P04") throw error;
      });
    }
  } finally {
    await admin.end();
  }
  own.pathname = `/${name}`;
  process.env.DATABASE_URL = own.toString();
}
