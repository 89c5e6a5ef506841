/**
 * The restore drill, on PostgreSQL, with the photo store on disk and on S3 (moto): a whole job (a
 * request with a photo, a fixed price, the booking, completion with a cleared-space photo and its
 * note, a tip run with its ticket's photo) and a staff member with an authenticator; an encrypted
 * backup to a folder and to a bucket; a second, empty site restored from it. Every stored file comes
 * back byte for byte, the note's PDF is the same, the staff member signs in, no session came over,
 * and nothing of a customer or a session can be read in the backup without its key.
 */
import { spawnSync } from "node:child_process";
import { createWriteStream, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { pipeline } from "node:stream/promises";
import { GetObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { eq, is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decrypt, readArchive, readIdentities } from "../../app/server/backup/archive.server";
import { NOT_BACKED_UP } from "../../app/server/backup/manifest.server";
import * as schema from "../../app/server/db/schema.server";
import { bookings, staffSessions, staffUsers, wasteNotes } from "../../app/server/db/schema.server";
import { namedFiles, storedFileColumns } from "../../app/server/db/stored-files.server";
import { openDatabase } from "../../app/server/db/client.server";
import { readEnv } from "../../app/server/env.server";
import { startRuntime, type Runtime } from "../../app/server/root/runtime.server";
import { addStaff as addAccount } from "../../app/server/staff/auth/accounts.server";
import { applySetCookies } from "../../app/server/staff/auth/auth.server";
import { signInDeps, type Visitor } from "../../app/server/staff/auth/credentials.server";
import { confirmSetup, pendingSetup } from "../../app/server/staff/auth/setup.server";
import { signInWithPassword, verifySecondFactor } from "../../app/server/staff/auth/sign-in.server";
import { bookJob } from "../support/booked-job";
import { startMoto, motoAvailable, type Moto } from "../support/moto";
import { staffContextPerTest, staffRequest, type StaffContext } from "../support/staff-context";
import { totp } from "../support/totp";
import { clockAtStepStart } from "../support/totp-clock";
import { everyRow, runScript } from "./database-support";
import { freshPostgres } from "./harness";
import { addPhoto, pgUrl } from "./inbox-support";

const NOW = new Date("2026-11-24T09:00:00Z");
const THU_AM = { date: "2026-11-26", id: "morning" };
const THURSDAY = new Date("2026-11-26T10:42:00Z");
const THU_TIP = new Date("2026-11-26T15:00:00Z");
const CUSTOMER_EMAIL = "drill.customer.7f3a@example.org";
const PASSWORD = "correct horse battery staple";
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "..", "fixtures", name));
const temp = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix));
const SCRIPTS = { timeout: 300_000 };

/** The completion form for the booked half load, signed for, with a photo of the cleared space. */
function completion(): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    "line-0-wasteId": "mixed-household",
    "line-0-description": "Mixed municipal waste (general household rubbish)",
    "line-0-vanPercent": "50",
    "line-0-weightKg": "",
    "line-0-containment": "bags",
    "line-0-containmentText": "",
    "line-0-siteId": "main-transfer-station",
    customerName: "Jane Smith",
    role: "householder",
    transferTime: "10:30",
    present: "signed",
    signatureName: "Jane Smith",
    confirmed: "yes",
    payment: "235.00",
    paymentMethod: "card",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("files", new Blob([new Uint8Array(fixture("garden.jpg"))]), "cleared.jpg");
  return form;
}

