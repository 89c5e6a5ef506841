/**
 * Lets a script run from the terminal import the app's modules, which import each other without
 * extensions (Vite's way): an import that Node cannot find is tried again as `.ts`, then `.tsx`;
 * and JSON files, which Vite imports without an import attribute, load as JSON.
 * Import this first, then the app's modules with `await import(…)`.
 *
 * It also answers a relative import inside an ES-module package itself (docs/decisions/0035): Node
 * works out each such file's format from its package.json, and re-reads that package's whole
 * `exports` map every time it does (drizzle-orm's holds thousands of entries), which was half of
 * `npm run staff`'s start. A file whose format Node would not be sure of is left to Node.
 */
import { readFileSync, realpathSync, statSync } from "node:fs";
import { registerHooks } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** Each folder's package type ("module" or not), found once per folder by walking up to a package.json. */
const typeOfFolder = new Map<string, boolean>();
function inModulePackage(folder: string): boolean {
  const known = typeOfFolder.get(folder);
  if (known !== undefined) return known;
  let isModule: boolean;
  try {
    const manifest = JSON.parse(readFileSync(path.join(folder, "package.json"), "utf8")) as { type?: unknown };
    isModule = manifest.type === "module";
  } catch (error) {
    const parent = path.dirname(folder);
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    isModule = missing && parent !== folder ? inModulePackage(parent) : false;
  }
  typeOfFolder.set(folder, isModule);
  return isModule;
}

const FORMATS: Record<string, string> = { ".js": "module", ".mjs": "module", ".ts": "module-typescript" };

/** A relative import's file and format when it is certain: an existing file, ES module by its package. */
function fastResolve(specifier: string, parentURL: string | undefined): { url: string; format: string } | undefined {
  if (!parentURL?.startsWith("file:") || !(specifier.startsWith("./") || specifier.startsWith("../"))) return undefined;
  if (/[?#%\\]/.test(specifier)) return undefined;
  let file = path.resolve(path.dirname(fileURLToPath(parentURL)), specifier);
  // The app's own imports name no extension; its modules are TypeScript.
  if (!path.extname(file) && !parentURL.includes("/node_modules/")) file += ".ts";
  const format = FORMATS[path.extname(file)];
  if (!format || !statSync(file, { throwIfNoEntry: false })?.isFile()) return undefined;
  const real = realpathSync(file);
  if (path.extname(real) !== ".mjs" && !inModulePackage(path.dirname(real))) return undefined;
  return { url: pathToFileURL(real).href, format };
}

registerHooks({
  resolve(specifier, context, next) {
    if (context.conditions?.includes("import")) {
      const fast = fastResolve(specifier, context.parentURL);
      if (fast) return { ...fast, shortCircuit: true };
    }
    try {
      return next(specifier, context);
    } catch (error) {
      if ((specifier.startsWith(".") || specifier.startsWith("/")) && !/\.[cm]?[jt]sx?$/.test(specifier)) {
        for (const extension of [".ts", ".tsx"]) {
          try {
            return next(specifier + extension, context);
          } catch {
            // try the next extension
          }
        }
      }
      throw error;
    }
  },
  load(url, context, next) {
    if (url.startsWith("file:") && url.endsWith(".json") && !context.importAttributes?.type) {
      return next(url, { ...context, importAttributes: { ...context.importAttributes, type: "json" } });
    }
    return next(url, context);
  },
});
