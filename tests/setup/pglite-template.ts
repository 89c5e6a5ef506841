import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/*
 * Vitest's global set-up: one embedded database with every migration applied, made once per run and
 * closed. testEnv() (tests/integration/harness.ts) copies its folder into each new DATA_DIR, so a test's
 * server opens a database that exists (about 0.4 s) instead of making one and migrating it (about 4 s).
 * The copy is the same files PGlite itself writes; the server's own migration check still runs on it.
 * The database is made by a process of its own (make-pglite-template.ts), never in the runner's.
 */
export default function setup(): () => void {
  const folder = mkdtempSync(path.join(tmpdir(), "pglite-template-"));
  execFileSync(process.execPath, ["tests/setup/make-pglite-template.ts", folder], { stdio: "inherit" });
  process.env.PGLITE_TEMPLATE = path.join(folder, "pglite");
  return () => rmSync(folder, { recursive: true, force: true });
}
