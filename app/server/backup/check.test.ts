import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readEnv } from "../env.server";
import { backupCheck } from "./check.server";
import { backupName } from "./destination.server";

const NOW = new Date("2026-11-27T09:00:00Z");
const KEY = "age1qyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqs3290gq";

describe("check:launch on backups", () => {
  it("asks for a key and a place off the machine when neither is set", async () => {
    const { problems } = await backupCheck(readEnv({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "data-")) }), NOW);
    expect(problems.map((p) => p.problem)).toEqual([
      expect.stringMatching(/^BACKUP_RECIPIENTS is not set/),
      expect.stringMatching(/^BACKUP_TARGET is not set: no backups are made/),
    ]);
  });

  it("says when the backups share the data's disk, and when the newest complete one is over 2 days old", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "data-"));
    const folder = mkdtempSync(path.join(tmpdir(), "backups-"));
    const env = readEnv({ DATA_DIR: dataDir, BACKUP_TARGET: folder, BACKUP_RECIPIENTS: KEY });
    const none = await backupCheck(env, NOW);
    expect(none.problems.map((p) => p.problem)).toEqual([
      expect.stringMatching(/is on the same disk as DATA_DIR: the disk that fails takes the backups with it/),
      `There is no complete backup in ${folder}.`,
    ]);
    writeFileSync(path.join(folder, backupName(new Date("2026-11-24T02:30:00Z"), { complete: true, encrypted: true })), "x");
    writeFileSync(path.join(folder, backupName(new Date("2026-11-26T02:30:00Z"), { complete: false, encrypted: true })), "x");
    const stale = await backupCheck(env, NOW);
    expect(stale.problems.at(-1)!.problem).toBe(
      `The newest complete backup in ${folder} is from Tuesday 24 November 2026 at 02:30 GMT (3 days ago): none in the last 2 days.`,
    );
    const fresh = backupName(new Date("2026-11-27T02:30:00Z"), { complete: true, encrypted: true });
    writeFileSync(path.join(folder, fresh), "x");
    const ok = await backupCheck(env, NOW);
    expect(ok.problems).toHaveLength(1);
    expect(ok.note).toBe(`Newest backup: ${folder}/${fresh} (1 KB), 6 h ago.`);
  });
});
