import { describe, expect, it } from "vitest";
import { backupsToPrune, type BackupListing } from "./retention";

/** One backup a night at 02:30 London time from `first` for `days` days. */
function nightly(first: string, days: number): BackupListing[] {
  const start = new Date(`${first}T02:30:00Z`).getTime();
  return Array.from({ length: days }, (_, i) => {
    const takenAt = new Date(start + i * 86_400_000);
    return { name: `b-${takenAt.toISOString().slice(0, 10)}`, takenAt, complete: true };
  });
}

describe("which backups are kept", () => {
  it("keeps 7 daily, 4 weekly and 12 monthly from two years of nightly backups", () => {
    const all = nightly("2024-11-28", 730);
    const pruned = new Set(backupsToPrune(all));
    const kept = all.filter((b) => !pruned.has(b.name)).map((b) => b.name);
    // The last 7 nights (2026-11-21 … 2026-11-27); the newest of each of the last 4 weeks (Monday to
    // Sunday): this week's is the 27th, then the Sundays 22nd, 15th and 8th; the newest of each of the
    // last 12 months: this month's is the 27th, then the last night of each of the 11 months before.
    expect(kept).toEqual([
      "b-2025-12-31",
      "b-2026-01-31",
      "b-2026-02-28",
      "b-2026-03-31",
      "b-2026-04-30",
      "b-2026-05-31",
      "b-2026-06-30",
      "b-2026-07-31",
      "b-2026-08-31",
      "b-2026-09-30",
      "b-2026-10-31",
      "b-2026-11-08",
      "b-2026-11-15",
      "b-2026-11-21",
      "b-2026-11-22",
      "b-2026-11-23",
      "b-2026-11-24",
      "b-2026-11-25",
      "b-2026-11-26",
      "b-2026-11-27",
    ]);
    expect(pruned.size).toBe(730 - kept.length);
  });

  it("never prunes the newest complete backup, however old, and keeps a newer incomplete one beside it", () => {
    const old = { name: "old-complete", takenAt: new Date("2020-01-01T02:30:00Z"), complete: true };
    const older = { name: "older-complete", takenAt: new Date("2019-01-01T02:30:00Z"), complete: true };
    const broken = { name: "new-incomplete", takenAt: new Date("2026-11-27T02:30:00Z"), complete: false };
    const stale = { name: "stale-incomplete", takenAt: new Date("2019-06-01T02:30:00Z"), complete: false };
    expect(backupsToPrune([old, older, broken, stale], { daily: 1, weekly: 0, monthly: 0 })).toEqual([
      "older-complete",
      "stale-incomplete",
    ]);
    expect(backupsToPrune([broken])).toEqual([]);
  });

  it("counts two backups on one London day as one day, across the clock change", () => {
    // 23:30 UTC on the 24th is 00:30 BST on the 25th in London (the clocks go back at 02:00 that day).
    const early = { name: "early", takenAt: new Date("2026-10-24T23:30:00Z"), complete: true };
    const late = { name: "late", takenAt: new Date("2026-10-25T21:00:00Z"), complete: true };
    const before = { name: "before", takenAt: new Date("2026-10-24T20:00:00Z"), complete: true };
    expect(backupsToPrune([early, late, before], { daily: 2, weekly: 0, monthly: 0 })).toEqual(["early"]);
  });
});
