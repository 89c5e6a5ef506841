/**
 * `npm run backup -- [destination] [--unencrypted]`: one backup of the database and every file it
 * names, encrypted to BACKUP_RECIPIENTS, written to the destination (a folder, or s3://bucket/prefix;
 * BACKUP_TARGET when not given), then old backups there pruned; app/server/backup/backup.server.ts.
 * Exit codes: 0 complete; 2 written, but files the database names were missing from the store (listed;
 * the backup's name says -incomplete); 1 refused or failed (nothing left at the destination); 64 wrong use.
 */
import "./app-modules.ts";

// Customer data: readable by this user alone, whatever the shell's umask.
process.umask(0o077);

const { readEnv } = await import("../app/server/env.server.ts");
const { writeBackup } = await import("../app/server/backup/backup.server.ts");
const { RefusedError } = await import("../app/kernel/refusal.ts");

const args = process.argv.slice(2);
const unencrypted = args.includes("--unencrypted");
const rest = args.filter((arg) => arg !== "--unencrypted");
if (rest.length > 1 || rest.some((arg) => arg.startsWith("-"))) {
  console.error("Usage: npm run backup -- [s3://bucket/prefix | folder] [--unencrypted]   (BACKUP_TARGET when no destination is given)");
  process.exit(64);
}
// Nothing else may keep the process alive while the database closes (the lock's helper is unref'd).
const keepAlive = setInterval(() => {}, 1000);
try {
  const result = await writeBackup(readEnv(), { destination: rest[0], unencrypted });
  console.log(result.summary);
  process.exit(result.exitCode);
} catch (error) {
  console.error(error instanceof RefusedError ? error.message : `Backup failed, nothing was kept: ${(error as Error).message}`);
  process.exit(1);
} finally {
  clearInterval(keepAlive);
}
