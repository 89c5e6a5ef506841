/**
 * The SHA-256 of every inline script in every prerendered page, for the Content-Security-Policy the
 * server sends with that page (build/csp-hashes.json: the page's file, relative to build/client → hashes). JSON-LD blocks are data,
 * not scripts, and are left out.
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { clientDir, prerenderedPages } from "./built-files.ts";

const hashes: Record<string, string[]> = {};
for (const file of prerenderedPages()) {
  const html = readFileSync(file, "utf8");
  const found = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? "";
    if (/type="application\/(ld\+)?json"/.test(attributes)) continue;
    found.add(
      `sha256-${createHash("sha256")
        .update(match[2] ?? "", "utf8")
        .digest("base64")}`,
    );
  }
  hashes[path.relative(clientDir, file).split(path.sep).join("/")] = [...found];
}
writeFileSync(path.resolve("build/csp-hashes.json"), JSON.stringify(hashes));
console.log(`CSP hashes for ${Object.keys(hashes).length} pages`);
