/**
 * First-load JavaScript per page: every script a page loads until the network is idle after
 * hydration, with no interaction, counted as the gzip bytes the server sends (the precompressed
 * copies, level 9). Needs a build (`npm run build`) and Chromium.
 *
 *   npm run bench:js                      # the default pages
 *   PAGES=/,/pricing BENCH_PORT=4281 npm run bench:js
 */
import { chromium } from "@playwright/test";
import { chromiumArgs } from "../playwright.config.ts";
import { gzipBytes } from "../tests/support/gzip-bytes.ts";
import { startServer } from "./start-server.ts";

const pages = process.env.PAGES
  ? process.env.PAGES.split(",")
  : ["/", "/services", "/pricing", "/areas", "/areas/crawley", "/contact", "/about"];
const server = await startServer(Number(process.env.BENCH_PORT ?? 4311));

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs });
const rows: { page: string; scripts: number; bytes: number; files: string[] }[] = [];
try {
  for (const path of pages) {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.add(request.url());
    });
    await page.goto(server.url + path, { waitUntil: "networkidle" });
    await page.waitForFunction(() => Object.keys(document.body).some((k) => k.startsWith("__react")));
    await page.waitForLoadState("networkidle");
    const sizes = await Promise.all([...scripts].map(async (url) => ({ url, bytes: await gzipBytes(url) })));
    rows.push({
      page: path,
      scripts: sizes.length,
      bytes: sizes.reduce((sum, s) => sum + s.bytes, 0),
      files: sizes.map((s) => `${new URL(s.url).pathname} ${s.bytes}`),
    });
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log("\nFirst-load JavaScript, gzip bytes\n");
console.log("| page | scripts | gzip bytes |");
console.log("|---|---|---|");
for (const row of rows) console.log(`| ${row.page} | ${row.scripts} | ${row.bytes.toLocaleString("en-GB")} |`);
if (process.env.VERBOSE) for (const row of rows) console.log(`\n${row.page}\n  ${row.files.join("\n  ")}`);
