/**
 * `npm run backup` (scripts/backup.ts).
 *
 * Backup: one file, `clearance-backup-<UTC time>.tar.age`, written whole or not at all to a folder
 * or an S3 bucket (destination.server.ts): a tar archive of the database as of one moment, the
 * app's generated key, and every file the database names (stored-files.server.ts, read from the
 * schema: quote photos and previews, cleared-space photos, tip-run tickets and previews, note PDFs),
 * streamed from the photo store, disk or S3, with manifest.json last; encrypted as it is written to
 * the BACKUP_RECIPIENTS public keys (archive.server.ts). PostgreSQL: a REPEATABLE READ transaction
 * exports its snapshot, the rows are counted and the named files listed in it, and pg_dump dumps
 * exactly that snapshot while the site keeps running. PGlite: its lock means the server must be
 * stopped; the rows are copied into an in-memory database and that is dumped. Either way the rows
 * of staff sessions, verifications and rate limits are left out (manifest.server.ts NOT_BACKED_UP).
 * After writing, old backups at the destination are pruned (retention.ts).
 * Restoring is restore.server.ts.
 */
import { createReadStream, createWriteStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { openDatabase } from "../db/client.server";
import type { Db } from "../db/client.server";
import { namedFiles, type NamedFile } from "../db/stored-files.server";
import { copyAllTables, rowCounts } from "../db/transfer.server";
import type { Env } from "../env.server";
import { createPhotoStore } from "../photos/create-store.server";
import { LockHeld } from "../db/dir-lock.server";
import { PRIVATE_FILE_MODE } from "../data-dir.server";
import { formatBytes } from "../../kernel/bytes";
import { counted } from "../../kernel/count";
import { appSecretFile } from "../app-secret.server";
import { ArchiveWriter, encrypt } from "./archive.server";
import { backupDestination, backupName, type BackupDestination } from "./destination.server";
import {
  APP_SECRET_COPY,
  MANIFEST,
  NOT_BACKED_UP,
  PGLITE_DUMP,
  POSTGRES_DUMP,
  secretFingerprint,
  type Manifest,
  type ManifestFile,
} from "./manifest.server";
import { backupsToPrune } from "./retention";

import { checkToolFor, libpqConnection, privateWorkFolder, readSecretFile, refused, run } from "./tools.server";

// ---------------------------------------------------------------------------------------------
// Backup

interface DatabaseCopy {
  database: Manifest["database"];
  /** The files the database named at the moment of the copy. */
  named: NamedFile[];
}

const withoutLeftOut = (rows: Record<string, number>) => {
  for (const name of NOT_BACKED_UP) if (name in rows) rows[name] = 0;
  return rows;
};

async function dumpPostgres(databaseUrl: string, work: string): Promise<DatabaseCopy> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const dumpVersion = await checkToolFor("pg_dump", client);
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const { rows: snap } = await client.query<{ id: string; version: string }>(
      "SELECT pg_export_snapshot() AS id, current_setting('server_version') AS version",
    );
    const db = drizzle(client) as unknown as Db;
    const rows = withoutLeftOut(await rowCounts(db));
    const named = await namedFiles(db);
    const { dbname, env } = libpqConnection(databaseUrl);
    const dump = await run(
      "pg_dump",
      [
        "--format=custom",
        `--snapshot=${snap[0]!.id}`,
        ...NOT_BACKED_UP.map((table) => `--exclude-table-data=public.${table}`),
        `--file=${path.join(work, POSTGRES_DUMP)}`,
        `--dbname=${dbname}`,
      ],
      env,
    );
    if (dump.code !== 0) throw new Error(`pg_dump failed (exit ${dump.code}): ${dump.output.trim()}`);
    await client.query("COMMIT");
    return {
      database: {
        kind: "postgres",
        file: POSTGRES_DUMP,
        serverVersion: `PostgreSQL ${snap[0]!.version}`,
        dumpVersion,
        rows,
        leftOut: NOT_BACKED_UP,
      },
      named,
    };
  } finally {
    await client.end();
  }
}

