import { openDatabase, type DatabaseHandle } from "../api/db.js";
import { runSchoolCli } from "../api/schools.js";

// `npm run school -- …` (README "Schools from the command line"): the operator's tool, on the
// database the server uses (DATABASE_URL, default data/nurture.sqlite).
let handle: DatabaseHandle | undefined;
try {
  process.exitCode = await runSchoolCli(process.argv.slice(2), {
    db: async () => {
      handle = await openDatabase({ url: process.env.DATABASE_URL });
      return handle.db;
    },
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  });
} finally {
  await handle?.close();
}
