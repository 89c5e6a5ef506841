/**
 * `npm run backup` and `npm run restore` on the embedded database, run as the operator runs them:
 * refused while a server holds DATA_DIR; a round trip into a new DATA_DIR (and into PostgreSQL);
 * and a damaged or incomplete backup refused before anything is written.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/server/db/client.server";
import { everyRow, fillEveryTable, runScript } from "./database-support";
import { freshPostgres } from "./harness";
import { addPhoto, addQuote, addStaff, pgUrl, startInbox } from "./inbox-support";

const temp = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix));

/** Everything under `dir`, as relative paths (for "nothing was written"). */
const contents = (dir: string) => (existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String).sort() : []);

/** Each test starts the scripts as separate processes, each opening its databases: more than the default 30 s on a busy machine. */
const SCRIPTS = { timeout: 180_000 };
describe("backups of the embedded database", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A DATA_DIR with staff, two quotes with photos and a row in every table; the server stopped. */
  async function filledDataDir(): Promise<{ dataDir: string; rows: Record<string, unknown[]> }> {
    const inbox = await startInbox(false);
    const staff = await addStaff(inbox.services);
    await fillEveryTable(
      inbox.services.database,
      async () => {
        const quote = await addQuote(inbox.services, { assigneeId: staff.id });
        await addPhoto(inbox.services, quote.id, 1);
        return quote;
      },
      staff.id,
    );
    const rows = await everyRow(inbox.services.database);
    const dataDir = inbox.services.env.dataDir;
    await inbox.stop();
    return { dataDir, rows };
  }

  it("is refused while the server holds DATA_DIR, leaving no folder behind", SCRIPTS, async () => {
    const inbox = await startInbox(false);
    cleanups.push(inbox.stop);
    const folder = path.join(temp("backups-"), "today");
    const refused = await runScript("scripts/backup.ts", { DATA_DIR: inbox.services.env.dataDir }, [folder]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/The server is running on .*: stop it/);
    expect(existsSync(folder)).toBe(false);
  });

  it("restores into a new DATA_DIR, and into PostgreSQL, every row and photo", SCRIPTS, async () => {
    const { dataDir, rows } = await filledDataDir();
    const folder = path.join(temp("backups-"), "today");
    const backup = await runScript("scripts/backup.ts", { DATA_DIR: dataDir }, [folder]);
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(JSON.parse(readFileSync(path.join(folder, "manifest.json"), "utf8")).database).toMatchObject({ kind: "pglite", file: "pglite-data.tar.gz", rows: { quotes: 2, quote_photos: 2 } });

    const intoFolder = await runScript("scripts/backup.ts", { DATA_DIR: dataDir }, [folder]);
    expect(intoFolder.code).toBe(1);
    expect(intoFolder.stderr).toContain("is not empty");

    const target = temp("restore-");
    const restored = await runScript("scripts/restore.ts", { DATA_DIR: target }, [folder]);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    const database = await openDatabase({ dataDir: target });
    try {
      expect(await everyRow(database)).toEqual(rows);
    } finally {
      await database.close();
    }
    const photos = contents(path.join(dataDir, "uploads")).filter((name) => name.endsWith(".jpg"));
    expect(photos).toHaveLength(4);
    for (const photo of photos) expect(readFileSync(path.join(target, "uploads", photo))).toEqual(readFileSync(path.join(dataDir, "uploads", photo)));
    expect(readFileSync(path.join(target, "app-secret"), "utf8")).toBe(readFileSync(path.join(dataDir, "app-secret"), "utf8"));

    const again = await runScript("scripts/restore.ts", { DATA_DIR: target }, [folder]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already holds a database: restore only into a new DATA_DIR/);

    if (pgUrl) {
      const postgres = await freshPostgres(pgUrl);
      cleanups.push(postgres.drop);
      const toPostgres = await runScript("scripts/restore.ts", { DATA_DIR: temp("restore-pg-"), DATABASE_URL: postgres.url }, [folder]);
      expect(toPostgres.stderr).toBe("");
      expect(toPostgres.code).toBe(0);
      const server = await openDatabase({ databaseUrl: postgres.url, dataDir: target });
      try {
        expect(await everyRow(server)).toEqual(rows);
      } finally {
        await server.close();
      }
    }
  });

  it("a backup made with a photo missing from the store exits 2, and its restore restores the rest, says which photo is missing, and exits 2 too", SCRIPTS, async () => {
    const { dataDir } = await filledDataDir();
    const lost = contents(path.join(dataDir, "uploads")).find((name) => /photo-1\.jpg$/.test(name))!;
    rmSync(path.join(dataDir, "uploads", lost));
    const folder = path.join(temp("backups-"), "partial");
    const backup = await runScript("scripts/backup.ts", { DATA_DIR: dataDir }, [folder]);
    expect(backup.code).toBe(2);
    expect(backup.stdout).toContain("WARNING: 1 photo files the database names were not in the store");
    const restored = await runScript("scripts/restore.ts", { DATA_DIR: temp("restore-") }, [folder]);
    expect(restored.code).toBe(2);
    expect(restored.stdout).toContain(`WARNING: 1 photo file the database names was missing from the store when this backup was made, and is not restored: ${lost}`);
  });

  it("refuses a damaged or incomplete backup, and a key other than the backup's, before writing anything", SCRIPTS, async () => {
    const { dataDir } = await filledDataDir();
    const good = path.join(temp("backups-"), "good");
    expect((await runScript("scripts/backup.ts", { DATA_DIR: dataDir }, [good])).code).toBe(0);
    const photo = readdirSync(path.join(good, "photos"), { recursive: true }).map(String).find((name) => name.endsWith(".jpg"))!;

    const damages: [string, (folder: string) => void, RegExp][] = [
      ["a photo with one byte changed", (f) => {
        const file = path.join(f, "photos", photo);
        const bytes = readFileSync(file);
        bytes[bytes.length >> 1]! ^= 0xff;
        writeFileSync(file, bytes);
      }, /photos\/.* does not match its checksum/],
      ["a photo missing", (f) => rmSync(path.join(f, "photos", photo)), /photos\/.* is missing/],
      ["the database dump cut short", (f) => truncateSync(path.join(f, "pglite-data.tar.gz"), 100), /pglite-data\.tar\.gz has 100 bytes, not \d+/],
      ["no manifest (the backup did not finish)", (f) => rmSync(path.join(f, "manifest.json")), /has no manifest\.json: .*did not finish/],
      ["a manifest naming a file outside the backup", (f) => {
        const manifest = JSON.parse(readFileSync(path.join(f, "manifest.json"), "utf8"));
        manifest.files[1].path = "../../../etc/passwd";
        writeFileSync(path.join(f, "manifest.json"), JSON.stringify(manifest));
      }, /manifest\.json is damaged/],
      ["a manifest that is not JSON", (f) => writeFileSync(path.join(f, "manifest.json"), "{\"format\": \"clearance-b"), /manifest\.json is damaged/],
    ];
    for (const [label, damage, message] of damages) {
      const folder = path.join(temp("damaged-"), "backup");
      cpSync(good, folder, { recursive: true });
      damage(folder);
      const target = temp("restore-");
      const refused = await runScript("scripts/restore.ts", { DATA_DIR: target }, [folder]);
      expect(refused.code, label).toBe(1);
      expect(refused.stderr, label).toMatch(message);
      expect(refused.stderr, label).toMatch(/[Nn]othing was restored/);
      expect(contents(target), label).toEqual([]);
    }

    const otherKey = temp("restore-");
    writeFileSync(path.join(otherKey, "app-secret"), "another-site's-key-another-site's-key", { mode: 0o600 });
    const wrongKey = await runScript("scripts/restore.ts", { DATA_DIR: otherKey }, [good]);
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.stderr).toMatch(/is not the key this backup was made with/);
    expect(contents(otherKey)).toEqual(["app-secret"]);

    const photosThere = temp("restore-");
    mkdirSync(path.join(photosThere, "uploads", "00000000-0000-4000-8000-000000000000"), { recursive: true });
    const occupied = await runScript("scripts/restore.ts", { DATA_DIR: photosThere }, [good]);
    expect(occupied.code).toBe(1);
    expect(occupied.stderr).toMatch(/photo store already holds photos/);
  });
});
