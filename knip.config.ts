import type { KnipConfig } from "knip";

// `npm run lint` runs knip twice: as is (tests count as users) and with --production (only what
// ships counts, so an export that only a test uses is reported too).
const config: KnipConfig = {
  // The language routes are Remix routes defined in vite.config.ts, not by file name (README "Languages").
  entry: [
    "server.ts!",
    "app/i18n/language-route.tsx!",
    "vite.config.ts!",
    "api/main.ts!",
    "scripts/school.ts!",
    "scripts/backup.ts!",
    "bench/*.{mjs,ts,tsx}",
    // The benches' shared modules; scale-seed.ts is also run by bench/scale.mjs through tsx (a path, not an import).
    "bench/lib/*.{mjs,ts}",
    "scripts/*.mjs",
    "tests/**/*.ts",
  ],
  project: ["**/*.{ts,tsx,js,mjs,css}!"],
  // A module's helpers may be exported for its own type signatures; only exports nobody imports count.
  ignoreExportsUsedInFile: true,
  // Debian's, installed by .ci/run: the request-limit test runs a Redis of its own; PostgreSQL's
  // client dumps the upgrade fixture (scripts/make-upgrade-fixture.mjs).
  ignoreBinaries: ["redis-server", "pg_dump"],
  // scripts/html-validity.mjs runs the jar this package ships (resolved as a file, not imported).
  ignoreDependencies: ["vnu-jar"],
  ignoreIssues: {
    // vite.config.ts's route definitions: the build uses them, but --production does not count a
    // config file as a user.
    "app/i18n/language-routes.ts": ["files"],
    // What the benches share (bench/lib/): benches are no production entry, and --production still
    // counts every file of the project as one that should ship.
    "bench/lib/*": ["files"],
    // The Kysely row types spell out the schema's tables, whether or not a query names them.
    "api/schema.ts": ["types"],
  },
  compilers: {
    // app/tailwind.css imports tailwindcss with CSS's own @import.
    css: (text: string) => [...text.matchAll(/(?<=@)import[^;]+/g)].join("\n"),
  },
};

export default config;
