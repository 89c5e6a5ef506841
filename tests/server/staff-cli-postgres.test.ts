/** `npm run staff` on PostgreSQL: every command opens the database itself, the server running or not (tests/server/staff-cli-support.ts). */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, it } from "vitest";
import { freshPostgres } from "../integration/harness";
import type { ServerProcess } from "./server-process";
import { cloneOfRepository, everyCommand, serverWithOneQuote } from "./staff-cli-support";

const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)("npm run staff on PostgreSQL", () => {
  let drop: (() => Promise<void>) | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    await drop?.();
  });

  it("every command opens the database itself, the server running or not", async () => {
    const clone = cloneOfRepository();
    const database = await freshPostgres(pgUrl!);
    drop = database.drop;
    const settings = { DATA_DIR: mkdtempSync(path.join(tmpdir(), "staff-cli-")), DATABASE_URL: database.url };
    const started = await serverWithOneQuote(settings);
    server = started.server;
    await everyCommand(clone, settings, started.reference, /^Database: PostgreSQL 127\.0\.0\.1:5432\/[\w-]+\.\n$/);
  }, 300_000); // each command starts Node and opens the database
});
