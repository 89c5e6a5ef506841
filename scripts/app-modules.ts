/**
 * Lets a script run from the terminal import the app's modules, which import each other without
 * extensions (Vite's way): an import without one is tried as `.ts`, then as written, then as `.tsx`;
 * and JSON files, which Vite imports without an import attribute, load as JSON. It loads
 * module-formats.ts first, which answers relative imports inside ES-module packages quickly.
 * Import this first, then the app's modules with `await import(…)`.
 */
import { registerHooks } from "node:module";
import "./module-formats.ts";

const isRelative = (specifier: string) => specifier.startsWith("./") || specifier.startsWith("../");
const NAMES_ITS_KIND = /\.([cm]?[jt]sx?|json)$/;

registerHooks({
  resolve(specifier, context, next) {
    // The app's own imports name no extension; its modules are TypeScript.
    if (isRelative(specifier) && !NAMES_ITS_KIND.test(specifier) && !context.parentURL?.includes("/node_modules/")) {
      try {
        return next(`${specifier}.ts`, context);
      } catch {
        // not a .ts file: as written, then .tsx
      }
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