/** The settings a site's scripts run with, from its services. */
const settingsOf = (services: Runtime): Record<string, string> =>
  Object.fromEntries(
    Object.entries({
      DATA_DIR: services.env.dataDir,
      DATABASE_URL: services.env.DATABASE_URL,
      PHOTO_STORE: services.env.PHOTO_STORE,
      S3_ENDPOINT: services.env.S3_ENDPOINT,
      S3_REGION: services.env.S3_REGION,
      S3_ACCESS_KEY_ID: services.env.S3_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: services.env.S3_SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: String(services.env.S3_FORCE_PATH_STYLE),
    }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );

/** A browser's cookies, for the sign-in steps. */
function browser(address: string) {
  const visitor: Visitor = { cookie: null, clientIp: address, userAgent: "drill" };
  return { visitor, take: (cookies: string[] | undefined) => (visitor.cookie = applySetCookies(visitor.cookie, cookies ?? [])) };
}

/** Every value of every text column that looks like a stored file's name, with where it sits. */
async function fileNamesInTables(services: Runtime): Promise<Set<string>> {
  const found = new Set<string>();
  const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));
  for (const table of tables) {
    const config = getTableConfig(table);
    for (const column of config.columns) {
      // A visitor's own name for an upload is shown, never used as a path: it may look like anything.
      if (column.getSQLType() !== "text" || column.name === "original_name") continue;
      const { rows } = (await services.database.db.execute(
        sql.raw(
          `SELECT DISTINCT "${column.name}"::text AS v FROM "${config.name}" WHERE "${column.name}" ~ '(^|/)[a-z]+-[0-9]+\\.(jpg|png|pdf)$'`,
        ),
      )) as unknown as { rows: { v: string }[] };
      if (rows.length) found.add(`${config.name}.${column.name}`);
    }
  }
  return found;
}

