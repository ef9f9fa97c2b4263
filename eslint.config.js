import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import globals from "globals";
import tseslint from "typescript-eslint";

// The layers of DESIGN.md "Style", as import rules: each zone names the files (`target`) that may
// not import from `from`. app/ and api/ meet only over HTTP.
const layer = (target, from, message) => ({ target, from, message });
const LAYERS = [
  layer(
    "./app/utils",
    ["./app/models", "./app/services", "./app/content", "./app/components", "./app/routes", "./app/root.tsx"],
    "utils/ is a leaf.",
  ),
  layer(
    "./app/models",
    ["./app/services", "./app/content", "./app/components", "./app/routes", "./app/root.tsx"],
    "models/ depend on the API client (utils/) only.",
  ),
  layer("./app/services", ["./app/components", "./app/routes", "./app/root.tsx"], "services/ serve loaders and actions; they import no UI."),
  layer("./app/content", ["./app/models", "./app/services", "./app/components", "./app/routes", "./app/root.tsx"], "content/ is copy: plain data."),
  layer(
    "./app/components",
    ["./app/models", "./app/services", "./app/content", "./app/routes", "./app/root.tsx"],
    "components get copy through props.",
  ),
  layer("./app/components", ["./app/**/*.server.ts"], "a component never imports a server module."),
  layer("./app/i18n", ["./app/components", "./app/routes", "./app/root.tsx"], "i18n/ gives words to loaders; it imports no UI."),
  layer("./app/routes", ["./app/root.tsx"], "the root's data type is utils/root-data.ts."),
  layer("./app", ["./api", "./server.ts"], "the site knows the provider only through /api/v1."),
  layer("./api", ["./app", "./server.ts"], "the provider knows nothing of the site."),
];

export default tseslint.config(
  { ignores: ["build/", ".cache/", "data/", "node_modules/", "test-results/", "playwright-report/", "tmp/"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: {
      // TypeScript files are parsed for their imports (no-cycle follows them), "~/" resolves by tsconfig.json.
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: {
      "import-x/no-cycle": "error",
      "import-x/no-restricted-paths": ["error", { zones: LAYERS }],
      // A name starting with "_" is kept on purpose (a destructured-away field, an unused argument).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      // The schemas refuse control characters on purpose (app/utils/schemas.ts, api/fields.ts).
      "no-control-regex": "off",
    },
  },
  {
    // Kysely's migrations are written against Kysely<any> (its documented pattern); tests read untyped JSON.
    files: ["api/migrations.ts", "api/migration-kit.ts", "api/*/migrations.ts", "tests/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Playwright fixtures that use no other fixture take `{}` as their first parameter.
    files: ["tests/e2e/**"],
    rules: { "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }] },
  },
  {
    // The drawing helpers share one signature whether or not they use every argument; the current
    // document is a module-level variable that each new Doc sets.
    files: ["scripts/make-demo-media.mjs"],
    rules: { "@typescript-eslint/no-unused-vars": ["error", { args: "none" }], "@typescript-eslint/no-this-alias": "off" },
  },
);
