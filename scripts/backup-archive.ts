import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { constants, createReadStream, createWriteStream, existsSync, type Dirent } from "node:fs";
import { chmod, copyFile, link, lstat, mkdir, mkdtemp, readFile, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import SQLite from "better-sqlite3";
import pg from "pg";
import { create as createTar, extract as extractTar } from "tar";
import { z } from "zod";
import { parseApiEnv } from "../api/env.js";
import { isPostgresUrl, sqlitePath } from "../api/db.js";

// The operator's backups (README "Backups"): one .tar.gz holding a consistent copy of the database
// (SQLite's online backup, or pg_dump's snapshot), the staff's uploads, the families' admission
// documents, the generated secrets.json, and manifest.json with every file's size and SHA-256.
// `restore` fills an empty data folder / empty database from it, and checks every checksum before it
// writes anything.

const MANIFEST = "manifest.json";
const FILES = "files";
/** What of DATA_DIR is kept (README "Uploads", "Admissions", "Configuration"); the rest is not the app's. */
const DATA_ENTRIES = [
  { name: "uploads", kind: "dir", mode: 0o644 },
  { name: "documents", kind: "dir", mode: 0o600 },
  { name: "secrets.json", kind: "file", mode: 0o600 },
] as const;
/** fileStorage's half-written files (`<key>.<12 hex>.tmp`, api/uploads/storage.ts): renamed into place once whole. */
const PARTIAL_WRITE = /\.[0-9a-f]{12}\.tmp$/;
/** A mounted volume's own folder, which an empty file system already has. */
const IGNORED_IN_EMPTY = new Set(["lost+found"]);

const manifestSchema = z.object({
  format: z.literal("nurture-backup"),
  version: z.literal(1),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(["sqlite", "postgres"]),
    file: z.enum(["database.sqlite", "database.pgdump"]),
    schemaVersion: z.string(),
  }),
  files: z.array(z.object({ path: z.string(), size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** A refusal the operator can act on: printed as is, exit code 1, nothing changed. */
export class Refused extends Error {}

interface Config {
  dataDir: string;
  databaseUrl: string;
  kind: "sqlite" | "postgres";
}

/** The server's own reading of DATA_DIR and DATABASE_URL (api/env.ts; the SQLite default as app/utils/env.server.ts). */
function configFrom(env: Record<string, string | undefined>): Config {
  const parsed = parseApiEnv(env);
  const databaseUrl = parsed.DATABASE_URL ?? path.join(parsed.DATA_DIR, "nurture.sqlite");
  return { dataDir: path.resolve(parsed.DATA_DIR), databaseUrl, kind: isPostgresUrl(databaseUrl) ? "postgres" : "sqlite" };
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL's own client programs

const PG_CLIENT_HINT =
  "install PostgreSQL's client programs of the server's major version (Debian: apt-get install postgresql-client-15; " +
  'the container image: see README "Backups")';

interface RunResult {
  code: number;
  stderr: string;
}

function run(command: string, args: string[], env: Record<string, string | undefined>): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: env as NodeJS.ProcessEnv, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "ENOENT" ? new Refused(`${command} was not found on PATH: ${PG_CLIENT_HINT}.`) : error),
    );
    child.on("close", (code) => resolve({ code: code ?? 1, stderr: stderr.trim() }));
  });
}

async function requireTool(command: string, env: Record<string, string | undefined>) {
  const { code, stderr } = await run(command, ["--version"], env);
  if (code !== 0) throw new Refused(`${command} --version failed (${stderr}): ${PG_CLIENT_HINT}.`);
}

/** The URL for libpq without its password, which goes in PGPASSWORD: a command line is visible to every user of the host. */
function libpq(url: string, env: Record<string, string | undefined>) {
  const parsed = new URL(url);
  if (!parsed.password) return { dbname: url, env };
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: { ...env, PGPASSWORD: password } };
}

async function withPg<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const LATEST_MIGRATION = "select name from kysely_migration order by name desc limit 1";

async function pgSchemaVersion(url: string): Promise<string> {
  return withPg(url, async (client) => {
    const result = await client.query<{ name: string }>(LATEST_MIGRATION).catch(() => null);
    const name = result?.rows[0]?.name;
    if (!name) throw new Refused("The database has no migrations table: it is not Nurture's database (check DATABASE_URL).");
    return name;
  });
}

/** Tables and views outside PostgreSQL's own schemas: a restore target must have none. */
async function pgRelations(url: string): Promise<string[]> {
  return withPg(url, async (client) => {
    const result = await client.query<{ name: string }>(
      `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'v', 'm', 'f')
         and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
       order by 1 limit 5`,
    );
    return result.rows.map((row) => row.name);
  });
}

