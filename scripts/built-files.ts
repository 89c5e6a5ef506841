import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/** The client build, as the post-build steps see it. */
export const clientDir = path.resolve("build/client");

/** Every file under `dir` whose name passes `keep`, skipping folders named in `skip`. */
export function filesUnder(dir: string, keep: (name: string) => boolean, skip: string[] = []): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return skip.includes(name) ? [] : filesUnder(full, keep, skip);
    return keep(name) ? [full] : [];
  });
}

/** The prerendered pages: build/client/**\/index.html (hashed assets left out). */
export function prerenderedPages(): string[] {
  return filesUnder(clientDir, (name) => name === "index.html", ["assets"]);
}
