/**
 * First-load JavaScript per page: every script a page loads until the network is idle once its
 * islands script is set up, with no interaction, counted as the gzip bytes the server sends (the
 * precompressed copies, level 9). Needs a build (`npm run build`) and Chromium.
 *
 *   npm run bench:js                      # the default pages, and the first use of each island
 *   PAGES=/,/pricing BENCH_PORT=4281 npm run bench:js
 */
import { chromium, type Page, type Request } from "@playwright/test";
import { chromiumArgs } from "../playwright.config.ts";
import { gzipBytes } from "../tests/support/gzip-bytes.ts";
import { measuredPublicPages } from "../tests/support/public-pages.ts";
import { startServer } from "./start-server.ts";

const pages: readonly string[] = process.env.PAGES ? process.env.PAGES.split(",") : measuredPublicPages;
const server = await startServer(Number(process.env.BENCH_PORT ?? 4311));

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs });
/** Scripts a page loaded while something happened, in gzip bytes. */
interface Scripts {
  scripts: number;
  bytes: number;
  files: string[];
}
const rows: ({ page: string } & Scripts)[] = [];
let dialog: (Scripts & { openMs: number }) | undefined;
const firstUses: ({ what: string } & Scripts)[] = [];

/** The scripts `page` requests while `act` runs and until the network is quiet after it. */
async function scriptsDuring<T>(page: Page, act: () => Promise<T>): Promise<{ result: T; loaded: Scripts }> {
  const urls = new Set<string>();
  const listen = (request: Request) => {
    if (request.resourceType() === "script") urls.add(request.url());
  };
  page.on("request", listen);
  const result = await act();
  await page.waitForLoadState("networkidle");
  page.off("request", listen);
  const sizes = await Promise.all([...urls].map(async (url) => ({ url, bytes: await gzipBytes(url) })));
  const loaded = {
    scripts: sizes.length,
    bytes: sizes.reduce((sum, s) => sum + s.bytes, 0),
    files: sizes.map((s) => `${new URL(s.url).pathname} ${s.bytes}`),
  };
  return { result, loaded };
}

/** Opens `path` in `page` and waits for its islands script to be set up. */
async function openPageIn(page: Page, path: string): Promise<void> {
  await page.goto(server.url + path, { waitUntil: "networkidle" });
  await page.waitForFunction(() => document.documentElement.dataset.islands === "ready");
}

async function openPage(path: string): Promise<Page> {
  const page = await browser.newPage();
  await openPageIn(page, path);
  return page;
}

/** An island's first use on a page: the scripts `act` loads, until it has had its answer and the network is quiet. */
async function islandFirstUse(what: string, path: string, act: (page: Page) => Promise<void>) {
  const page = await openPage(path);
  const { loaded } = await scriptsDuring(page, () => act(page));
  await page.close();
  firstUses.push({ what, ...loaded });
}

/**
 * The quote dialog's first open from a page: the scripts it loads (gzip bytes), and the time from
 * the tap to the dialog on screen, after the pointer rested on the button (which starts the
 * loading, as a visitor's finger or mouse does on the way to it).
 */
async function quoteDialogFirstOpen(path: string) {
  const page = await openPage(path);
  const { result: openMs, loaded } = await scriptsDuring(page, async () => {
    await page.locator(`a[aria-haspopup="dialog"]:visible`).first().hover();
    // The loading the hover started, finished (the network quiet for half a second).
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    await page.waitForLoadState("networkidle");
    return page.evaluate(async () => {
      const link = [...document.querySelectorAll<HTMLElement>(`a[aria-haspopup="dialog"]`)].find((a) => a.offsetParent !== null)!;
      const started = performance.now();
      link.click();
      while (!document.querySelector('[role="dialog"]')) await new Promise((resolve) => requestAnimationFrame(resolve));
      return performance.now() - started;
    });
  });
  await page.close();
  return { ...loaded, openMs: Math.round(openMs) };
}
try {
  for (const path of pages) {
    const page = await browser.newPage();
    const { loaded } = await scriptsDuring(page, () => openPageIn(page, path));
    rows.push({ page: path, ...loaded });
    await page.close();
  }
  dialog = await quoteDialogFirstOpen(process.env.DIALOG_PAGE ?? "/services");
  if (!process.env.PAGES) {
    await islandFirstUse("the estimator, a load chosen on /pricing", "/pricing", async (page) => {
      await page.getByLabel("Half van").check();
      await page.locator("[data-island=estimator]").getByText("Estimate: £200–£260").waitFor();
    });
    await islandFirstUse("the /contact form, its first field focused (the form, then its checks)", "/contact", async (page) => {
      const schema = page.waitForResponse(/\/assets\/quote-schema-/);
      await page.getByLabel(/^Name/).focus();
      await schema;
    });
    await islandFirstUse("the postcode checker, a postcode typed on /areas", "/areas", async (page) => {
      await page.getByRole("textbox", { name: "Your postcode" }).pressSequentially("RH12");
      await page.locator('form[action="/areas/check"]').getByText("Horsham").first().waitFor();
    });
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log("\nFirst-load JavaScript, gzip bytes\n");
console.log("| page | scripts | gzip bytes |");
console.log("|---|---|---|");
for (const row of rows) console.log(`| ${row.page} | ${row.scripts} | ${row.bytes.toLocaleString("en-GB")} |`);
if (dialog)
  console.log(
    `\nThe quote dialog's first open from ${process.env.DIALOG_PAGE ?? "/services"}: ${dialog.scripts} scripts, ${dialog.bytes.toLocaleString("en-GB")} bytes gzip; on screen ${dialog.openMs} ms after the tap (loading began on hover)`,
  );
for (const use of firstUses)
  console.log(`First use of ${use.what}: ${use.scripts} scripts, ${use.bytes.toLocaleString("en-GB")} bytes gzip`);
if (process.env.VERBOSE)
  for (const row of [...rows, ...firstUses]) console.log(`\n${"page" in row ? row.page : row.what}\n  ${row.files.join("\n  ")}`);
