/**
 * Lets a script run from the terminal import the app's modules, which import each other without
 * extensions (Vite's way): an import without one is tried as `.ts`, then as written, then as `.tsx`;
 * and JSON files, which Vite imports without an import attribute, load as JSON. It loads
 * module-formats.ts first, which answers relative imports inside ES-module packages quickly.
 * Import this first, then the app's modules with `await import(…)`.
 */
import { registerHooks } from "node:module";
import "./module-formats.ts";

/** A path that names its kind of file (`.ts`, `.js`, `.json` …) is taken as written. */
const NAMES_ITS_KIND = /\.([cm]?[jt]sx?|json)$/;

registerHooks({
  resolve(specifier, context, next) {
    if (!(specifier.startsWith(".") || specifier.startsWith("/")) || NAMES_ITS_KIND.test(specifier)) return next(specifier, context);
    // The app's own imports are tried as `.ts` first (no failed lookup each); a package's as written first.
    const ownModule = !context.parentURL?.includes("/node_modules/");
    const tries = ownModule ? [`${specifier}.ts`, specifier, `${specifier}.tsx`] : [specifier, `${specifier}.ts`, `${specifier}.tsx`];
    let asWritten: unknown;
    for (const candidate of tries) {
      try {
        return next(candidate, context);
      } catch (error) {
        if (candidate === specifier) asWritten = error;
      }
    }
    throw asWritten;
  },
  load(url, context, next) {
    if (url.startsWith("file:") && url.endsWith(".json") && !context.importAttributes?.type) {
      return next(url, { ...context, importAttributes: { ...context.importAttributes, type: "json" } });
    }
    return next(url, context);
  },
});
