/**
 * A backup proven to restore: quotes with photos and a staff account (with its authenticator) on
 * the built server and PostgreSQL; `npm run backup` (encrypted to a new key) while the site runs; `npm run restore` into a
 * fresh PostgreSQL database and data folder; the built server started on them; every quote, photo
 * and the staff account (password and second factor) found again through the staff inbox.
 */
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { eq } from "drizzle-orm";
import { decrypt, readArchive, readIdentities } from "../../app/server/backup/archive.server";
import { NOT_BACKED_UP, type Manifest } from "../../app/server/backup/manifest.server";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/server/db/client.server";
import { quotePhotos, quotes } from "../../app/server/db/schema.server";
import { everyRow, runScript } from "../integration/database-support";
import { fixture, freePort, freshPostgres } from "../integration/harness";
import { totp } from "../support/totp";
import { multipart, validTextParts } from "./hostile-requests";
import { rawRequest } from "./raw-http";
import { startServerProcess, type ServerProcess } from "./server-process";
import { get, Jar, post } from "./staff-support";

const pgUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = "plum kettle on the stairs";
const EMAIL = "sam@example.com";

/** Every file and folder under `root` with its permission bits. */
function modes(root: string): { path: string; mode: number; dir: boolean }[] {
  const found = [{ path: ".", mode: statSync(root).mode & 0o777, dir: true }];
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    found.push({ path: path.relative(root, full), mode: statSync(full).mode & 0o777, dir: entry.isDirectory() });
  }
  return found;
}

/** Password, then one of the backup codes the authenticator's setup showed (a TOTP code may not be used twice in its 30 s). */
async function signIn(base: string, backupCode: string): Promise<Jar> {
  const jar = new Jar();
  const password = await post(base, "/staff/sign-in", { email: EMAIL, password: PASSWORD }, jar);
  expect(password.headers.get("location")).toBe("/staff/two-factor");
  const code = await post(base, "/staff/two-factor", { code: backupCode }, jar);
  expect(code.headers.get("location")).toBe("/staff");
  return jar;
}

