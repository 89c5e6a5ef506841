/**
 * Lets a script run from the terminal import the app's modules, which import each other without
 * extensions (Vite's way): an import that Node cannot find is tried again as `.ts`, then `.tsx`;
 * and JSON files, which Vite imports without an import attribute, load as JSON.
 * Import this first, then the app's modules with `await import(…)`.
 */
import { registerHooks } from "node:module";

registerHooks({
  resolve(specifier, context, next) {
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
