/**
 * Lighthouse, mobile preset (simulated slow 4G, 4× CPU slowdown), three runs per page, median
 * reported: performance, accessibility, best practices, SEO, and LCP / TBT / CLS.
 * Needs a build (`npm run build`) and Chromium.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer } from "./start-server.ts";

const pages = process.env.PAGES ? process.env.PAGES.split(",") : ["/", "/services", "/pricing", "/areas/crawley", "/contact"];
const runs = Number(process.env.RUNS ?? 3);
const server = await startServer(Number(process.env.BENCH_PORT ?? 4310));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const rows: string[] = [];
let failed = false;
try {
  for (const page of pages) {
    const results: { perf: number; a11y: number; bp: number; seo: number; lcp: number; tbt: number; cls: number }[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(server.url + page, { port: chrome.port, output: "json", logLevel: "error" }, undefined);
      const lhr = result!.lhr;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      results.push({
        perf: score("performance"),
        a11y: score("accessibility"),
        bp: score("best-practices"),
        seo: score("seo"),
        lcp: lhr.audits["largest-contentful-paint"]!.numericValue!,
        tbt: lhr.audits["total-blocking-time"]!.numericValue!,
        cls: lhr.audits["cumulative-layout-shift"]!.numericValue!,
      });
      if (i === runs - 1 && process.env.VERBOSE) {
        const lcpItem = (
          lhr.audits["largest-contentful-paint-element"]?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
        )?.items?.[0]?.items?.[0]?.node?.snippet;
        console.log(`  ${page} FCP ${Math.round(lhr.audits["first-contentful-paint"]!.numericValue!)} ms, LCP element: ${lcpItem ?? "?"}`);
      }
      if (i === runs - 1) {
        for (const [id, category] of Object.entries(lhr.categories)) {
          if ((category.score ?? 0) < 1) {
            const misses = category.auditRefs
              .map((ref) => lhr.audits[ref.id]!)
              .filter(
                (audit) =>
                  audit.score !== null &&
                  audit.score < 1 &&
                  audit.scoreDisplayMode !== "informative" &&
                  audit.scoreDisplayMode !== "notApplicable",
              )
              .map((audit) => audit.id);
            if (misses.length) console.log(`  ${page} ${id}: ${misses.slice(0, 8).join(", ")}`);
          }
        }
      }
    }
    const m = (k: keyof (typeof results)[number]) => median(results.map((r) => r[k]));
    const row = { page, perf: m("perf"), a11y: m("a11y"), bp: m("bp"), seo: m("seo"), lcp: m("lcp"), tbt: m("tbt"), cls: m("cls") };
    if (row.perf < 98 || row.a11y < 100 || row.bp < 100 || row.seo < 100) failed = true;
    rows.push(
      `| ${page} | ${row.perf} | ${row.a11y} | ${row.bp} | ${row.seo} | ${(row.lcp / 1000).toFixed(2)} s | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} |`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}
console.log(`\nLighthouse mobile, median of ${runs} runs\n`);
console.log("| page | perf | a11y | best practices | SEO | LCP | TBT | CLS |");
console.log("|---|---|---|---|---|---|---|---|");
for (const row of rows) console.log(row);
if (failed) console.log("\nBelow budget: performance ≥ 98 and 100 for the rest.");
