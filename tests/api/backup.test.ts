import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { appendFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { create as createTar, extract as extractTar } from "tar";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase } from "../../api/db.js";
import { fileStorage } from "../../api/uploads/storage.js";
import { runBackupCli, type Manifest } from "../../scripts/backup-archive.js";
import { pdf } from "../fixtures/documents.js";
import { smallPng } from "../fixtures/images.js";
import { demoAccount, qs, signIn, startTestApi, type TestApi, usingPostgres } from "./harness.js";

// README "Backups": `npm run backup` / `restore` (scripts/backup.ts) on the database this run uses —
// a SQLite file in a data folder, or (DATABASE_URL=postgres://…) whole PostgreSQL databases of this
// file's own, made and dropped here — with the provider answering forms and uploads meanwhile.

const root = path.resolve(import.meta.dirname, "../..");
const made: string[] = [];
const databases: string[] = [];

/** A fresh data folder and, on PostgreSQL, a fresh empty database: the env the server and the command read. */
async function target(): Promise<{ env: { DATA_DIR: string; DATABASE_URL?: string }; dataDir: string; databaseUrl: string }> {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "nurture-backup-test-")), "data");
  made.push(path.dirname(dataDir));
  if (!usingPostgres) return { env: { DATA_DIR: dataDir }, dataDir, databaseUrl: path.join(dataDir, "nurture.sqlite") };
  const name = `nurture_backup_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await admin((client) => client.query(`create database ${name}`));
  databases.push(name);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return { env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() }, dataDir, databaseUrl: url.toString() };
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** This process's environment without the test run's DATABASE_URL: each call names its own target. */
function environment(env: Record<string, string>) {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.DATA_DIR;
  return { ...inherited, ...env };
}

/** The command as the operator runs it (`npm run backup` is `tsx scripts/backup.ts backup`). */
function cli(args: string[], env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/backup.ts", ...args], {
    cwd: root,
    env: environment(env),
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stderr }));
  });
}

/** The same command in this process, for the cases that need no process of their own. */
async function inProcess(args: string[], env: Record<string, string>) {
  const lines: string[] = [];
  const code = await runBackupCli(args, {
    env: environment(env),
    stdin: process.stdin,
    stdout: process.stdout,
    err: (line) => lines.push(line),
  });
  return { code, stderr: lines.join("\n") };
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** Every file of the data folder the app writes (uploads/, documents/, secrets.json) → its SHA-256. */
function dataFiles(dataDir: string): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(dataDir)) return files;
  for (const name of readdirSync(dataDir, { recursive: true }).map(String)) {
    const full = path.join(dataDir, name);
    if (name.endsWith(".tmp") || !statSync(full).isFile() || /^nurture\.sqlite/.test(name)) continue;
    files.set(name, sha256(readFileSync(full)));
  }
  return files;
}

/** What must stay as it was when a restore is refused: every file in the folder, and on PostgreSQL every row. */
async function fingerprint(where: { dataDir: string; databaseUrl: string }) {
  const files: Record<string, string> = {};
  if (existsSync(where.dataDir)) {
    for (const name of readdirSync(where.dataDir, { recursive: true }).map(String)) {
      const full = path.join(where.dataDir, name);
      if (statSync(full).isFile()) files[name] = sha256(readFileSync(full));
    }
  }
  if (!usingPostgres) return { files };
  const client = new pg.Client({ connectionString: where.databaseUrl });
  await client.connect();
  try {
    const tables = (
      await client.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public' order by 1")
    ).rows.map((row) => row.name);
    const rows: Record<string, string> = {};
    for (const table of tables) {
      const result = await client.query<{ digest: string | null }>(
        `select md5(string_agg(t::text, ',' order by t::text)) as digest from "${table}" t`,
      );
      rows[table] = result.rows[0]?.digest ?? "";
    }
    return { files, rows };
  } finally {
    await client.end();
  }
}

async function manifestOf(archive: string): Promise<Manifest> {
  const folder = await mkdtemp(path.join(tmpdir(), "nurture-manifest-"));
  try {
    await extractTar({ file: archive, cwd: folder }, ["manifest.json"]);
    return JSON.parse(await readFile(path.join(folder, "manifest.json"), "utf8"));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

let source: Awaited<ReturnType<typeof target>>;
let api: TestApi;
let staffToken = "";
let uploadsSent = 0;
/** A backup taken while nothing was being written: what the refusal tests restore. */
let quietArchive = "";

const sendPhoto = async () => {
  const res = await api.post("/staff/uploads", {
    headers: { authorization: `Bearer ${staffToken}`, "content-type": "image/png" },
    // Each a width of its own: another photo, another hash, another file.
    body: new Uint8Array(await smallPng(100 + ++uploadsSent, 80)),
  });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
};

// A sign-in's password hash, photos through sharp, a PDF and a backup: on two shared cores
// under others' test runs this took over a minute once; the timeout only guards against a hang.
beforeAll(async () => {
  source = await target();
  api = await startTestApi({
    uploads: fileStorage(path.join(source.dataDir, "uploads")),
    documents: fileStorage(path.join(source.dataDir, "documents"), { fileMode: 0o600 }),
    databaseUrl: source.databaseUrl,
  });
  mkdirSync(source.dataDir, { recursive: true });
  // As server.ts leaves it on a first start without SESSION_SECRET / HONEYPOT_SECRET (README "Configuration").
  writeFileSync(path.join(source.dataDir, "secrets.json"), JSON.stringify({ SESSION_SECRET: "s".repeat(43) }), { mode: 0o600 });
  staffToken = await signIn(api, demoAccount(0, "staff"));
  await sendPhoto();
  await sendPhoto();
  // A family's admission document (README "Admissions"), kept in DATA_DIR/documents. Made first:
  // a connection left idle past the server's keep-alive while it is made could be reset as reused.
  const birthCertificate = new Uint8Array(await pdf());
  const classes: { id: number; name: string }[] = (await api.get(`/admissions/classes${qs({ clientId: api.schoolA })}`)).body
    .data;
  const enrolment = await api.post(
    "/enrollment/new" +
      qs({
        clientId: api.schoolA,
        childName: "Ira",
        childAge: "3",
        gender: "female",
        parentName: "Meena Rao",
        parentContact: "9700000001",
        address: "12 Lake Road",
        classId: classes.find((row) => row.name === "Nursery")!.id,
        childDateOfBirth: "2023-10-15",
      }),
  );
  expect(enrolment.status).toBe(201);
  const lookup = { clientId: api.schoolA, reference: enrolment.body.reference, mobile: "9700000001" };
  const items: { itemId: number }[] = (await api.get(`/admissions/documents${qs(lookup)}`)).body.data.items;
  const sent = await api.post(`/admissions/documents${qs({ ...lookup, itemId: items[0]!.itemId, filename: "birth.pdf" })}`, {
    headers: { "content-type": "application/pdf" },
    body: birthCertificate,
  });
  expect(sent.status).toBe(201);
  expect(
    readdirSync(path.join(source.dataDir, "documents"), { recursive: true }).some((name) => String(name).endsWith(".pdf")),
  ).toBe(true);

  quietArchive = path.join(made[0]!, "quiet.tar.gz");
  const quiet = await inProcess(["backup", "--out", quietArchive], source.env);
  expect(quiet, quiet.stderr).toMatchObject({ code: 0 });
}, 120_000);

afterAll(async () => {
  await api?.close();
  for (const folder of made) rmSync(folder, { recursive: true, force: true });
  if (usingPostgres) {
    await admin(async (client) => {
      for (const name of databases) await client.query(`drop database if exists ${name} with (force)`);
    });
  }
});

type Answered = { table: "enquiries" | "enrollments"; id: number; beforeBackup: boolean };

// Two processes of its own (tsx: about two seconds each) and a steady stream of posts meanwhile.
it("a backup taken while forms and photos are posted restores every answered row and every file, checksums equal", async () => {
  const answered: Answered[] = [];
  let backupStarted = false;
  let stop = false;
  let n = 0;
  // Forms and photos one after another, as fast as the provider answers, until the backup ends.
  const writer = (async () => {
    while (!stop) {
      n += 1;
      if (n % 4 === 0) {
        await sendPhoto();
        continue;
      }
      const enquiry = n % 2 === 1;
      const res = enquiry
        ? await api.post(
            "/contact/new" +
              qs({
                clientId: api.schoolA,
                parentName: `Parent ${n}`,
                parentMobile: "9988776655",
                email: `parent${n}@example.org`,
                message: `Question number ${n}`,
              }),
          )
        : await api.post(
            "/enrollment/new" +
              qs({
                clientId: api.schoolB,
                childName: `Child ${n}`,
                childAge: "4",
                gender: "female",
                parentName: `Parent ${n}`,
                parentContact: "9876543210",
                address: `${n} MG Road, Pune`,
              }),
          );
      if (res.status !== 201) throw new Error(`post ${n} failed: ${res.status} ${JSON.stringify(res.body)}`);
      // Set before the command is spawned: a response read after that counts as answered during the backup.
      answered.push({ table: enquiry ? "enquiries" : "enrollments", id: res.body.data.id, beforeBackup: !backupStarted });
    }
  })();
  try {
    while (answered.length < 6) await new Promise((resolve) => setImmediate(resolve));
    const filesBefore = dataFiles(source.dataDir);
    const archive = path.join(made[0]!, "busy.tar.gz");
    backupStarted = true;
    const taken = await cli(["backup", "--out", archive], source.env);
    expect(taken.stderr).toMatch(/Backup written to .*busy\.tar\.gz/);
    expect(taken.code).toBe(0);
    stop = true;
    await writer;
    // The writer really wrote while the backup ran: otherwise this would test a quiet backup.
    expect(answered.filter((row) => !row.beforeBackup).length).toBeGreaterThan(0);

    const manifest = await manifestOf(archive);
    const latest = await api.db
      .selectFrom("kysely_migration" as never)
      .select("name" as never)
      .orderBy("name" as never, "desc")
      .executeTakeFirst();
    expect(manifest.database).toEqual({
      kind: usingPostgres ? "postgres" : "sqlite",
      file: usingPostgres ? "database.pgdump" : "database.sqlite",
      schemaVersion: (latest as { name: string } | undefined)?.name,
    });
    expect(statSync(archive).mode & 0o777).toBe(0o600);

    const into = await target();
    const restored = await cli(["restore", "--from", archive], into.env);
    expect(restored.stderr).toMatch(/every checksum matched/);
    expect(restored.code).toBe(0);

    // Every file there before the backup began, byte for byte (its SHA-256), and nothing that differs.
    const filesAfter = dataFiles(into.dataDir);
    for (const [name, digest] of filesBefore) expect(filesAfter.get(name), name).toBe(digest);
    const now = dataFiles(source.dataDir);
    for (const [name, digest] of filesAfter) expect(now.get(name), name).toBe(digest);
    expect(filesAfter.get("secrets.json")).toBeDefined();
    expect(statSync(path.join(into.dataDir, "secrets.json")).mode & 0o777).toBe(0o600);
    const document = [...filesAfter.keys()].find((name) => name.startsWith("documents/"))!;
    expect(statSync(path.join(into.dataDir, document)).mode & 0o777).toBe(0o600);

    // Every row answered before the backup began, as stored; every restored row as stored.
    const copy = await openDatabase({ url: into.databaseUrl });
    try {
      for (const table of ["enquiries", "enrollments"] as const) {
        const original = await api.db.selectFrom(table).selectAll().orderBy("id").execute();
        const back = await copy.db.selectFrom(table).selectAll().orderBy("id").execute();
        const backById = new Map(back.map((row) => [row.id, row]));
        const required = answered.filter((row) => row.table === table && row.beforeBackup);
        expect(required.length).toBeGreaterThan(0);
        for (const row of required)
          expect(backById.get(row.id), `${table} ${row.id}`).toEqual(original.find((o) => o.id === row.id));
        for (const row of back) expect(row).toEqual(original.find((o) => o.id === row.id));
      }
      // The uploads table names only files the archive holds.
      for (const upload of await copy.db.selectFrom("uploads").select("hash").execute()) {
        expect(
          [...filesAfter.keys()].some((name) => name.startsWith(`uploads/${upload.hash}/`)),
          upload.hash,
        ).toBe(true);
      }
    } finally {
      await copy.close();
    }
  } finally {
    stop = true;
    await writer.catch(() => undefined);
  }
}, 120_000);

it("a restore over a target that is not empty is refused and changes nothing", async () => {
  // A target that already holds a restored site.
  const full = await target();
  expect((await inProcess(["restore", "--from", quietArchive], full.env)).code).toBe(0);
  const before = await fingerprint(full);
  const again = await cli(["restore", "--from", quietArchive], full.env);
  expect(again.code).toBe(1);
  expect(again.stderr).toMatch(/^Refused: .*not empty.*nothing was changed/m);
  expect(await fingerprint(full)).toEqual(before);

  // An empty database but a data folder holding a file: refused before anything is written.
  const stray = await target();
  await mkdir(stray.dataDir, { recursive: true });
  await writeFile(path.join(stray.dataDir, "notes.txt"), "mine");
  const refused = await inProcess(["restore", "--from", quietArchive], stray.env);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain(`The data folder ${stray.dataDir} is not empty (notes.txt)`);
  expect(readdirSync(stray.dataDir)).toEqual(["notes.txt"]);
  if (usingPostgres) {
    expect((await fingerprint(stray)).rows).toEqual({});
    // An empty data folder but a database with tables (the restored one above).
    const tables = await inProcess(["restore", "--from", quietArchive], {
      DATA_DIR: (await target()).dataDir,
      DATABASE_URL: full.databaseUrl,
    });
    expect(tables.code).toBe(1);
    expect(tables.stderr).toMatch(/The database already has tables \(public\./);
    expect(await fingerprint(full)).toEqual(before);
  }
}, 60_000);

it("a damaged or tampered archive is refused before anything is written", async () => {
  const into = await target();
  const bytes = await readFile(quietArchive);
  const work = path.join(made[0]!, "damaged");
  await mkdir(work);

  const flipped = Buffer.from(bytes);
  flipped[Math.floor(flipped.length / 2)]! ^= 0xff;
  await writeFile(path.join(work, "flipped.tar.gz"), flipped);
  await writeFile(path.join(work, "truncated.tar.gz"), bytes.subarray(0, Math.floor(bytes.length * 0.7)));
  await writeFile(path.join(work, "not-an-archive.tar.gz"), "hello");

  // Well-formed archives whose content no longer matches the manifest: one photo's bytes changed,
  // and one file added that the manifest does not list.
  const repack = async (name: string, change: (folder: string, photo: string) => Promise<void>) => {
    const folder = await mkdtemp(path.join(work, "unpacked-"));
    await extractTar({ file: quietArchive, cwd: folder });
    const photos = (await readdir(path.join(folder, "files/uploads"), { recursive: true })).map(String);
    const photo = photos.find((file) => file.endsWith(".webp"))!;
    await change(folder, photo);
    const entries = ["manifest.json", ...(await readdir(folder)).filter((entry) => entry !== "manifest.json")];
    await createTar({ gzip: true, cwd: folder, file: path.join(work, name) }, entries);
    return photo;
  };
  const photo = await repack("tampered.tar.gz", (folder, file) => appendFile(path.join(folder, "files/uploads", file), "x"));
  await repack("extra.tar.gz", (folder) => writeFile(path.join(folder, "files/uploads/extra.webp"), "unlisted"));

  const cases: [string, RegExp][] = [
    ["flipped.tar.gz", /^Refused: The archive (cannot be read|is damaged)/],
    ["truncated.tar.gz", /^Refused: The archive cannot be read/],
    ["not-an-archive.tar.gz", /^Refused: The archive (cannot be read|has no valid manifest\.json)/],
    [
      "tampered.tar.gz",
      new RegExp(
        `^Refused: The archive is damaged: 1 file\\(s\\) differ from its manifest \\(files/uploads/${photo} \\(checksum\\)\\)`,
      ),
    ],
    ["extra.tar.gz", /^Refused: The archive holds files its manifest does not list \(files\/uploads\/extra\.webp\)/],
  ];
  for (const [name, message] of cases) {
    const run = name === "tampered.tar.gz" ? cli : inProcess;
    const result = await run(["restore", "--from", path.join(work, name)], into.env);
    expect(result.code, name).toBe(1);
    expect(result.stderr, name).toMatch(message);
    expect(existsSync(into.dataDir) ? readdirSync(into.dataDir) : [], name).toEqual([]);
    if (usingPostgres) expect((await fingerprint(into)).rows, name).toEqual({});
  }
  // And the archive itself, unchanged, restores there.
  expect((await inProcess(["restore", "--from", quietArchive], into.env)).code).toBe(0);
}, 60_000);

it("PostgreSQL without its client programs: a clear message naming what to install", async () => {
  const empty = mkdtempSync(path.join(tmpdir(), "nurture-no-path-"));
  made.push(empty);
  const env = { PATH: empty, DATA_DIR: path.join(empty, "data"), DATABASE_URL: "postgres://postgres@127.0.0.1:5432/none" };
  for (const [args, tool] of [
    [["backup", "--out", path.join(empty, "b.tar.gz")], "pg_dump"],
    [["restore", "--from", quietArchive], "pg_restore"],
  ] as const) {
    const result = await inProcess([...args], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Refused: ${tool} was not found on PATH: install PostgreSQL's client programs`);
    expect(result.stderr).toContain("postgresql-client-15");
  }
  expect(readdirSync(empty)).toEqual([]);
});
