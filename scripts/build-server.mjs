// Compiles server.ts (and the embedded provider it mounts) for production: one ESM file that
// keeps node_modules external, so the container runs plain `node build/server.js` (STACK.md).
import { build } from "esbuild";

await build({
  entryPoints: ["server.ts"],
  outfile: "build/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
