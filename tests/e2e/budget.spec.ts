import { expect, test, type Response } from "@playwright/test";
import { quoteButton, quoteDialog, waitForHydration } from "./helpers";

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
    await waitForHydration(page);
    expect(scripts.length).toBeGreaterThan(0);

    const sizes = await Promise.all(
      scripts.map(async (response) => {
        const { responseBodySize } = await response.request().sizes();
        return { url: new URL(response.url()).pathname, bytes: responseBodySize, encoding: (await response.allHeaders())["content-encoding"] ?? "none" };
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
      if (request.resourceType() === "script" || /\.m?js$/.test(new URL(request.url()).pathname)) loaded.push(new URL(request.url()).pathname);
    });
    await page.goto("/", { waitUntil: "networkidle" });
    await waitForHydration(page);
    // Scroll the whole page (footer, reviews slot, lazy images) without touching the quote buttons.
    await page.mouse.move(1, 1);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");

    const before = [...loaded];
    expect(before.filter((p) => lazyChunk.test(p)), "chunks loaded before any quote button was used").toEqual([]);
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
