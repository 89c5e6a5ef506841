/**
 * For `npm run check:launch`: whether backups are being made, encrypted, off this machine, and the
 * newest is at most 2 days old, read from where they go (BACKUP_TARGET).
 */
import { stat } from "node:fs/promises";
import path from "node:path";
import { formatBytes } from "../../kernel/bytes";
import { formatLondon, relativeTime } from "../../kernel/uk-time";
import type { Env } from "../env.server";
import type { Placeholder } from "../launch-check.server";
import { backupDestination } from "./destination.server";

/** The newest backup may be this old before check:launch says so. */
const BACKUP_MAX_AGE_MS = 2 * 24 * 60 * 60 * 1000;

/** The device a path (or its nearest existing parent) is on. */
async function deviceOf(location: string): Promise<number | undefined> {
  for (let at = path.resolve(location); ; at = path.dirname(at)) {
    const info = await stat(at).catch(() => undefined);
    if (info) return info.dev;
    if (path.dirname(at) === at) return undefined;
  }
}

export async function backupCheck(env: Env, now: Date): Promise<{ problems: Placeholder[]; note?: string }> {
  const problems: Placeholder[] = [];
  if (!env.BACKUP_RECIPIENTS.length)
    problems.push({
      problem: "BACKUP_RECIPIENTS is not set: npm run backup refuses to write a backup it cannot encrypt.",
      fix: "Make a key pair off the server (npm run backup:key -- <file>) and set BACKUP_RECIPIENTS to the public key it prints (docs/deploy.md, Backups).",
    });
  if (!env.BACKUP_TARGET) {
    problems.push({
      problem:
        "BACKUP_TARGET is not set: no backups are made, so a lost disk loses every waste transfer note the law says to keep two years.",
      fix: "Set BACKUP_TARGET to s3://bucket/prefix off this machine and install the nightly timer (docs/deploy.md, Backups).",
    });
    return { problems };
  }
  const destination = backupDestination(env, env.BACKUP_TARGET);
  if (destination.kind === "folder" && (await deviceOf(destination.location)) === (await deviceOf(env.dataDir)))
    problems.push({
      problem: `BACKUP_TARGET (${destination.location}) is on the same disk as DATA_DIR: the disk that fails takes the backups with it.`,
      fix: "Set BACKUP_TARGET to s3://bucket/prefix with another provider or in another place (docs/deploy.md, Backups).",
    });
  let newest;
  try {
    newest = (await destination.list()).find((backup) => backup.complete);
  } catch (error) {
    problems.push({
      problem: `The backups in ${destination.location} could not be listed (${(error as Error).message}).`,
      fix: "Check BACKUP_TARGET and the BACKUP_S3_* (or S3_*) settings.",
    });
    return { problems };
  }
  if (!newest || now.getTime() - newest.takenAt.getTime() > BACKUP_MAX_AGE_MS) {
    problems.push({
      problem: newest
        ? `The newest complete backup in ${destination.location} is from ${formatLondon(newest.takenAt)} (${relativeTime(newest.takenAt, now)}): none in the last 2 days.`
        : `There is no complete backup in ${destination.location}.`,
      fix: "Run npm run backup now, and check the nightly timer (systemctl list-timers clearance-backup.timer; journalctl -u clearance-backup).",
    });
    return { problems };
  }
  return {
    problems,
    note: `Newest backup: ${destination.location.replace(/\/?$/, "/")}${newest.name} (${formatBytes(newest.bytes)}), ${relativeTime(newest.takenAt, now)}.`,
  };
}
