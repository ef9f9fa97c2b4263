import { runBackupCli } from "./backup-archive.js";

// `npm run backup` / `npm run restore` (README "Backups"); `node build/backup.js backup|restore …` in
// the container, compiled by scripts/build-server.mjs.
process.exitCode = await runBackupCli(process.argv.slice(2), {
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  err: (line) => process.stderr.write(`${line}\n`),
});
