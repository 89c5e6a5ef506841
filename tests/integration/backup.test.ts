/**
 * `npm run backup`, `npm run restore` and `npm run backup:key` on the embedded database, run as the
 * operator runs them: refused while a server holds DATA_DIR and without a key to encrypt to; a
 * round trip into a new DATA_DIR (and into PostgreSQL); a backup missing a file says so; old
 * backups pruned; and every crafted, damaged or cut-short backup refused before anything is written.
 * The drill on PostgreSQL with photos on disk and S3 is backup-drill.test.ts.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import tar from "tar-stream";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { decrypt, encrypt, readArchive, readIdentities } from "../../app/server/backup/archive.server";
import { backupName } from "../../app/server/backup/destination.server";
import { NOT_BACKED_UP } from "../../app/server/backup/manifest.server";
import { openDatabase } from "../../app/server/db/client.server";
import { quoteStatusCounts, staffSessions } from "../../app/server/db/schema.server";
import { setStatus } from "../../app/server/quotes/inbox/actions.server";
import { staffActor } from "../../app/server/audit.server";
import { everyRow, fillEveryTable, rowsKept, runScript } from "./database-support";
import { freshPostgres } from "./harness";
import { addPhoto, addQuote, addStaff, pgUrl, startInbox } from "./inbox-support";

const temp = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix));

/** Everything under `dir`, as relative paths (for "nothing was written"). */
const contents = (dir: string) => (existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String).sort() : []);
const backupsIn = (folder: string) => readdirSync(folder).filter((name) => name.startsWith("clearance-backup-"));
const withoutLeftOut = (rows: Record<string, unknown[]>) =>
  Object.fromEntries(Object.entries(rows).filter(([table]) => !NOT_BACKED_UP.includes(table)));

/** Each test starts the scripts as separate processes, each opening its databases: more than the default 30 s on a busy machine. */
const SCRIPTS = { timeout: 300_000 };

interface Entry {
  name: string;
  type: "file" | "symlink" | "link";
  data: Buffer;
  linkname?: string;
}

