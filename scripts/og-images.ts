/**
 * Social preview images (1200 × 630 PNG), one per prerendered page, made after the build from each
 * page's own heading and the og:image path it declares. Run by `npm run build`.
 */
import { claimWordings, UNBACKED } from "../app/content/claims.ts";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { business } from "../app/content/business.ts";
import { clientDir, prerenderedPages } from "./built-files.ts";

const logo = existsSync("public/logo.svg") ? readFileSync("public/logo.svg", "utf8") : '<svg viewBox="0 0 40 40"></svg>';

const decode = (s: string) =>
  s
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .trim();
const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Greedy word wrap for the SVG text (no layout engine in SVG). */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if ((line + " " + word).trim().length > max && line) {
      lines.push(line);
      line = word;
    } else line = (line + " " + word).trim();
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

function card(title: string): string {
  const lines = wrap(title, 26);
  const logoInner = logo.replace(/^[\s\S]*?<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  const logoViewBox = /viewBox="([^"]+)"/.exec(logo)?.[1] ?? "0 0 40 40";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#14532d"/>
  <rect x="0" y="560" width="1200" height="70" fill="#f59e0b"/>
  <svg x="80" y="70" width="96" height="96" viewBox="${logoViewBox}">${logoInner}</svg>
  <text x="196" y="118" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" font-weight="700" fill="#ffffff">${escape(business.name)}</text>
  <text x="196" y="160" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" fill="#dcfce7">Licensed waste carrier · Surrey &amp; Sussex</text>
  ${lines.map((l, i) => `<text x="80" y="${300 + i * 78}" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff">${escape(l)}</text>`).join("\n  ")}
  <text x="80" y="606" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" font-weight="700" fill="#111827">Same-day if you call before 10am · ${escape(claimWordings["recycling.badge"](UNBACKED))} · Free quotes</text>
</svg>`;
}

mkdirSync(path.join(clientDir, "og"), { recursive: true });
let made = 0;
for (const file of prerenderedPages()) {
  const html = readFileSync(file, "utf8");
  const image = /<meta property="og:image" content="[^"]*?(\/og\/[^"]+\.png)"/.exec(html)?.[1];
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  if (!image || !heading) continue;
  await sharp(Buffer.from(card(decode(heading))))
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(clientDir, image));
  made++;
}
// Pages rendered per request (renderedPerRequest in app/lib/site-paths.ts) have no built HTML to
// read; their headings are given here. The browser tests check every page's image exists.
for (const page of [{ image: "/og/contact.png", heading: "Contact Us" }]) {
  await sharp(Buffer.from(card(page.heading)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(clientDir, page.image));
  made++;
}
console.log(`social images: ${made} written to build/client/og`);
