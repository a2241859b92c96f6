import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./scripts/checks/chromium.ts";

const port = Number(process.env.E2E_PORT || 4321);
/**
 * The browser: CHROMIUM_PATH when set; else Debian's headless shell (package
 * chromium-headless-shell), the same kind of build Playwright runs headless by default, which
 * ran this suite in 442 s where the full browser took 577 s (2 cores, 246 tests, same build);
 * else Debian's full Chromium; else Playwright's own (`npx playwright install chromium`).
 * This project's machines cannot download Playwright's browsers.
 */
const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
};

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  // One output folder per port, so runs on other ports do not clear this run's traces.
  outputDir: `test-results/playwright-${port}`,
  fullyParallel: true,
  // Two: the run is CPU-bound on two cores. Four, in a fresh-clone npm test (2026-11-28), kept
  // the machine 100% busy, took 391 s where two took 353 s, starved the stages beside them
  // (typecheck 204 s) and timed out the editor's publish steps.
  workers: Number(process.env.E2E_WORKERS) || 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: 30_000,
  // Recording a trace for every test costs about a third of the run (the axe sweep: 59 s without,
  // 79 s with). A test that fails runs once more, recorded, and the run fails all the same: a
  // test that passes only on its second try is reported flaky and counts as a failure.
  retries: 1,
  failOnFlakyTests: true,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "on-first-retry",
  },
  projects: [
    // Specs sit in one folder per feature (menu/, search/, forms/, …); how a spec runs is in
    // its name: `*.visitor.spec.ts`, `*.no-js.spec.ts`, `*.timing.spec.ts`, else chromium.
    {
      // The editor's specs, one file after another on one worker, share that worker's editor
      // (tests/e2e/editor/editor-site.ts), its copy put back before each file: one editor to
      // start and compile instead of one per file (20-60 s each on a busy machine). First in
      // this list, so its chain of files starts with the run and the other worker runs the
      // projects below meanwhile (listed after them, it ran alone at the end: 2026-12-07).
      name: "editor",
      testMatch: "editor/**/*.spec.ts",
      testIgnore: "**/*.timing.spec.ts",
      workers: 1,
      use: chromium,
    },
    {
      name: "chromium",
      // Visitor specs act without waiting for the app; no-js specs run with JavaScript off.
      testIgnore: [
        "**/*.visitor.spec.ts",
        "**/*.no-js.spec.ts",
        "**/*.timing.spec.ts",
        "editor/**",
      ],
      use: chromium,
    },
    {
      // Acts as a visitor does: at domcontentloaded, while modules are on their way.
      name: "visitor",
      testMatch: "**/*.visitor.spec.ts",
      use: chromium,
    },
    {
      name: "no-js phone",
      testMatch: "**/*.no-js.spec.ts",
      use: {
        ...chromium,
        javaScriptEnabled: false,
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: "no-js desktop",
      testMatch: "**/*.no-js.spec.ts",
      use: { ...chromium, javaScriptEnabled: false, viewport: { width: 1280, height: 800 } },
    },
    {
      // Tests that time the page in milliseconds run last, once the others are done, and one at
      // a time (`npm run test:e2e:timing` gives --workers=1): on two cores, a test sharing the
      // CPU with other browsers measures the machine, not the page (the editor's move on a
      // 200-block page beside the throttled long-task loads: 100-115 ms, alone 60-70 ms).
      name: "timing",
      testMatch: "**/*.timing.spec.ts",
      dependencies: ["chromium", "editor", "visitor", "no-js phone", "no-js desktop"],
      use: chromium,
    },
  ],
  // The production build, served exactly the way `npm start` serves it.
  webServer: {
    command: "node --import tsx scripts/cli/serve.ts",
    url: `http://127.0.0.1:${port}/`,
    env: { PORT: String(port), HOST: "127.0.0.1", FORMS_DATA_DIR: "test-results/forms" },
    reuseExistingServer: !process.env.CI,
    timeout: 600_000,
    stdout: "pipe",
  },
});
