import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);
// The server's data directory, known to the tests (they add staff and check stored files); workers
// inherit it from the runner, which sets it once.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "clearance-e2e-"));
export const e2eDataDir = process.env.E2E_DATA_DIR;
export const chromiumArgs = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-quic",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
    // A failed test keeps its trace (each action, the console, the network) and a screenshot of the end.
    // The trace takes no screenshot or DOM copy at each step: those made every test a third slower.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "mobile", use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, browserName: "chromium" } },
    // The journey from booking to the waste transfer note and its end is the crew's phone's (collection.spec.ts); the completion form at 1280 px is in complete-job.spec.ts.
    // passkeys.spec.ts runs one server on the site's own port and checks both widths itself.
    // The office's journeys (sign-in and the inbox, the schedule, tip runs, the register) run at 390 px;
    // at 1280 px staff-layout.spec.ts walks every staff page in each state, with axe on the inbox.
    // What reads the same at any width is checked once, at 390 px: a page's status, metadata, content
    // and structured data, its bytes of JavaScript, the sitemap, the answers made on the server, and
    // axe on each page's body (at 1280 px axe checks the home page, whose header every page shares,
    // and every state of the dialog, the menus and the forms).
    {
      name: "desktop",
      testIgnore: /(collection|passkeys|staff|schedule|disposals|register|office-booking|team)\.spec\.ts$/,
      grepInvert: [
        /every public route |the content each page must carry |first-load JavaScript per page \(gzip\) |public pages carry nothing of the staff side |sitemap\.xml and robots\.txt /,
        /\/contact shows the collection hours/,
        /axe: every route (?!\/ has no violations)|axe: the on-page answers/,
        /answers\.spec\.ts.*(postcode|cost|come today)\? \(without JavaScript\)/,
        // The journeys without JavaScript are the server's forms and answers, the same at any width; the
        // booking page made for a phone's screen is a phone's. At 1280 px the journeys run with JavaScript.
        /the booking page on a phone's screen|the booking journey without JavaScript|complete-job\.spec\.ts.*without JavaScript|\(f\) without JavaScript/,
      ],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 }, browserName: "chromium" },
    },
  ],
  webServer: {
    command: `bash tests/setup/serve-for-e2e.sh ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
  },
});