describe.skipIf(!pgUrl)("backup and restore on PostgreSQL", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const started = async (env: Record<string, string>, dataDir: string): Promise<ServerProcess> => {
    const server = await startServerProcess(await freePort(), env, dataDir);
    cleanups.push(() => server.stop());
    return server;
  };

  it("backs up quotes, photos and staff while the site runs, restores them into a fresh database and folder, and the server finds them all", async () => {
    const source = await freshPostgres(pgUrl!);
    cleanups.push(source.drop);
    const sourceDir = mkdtempSync(path.join(tmpdir(), "backup-source-"));
    const site = await started({ DATABASE_URL: source.url }, sourceDir);

    const references: string[] = [];
    const photoFiles = [
      [{ filename: "garden.jpg", type: "image/jpeg", value: fixture("garden.jpg") }],
      [
        { filename: "sofa.png", type: "image/png", value: fixture("sofa.png") },
        { filename: "loft.heic", type: "image/heic", value: fixture("loft.heic") },
      ],
      [],
    ];
    for (const [i, files] of photoFiles.entries()) {
      const body = multipart(
        [...validTextParts({ name: `Backup Customer ${i}` }), ...files.map((file) => ({ name: "files", ...file }))],
        `b${i}`,
      );
      const answer = await rawRequest(site.port, { body, headers: { "Content-Type": `multipart/form-data; boundary=b${i}` } });
      expect(answer.status, answer.body).toBe(201);
      references.push(/"reference":"([^"]+)"/.exec(answer.body)![1]!);
    }

    // A member of staff with an authenticator: the restored site must let them in with the same one.
    const added = await runScript(
      "scripts/staff.ts",
      { DATA_DIR: sourceDir, DATABASE_URL: source.url },
      ["add", EMAIL, "--name", "Sam Jones", "--password-stdin"],
      `${PASSWORD}\n`,
    );
    expect(added.code, added.stderr).toBe(0);
    const jar = new Jar();
    await post(site.url, "/staff/sign-in", { email: EMAIL, password: PASSWORD }, jar);
    const secret = /data-testid="totp-secret">([A-Z2-7 ]+)</.exec(await (await get(site.url, "/staff/setup", jar)).text())![1]!;
    const confirmed = await post(site.url, "/staff/setup", { step: "confirm", code: totp(secret) }, jar);
    expect(confirmed.status).toBe(200);
    const backupCode = /<li[^>]*>([2-9a-hjkmnp-z]{4}-[2-9a-hjkmnp-z]{4}-[2-9a-hjkmnp-z]{4})<\/li>/.exec(await confirmed.text())![1]!;

    // Previews are made after the quote is stored: wait for every one, so the backup holds them.
    const before = await openDatabase({ databaseUrl: source.url, dataDir: sourceDir });
    cleanups.push(() => before.close());
    await expect
      .poll(async () => (await before.db.select().from(quotePhotos)).every((photo) => photo.previewName !== null), { timeout: 30_000 })
      .toBe(true);
    const rowsBefore = await everyRow(before);
    expect(rowsBefore.quotes).toHaveLength(3);
    expect(rowsBefore.quote_photos).toHaveLength(3);

    const keyFile = path.join(mkdtempSync(path.join(tmpdir(), "backup-key-")), "key.txt");
    const key = await runScript("scripts/backup-key.ts", {}, [keyFile]);
    const recipient = key.stdout.trim().split("\n").at(-1)!;
    const folder = path.join(mkdtempSync(path.join(tmpdir(), "backups-")), "nightly");
    const backup = await runScript("scripts/backup.ts", { DATA_DIR: sourceDir, DATABASE_URL: source.url, BACKUP_RECIPIENTS: recipient }, [
      folder,
    ]);
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain("3 quotes, 0 waste transfer notes, 1 staff account");
    expect(backup.stdout).toContain("files: 6 from the disk photo store");
    // Customer data: the folder and everything in it for the backup's user alone.
    for (const entry of modes(folder)) expect(entry.mode, entry.path).toBe(entry.dir ? 0o700 : 0o600);
    const [name] = readdirSync(folder);
    let manifest: Manifest | undefined;
    const archive = await decrypt(
      readIdentities(readFileSync(keyFile, "utf8"), keyFile),
      Readable.from([readFileSync(path.join(folder, name!))]),
      name!,
    );
    for await (const entry of readArchive(archive)) {
      if (entry.name === "manifest.json") manifest = JSON.parse((await buffer(entry.body)).toString("utf8"));
      else entry.body.resume();
    }
    expect(manifest!.database).toMatchObject({
      kind: "postgres",
      file: "database.dump",
      rows: { quotes: 3, quote_photos: 3, staff_user: 1, staff_two_factor: 1, outbox: 6, staff_session: 0 },
    });
    expect(manifest!.missing).toEqual([]);
    expect(manifest!.files.filter((file) => file.namedBy)).toHaveLength(6);
    // The generated key staff authenticators are encrypted with travels with the data (without it the restored site refused their second factor).
    expect(manifest!.appSecret.source).toBe("file");

    // The site keeps taking quotes: what arrives after the backup is not in it.
    const later = multipart(validTextParts({ name: "After The Backup" }), "late");
    expect((await rawRequest(site.port, { body: later, headers: { "Content-Type": "multipart/form-data; boundary=late" } })).status).toBe(
      201,
    );

    const target = await freshPostgres(pgUrl!);
    cleanups.push(target.drop);
    const targetDir = mkdtempSync(path.join(tmpdir(), "backup-target-"));
    const restored = await runScript("scripts/restore.ts", { DATA_DIR: targetDir, DATABASE_URL: target.url }, [
      folder,
      "--identity",
      keyFile,
    ]);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain("files: 6 into the disk photo store");

    const again = await runScript(
      "scripts/restore.ts",
      { DATA_DIR: mkdtempSync(path.join(tmpdir(), "backup-again-")), DATABASE_URL: target.url },
      [folder, "--identity", keyFile],
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already has \d+ tables: restore only into a new, empty database/);
    const intoUsedFolder = await runScript(
      "scripts/restore.ts",
      { DATA_DIR: targetDir, DATABASE_URL: (await freshPostgres(pgUrl!).then((db) => (cleanups.push(db.drop), db))).url },
      [folder, "--identity", keyFile],
    );
    expect(intoUsedFolder.code).toBe(1);
    expect(intoUsedFolder.stderr).toMatch(/photo store already holds files/);

    const after = await openDatabase({ databaseUrl: target.url, dataDir: targetDir });
    cleanups.push(() => after.close());
    // Every row but the sessions (and the other tables a backup leaves out): the restored site signs everyone out.
    const rowsAfter = await everyRow(after);
    for (const table of NOT_BACKED_UP) {
      expect(rowsAfter[table], table).toEqual([]);
      delete rowsAfter[table];
      delete rowsBefore[table];
    }
    expect(rowsAfter).toEqual(rowsBefore);

    // The built server on the restored database and folder: sign in with the same second factor, find every request and photo.
    const restoredSite = await started({ DATABASE_URL: target.url }, targetDir);
    expect(await (await fetch(`${restoredSite.url}/healthz`)).json()).toMatchObject({ db: "ok" });
    const staff = await signIn(restoredSite.url, backupCode);
    const list = await (await get(restoredSite.url, "/staff", staff)).text();
    for (const reference of references) expect(list).toContain(reference);
    expect(list).not.toContain("After The Backup");
    const photos = await after.db
      .select({ reference: quotes.reference, id: quotes.id, position: quotePhotos.position, storedName: quotePhotos.storedName })
      .from(quotePhotos)
      .innerJoin(quotes, eq(quotes.id, quotePhotos.quoteId));
    for (const photo of photos) {
      const page = await get(restoredSite.url, `/staff/quotes/${photo.reference}`, staff);
      expect(page.status).toBe(200);
      for (const size of ["full", "thumb"]) {
        const file = await get(restoredSite.url, `/staff/quotes/${photo.reference}/photos/${photo.position}/${size}`, staff);
        expect(file.status, `${photo.reference} ${photo.position} ${size}`).toBe(200);
        expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      }
      expect(readFileSync(path.join(targetDir, "uploads", photo.id, photo.storedName))).toEqual(
        readFileSync(path.join(sourceDir, "uploads", photo.id, photo.storedName)),
      );
    }
    const account = await get(restoredSite.url, "/staff/account", staff);
    expect(account.status).toBe(200);
  });
});
