// Compiles server.ts (and the embedded provider it mounts) and the operator's `school` command for
// production: ESM files that keep node_modules external, so the container runs plain
// `node build/server.js` and `node build/school.js` without tsx (a devDependency) (STACK.md).
import { build } from "esbuild";

await build({
  entryPoints: { server: "server.ts", school: "scripts/school.ts" },
  outdir: "build",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