describe("backups of the embedded database", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  let keyFile: string;
  let recipient: string;
  beforeAll(async () => {
    keyFile = path.join(temp("backup-key-"), "key.txt");
    const made = await runScript("scripts/backup-key.ts", {}, [keyFile]);
    expect(made.code).toBe(0);
    recipient = made.stdout.trim().split("\n").at(-1)!;
  }, 60_000);

  /** A DATA_DIR with staff, two quotes with photos, a row in every table and every file they name; the server stopped. */
  async function filledDataDir(): Promise<{ dataDir: string; rows: Record<string, unknown[]>; sessionToken: string }> {
    const inbox = await startInbox(false);
    const staff = await addStaff(inbox.services);
    await fillEveryTable(
      inbox.services.database,
      async () => {
        const quote = await addQuote(inbox.services, { assigneeId: staff.id, email: "backup.customer.51c2@example.org" });
        await addPhoto(inbox.services, quote.id, 1);
        return quote;
      },
      staff.id,
      inbox.services.photoStore,
    );
    const rows = await everyRow(inbox.services.database);
    const [session] = await inbox.services.database.db.select().from(staffSessions);
    const dataDir = inbox.services.env.dataDir;
    await inbox.stop();
    return { dataDir, rows, sessionToken: session!.token };
  }

  const encrypted = (dataDir: string, extra: Record<string, string> = {}) => ({
    DATA_DIR: dataDir,
    BACKUP_RECIPIENTS: recipient,
    ...extra,
  });

  it("backup:key writes a private key readable by its owner alone, never over another, and prints the public key last", SCRIPTS, () => {
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(readIdentities(readFileSync(keyFile, "utf8"), keyFile)).toHaveLength(1);
    expect(recipient).toMatch(/^age1[a-z0-9]{58}$/);
    expect(readFileSync(keyFile, "utf8")).toContain(`# public key: ${recipient}`);
    const again = spawnSync(process.execPath, ["scripts/backup-key.ts", keyFile], { encoding: "utf8" });
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/already exists: a key is never overwritten/);
  });

  it("is refused while the server holds DATA_DIR, and without a public key to encrypt to, leaving nothing behind", SCRIPTS, async () => {
    const inbox = await startInbox(false);
    cleanups.push(inbox.stop);
    const folder = path.join(temp("backups-"), "nightly");
    const held = await runScript("scripts/backup.ts", encrypted(inbox.services.env.dataDir), [folder]);
    expect(held.code).toBe(1);
    expect(held.stderr).toMatch(/The server is running on .*: stop it/);
    const noKey = await runScript("scripts/backup.ts", { DATA_DIR: inbox.services.env.dataDir }, [folder]);
    expect(noKey.code).toBe(1);
    expect(noKey.stderr).toMatch(
      /BACKUP_RECIPIENTS is not set, and a backup is only written encrypted: make a key pair with `npm run backup:key -- <file>`/,
    );
    const nowhere = await runScript("scripts/backup.ts", encrypted(inbox.services.env.dataDir), []);
    expect(nowhere.code).toBe(1);
    expect(nowhere.stderr).toMatch(/Where should the backup go\?/);
    expect(contents(folder)).toEqual([]);
  });

  it(
    "restores an encrypted backup into a new DATA_DIR, and into PostgreSQL: every row but the sessions, every file, the app's key",
    SCRIPTS,
    async () => {
      const { dataDir, rows, sessionToken } = await filledDataDir();
      const folder = temp("backups-");
      const backup = await runScript("scripts/backup.ts", encrypted(dataDir), [folder]);
      expect(backup.stderr).toBe("");
      expect(backup.code).toBe(0);
      const [name] = backupsIn(folder);
      expect(name).toMatch(/^clearance-backup-\d{8}T\d{6}Z\.tar\.age$/);
      expect(statSync(path.join(folder, name!)).mode & 0o777).toBe(0o600);
      expect(backup.stdout).toMatch(
        /files: 10 from the disk photo store \(2 quote_photos\.preview_name, 2 quote_photos\.stored_name, 2 tip_runs\.preview_name, 2 tip_runs\.ticket_name, 1 waste_note_photos\.stored_name, 1 waste_notes\.pdf_key\)/,
      );
      const bytes = readFileSync(path.join(folder, name!));
      for (const secret of [
        "backup.customer.51c2@example.org",
        "Jane Smith",
        sessionToken,
        readFileSync(path.join(dataDir, "app-secret"), "utf8").trim(),
      ])
        expect(bytes.includes(Buffer.from(secret)), secret).toBe(false);

      // The age tool from Debian opens it with the key, and a tar reader lists what it holds.
      const opened = spawnSync("age", ["--decrypt", "--identity", keyFile, path.join(folder, name!)], { maxBuffer: 256 << 20 });
      expect(opened.status, opened.stderr?.toString()).toBe(0);
      const tarFile = path.join(temp("opened-"), "backup.tar");
      writeFileSync(tarFile, opened.stdout);
      const listing = spawnSync("tar", ["-tvf", tarFile], { encoding: "utf8" }).stdout;
      expect(listing).toMatch(/-rw------- .* pglite-data\.tar\.gz\n/);
      expect(listing).toMatch(/files\/[0-9a-f-]{36}\/wtn-2026-000001\.pdf\n/);
      expect(listing.trim().split("\n").at(-1)).toMatch(/ manifest\.json$/);
      rmSync(tarFile);

      const checked = await runScript("scripts/restore.ts", { DATA_DIR: temp("check-") }, [folder, "--identity", keyFile, "--check"]);
      expect(checked.code).toBe(0);
      expect(checked.stdout).toContain("decrypted, and every file matches its SHA-256 in the manifest");
      expect(checked.stdout).toMatch(/\d+ {2}files\/[0-9a-f-]{36}\/wtn-2026-000001\.pdf {2}\(waste_notes\.pdf_key\)/);

      const target = temp("restore-");
      const restored = await runScript("scripts/restore.ts", { DATA_DIR: target }, [path.join(folder, name!), "--identity", keyFile]);
      expect(restored.stderr).toBe("");
      expect(restored.code).toBe(0);
      expect(restored.stdout).toContain("Staff sessions are not in backups: everyone signs in again.");
      const database = await openDatabase({ dataDir: target });
      try {
        const after = await everyRow(database);
        for (const table of NOT_BACKED_UP) expect(after[table], table).toEqual([]);
        expect(withoutLeftOut(after)).toEqual(withoutLeftOut(rows));
      } finally {
        await database.close();
      }
      const files = contents(path.join(dataDir, "uploads")).filter((file) => /\.(jpg|png|pdf)$/.test(file));
      expect(files).toHaveLength(10);
      for (const file of files)
        expect(readFileSync(path.join(target, "uploads", file))).toEqual(readFileSync(path.join(dataDir, "uploads", file)));
      expect(readFileSync(path.join(target, "app-secret"), "utf8")).toBe(readFileSync(path.join(dataDir, "app-secret"), "utf8"));
      // Nothing of the work folder is left behind.
      expect(readdirSync(target).filter((entry) => entry.startsWith("."))).toEqual([]);

      const again = await runScript("scripts/restore.ts", { DATA_DIR: target }, [folder, "--identity", keyFile]);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/already holds a database: restore only into a new DATA_DIR/);

      if (pgUrl) {
        const postgres = await freshPostgres(pgUrl);
        cleanups.push(postgres.drop);
        const toPostgres = await runScript("scripts/restore.ts", { DATA_DIR: temp("restore-pg-"), DATABASE_URL: postgres.url }, [
          folder,
          "--identity",
          keyFile,
        ]);
        expect(toPostgres.stderr).toBe("");
        expect(toPostgres.code).toBe(0);
        const server = await openDatabase({ databaseUrl: postgres.url, dataDir: target });
        try {
          expect(withoutLeftOut(await everyRow(server))).toEqual(withoutLeftOut(rows));
        } finally {
          await server.close();
        }
      }
    },
  );

  it(
    "backs up and restores a site where a status's count went back to 0 (a request quoted, then booked), into a new DATA_DIR and into PostgreSQL",
    SCRIPTS,
    async () => {
      const inbox = await startInbox(false);
      const { services } = inbox;
      const staff = await addStaff(services);
      const booked = await addQuote(services, { assigneeId: staff.id });
      await addPhoto(services, booked.id, 1);
      const waiting = await addQuote(services);
      await addPhoto(services, waiting.id, 1);
      for (const status of ["quoted", "booked"] as const) {
        await setStatus(services.database.db, booked.reference, status, staffActor(staff), new Date());
      }
      // The triggers keep the counter of "quoted", at 0: a table rebuilt from the requests has no such row.
      expect(await services.database.db.select().from(quoteStatusCounts).orderBy(quoteStatusCounts.status)).toEqual([
        { status: "booked", count: 1 },
        { status: "new", count: 1 },
        { status: "quoted", count: 0 },
      ]);
      const rows = await rowsKept(services.database);
      const dataDir = services.env.dataDir;
      await inbox.stop();

      const folder = temp("backups-");
      const backup = await runScript("scripts/backup.ts", encrypted(dataDir), [folder]);
      expect(backup.stderr).toBe("");
      expect(backup.code).toBe(0);
      const target = temp("restore-");
      const restored = await runScript("scripts/restore.ts", { DATA_DIR: target }, [folder, "--identity", keyFile]);
      expect(restored.stderr).toBe("");
      expect(restored.code).toBe(0);
      const database = await openDatabase({ dataDir: target });
      try {
        expect(await rowsKept(database)).toEqual(rows);
      } finally {
        await database.close();
      }
      const files = contents(path.join(dataDir, "uploads")).filter((file) => file.endsWith(".jpg"));
      expect(files).toHaveLength(4);
      for (const file of files)
        expect(readFileSync(path.join(target, "uploads", file))).toEqual(readFileSync(path.join(dataDir, "uploads", file)));

      if (pgUrl) {
        const postgres = await freshPostgres(pgUrl);
        cleanups.push(postgres.drop);
        const toPostgres = await runScript("scripts/restore.ts", { DATA_DIR: temp("restore-pg-"), DATABASE_URL: postgres.url }, [
          folder,
          "--identity",
          keyFile,
        ]);
        expect(toPostgres.stderr).toBe("");
        expect(toPostgres.code).toBe(0);
        const server = await openDatabase({ databaseUrl: postgres.url, dataDir: target });
        try {
          expect(await rowsKept(server)).toEqual(rows);
        } finally {
          await server.close();
        }
      }
    },
  );

  it("writes a plain tar only when told --unencrypted, says what it holds, and holds no session even then", SCRIPTS, async () => {
    const { dataDir, sessionToken } = await filledDataDir();
    const folder = temp("backups-");
    const plain = await runScript("scripts/backup.ts", { DATA_DIR: dataDir }, [folder, "--unencrypted"]);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toMatch(/WARNING: this backup is NOT encrypted\. Anyone who reads it has the database \(customers' names/);
    const [name] = backupsIn(folder);
    expect(name).toMatch(/\.tar$/);
    // A real tar reader lists it; the embedded database inside holds the customer, and no session token.
    const listed = spawnSync("tar", ["-tf", path.join(folder, name!)], { encoding: "utf8" });
    expect(listed.stdout.split("\n")).toEqual(expect.arrayContaining(["pglite-data.tar.gz", "app-secret", "manifest.json"]));
    const unpacked = temp("unpacked-");
    expect(spawnSync("tar", ["-xf", path.join(folder, name!), "-C", unpacked]).status).toBe(0);
    mkdirSync(path.join(unpacked, "db"));
    expect(spawnSync("tar", ["-xzf", path.join(unpacked, "pglite-data.tar.gz"), "-C", path.join(unpacked, "db")]).status).toBe(0);
    const grep = (text: string) => spawnSync("grep", ["-r", "-a", "-l", text, path.join(unpacked, "db")], { encoding: "utf8" }).stdout;
    expect(grep("backup.customer.51c2@example.org")).not.toBe("");
    expect(grep(sessionToken)).toBe("");
    rmSync(unpacked, { recursive: true, force: true });
    // A plain backup restores without a key.
    const restored = await runScript("scripts/restore.ts", { DATA_DIR: temp("restore-") }, [folder]);
    expect(restored.code).toBe(0);
  });

  it(
    "names a backup missing a file incomplete and exits 2; its restore says which file did not come back, and exits 2 too",
    SCRIPTS,
    async () => {
      const { dataDir } = await filledDataDir();
      const lost = contents(path.join(dataDir, "uploads")).find((file) => /cleared-1\.jpg$/.test(file))!;
      rmSync(path.join(dataDir, "uploads", lost));
      const folder = temp("backups-");
      const backup = await runScript("scripts/backup.ts", encrypted(dataDir), [folder]);
      expect(backup.code).toBe(2);
      expect(backup.stdout).toContain(
        `WARNING: 1 file the database names was not in the photo store, so this backup is named incomplete: ${lost} (waste_note_photos.stored_name)`,
      );
      expect(backupsIn(folder)[0]).toMatch(/-incomplete\.tar\.age$/);
      const restored = await runScript("scripts/restore.ts", { DATA_DIR: temp("restore-") }, [folder, "--identity", keyFile]);
      expect(restored.code).toBe(2);
      expect(restored.stdout).toContain(
        `WARNING: 1 file the database names did not come back: ${lost} (waste_note_photos.stored_name): not in the backup`,
      );
    },
  );

  it("prunes old backups at the destination to 7 daily, 4 weekly and 12 monthly, keeping the one just written", SCRIPTS, async () => {
    const { dataDir } = await filledDataDir();
    const folder = temp("backups-");
    // Forty nights of older backups, a year ago.
    const old = Array.from({ length: 40 }, (_, i) =>
      backupName(new Date(Date.UTC(2025, 9, 1 + i, 2, 30)), { complete: true, encrypted: true }),
    );
    for (const name of old) writeFileSync(path.join(folder, name), "an old backup");
    const backup = await runScript("scripts/backup.ts", encrypted(dataDir), [folder]);
    expect(backup.code).toBe(0);
    const left = backupsIn(folder);
    // The new one (this day, week and month), and of the old ones the newest of 6 days (4 to 9
    // November 2025), of 3 weeks (9 and 2 November, 26 October) and of 11 months (9 November, 31 October).
    const day = (d: string) => backupName(new Date(`${d}T02:30:00Z`), { complete: true, encrypted: true });
    expect(left.filter((name) => old.includes(name)).sort()).toEqual(
      ["2025-10-26", "2025-10-31", "2025-11-02", "2025-11-04", "2025-11-05", "2025-11-06", "2025-11-07", "2025-11-08", "2025-11-09"].map(
        day,
      ),
    );
    expect(left).toHaveLength(10);
    expect(backup.stdout).toMatch(/pruned 31 older backups \(7 daily, 4 weekly, 12 monthly kept\)/);
  });

  /** The entries of a backup archive, decrypted. */
  async function entriesOf(file: string): Promise<Entry[]> {
    const archive = await decrypt(readIdentities(readFileSync(keyFile, "utf8"), keyFile), Readable.from([readFileSync(file)]), "b");
    const entries: Entry[] = [];
    for await (const entry of readArchive(archive)) entries.push({ name: entry.name, type: "file", data: await buffer(entry.body) });
    return entries;
  }

  /** A backup made of these entries, encrypted to the test's key, alone in a new folder. */
  async function crafted(entries: Entry[]): Promise<string> {
    const pack = tar.pack();
    const out = buffer(Readable.from(pack));
    for (const entry of entries) {
      if (entry.type === "file") pack.entry({ name: entry.name, size: entry.data.length, mode: 0o600 }, entry.data);
      else pack.entry({ name: entry.name, type: entry.type, linkname: entry.linkname!, size: 0 });
    }
    pack.finalize();
    const folder = temp("crafted-");
    const name = backupName(new Date(), { complete: true, encrypted: true });
    writeFileSync(path.join(folder, name), await buffer(await encrypt([recipient], Readable.from([await out]))));
    return path.join(folder, name);
  }

  it(
    "refuses links, names outside a backup, altered and cut-short backups, and the wrong key or none, writing nothing",
    SCRIPTS,
    async () => {
      const { dataDir } = await filledDataDir();
      const folder = temp("backups-");
      expect((await runScript("scripts/backup.ts", encrypted(dataDir), [folder])).code).toBe(0);
      const good = path.join(folder, backupsIn(folder)[0]!);
      const entries = await entriesOf(good);
      const photo = entries.find((entry) => entry.name.endsWith("/photo-1.jpg"))!.name;
      const manifest = entries.find((entry) => entry.name === "manifest.json")!;
      const bytes = readFileSync(good);
      const otherKey = path.join(temp("other-key-"), "other.txt");
      expect((await runScript("scripts/backup-key.ts", {}, [otherKey])).code).toBe(0);

      const attacks: [string, () => Promise<string>, RegExp, string[]?][] = [
        [
          "a photo that is a symbolic link to the app's key",
          () =>
            crafted(
              entries.map((e) =>
                e.name === photo ? { name: photo, type: "symlink", data: Buffer.alloc(0), linkname: "../../app-secret" } : e,
              ),
            ),
          /holds a symbolic link \(files\/.*photo-1\.jpg\), which no backup holds/,
        ],
        [
          "a photo that is a hard link",
          () =>
            crafted(
              entries.map((e) => (e.name === photo ? { name: photo, type: "link", data: Buffer.alloc(0), linkname: "app-secret" } : e)),
            ),
          /holds a hard link/,
        ],
        [
          "a file named outside the store",
          () => crafted([{ name: "files/../../../etc/cron.d/x", type: "file", data: Buffer.from("* * * * * root sh") }, ...entries]),
          /a name no backup holds/,
        ],
        ["a file twice", () => crafted([...entries.slice(0, 2), entries[1]!, ...entries.slice(2)]), /holds .* twice/],
        [
          "a file the manifest does not list",
          () => crafted([{ name: `${photo.replace("photo-1", "photo-9")}`, type: "file", data: Buffer.from("x") }, ...entries]),
          /is not in the manifest/,
        ],
        [
          "a photo changed, the manifest not",
          () =>
            crafted(
              entries.map((e) =>
                e.name === photo
                  ? { ...e, data: Buffer.concat([e.data.subarray(0, e.data.length - 1), Buffer.from([e.data.at(-1)! ^ 1])]) }
                  : e,
              ),
            ),
          /files\/.*photo-1\.jpg does not match its checksum/,
        ],
        [
          "no manifest (the backup did not finish)",
          () => crafted(entries.filter((e) => e !== manifest)),
          /has no manifest\.json: the backup did not finish/,
        ],
        [
          "a manifest naming a path outside the backup",
          () =>
            crafted(
              entries.map((e) =>
                e === manifest
                  ? { ...e, data: Buffer.from(e.data.toString().replace(/"files\/[0-9a-f-]{36}\/photo-1\.jpg"/, '"../../../etc/passwd"')) }
                  : e,
              ),
            ),
          /manifest\.json is not a manifest this site writes/,
        ],
        [
          "one byte of the encrypted file changed",
          async () => {
            const changed = Buffer.from(bytes);
            changed[changed.length >> 1]! ^= 1;
            const file = path.join(temp("altered-"), path.basename(good));
            writeFileSync(file, changed);
            return file;
          },
          /is damaged, altered or cut short/,
        ],
        [
          "the encrypted file cut short",
          async () => {
            const file = path.join(temp("short-"), path.basename(good));
            writeFileSync(file, bytes.subarray(0, bytes.length - 1000));
            return file;
          },
          /is damaged, altered or cut short/,
        ],
        ["another key", async () => good, /cannot open .*: it was encrypted to another key/, ["--identity", otherKey]],
        ["no key", async () => good, /is encrypted: give the private key made by npm run backup:key with --identity <file>/, []],
      ];
      // Each refused restore runs in its own process on its own target, so they run side by side.
      const refusals = await Promise.all(
        attacks.map(async ([label, make, message, identity]) => {
          const source = await make();
          const target = temp("restore-");
          const refused = await runScript("scripts/restore.ts", { DATA_DIR: target }, [source, ...(identity ?? ["--identity", keyFile])]);
          return { label, message, target, refused };
        }),
      );
      for (const { label, message, target, refused } of refusals) {
        expect(refused.code, label).toBe(1);
        expect(refused.stderr, label).toMatch(message);
        expect(refused.stderr, label).toMatch(/Nothing was restored/);
        expect(contents(target), label).toEqual([]);
        expect(existsSync(path.join(target, "..", "..", "app-secret")), label).toBe(false);
      }

      const keyElsewhere = temp("restore-");
      writeFileSync(path.join(keyElsewhere, "app-secret"), "another-site's-key-another-site's-key", { mode: 0o600 });
      const wrongSiteKey = await runScript("scripts/restore.ts", { DATA_DIR: keyElsewhere }, [good, "--identity", keyFile]);
      expect(wrongSiteKey.code).toBe(1);
      expect(wrongSiteKey.stderr).toMatch(/is not the key this backup was made with/);
      expect(contents(keyElsewhere)).toEqual(["app-secret"]);

      const photosThere = temp("restore-");
      mkdirSync(path.join(photosThere, "uploads", "00000000-0000-4000-8000-000000000000"), { recursive: true });
      const occupied = await runScript("scripts/restore.ts", { DATA_DIR: photosThere }, [good, "--identity", keyFile]);
      expect(occupied.code).toBe(1);
      expect(occupied.stderr).toMatch(/photo store already holds files/);
    },
  );
});
