/**
 * `npm run restore -- <source> --identity <key file> [--check]`: a backup written by `npm run backup`
 * into the (empty) database and photo store of the settings (DATABASE_URL, DATA_DIR, PHOTO_STORE);
 * app/server/backup/backup.server.ts. The source is a backup file, s3://bucket/prefix/<name>, or a
 * folder or s3://bucket/prefix (the newest backup there). --check decrypts and checks every file of
 * the backup and lists them, restoring nothing. Exit codes: 0 restored (or checked); 2 restored, but
 * files the database names did not come back (listed); 1 refused (no key, the wrong key, a damaged,
 * altered or incomplete backup, a target that is not empty: nothing was changed) or failed; 64 wrong use.
 */
import { parseArgs } from "node:util";
import "./app-modules.ts";

process.umask(0o077);

const { readEnv } = await import("../app/server/env.server.ts");
const { restoreBackup } = await import("../app/server/backup/restore.server.ts");
const { RefusedError } = await import("../app/kernel/refusal.ts");

let parsed;
try {
  parsed = parseArgs({
    args: process.argv.slice(2),
    options: { identity: { type: "string" }, check: { type: "boolean" } },
    allowPositionals: true,
  });
} catch {
  parsed = undefined;
}
if (!parsed || parsed.positionals.length !== 1) {
  console.error(
    "Usage: npm run restore -- <backup file | s3://bucket/prefix/name | folder | s3://bucket/prefix> --identity <key file> [--check]",
  );
  process.exit(64);
}
const keepAlive = setInterval(() => {}, 1000);
try {
  const { summary, exitCode } = await restoreBackup(readEnv(), {
    source: parsed.positionals[0]!,
    identityFile: parsed.values.identity,
    checkOnly: parsed.values.check ?? false,
  });
  console.log(summary);
  process.exit(exitCode);
} catch (error) {
  console.error(error instanceof RefusedError ? error.message : `Restore failed: ${(error as Error).message}`);
  process.exit(1);
} finally {
  clearInterval(keepAlive);
}
