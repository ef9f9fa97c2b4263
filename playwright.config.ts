import { defineConfig, devices } from "@playwright/test";

// Browser tests run in Debian's Chromium (never a downloaded browser), against the production
// build, with JavaScript on and off, at desktop (1280 px) and phone (375 px) widths.
export const PORT = Number(process.env.E2E_PORT ?? 3210);
export const SECRETS = {
  SESSION_SECRET: "e2e-session-secret-0123456789",
  HONEYPOT_SECRET: "e2e-honeypot-secret-0123456789",
};

const chromium = {
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

// A test tagged with a project's name (`alternate()` in tests/e2e/fixtures.ts) runs in that
// project only, among those its file name would run it in.
const PAGE_PROJECTS = ["desktop-js", "desktop-nojs", "phone-js", "phone-nojs"] as const;
const taggedForOthers = (name: (typeof PAGE_PROJECTS)[number]) =>
  new RegExp(
    PAGE_PROJECTS.filter((other) => other !== name)
      .map((other) => `@${other}\\b`)
      .join("|"),
  );

const desktop = { viewport: { width: 1280, height: 800 } };
const phone = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // No retries, also in CI: a test that passes on a second try has a race, a bug to fix.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Guards against a hang, never what a step waits for (README "Tests"): a page test takes 5–20 s
  // on two cores shared by browser, servers and runner, and twice that while the machine is busy.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromium,
    // No trace by default: recording one (the DOM at every step) for every test, to keep it only
    // for a failure, cost a sixth of the suite's CPU time on two cores shared by browser, server
    // and runner, and a CI run keeps nothing but its output. To debug a failing test, run it again
    // with `--trace retain-on-failure` (README "Tests").
    trace: "off",
    ...devices["Desktop Chrome"],
  },
  projects: [
    // Server behaviour (headers, proxies, failures, shutdown): HTTP only, run once.
    { name: "server", testMatch: /server\/.*\.spec\.ts/ },
    // Page tests. `x.spec.ts` runs twice, so that each flow is tried both ways and at both widths
    // without trying every pairing: with JavaScript at 1280 px and without it at 375 px. A name
    // that says what matters runs in every project that matches it: `x.js.spec.ts` /
    // `x.nojs.spec.ts` with JavaScript on / off at both widths, `x.desktop.spec.ts` /
    // `x.phone.spec.ts` at that width both ways, `x.desktop.js.spec.ts` in one project.
    {
      name: "desktop-js",
      testIgnore: [/server\//, /\.nojs\./, /\.phone\./],
      grepInvert: taggedForOthers("desktop-js"),
      use: { ...desktop, javaScriptEnabled: true },
    },
    {
      name: "desktop-nojs",
      testMatch: /\.(desktop|nojs)\.(.+\.)?spec\.ts$/,
      testIgnore: [/server\//, /\.js\.spec/, /\.phone\./],
      grepInvert: taggedForOthers("desktop-nojs"),
      use: { ...desktop, javaScriptEnabled: false },
    },
    {
      name: "phone-js",
      testMatch: /\.(phone|js)\.(.+\.)?spec\.ts$/,
      testIgnore: [/server\//, /\.nojs\./, /\.desktop\./],
      grepInvert: taggedForOthers("phone-js"),
      use: { ...phone, javaScriptEnabled: true },
    },
    {
      name: "phone-nojs",
      testIgnore: [/server\//, /\.js\.spec/, /\.desktop\./],
      grepInvert: taggedForOthers("phone-nojs"),
      use: { ...phone, javaScriptEnabled: false },
    },
  ],
  webServer: {
    // A fresh database each run, the production build, production mode.
    command: "rm -rf .cache/e2e && node build/server.js",
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      DATABASE_URL: ".cache/e2e/e2e.sqlite",
      RATE_LIMIT_PER_MINUTE: "10000",
      LOG_LEVEL: "error",
      PSEUDO_LOCALE: "true",
      ...SECRETS,
    },
  },
});
