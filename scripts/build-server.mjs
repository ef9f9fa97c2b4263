// Compiles server.ts (and the embedded provider it mounts) and the operator's `school` and `backup` commands for
// production: ESM files that keep node_modules external, so the container runs plain
// `node build/server.js`, `node build/school.js` and `node build/backup.js` without tsx (a devDependency) (STACK.md).
import { build } from "esbuild";

await build({
  entryPoints: { server: "server.ts", school: "scripts/school.ts", backup: "scripts/backup.ts" },
  outdir: "build",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
