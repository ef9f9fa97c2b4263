/**
 * Remix v2, classic compiler (STACK.md). package.json says "type": "module", so this file and the
 * server build are ESM. Defaults kept: app/, build/index.js, public/build.
 *
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  serverModuleFormat: "esm",
  // PostCSS runs Tailwind v4 through postcss.config.js; `tailwind: true` only detects v3 (STACK.md).
  postcss: true,
  tailwind: false,
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    // Each page inlines the manifest of its own routes and asks for others as links appear, instead
    // of every page importing the whole manifest (README "JavaScript budgets").
    v3_lazyRouteDiscovery: true,
  },
};
