/**
 * A build step that fails the build when a content page (every public page, app/root.tsx) would load
 * the framework with the page: it reads each prerendered page's module scripts and every file they
 * import statically, and refuses React or React Router among them. Dynamic imports (the
 * quote dialog, the postcode checker, loaded on first use) are not followed. It also refuses a page
 * without the islands script.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { clientDir, prerenderedPages } from "./built-files.ts";

/** The chunks a content page must not load first (vite.config.ts names them). */
const FRAMEWORK = /^(react|framework)-[\w-]+\.js$/;
const ISLANDS = /\/assets\/islands-[\w-]+\.js$/;

const importsOf = new Map<string, string[]>();
/** The files a module imports statically (`import … from "./x.js"`, `import "./x.js"`), as built-file paths. */
function staticImports(file: string): string[] {
  let found = importsOf.get(file);
  if (!found) {
    const code = readFileSync(path.join(clientDir, file), "utf8");
    found = [...code.matchAll(/(?:^|[;}\n])\s*(?:import|export)\s*(?:[^"'()]*?\s*from\s*)?["'](\.\.?\/[^"']+)["']/g)].map((match) =>
      path.posix.join(path.posix.dirname(file), match[1]!),
    );
    importsOf.set(file, found);
  }
  return found;
}

function firstLoad(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

const problems: string[] = [];
let islandPages = 0;
for (const page of prerenderedPages()) {
  const html = readFileSync(page, "utf8");
  const name = `/${path.relative(clientDir, path.dirname(page)).split(path.sep).join("/")}`;
  // Module scripts by src, and the islands script as its inline module imports it (app/root.tsx).
  const modules = [...html.matchAll(/<script type="module"[^>]*?(?: src="\/([^"]+)">|>[^<]*?\bimport\("\/([^"]+)"\))/g)].map(
    (match) => (match[1] ?? match[2])!,
  );
  const islands = modules.filter((src) => ISLANDS.test(`/${src}`));
  if (!islands.length) {
    problems.push(`${name}: no islands script`);
    continue;
  }
  islandPages++;
  const loaded = firstLoad(modules);
  const framework = [...loaded].filter((file) => FRAMEWORK.test(path.posix.basename(file)));
  if (framework.length) problems.push(`${name}: its first load reaches ${framework.join(", ")}`);
  const bytes = [...loaded].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length, 0);
  if (name === "/" || name === "/services") console.log(`${name}: ${loaded.size} scripts, ${bytes} bytes gzip on first load`);
}
if (problems.length) {
  console.error(`Content pages that would load the framework:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`${islandPages} content pages load no framework`);
