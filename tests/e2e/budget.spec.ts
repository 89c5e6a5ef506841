import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page, type Response } from "@playwright/test";
import { gzipBytes } from "../support/gzip-bytes";
import { measuredPublicPages } from "../support/public-pages";
import { quoteButton, quoteDialog, waitForPageScripts } from "./helpers";

const BUDGET = 125 * 1024;
const isScript = (response: Response) =>
  response.request().resourceType() === "script" || /\.m?js(\?|$)/.test(new URL(response.url()).pathname);
const lazyChunk = /\/assets\/(quote-dialog|quote-form|toaster|upload-progress|photo-picker)[-.]/;

test.describe("performance budget", () => {
  test("the first load of / sends at most 125 KB of compressed JavaScript", async ({ page }) => {
    const scripts: Response[] = [];
    page.on("response", (response) => {
      if (isScript(response)) scripts.push(response);
    });
    await page.goto("/", { waitUntil: "networkidle" });
    await waitForPageScripts(page);
    expect(scripts.length).toBeGreaterThan(0);

    const sizes = await Promise.all(
      scripts.map(async (response) => {
        const { responseBodySize } = await response.request().sizes();
        return {
          url: new URL(response.url()).pathname,
          bytes: responseBodySize,
          encoding: (await response.allHeaders())["content-encoding"] ?? "none",
        };
      }),
    );
    const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
    test.info().annotations.push({ type: "compressed JS bytes on /", description: String(total) });
    const table = sizes.map((s) => `${String(s.bytes).padStart(8)} ${s.encoding.padEnd(5)} ${s.url}`).join("\n");
    // Scripts of any size travel compressed.
    for (const s of sizes) if (s.bytes > 1024) expect(s.encoding, `${s.url} is not compressed`).toMatch(/^(gzip|br|zstd)$/);
    expect(total, `compressed JS on / is ${total} bytes:\n${table}`).toBeLessThanOrEqual(BUDGET);
  });

  test("the quote dialog, form and toast code loads only when the quote button is used", async ({ page }) => {
    const loaded: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script" || /\.m?js$/.test(new URL(request.url()).pathname))
        loaded.push(new URL(request.url()).pathname);
    });
    await page.goto("/", { waitUntil: "networkidle" });
    await waitForPageScripts(page);
    // Scroll the whole page (footer, reviews slot, lazy images) without touching the quote buttons.
    await page.mouse.move(1, 1);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");

    const before = [...loaded];
    expect(
      before.filter((p) => lazyChunk.test(p)),
      "chunks loaded before any quote button was used",
    ).toEqual([]);
    const html = await page.content();
    expect(html).not.toMatch(/modulepreload[^>]+(quote-dialog|quote-form|toaster)/);

    await page.evaluate(() => window.scrollTo(0, 0));
    await quoteButton(page).click();
    await expect(quoteDialog(page)).toBeVisible();
    await expect.poll(() => loaded.filter((p) => /\/assets\/quote-dialog[-.]/.test(p)).length).toBeGreaterThan(0);
    const after = loaded.slice(before.length);
    expect(after.some((p) => /\/assets\/quote-dialog[-.]/.test(p))).toBe(true);
    // The toast code waits for the first notice.
    expect(after.filter((p) => /\/assets\/toaster[-.]/.test(p))).toEqual([]);
  });
});

/** Every script a page loads until the network is quiet after hydration, with no interaction, in gzip bytes. */
async function firstLoadScripts(page: Page, path: string) {
  const urls = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.add(request.url());
  });
  await page.goto(path, { waitUntil: "networkidle" });
  await waitForPageScripts(page);
  await page.waitForLoadState("networkidle");
  const sizes = await Promise.all([...urls].map(async (url) => ({ path: new URL(url).pathname, bytes: await gzipBytes(url) })));
  return {
    total: sizes.reduce((sum, s) => sum + s.bytes, 0),
    paths: sizes.map((s) => s.path),
    table: sizes.map((s) => `${String(s.bytes).padStart(8)} ${s.path}`).join("\n"),
  };
}