async function dumpPglite(dataDir: string, work: string): Promise<DatabaseCopy> {
  let live;
  try {
    live = await openDatabase({ dataDir });
  } catch (error) {
    if (error instanceof LockHeld) {
      throw refused(
        `The server is running on ${dataDir}, and the embedded database can only be read by one process: stop it (systemctl stop clearance), ` +
          "back up, and start it again. A live site runs on PostgreSQL (DATABASE_URL), which is backed up while it runs.",
      );
    }
    throw error;
  }
  try {
    // One process holds the folder, so nothing changes between the counts, the list and the copy.
    const rows = withoutLeftOut(await rowCounts(live.db));
    const named = await namedFiles(live.db);
    const version = (
      (await live.db.execute(sql`SELECT current_setting('server_version') AS version`)) as unknown as { rows: { version: string }[] }
    ).rows;
    // The rows (but the left-out tables') into a new in-memory database, and that dumped: the
    // dump holds no trace of a session, not even in the write-ahead log.
    const copy = await openDatabase({ dataDir, memory: true });
    try {
      await copyAllTables(live.db, copy.db, { leaveOut: NOT_BACKED_UP });
      const dump = await copy.dumpDataDir!();
      await pipeline(
        Readable.fromWeb(dump.stream() as never),
        createWriteStream(path.join(work, PGLITE_DUMP), { mode: PRIVATE_FILE_MODE, flags: "wx" }),
      );
    } finally {
      await copy.close();
    }
    return {
      database: {
        kind: "pglite",
        file: PGLITE_DUMP,
        serverVersion: `PGlite (PostgreSQL ${version[0]!.version})`,
        rows,
        leftOut: NOT_BACKED_UP,
      },
      named,
    };
  } finally {
    await live.close();
  }
}

export interface BackupOptions {
  /** A folder or s3://bucket/prefix; BACKUP_TARGET when not given. */
  destination?: string;
  /** Write the archive unencrypted (a local test only). */
  unencrypted?: boolean;
  now?: Date;
}

export interface BackupResult {
  manifest: Manifest;
  name: string;
  location: string;
  bytes: number;
  pruned: string[];
  /** 0: complete; 2: written, but files the database names were missing from the store. */
  exitCode: 0 | 2;
  summary: string;
}

const UNENCRYPTED_WARNING =
  "WARNING: this backup is NOT encrypted. Anyone who reads it has the database (customers' names, addresses, emails and phone numbers, " +
  "every note and staff account), every photo and note PDF, and the site's key (which decrypts the staff's authenticator secrets). " +
  "Keep it as safe as the server itself and delete it after the test; a real backup is encrypted to BACKUP_RECIPIENTS.";

