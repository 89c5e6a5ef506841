/**
 * Answers a relative import inside an ES-module package without Node's format lookup, which reads the
 * package's whole package.json `exports` map again for every file it resolves (drizzle-orm's holds
 * thousands of entries): a second off every script's start and about one off the server's
 * (docs/decisions/0035). Loaded first: `node --import ./scripts/module-formats.ts …`, and by
 * app-modules.ts. What it answers is what Node would: the file's real path and its format, only for a
 * file that exists and is an ES module by its extension or its package; everything else (package
 * names, CommonJS, `require`, JSON) is Node's own resolution.
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
  const file = path.resolve(path.dirname(fileURLToPath(parentURL)), specifier);
  const format = FORMATS[path.extname(file)];
  if (!format || !statSync(file, { throwIfNoEntry: false })?.isFile()) return undefined;
  const real = realpathSync(file);
  if (path.extname(real) !== ".mjs" && !inModulePackage(path.dirname(real))) return undefined;
  return { url: pathToFileURL(real).href, format };
}

registerHooks({
  resolve(specifier, context, next) {
    if (context.conditions?.includes("import")) {
      const known = fastResolve(specifier, context.parentURL);
      if (known) return { ...known, shortCircuit: true };
    }
    return next(specifier, context);
  },
});