/**
 * First-load JavaScript of each public page, gzip bytes (`npm run bench:js`). Every public page is a
 * content page and runs no framework (decisions 31 and 32): its islands script and the helper it
 * imports, and on the home and contact pages the same-day line's words; at most 10 KB. Its islands
 * (the postcode checker, the estimator, the quote form) load on first use. NOISE allows for the few
 * bytes the files' content hashes move the compressed size between builds.
 */
const CONTENT_BUDGET = 10 * 1024;
/** What a content page must not load with it: React, React Router. */
const framework = /\/assets\/(react|framework)-[\w-]+\.js$/;
/** The quote dialog's first open from a content page, gzip bytes: React, the dialog, its form. */
const DIALOG_BUDGET = 140 * 1024;
const NOISE = 100;
const ESTIMATOR_BUDGET = 6 * 1024;
/**
 * Code that loads on first use, never with a page: the quote dialog, form, schema and toasts, the
 * estimator, the postcode checker's working part.
 */
const onFirstUse = /\/assets\/(quote-dialog|quote-form|quote-schema|toaster|upload-progress|photo-picker|estimator|coverage-live)-/;

test.describe("first-load JavaScript per page (gzip)", () => {
  for (const path of measuredPublicPages) {
    test(`${path}: no more than ${CONTENT_BUDGET.toLocaleString("en-GB")} bytes, no framework, and nothing that waits for first use`, async ({
      page,
    }) => {
      const { total, paths, table } = await firstLoadScripts(page, path);
      test.info().annotations.push({ type: `gzip JS bytes on ${path}`, description: `${total} (budget ${CONTENT_BUDGET})` });
      expect(
        total,
        `first-load JS on ${path} is ${total} bytes, ${total - CONTENT_BUDGET} more than ${CONTENT_BUDGET}:\n${table}`,
      ).toBeLessThanOrEqual(CONTENT_BUDGET + NOISE);
      expect(
        paths.filter((p) => framework.test(p)),
        "a content page loads the framework",
      ).toEqual([]);
      // The postcode checker's working part waits for the first postcode typed, the estimator for its
      // first use, the quote form and its schema (zod, the UK phone rules) for the form's first use.
      expect(paths.filter((p) => onFirstUse.test(p))).toEqual([]);
    });
  }

  test("/pricing: the estimator's code loads on first use, its own script at most 6 KB, with React and not the router", async ({
    page,
  }) => {
    await firstLoadScripts(page, "/pricing");
    const later: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") later.push(new URL(request.url()).pathname);
    });
    await page.getByLabel("Half van").check();
    await expect(page.locator("[data-island=estimator]").getByRole("status")).toHaveText("Estimate: £200–£260");
    const estimator = later.filter((p) => /\/assets\/estimator-[\w-]+\.js$/.test(p));
    expect(estimator).toHaveLength(1);
    const bytes = await gzipBytes(new URL(estimator[0]!, page.url()).href);
    test.info().annotations.push({ type: "estimator gzip bytes", description: String(bytes) });
    expect(bytes).toBeLessThanOrEqual(ESTIMATOR_BUDGET);
    expect(later.some((p) => /\/assets\/react-/.test(p))).toBe(true);
    expect(later.filter((p) => /\/assets\/(framework|quote-form|quote-dialog|postcode|coverage-live)-/.test(p))).toEqual([]);
  });

  test("the quote dialog's first open from a content page loads at most 140 KB, React and not the router", async ({ page }) => {
    await firstLoadScripts(page, "/services");
    const later: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") later.push(request.url());
    });
    await quoteButton(page).click();
    await expect(quoteDialog(page)).toBeVisible();
    await page.waitForLoadState("networkidle");
    const sizes = await Promise.all(later.map(async (url) => ({ path: new URL(url).pathname, bytes: await gzipBytes(url) })));
    const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
    test.info().annotations.push({ type: "quote dialog's first open from /services, gzip bytes", description: String(total) });
    expect(total, sizes.map((s) => `${s.bytes} ${s.path}`).join("\n")).toBeLessThanOrEqual(DIALOG_BUDGET);
    expect(sizes.some((s) => /\/assets\/react-/.test(s.path))).toBe(true);
    expect(sizes.filter((s) => /\/assets\/framework-/.test(s.path))).toEqual([]);
  });

  test("the postcode checker fetches its code and table on the first postcode typed, once", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto("/areas", { waitUntil: "networkidle" });
    await waitForPageScripts(page);
    expect(fetched.filter((p) => p === "/coverage.json" || /coverage-live/.test(p))).toEqual([]);
    const box = page.getByRole("textbox", { name: "Your postcode" });
    await box.pressSequentially("RH12");
    await expect(page.locator('form[action="/areas/check"]').getByRole("status")).toContainText("Horsham");
    await box.fill("");
    await box.pressSequentially("BN1");
    await expect(page.locator('form[action="/areas/check"]').getByRole("status")).toContainText("Brighton");
    expect(fetched.filter((p) => p === "/coverage.json")).toHaveLength(1);
    expect(fetched.filter((p) => /\/assets\/coverage-live-/.test(p))).toHaveLength(1);
    // Nor another island's code, nor the framework.
    expect(fetched.filter((p) => /\/assets\/(estimator|quote-form|quote-dialog|framework)-/.test(p))).toEqual([]);
  });
});

