import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
    // Each API test file starts its own server on its own database (SQLite file or PostgreSQL
    // schema), so files may run in parallel; two cores here.
    pool: "forks",
    maxWorkers: 2,
    // On PostgreSQL each worker gets a database of its own (tests/support/pg-worker-database.ts).
    setupFiles: ["tests/support/pg-worker-database.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
