/**
 * The content pages' islands script (app/islands/entry.ts) as a chunk of the browser build, and its
 * built URL to the server build as `virtual:islands-entry` (app/root.tsx puts it in the pages).
 * React Router builds the browser bundle first, then the server's: the URL is known by then. In
 * development the source file is served as it is.
 */
import path from "node:path";
import type { Plugin } from "vite";

const ENTRY = path.resolve("app/islands/entry.ts");
const VIRTUAL = "virtual:islands-entry";
const RESOLVED = `\0${VIRTUAL}`;

export function islandsEntry(): Plugin {
  let built: string | undefined;
  let base = "/";
  return {
    name: "islands-entry",
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      if (this.environment.name === "client" && this.environment.mode === "build") {
        this.emitFile({ type: "chunk", id: ENTRY, name: "islands" });
      }
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      for (const file of Object.values(bundle)) {
        if (file.type === "chunk" && file.facadeModuleId === ENTRY) built = file.fileName;
      }
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (this.environment.mode !== "build") return `export default ${JSON.stringify(`${base}app/islands/entry.ts`)};`;
      if (this.environment.name === "client") return `export default "";`;
      if (!built) this.error("The islands script was not built: the browser build must run before the server's.");
      return `export default ${JSON.stringify(base + built)};`;
    },
  };
}
