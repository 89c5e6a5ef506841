import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

/*
 * Vitest's global set-up: a database with every migration applied, made once per run, that each test
 * copies instead of making one and migrating it.
 * - Embedded: testEnv() and testDatabase() (tests/integration/harness.ts) copy its folder into each new
 *   DATA_DIR, so a test's server opens a database that exists (about 0.4 s) instead of making one and
 *   migrating it (about 4 s). The copy is the same files PGlite itself writes.
 * - PostgreSQL (with TEST_DATABASE_URL): freshPostgres(url, { migrated: true }) makes each test's
 *   database with CREATE DATABASE … TEMPLATE, PostgreSQL's own copy, in place of the seventeen-odd
 *   migrations each test ran before.
 * The server's own migration check still runs on every copy. Each database is made by a process of
 * its own (make-database-template.ts), never in the runner's.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const folder = mkdtempSync(path.join(tmpdir(), "database-template-"));
  const make = (...args: string[]) =>
    execFileSync(process.execPath, ["tests/setup/make-database-template.ts", ...args], { stdio: "inherit" });
  make(folder);
  process.env.PGLITE_TEMPLATE = path.join(folder, "pglite");

  const baseUrl = process.env.TEST_DATABASE_URL;
  let dropPostgres = async () => {};
  if (baseUrl) {
    const name = `clearance_template_${process.pid}_${Date.now()}`;
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };
    await admin(`CREATE DATABASE ${name}`);
    dropPostgres = () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    make(mkdtempSync(path.join(folder, "postgres-")), url.toString());
    process.env.POSTGRES_TEMPLATE = name;
  }
  return async () => {
    await dropPostgres();
    rmSync(folder, { recursive: true, force: true });
  };
}
