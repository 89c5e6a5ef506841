/**
 * `npm run restore <folder>`: a backup written by `npm run backup` into the (empty) database and
 * photo store of the settings (DATABASE_URL, DATA_DIR, PHOTO_STORE); app/server/backup/backup.server.ts.
 * Every file is checked against the manifest first. Exit codes: 0 restored; 2 restored, but the
 * backup lacked photos the database names (its own exit code was 2; they are listed); 1 refused (a
 * damaged or incomplete backup, a target that is not empty: nothing was changed) or failed; 64 wrong use.
 */
import "./app-modules.ts";

process.umask(0o077);

const { readEnv } = await import("../app/server/env.server.ts");
const { Refused, restoreBackup } = await import("../app/server/backup/backup.server.ts");

const args = process.argv.slice(2);
if (args.length !== 1 || args[0]!.startsWith("-")) {
  console.error("Usage: npm run restore <folder>   (a folder written by npm run backup)");
  process.exit(64);
}
const keepAlive = setInterval(() => {}, 1000);
try {
  const { summary, exitCode } = await restoreBackup(readEnv(), args[0]!);
  console.log(summary);
  process.exit(exitCode);
} catch (error) {
  console.error(error instanceof Refused ? error.message : `Restore failed: ${(error as Error).message}`);
  process.exit(1);
} finally {
  clearInterval(keepAlive);
}