/**
 * The staff side and the customer's link are rendered on the server as plain documents that never
 * hydrate (docs/decisions/0034-one-router.md): no public script, loaded or lazy, holds any staff or
 * sign-in code. React Router's manifest names every route, so it names theirs, and each private route's
 * browser module is empty (scripts/vite-private-routes.ts).
 */
const staffCode = [
  /better-auth/i,
  /two-?factor/i,
  /\/staff\b/,
  /staff_(user|session|account)/,
  /signInState|handleStaffRequest|staffRoutes/,
];
const isManifest = (name: string) => /^manifest-[0-9a-f]+\.js$/.test(name);

test.describe("public pages carry nothing of the staff side", () => {
  for (const pagePath of measuredPublicPages) {
    test(`${pagePath}: none of the staff side's code in its first-load JavaScript`, async ({ page }) => {
      const bodies: { url: string; text: string }[] = [];
      page.on("response", async (response) => {
        if (response.request().resourceType() === "script") bodies.push({ url: response.url(), text: await response.text() });
      });
      await firstLoadScripts(page, pagePath);
      expect(bodies.length).toBeGreaterThan(0);
      for (const { url, text } of bodies) for (const marker of staffCode) expect(text, `${url} matches ${marker}`).not.toMatch(marker);
    });
  }

  test("no file of the public build mentions the staff side", () => {
    const dir = path.join(process.cwd(), "build", "client", "assets");
    const scripts = readdirSync(dir).filter((name) => name.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(10);
    for (const name of scripts.filter((file) => !isManifest(file))) {
      const text = readFileSync(path.join(dir, name), "utf8");
      for (const marker of staffCode) expect(text, `${name} matches ${marker}`).not.toMatch(marker);
    }
  });

  test("each private route's browser module is empty and imports nothing", () => {
    const dir = path.join(process.cwd(), "build", "client", "assets");
    const manifestFile = readdirSync(dir).find(isManifest);
    expect(manifestFile).toBeDefined();
    const text = readFileSync(path.join(dir, manifestFile!), "utf8");
    const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as {
      routes: Record<string, { id: string; module: string; imports?: string[] }>;
    };
    const privateRoutes = Object.values(manifest.routes).filter((route) => route.id.startsWith("server/"));
    // The staff side's pages and files and the customer's link are all there.
    expect(privateRoutes.length).toBeGreaterThan(30);
    for (const route of privateRoutes) {
      expect(route.imports ?? [], route.id).toEqual([]);
      const body = readFileSync(path.join(process.cwd(), "build", "client", route.module), "utf8");
      expect(body, route.id).not.toMatch(/\bimport\b/);
      expect(body.length, route.id).toBeLessThan(300);
    }
  });
});

test("pages made on request carry no module hints in <head>, as prerendered pages do not", async ({ request }) => {
  for (const pagePath of ["/contact", "/this-page-does-not-exist-4f7k", "/"]) {
    const response = await request.get(pagePath, { headers: { "User-Agent": "Mozilla/5.0 (Linux; Android 14) Chrome/140.0 Mobile" } });
    const html = await response.text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head.length, pagePath).toBeGreaterThan(1000);
    expect(head, `${pagePath}: module hints in <head>`).not.toContain('rel="modulepreload"');
    expect(html, `${pagePath}: the app's module script`).toMatch(/<script[^>]+type="module"/);
  }
});
