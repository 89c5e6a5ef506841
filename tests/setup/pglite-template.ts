import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../../app/server/db/client.server";

/*
 * Vitest's global set-up: one embedded database with every migration applied, made once per run and
 * closed. testEnv() (tests/integration/harness.ts) copies its folder into each new DATA_DIR, so a test's
 * server opens a database that exists (about 0.4 s) instead of making one and migrating it (about 4 s).
 * The copy is the same files PGlite itself writes; the server's own migration check still runs on it.
 */
export default async function setup(): Promise<() => void> {
  const folder = mkdtempSync(path.join(tmpdir(), "pglite-template-"));
  const database = await openDatabase({ dataDir: folder });
  await database.close();
  process.env.PGLITE_TEMPLATE = path.join(folder, "pglite");
  return () => rmSync(folder, { recursive: true, force: true });
}
