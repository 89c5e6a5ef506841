/**
 * Which backups to keep: the newest of each of the last 7 days, 4 weeks (Monday to Sunday) and 12
 * months (app/content/retention.ts, as the privacy policy states) that have one, by the London calendar, and always the newest complete backup. A backup
 * newer than the newest complete one (an incomplete one: photos were missing) is kept as the trace
 * of the problem; older incomplete ones go once a complete one is there.
 */
import { retention } from "../../content/retention";
import { addDays, londonDate, weekdayOf } from "../../kernel/uk-time";

export interface BackupListing {
  name: string;
  takenAt: Date;
  /** Every file the database named was in it. */
  complete: boolean;
}

const RETENTION = { daily: 7, weekly: 4, monthly: retention.backupMonths } as const;

const mondayOf = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));

/** The names of the backups to delete, oldest first. */
export function backupsToPrune(backups: BackupListing[], rule: { daily: number; weekly: number; monthly: number } = RETENTION): string[] {
  const newestFirst = [...backups].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const complete = newestFirst.filter((backup) => backup.complete);
  const keep = new Set<string>();
  if (complete[0]) keep.add(complete[0].name);
  const newestComplete = complete[0]?.takenAt.getTime() ?? -Infinity;
  for (const backup of newestFirst) if (!backup.complete && backup.takenAt.getTime() > newestComplete) keep.add(backup.name);
  const buckets: [(backup: BackupListing) => string, number][] = [
    [(backup) => londonDate(backup.takenAt), rule.daily],
    [(backup) => mondayOf(londonDate(backup.takenAt)), rule.weekly],
    [(backup) => londonDate(backup.takenAt).slice(0, 7), rule.monthly],
  ];
  for (const [bucketOf, count] of buckets) {
    const seen = new Set<string>();
    for (const backup of complete) {
      const bucket = bucketOf(backup);
      if (seen.has(bucket)) continue;
      if (seen.size >= count) break;
      seen.add(bucket);
      keep.add(backup.name);
    }
  }
  return newestFirst
    .filter((backup) => !keep.has(backup.name))
    .map((backup) => backup.name)
    .reverse();
}
