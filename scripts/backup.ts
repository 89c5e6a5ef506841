/**
 * `npm run backup <folder>`: a consistent backup of the database and the photos into a new (or
 * empty) folder, with manifest.json (counts, SHA-256 of every file); app/server/backup/backup.server.ts.
 * Exit codes: 0 complete; 1 refused or failed (nothing left in the folder); 2 written, but photos
 * the database names were missing from the store (listed in the manifest); 64 wrong use.
 */
import "./app-modules.ts";

// Customer data: readable by this user alone, whatever the shell's umask.
process.umask(0o077);

const { readEnv } = await import("../app/server/env.server.ts");
const { Refused, writeBackup } = await import("../app/server/backup/backup.server.ts");

const args = process.argv.slice(2);
if (args.length !== 1 || args[0]!.startsWith("-")) {
  console.error("Usage: npm run backup <folder>   (a new or empty folder, e.g. /var/backups/clearance/2026-11-24)");
  process.exit(64);
}
// Nothing else may keep the process alive while the database closes (the lock's helper is unref'd).
const keepAlive = setInterval(() => {}, 1000);
try {
  const result = await writeBackup(readEnv(), args[0]!);
  console.log(result.summary);
  process.exit(result.exitCode);
} catch (error) {
  console.error(error instanceof Refused ? error.message : `Backup failed, nothing was kept: ${(error as Error).message}`);
  process.exit(1);
} finally {
  clearInterval(keepAlive);
}