// ---------------------------------------------------------------------------------------------
// Files

async function walk(root: string, relative = ""): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(path.join(root, relative), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries) {
    const name = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) files.push(...(await walk(root, name)));
    else if (entry.isFile()) files.push(name);
  }
  return files.sort();
}

async function sha256(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/**
 * A snapshot of one file: a hard link when the staging folder is on the same file system (storage
 * replaces a file by renaming a new one over it, so the link keeps the version it saw), else a copy.
 * A file deleted meanwhile is left out (false).
 */
async function snapshot(source: string, target: string): Promise<boolean> {
  await mkdir(path.dirname(target), { recursive: true });
  try {
    await link(source, target);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return false;
    if (code !== "EXDEV" && code !== "EPERM") throw error;
  }
  try {
    await copyFile(source, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

async function isMissing(file: string): Promise<boolean> {
  try {
    await lstat(file);
    return false;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return true;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// backup

export interface BackupResult {
  archive: string;
  manifest: Manifest;
}

/**
 * Writes the archive to `out` (a path, never overwritten; written under a temporary name and
 * renamed when whole) or to a stream (the CLI's `--out -`). The database is copied first, then
 * the files: a row that names a file was written after its file (api/uploads), so every file the
 * copied rows name is in the archive.
 */
export async function backup(options: { env: Record<string, string | undefined>; out: string | Writable }): Promise<BackupResult> {
  const config = configFrom(options.env);
  if (config.kind === "postgres") await requireTool("pg_dump", options.env);
  const out = typeof options.out === "string" ? path.resolve(options.out) : null;
  if (out && existsSync(out)) throw new Refused(`${out} already exists; choose another name.`);
  const staging = await mkdtemp(path.join(out ? path.dirname(out) : tmpdir(), ".nurture-backup-"));
  try {
    const createdAt = new Date().toISOString();
    const database =
      config.kind === "sqlite"
        ? await backupSqlite(sqlitePath(config.databaseUrl), path.join(staging, "database.sqlite"))
        : await backupPostgres(config.databaseUrl, path.join(staging, "database.pgdump"), options.env);
    for (const entry of DATA_ENTRIES) {
      const source = path.join(config.dataDir, entry.name);
      const target = path.join(staging, FILES, entry.name);
      if (entry.kind === "file") await snapshot(source, target);
      else for (const file of await walk(source)) if (!PARTIAL_WRITE.test(file)) await snapshot(path.join(source, file), path.join(target, file));
    }
    const names = [database.file, ...(await walk(path.join(staging, FILES))).map((file) => `${FILES}/${file}`)];
    const files: Manifest["files"] = [];
    for (const name of names) {
      const file = path.join(staging, name);
      files.push({ path: name, size: (await stat(file)).size, sha256: await sha256(file) });
    }
    const manifest: Manifest = { format: "nurture-backup", version: 1, createdAt, database: { kind: config.kind, ...database }, files };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    // manifest.json first, so a reader learns what to expect before the data.
    const entries = [MANIFEST, database.file, ...(existsSync(path.join(staging, FILES)) ? [FILES] : [])];
    const pack = createTar({ gzip: true, cwd: staging, portable: true }, entries);
    if (out) {
      const partial = path.join(staging, "archive.tar.gz.partial");
      // The archive holds secrets and personal data: only its owner reads it.
      await pipeline(pack as unknown as Readable, createWriteStream(partial, { mode: 0o600 }));
      await rename(partial, out).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== "EXDEV") throw error;
        await copyFile(partial, out, constants.COPYFILE_EXCL);
      });
    } else {
      await pipeline(pack as unknown as Readable, options.out as Writable, { end: false });
    }
    return { archive: out ?? "standard output", manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function backupSqlite(file: string, target: string) {
  if (await isMissing(file)) throw new Refused(`No database at ${file} (DATA_DIR / DATABASE_URL).`);
  const source = new SQLite(file, { fileMustExist: true });
  try {
    // As the server's connection (api/db.ts): wait for a writer rather than fail.
    source.pragma("busy_timeout = 5000");
    // SQLite's online backup: a copy of one moment, taken while the site keeps writing. All pages in
    // one step under one read transaction: copied step by step, every write of the site between two
    // steps would restart the copy, and a busy site could keep it from ever finishing. In WAL mode
    // the read holds no writer back.
    await source.backup(target, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  const copy = new SQLite(target, { readonly: true });
  try {
    const row = copy.prepare(LATEST_MIGRATION).get() as { name: string } | undefined;
    if (!row) throw new Refused(`${file} has no migrations: it is not Nurture's database.`);
    return { file: "database.sqlite" as const, schemaVersion: row.name };
  } catch (error) {
    if (error instanceof Refused) throw error;
    throw new Refused(`${file} has no migrations table: it is not Nurture's database (${(error as Error).message}).`);
  } finally {
    copy.close();
  }
}

async function backupPostgres(url: string, target: string, env: Record<string, string | undefined>) {
  const schemaVersion = await pgSchemaVersion(url);
  const connection = libpq(url, env);
  // pg_dump reads the whole database in one transaction: one moment, while the site keeps writing.
  // Custom format: compressed, and pg_restore can restore it in one transaction.
  const dump = await run(
    "pg_dump",
    ["--format=custom", "--no-owner", "--no-privileges", `--file=${target}`, `--dbname=${connection.dbname}`],
    connection.env,
  );
  if (dump.code !== 0) throw new Error(`pg_dump failed: ${dump.stderr}`);
  // A migration that ran meanwhile (an instance of a newer version starting) would make the name wrong.
  if ((await pgSchemaVersion(url)) !== schemaVersion) throw new Refused("The database was migrated during the backup; run it again.");
  return { file: "database.pgdump" as const, schemaVersion };
}

// ---------------------------------------------------------------------------------------------
// restore

/**
 * Unpacks `from` (a path or a stream) into a temporary folder, checks it against its manifest,
 * and only then fills the empty target: the database (a copy of the SQLite file, or pg_restore in
 * one transaction), then DATA_DIR's files.
 */
export async function restore(options: { env: Record<string, string | undefined>; from: string | Readable }): Promise<Manifest> {
  const config = configFrom(options.env);
  if (config.kind === "postgres") await requireTool("pg_restore", options.env);
  await requireEmptyTarget(config);
  if (typeof options.from === "string" && (await isMissing(options.from))) throw new Refused(`${options.from} does not exist.`);
  const unpacked = await mkdtemp(path.join(tmpdir(), "nurture-restore-"));
  try {
    const manifest = await unpackAndVerify(typeof options.from === "string" ? createReadStream(options.from) : options.from, unpacked);
    if (manifest.database.kind !== config.kind) {
      throw new Refused(
        `The archive holds a ${manifest.database.kind} database and DATABASE_URL selects ${config.kind}: restore into the same kind.`,
      );
    }
    // Again: unpacking took time, and the target must still be empty.
    await requireEmptyTarget(config);
    const database = path.join(unpacked, manifest.database.file);
    if (config.kind === "sqlite") {
      const file = path.resolve(sqlitePath(config.databaseUrl));
      await mkdir(path.dirname(file), { recursive: true });
      await copyFile(database, file, constants.COPYFILE_EXCL);
    } else {
      const connection = libpq(config.databaseUrl, options.env);
      const result = await run(
        "pg_restore",
        ["--exit-on-error", "--single-transaction", "--no-owner", "--no-privileges", `--dbname=${connection.dbname}`, database],
        connection.env,
      );
      if (result.code !== 0) throw new Error(`pg_restore failed (the database was left as it was): ${result.stderr}`);
    }
    await mkdir(config.dataDir, { recursive: true });
    for (const { path: name } of manifest.files) {
      if (!name.startsWith(`${FILES}/`)) continue;
      const relative = name.slice(FILES.length + 1);
      const target = path.join(config.dataDir, ...relative.split("/"));
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(path.join(unpacked, name), target, constants.COPYFILE_EXCL);
      const top = relative.split("/")[0];
      await chmod(target, DATA_ENTRIES.find((entry) => entry.name === top)?.mode ?? 0o600);
    }
    return manifest;
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}

async function requireEmptyTarget(config: Config) {
  const present = (await readdir(config.dataDir).catch(() => [] as string[])).filter((name) => !IGNORED_IN_EMPTY.has(name));
  if (present.length > 0) {
    throw new Refused(
      `The data folder ${config.dataDir} is not empty (${present.slice(0, 5).join(", ")}): restore only into an empty one; nothing was changed.`,
    );
  }
  if (config.kind === "sqlite") {
    const file = path.resolve(sqlitePath(config.databaseUrl));
    for (const candidate of [file, `${file}-wal`]) {
      if (!(await isMissing(candidate))) throw new Refused(`${candidate} already exists: restore only into an empty target; nothing was changed.`);
    }
  } else {
    const relations = await pgRelations(config.databaseUrl);
    if (relations.length > 0) {
      throw new Refused(`The database already has tables (${relations.join(", ")}): restore only into an empty database; nothing was changed.`);
    }
  }
}

async function unpackAndVerify(input: Readable, folder: string): Promise<Manifest> {
  const odd: string[] = [];
  try {
    await pipeline(
      input,
      extractTar({
        cwd: folder,
        // Any damage the tar reader notices (a bad header checksum, a truncated file) is an error, not a warning.
        strict: true,
        filter: (name, entry) => {
          const type = "type" in entry ? entry.type : "File";
          if (type === "File" || type === "Directory") return true;
          odd.push(name);
          return false;
        },
      }) as unknown as Writable,
    );
  } catch (error) {
    throw new Refused(`The archive cannot be read (${(error as Error).message}): it is damaged or not a Nurture backup; nothing was changed.`);
  }
  if (odd.length > 0) throw new Refused(`The archive holds entries other than files and folders (${odd.join(", ")}); nothing was changed.`);
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(await readFile(path.join(folder, MANIFEST), "utf8")));
  } catch (error) {
    throw new Refused(`The archive has no valid ${MANIFEST} (${(error as Error).message}); nothing was changed.`);
  }
  const listed = new Set(manifest.files.map((file) => file.path));
  if (!listed.has(manifest.database.file)) throw new Refused(`The manifest lists no ${manifest.database.file}; nothing was changed.`);
  const found = (await walk(folder)).filter((name) => name !== MANIFEST);
  const extra = found.filter((name) => !listed.has(name));
  if (extra.length > 0)
    throw new Refused(`The archive holds files its manifest does not list (${extra.slice(0, 5).join(", ")}); nothing was changed.`);
  const bad: string[] = [];
  for (const file of manifest.files) {
    const safe = file.path === manifest.database.file || (file.path.startsWith(`${FILES}/`) && !file.path.split("/").includes(".."));
    const full = path.join(folder, file.path);
    if (!safe || (await isMissing(full))) {
      bad.push(`${file.path} (missing)`);
      continue;
    }
    const size = (await stat(full)).size;
    if (size !== file.size || (await sha256(full)) !== file.sha256) bad.push(`${file.path} (checksum)`);
  }
  if (bad.length > 0) {
    throw new Refused(`The archive is damaged: ${bad.length} file(s) differ from its manifest (${bad.slice(0, 5).join(", ")}); nothing was changed.`);
  }
  return manifest;
}

// ---------------------------------------------------------------------------------------------
// The command (scripts/backup.ts; build/backup.js in the container)

const USAGE = `Usage:
  backup [--out FILE | --out -]     write one archive (default ./nurture-backup-<UTC time>.tar.gz; - : standard output)
  restore --from FILE | --from -    fill an empty data folder / empty database from an archive (- : standard input)
Both read DATA_DIR and DATABASE_URL as the server does (README "Backups").`;

export interface CliIo {
  env: Record<string, string | undefined>;
  stdin: Readable;
  stdout: Writable;
  /** Messages; on stderr, so that `--out -` keeps standard output for the archive alone. */
  err: (line: string) => void;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Runs `backup` or `restore`; answers the exit code (0 done, 1 failed or refused, 2 usage). */
export async function runBackupCli(argv: string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { out: { type: "string" }, from: { type: "string" } } });
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [command, ...rest] = parsed.positionals;
  const { out, from } = parsed.values;
  try {
    if (command === "backup" && rest.length === 0 && from === undefined) {
      const target = out ?? `nurture-backup-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`;
      const { archive, manifest } = await backup({ env: io.env, out: target === "-" ? io.stdout : target });
      const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
      io.err(
        `Backup written to ${archive}: ${manifest.database.kind} database at ${manifest.database.schemaVersion}, ` +
          `${manifest.files.length - 1} other file(s), ${mb(bytes)} before compression. It holds secrets and personal data: store it safely.`,
      );
      return 0;
    }
    if (command === "restore" && rest.length === 0 && out === undefined && from !== undefined) {
      const manifest = await restore({ env: io.env, from: from === "-" ? io.stdin : from });
      io.err(
        `Restored the backup of ${manifest.createdAt} (${manifest.database.kind} database at ${manifest.database.schemaVersion}, ` +
          `${manifest.files.length - 1} other file(s)); every checksum matched. Start the server on it.`,
      );
      return 0;
    }
  } catch (error) {
    io.err(error instanceof Refused ? `Refused: ${error.message}` : `Failed: ${(error as Error).message}`);
    return 1;
  }
  io.err(USAGE);
  return 2;
}