for (const storeKind of ["disk", "s3"] as const) {
  describe.skipIf(!pgUrl || (storeKind === "s3" && !motoAvailable))(`the restore drill on PostgreSQL, photos on ${storeKind}`, () => {
    let moto: Moto | undefined;
    beforeAll(async () => {
      if (storeKind === "s3") moto = await startMoto();
    }, 60_000);
    afterAll(async () => {
      await moto?.stop();
    });
    const original = staffContextPerTest(true, "Sam Porter");

    it(
      "backs up a whole job encrypted, and a second, empty site restored from it has every file, the same note, the staff's sign-in and no session",
      SCRIPTS,
      async () => {
        if (moto) await moto.createBucket("photos");
        const s3 = moto ? moto.env("photos", "site") : {};
        const { services, staff }: StaffContext = await original.start({ TEST_CLOCK: "header", ...s3 });
        const call = (method: "GET" | "POST", target: string, now: Date, form?: FormData) =>
          staffRequest({ services, staff }, method, target, { now, form });

        // The job: a request with a photo, priced and booked, collected with a photo of the cleared space, tipped with its ticket.
        const job = await bookJob(services, THU_AM, NOW, { email: CUSTOMER_EMAIL });
        await addPhoto(services, job.id, 1);
        const [booking] = await services.database.db.select().from(bookings).where(eq(bookings.quoteId, job.id));
        const done = await call("POST", `/staff/jobs/${booking!.id}/complete`, THURSDAY, completion());
        expect(done.status).toBe(303);
        const tip = new FormData();
        for (const [name, value] of Object.entries({
          date: "2026-11-26",
          site: "main-transfer-station",
          tonnes: "0.4",
          rate: "95",
          pops: "0",
        }))
          tip.append(name, value);
        tip.append("job", booking!.id);
        tip.append("files", new File([new Uint8Array(fixture("garden.jpg"))], "ticket.jpg", { type: "image/jpeg" }));
        expect((await call("POST", "/staff/disposals", THU_TIP, tip)).status).toBe(303);

        // A staff member with a password and an authenticator, signed in: a live session.
        const deps = signInDeps(services);
        await addAccount(deps.db, deps.auth, { email: "drill.staff@clearance.example", password: PASSWORD });
        const first = browser("198.51.100.7");
        const signedIn = await signInWithPassword(deps, first.visitor, { email: "drill.staff@clearance.example", password: PASSWORD });
        expect(signedIn).toMatchObject({ ok: true, next: "/staff/setup" });
        first.take(signedIn.ok ? signedIn.setCookies : []);
        const [account] = await deps.db.select().from(staffUsers).where(eq(staffUsers.email, "drill.staff@clearance.example"));
        const setup = await pendingSetup(deps, account!);
        clockAtStepStart();
        expect(await confirmSetup(deps, first.visitor, account!, totp(setup!.secret, Date.now() - 30_000))).toMatchObject({ ok: true });
        const sessions = await deps.db.select().from(staffSessions);
        expect(sessions.length).toBeGreaterThan(0);

        // Every column holding a stored file's name is one the registry reads from the schema.
        const registry = new Set(storedFileColumns().map((column) => `${column.table}.${column.column}`));
        const holding = await fileNamesInTables(services);
        expect([...holding].filter((column) => !registry.has(column))).toEqual([]);
        const named = await namedFiles(services.database.db);
        expect(new Set(named.map((file) => file.namedBy))).toEqual(
          new Set([
            "quote_photos.stored_name",
            "quote_photos.preview_name",
            "waste_note_photos.stored_name",
            "tip_runs.ticket_name",
            "tip_runs.preview_name",
            "waste_notes.pdf_key",
          ]),
        );

        // The key, made off the server: its private half in a file of its own, its public half printed last.
        const keyFolder = temp("backup-key-");
        const keyFile = path.join(keyFolder, "backup-key.txt");
        const made = await runScript("scripts/backup-key.ts", {}, [keyFile]);
        expect(made.code).toBe(0);
        const recipient = made.stdout.trim().split("\n").at(-1)!;
        expect(recipient).toMatch(/^age1[a-z0-9]{58}$/);

        // The backup, while the site runs, to a folder or to a bucket.
        let destination: string;
        if (moto) {
          await moto.createBucket("backups");
          destination = "s3://backups/nightly";
        } else destination = temp("backups-");
        const backup = await runScript("scripts/backup.ts", { ...settingsOf(services), BACKUP_RECIPIENTS: recipient }, [destination]);
        expect(backup.stderr).toBe("");
        expect(backup.code).toBe(0);
        expect(backup.stdout).toMatch(/files: 6 from the (disk|s3) photo store/);
        let name: string;
        let encrypted: Buffer;
        if (moto) {
          const listed = await moto.client.send(new ListObjectsV2Command({ Bucket: "backups", Prefix: "nightly/" }));
          const key = listed.Contents!.map((object) => object.Key!).find((k) => k.endsWith(".tar.age"))!;
          name = key.slice("nightly/".length);
          encrypted = await buffer((await moto.client.send(new GetObjectCommand({ Bucket: "backups", Key: key }))).Body as Readable);
        } else {
          name = readdirSync(destination).find((entry) => entry.endsWith(".tar.age"))!;
          encrypted = readFileSync(path.join(destination, name));
        }
        expect(name).toMatch(/^clearance-backup-\d{8}T\d{6}Z\.tar\.age$/);

        // Without the key, nothing: no customer, no session token, no app key.
        const appSecret = readFileSync(path.join(services.env.dataDir, "app-secret"), "utf8").trim();
        for (const secret of ["Jane Smith", CUSTOMER_EMAIL, "Side gate", ...sessions.map((s) => s.token), appSecret])
          expect(encrypted.includes(Buffer.from(secret)), secret).toBe(false);

        // With it, the dump holds the customer but no session token.
        const plain = temp("backup-plain-");
        try {
          const archive = await decrypt(readIdentities(readFileSync(keyFile, "utf8"), keyFile), Readable.from([encrypted]), name);
          for await (const entry of readArchive(archive)) {
            if (entry.name === "database.dump") await pipeline(entry.body, createWriteStream(path.join(plain, "database.dump")));
            else entry.body.resume();
          }
          const sqlText = spawnSync("pg_restore", ["--data-only", "-f", "-", path.join(plain, "database.dump")], {
            maxBuffer: 64 << 20,
          }).stdout.toString();
          expect(sqlText).toContain(CUSTOMER_EMAIL);
          for (const session of sessions) expect(sqlText).not.toContain(session.token);
        } finally {
          rmSync(plain, { recursive: true, force: true });
        }

        // The second site: an empty database, an empty DATA_DIR and an empty store.
        const target = await freshPostgres(pgUrl!);
        const targetDir = temp("restored-");
        const targetStore = moto ? moto.env("photos", "restored") : {};
        const targetSettings = { DATA_DIR: targetDir, DATABASE_URL: target.url, ...targetStore };
        let restored: Runtime | undefined;
        try {
          const source = moto ? `s3://backups/nightly/${name}` : path.join(destination, name);
          const noKey = await runScript("scripts/restore.ts", targetSettings, [source]);
          expect(noKey.code).toBe(1);
          expect(noKey.stderr.trim().split("\n")).toHaveLength(1);
          expect(noKey.stderr).toMatch(/is encrypted: give the private key .* with --identity <file>\. Nothing was restored\./);

          const done = await runScript("scripts/restore.ts", targetSettings, [source, "--identity", keyFile]);
          expect(done.stderr).toBe("");
          expect(done.code).toBe(0);
          expect(done.stdout).toContain("files: 6 into the");
          expect(done.stdout).toContain("Staff sessions are not in backups: everyone signs in again.");

          // Every row as restored, read before a site starts on it (its timers, on the real clock, may
          // queue a reminder or a review email for the job at once); the sessions and counters left out.
          const plain = await openDatabase({ databaseUrl: target.url, dataDir: targetDir });
          const after = await everyRow(plain).finally(() => plain.close());
          const before = await everyRow(services.database);
          restored = await startRuntime(
            readEnv({ ...targetSettings, SITE_URL: services.env.SITE_URL, LOG_LEVEL: "silent", TEST_CLOCK: "header" }),
          );
          for (const table of NOT_BACKED_UP) {
            expect(after[table], table).toEqual([]);
            delete before[table];
            delete after[table];
          }
          expect(after).toEqual(before);
          // Every stored file, byte for byte.
          for (const file of named) {
            const a = await services.photoStore.get(file.folder, file.name);
            const b = await restored.photoStore.get(file.folder, file.name);
            expect(b, `${file.folder}/${file.name}`).toBeDefined();
            expect(await buffer(b!.body)).toEqual(await buffer(a!.body));
          }
          // The note's PDF as the office downloads it.
          const [note] = await services.database.db.select().from(wasteNotes);
          const pdfBefore = Buffer.from(await (await call("GET", `/staff/notes/${note!.number}.pdf`, THU_TIP)).arrayBuffer());
          const pdfAfter = Buffer.from(
            await (
              await staffRequest({ services: restored, staff }, "GET", `/staff/notes/${note!.number}.pdf`, { now: THU_TIP })
            ).arrayBuffer(),
          );
          expect(pdfAfter.subarray(0, 5).toString()).toBe("%PDF-");
          expect(pdfAfter).toEqual(pdfBefore);

          // The staff member signs in on the restored site with the same password and authenticator.
          const again = browser("198.51.100.8");
          const restoredDeps = signInDeps(restored);
          const step = await signInWithPassword(restoredDeps, again.visitor, {
            email: "drill.staff@clearance.example",
            password: PASSWORD,
          });
          expect(step).toMatchObject({ ok: true, next: "/staff/two-factor" });
          again.take(step.ok ? step.setCookies : []);
          expect(await verifySecondFactor(restoredDeps, again.visitor, { code: totp(setup!.secret), trustDevice: false })).toMatchObject({
            ok: true,
          });
        } finally {
          await restored?.stop();
          await target.drop();
          rmSync(targetDir, { recursive: true, force: true });
          rmSync(keyFolder, { recursive: true, force: true });
          if (!moto) rmSync(destination, { recursive: true, force: true });
        }
      },
    );
  });
}
