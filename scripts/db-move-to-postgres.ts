/**
 * `npm run db:move-to-postgres`: copies the embedded database (PGlite in DATA_DIR) into the
 * PostgreSQL database of DATABASE_URL: every row of every table (quotes, photo records, the email
 * outbox, staff accounts, notes, the audit log …). Photos on disk stay where they are, in
 * DATA_DIR/uploads. Refuses while the server runs on DATA_DIR (it holds the folder's lock), and
 * refuses a target that already holds data, so it cannot run twice. Exit codes: 0 copied, 1 refused
 * or failed (nothing kept in the target), 64 wrong use.
 */
import "./app-modules.ts";

const { readEnv } = await import("../app/server/env.server.ts");
const { openDatabase } = await import("../app/server/db/client.server.ts");
const { LockHeld } = await import("../app/server/db/dir-lock.server.ts");
const { copyAllTables, TargetNotEmpty } = await import("../app/server/db/transfer.server.ts");

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

if (process.argv.length > 2) fail("Usage: npm run db:move-to-postgres   (reads DATA_DIR and DATABASE_URL from the settings)", 64);
let env: ReturnType<typeof readEnv>;
try {
  env = readEnv();
} catch (error) {
  fail((error as Error).message, 64);
}
if (!env.DATABASE_URL) fail("Set DATABASE_URL to the new PostgreSQL database first (docs/deploy.md), then run this again.", 64);

// Nothing else may keep the process alive while the databases close (the lock's helper is unref'd).
const keepAlive = setInterval(() => {}, 1000);
let source: Awaited<ReturnType<typeof openDatabase>>;
try {
  source = await openDatabase({ dataDir: env.dataDir });
} catch (error) {
  if (error instanceof LockHeld)
    fail(`The server is running on ${env.dataDir}: stop it first (systemctl stop clearance), then run this again. Nothing was copied.`);
  throw error;
}
try {
  const target = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  try {
    const counts = await copyAllTables(source.db, target.db);
    const lines = Object.entries(counts).map(([name, n]) => `  ${name}: ${n}`);
    console.log(
      [
        `Copied the embedded database in ${env.dataDir} into PostgreSQL:`,
        ...lines,
        "",
        "Photos stay in DATA_DIR/uploads. Start the server with this DATABASE_URL; once the site works, the",
        `embedded copy (${env.dataDir}/pglite) is no longer read and may be archived or removed.`,
      ].join("\n"),
    );
  } catch (error) {
    if (error instanceof TargetNotEmpty) fail(error.message);
    throw error;
  } finally {
    await target.close();
  }
} finally {
  await source.close();
  clearInterval(keepAlive);
}
process.exit(0);