/** Writes one backup of the database and every file it names to the destination, then prunes old backups there. */
export async function writeBackup(env: Env, options: BackupOptions = {}): Promise<BackupResult> {
  const now = options.now ?? new Date();
  const location = options.destination ?? env.BACKUP_TARGET;
  if (!location)
    throw refused("Where should the backup go? Give a folder or s3://bucket/prefix (npm run backup -- s3://…), or set BACKUP_TARGET.");
  const recipients = env.BACKUP_RECIPIENTS;
  if (!options.unencrypted && !recipients.length) {
    throw refused(
      "BACKUP_RECIPIENTS is not set, and a backup is only written encrypted: make a key pair with `npm run backup:key -- <file>` on a machine " +
        "other than the server, keep the file there, and set BACKUP_RECIPIENTS to the public key it prints. (--unencrypted writes a plain backup, for a local test only.)",
    );
  }
  const generated = env.APP_SECRET ? undefined : await readSecretFile(env.dataDir);
  if (!env.APP_SECRET && !generated) {
    throw refused(
      `Neither APP_SECRET nor ${appSecretFile(env.dataDir)} is there: run the backup with the server's own settings (its DATA_DIR), as its user.`,
    );
  }
  const destination = backupDestination(env, location);
  const work = await privateWorkFolder(env, "backup");
  try {
    const { database, named } = env.DATABASE_URL ? await dumpPostgres(env.DATABASE_URL, work) : await dumpPglite(env.dataDir, work);
    const store = await createPhotoStore(env);

    // Which named files the store has, before the archive starts: each entry's size goes in its header.
    const present: { file: NamedFile; bytes: number }[] = [];
    const missing: string[] = [];
    for (const file of named) {
      const object = await store.get(file.folder, file.name);
      if (object) {
        object.body.destroy();
        present.push({ file, bytes: object.bytes });
      } else missing.push(`${file.folder}/${file.name} (${file.namedBy})`);
    }
    const encrypted = !options.unencrypted;
    const name = backupName(now, { complete: missing.length === 0, encrypted });
    const writer = new ArchiveWriter(now);
    let bytes = 0;
    // Counted on the way (a "data" listener would start the flow before the destination reads it).
    const output = (encrypted ? await encrypt(recipients, writer.stream) : writer.stream).pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done(null, chunk);
        },
      }),
    );
    const written = destination.write(name, output);
    written.catch((error: Error) => writer.abort(error));

    const files: ManifestFile[] = [];
    const dumpFile = path.join(work, database.file);
    files.push({ path: database.file, ...(await writer.add(database.file, (await stat(dumpFile)).size, createReadStream(dumpFile))) });
    if (generated)
      files.push({ path: APP_SECRET_COPY, ...(await writer.add(APP_SECRET_COPY, Buffer.byteLength(generated), Buffer.from(generated))) });
    for (const { file } of present) {
      const object = await store.get(file.folder, file.name);
      const entry = `files/${file.folder}/${file.name}`;
      if (!object) {
        // Erased between the list and the copy: the archive is already named complete, so it fails.
        throw new Error(`${file.folder}/${file.name} left the photo store while the backup ran; run it again.`);
      }
      files.push({ path: entry, namedBy: file.namedBy, ...(await writer.add(entry, object.bytes, object.body)) });
    }
    const manifest: Manifest = {
      format: "clearance-backup",
      version: 2,
      createdAt: now.toISOString(),
      database,
      appSecret: { source: generated ? "file" : "setting", fingerprint: secretFingerprint(generated ?? env.APP_SECRET!) },
      photoStore: store.kind,
      files,
      missing,
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await writer.add(MANIFEST, manifestBytes.length, manifestBytes);
    writer.finish();
    await written;

    const pruned = await prune(destination, name);
    const total = Object.values(database.rows).reduce((a, b) => a + b, 0);
    const byColumn = new Map<string, number>();
    for (const file of files) if (file.namedBy) byColumn.set(file.namedBy, (byColumn.get(file.namedBy) ?? 0) + 1);
    const lines = [
      `Backup written: ${destination.location.replace(/\/?$/, "/")}${name} (${formatBytes(bytes)}${encrypted ? `, encrypted to ${recipients.length} ${recipients.length === 1 ? "key" : "keys"}` : ""})`,
      `  database (${database.kind}): ${counted(database.rows.quotes ?? 0, "quote")}, ${counted(database.rows.waste_notes ?? 0, "waste transfer note")}, ${counted(database.rows.staff_user ?? 0, "staff account")}, ${counted(total, "row")} in ${counted(Object.keys(database.rows).length, "table")}; staff sessions left out`,
      `  files: ${files.filter((f) => f.namedBy).length} from the ${store.kind} photo store${
        byColumn.size
          ? ` (${[...byColumn]
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([column, n]) => `${n} ${column}`)
              .join(", ")})`
          : ""
      }`,
    ];
    if (missing.length)
      lines.push(
        `  WARNING: ${missing.length} ${missing.length === 1 ? "file" : "files"} the database names ${missing.length === 1 ? "was" : "were"} not in the photo store, so this backup is named incomplete: ${missing.slice(0, 5).join(", ")}${missing.length > 5 ? " …" : ""}`,
      );
    if (pruned.length)
      lines.push(
        `  pruned ${pruned.length} older ${pruned.length === 1 ? "backup" : "backups"} (7 daily, 4 weekly, 12 monthly kept): ${pruned.join(", ")}`,
      );
    if (!encrypted) lines.push(UNENCRYPTED_WARNING);
    return { manifest, name, location: destination.location, bytes, pruned, exitCode: missing.length ? 2 : 0, summary: lines.join("\n") };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Deletes what the retention rule lets go; never the backup just written. */
async function prune(destination: BackupDestination, justWritten: string): Promise<string[]> {
  const names = backupsToPrune(await destination.list()).filter((name) => name !== justWritten);
  for (const name of names) await destination.remove(name);
  return names;
}
