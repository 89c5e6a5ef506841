/**
 * `npm run backup <folder>` and `npm run restore <folder>` (scripts/backup.ts, scripts/restore.ts).
 *
 * Backup: the database as of one moment, and the photos it names. PostgreSQL: a REPEATABLE READ
 * transaction exports its snapshot, the rows are counted and the photos listed in it, and pg_dump
 * (custom format) dumps exactly that snapshot while the site keeps running. PGlite: the database's
 * folder, dumped through PGlite itself; its lock means the server must be stopped first. Photos on
 * disk are copied file by file; an S3 bucket is left to its versioning (the manifest says so). The
 * manifest (counts, SHA-256 of every file) is written last. Everything is 0700/0600: it is
 * customer data.
 *
 * Restore: checks every file against the manifest before touching anything, refuses a target that
 * is not empty, restores the database (pg_restore in one transaction; a PGlite dump into an empty
 * DATA_DIR, or, with DATABASE_URL, copied into PostgreSQL), checks its rows per table against the
 * manifest, then puts the photos back into the photo store.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { chmod, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { openDatabase } from "../db/client.server";
import type { Db } from "../db/client.server";
import { copyAllTables, rowCounts } from "../db/transfer.server";
import type { Env } from "../env.server";
import { createPhotoStore } from "../photos/create-store.server";
import { contentTypeOf, type PhotoStore } from "../photos/store.server";
import { LockHeld } from "../db/dir-lock.server";
import { appSecretFile } from "../app-secret.server";
import { APP_SECRET_COPY, MANIFEST, manifestSchema, PGLITE_DUMP, POSTGRES_DUMP, secretFingerprint, sha256File, type Manifest } from "./manifest.server";

/** A refusal the operator can act on: printed as it is, exit code 1, nothing changed. */
export class Refused extends Error {
  override readonly name = "Refused";
}

interface PhotoRef {
  quote_id: string;
  stored_name: string;
  preview_name: string | null;
}

type FileEntry = Manifest["files"][number];

// ---------------------------------------------------------------------------------------------
// PostgreSQL's command-line tools

/** The URL without its password (which goes in PGPASSWORD: a command line is visible to every user). */
function libpqConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  // eslint-disable-next-line no-restricted-properties -- the tools inherit the environment (PATH, locale), plus the password
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(command: string, args: string[], env?: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "ENOENT" ? new Refused(`${command} was not found: install PostgreSQL's client tools (apt-get install postgresql-client).`) : error),
    );
    child.on("exit", (code) => resolve({ code, output }));
  });
}

/** The major version of a tool ("pg_dump (PostgreSQL) 15.20 (Debian …)" → 15), with its version line. */
async function toolVersion(tool: string): Promise<{ major: number; line: string }> {
  const { output } = await run(tool, ["--version"]);
  const match = /\(PostgreSQL\) (\d+)(\.\d+)*/.exec(output);
  if (!match) throw new Refused(`Could not read ${tool}'s version from: ${output.trim()}`);
  return { major: Number(match[1]), line: output.trim() };
}

/** The tool must be at least the server's major version (an older pg_dump cannot read a newer server). */
async function checkToolFor(tool: string, client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ n: string }>("SELECT current_setting('server_version_num') AS n");
  const serverMajor = Math.floor(Number(rows[0]!.n) / 10000);
  const { major, line } = await toolVersion(tool);
  if (major < serverMajor) {
    throw new Refused(`${tool} is version ${major} but the PostgreSQL server is ${serverMajor}: install postgresql-client-${serverMajor} (or put its ${tool} first in PATH).`);
  }
  return line;
}

// ---------------------------------------------------------------------------------------------
// Backup

async function emptyFolderFor(folder: string): Promise<boolean> {
  if (!existsSync(folder)) {
    await mkdir(folder, { recursive: true, mode: 0o700 });
    return true;
  }
  const info = await stat(folder);
  if (!info.isDirectory()) throw new Refused(`${folder} is not a folder.`);
  if ((await readdir(folder)).length) throw new Refused(`${folder} is not empty: give each backup a new folder (e.g. one named by the date).`);
  await chmod(folder, 0o700);
  return false;
}

/** Copies one stored photo into the backup, hashing it as it goes; undefined when the store does not have it. */
async function copyPhoto(store: PhotoStore, folder: string, quoteId: string, name: string): Promise<FileEntry | undefined> {
  const object = await store.get(quoteId, name);
  if (!object) return undefined;
  const relative = `photos/${quoteId}/${name}`;
  await mkdir(path.join(folder, "photos", quoteId), { recursive: true, mode: 0o700 });
  const hash = createHash("sha256");
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(object.body, tap, createWriteStream(path.join(folder, relative), { mode: 0o600 }));
  return { path: relative, bytes, sha256: hash.digest("hex") };
}

export interface BackupResult {
  manifest: Manifest;
  /** 0: complete; 2: written, but photos the database names were missing from the store. */
  exitCode: 0 | 2;
  summary: string;
}

const photoRefsQuery = "SELECT quote_id, stored_name, preview_name FROM quote_photos ORDER BY quote_id, position";

async function backupPostgres(databaseUrl: string, folder: string): Promise<{ database: Manifest["database"]; refs: PhotoRef[] }> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const dumpVersion = await checkToolFor("pg_dump", client);
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const { rows: snap } = await client.query<{ id: string; version: string }>("SELECT pg_export_snapshot() AS id, current_setting('server_version') AS version");
    const rows = await rowCounts(drizzle(client) as unknown as Db);
    const refs = (await client.query<PhotoRef>(photoRefsQuery)).rows;
    const { dbname, env } = libpqConnection(databaseUrl);
    const dump = await run("pg_dump", ["--format=custom", `--snapshot=${snap[0]!.id}`, `--file=${path.join(folder, POSTGRES_DUMP)}`, `--dbname=${dbname}`], env);
    if (dump.code !== 0) throw new Error(`pg_dump failed (exit ${dump.code}): ${dump.output.trim()}`);
    await client.query("COMMIT");
    return { database: { kind: "postgres", file: POSTGRES_DUMP, serverVersion: `PostgreSQL ${snap[0]!.version}`, dumpVersion, rows }, refs };
  } finally {
    await client.end();
  }
}

async function backupPglite(dataDir: string, folder: string): Promise<{ database: Manifest["database"]; refs: PhotoRef[] }> {
  let database;
  try {
    database = await openDatabase({ dataDir });
  } catch (error) {
    if (error instanceof LockHeld) {
      throw new Refused(
        `The server is running on ${dataDir}, and the embedded database can only be read by one process: stop it (systemctl stop clearance), ` +
          "back up, and start it again. A live site runs on PostgreSQL (DATABASE_URL), which is backed up while it runs.",
      );
    }
    throw error;
  }
  try {
    // One process holds the folder, so nothing changes between the counts and the dump.
    const rows = await rowCounts(database.db);
    const refs = ((await database.db.execute(sql.raw(photoRefsQuery))) as unknown as { rows: PhotoRef[] }).rows;
    const version = ((await database.db.execute(sql`SELECT current_setting('server_version') AS version`)) as unknown as { rows: { version: string }[] }).rows;
    const dump = await database.dumpDataDir!();
    await writeFile(path.join(folder, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    return { database: { kind: "pglite", file: PGLITE_DUMP, serverVersion: `PGlite (PostgreSQL ${version[0]!.version})`, rows }, refs };
  } finally {
    await database.close();
  }
}

const readSecretFile = async (dataDir: string) => (existsSync(appSecretFile(dataDir)) ? (await readFile(appSecretFile(dataDir), "utf8")).trim() : undefined);

/** Writes a backup of the database and the photos into `folder` (new or empty). */
export async function writeBackup(env: Env, folder: string): Promise<BackupResult> {
  const generated = env.APP_SECRET ? undefined : await readSecretFile(env.dataDir);
  if (!env.APP_SECRET && !generated) {
    throw new Refused(`Neither APP_SECRET nor ${appSecretFile(env.dataDir)} is there: run the backup with the server's own settings (its DATA_DIR), as its user.`);
  }
  const created = await emptyFolderFor(folder);
  try {
    const { database, refs } = env.DATABASE_URL ? await backupPostgres(env.DATABASE_URL, folder) : await backupPglite(env.dataDir, folder);
    const files: FileEntry[] = [{ path: database.file, ...(await sha256File(path.join(folder, database.file))) }];
    if (generated) {
      await writeFile(path.join(folder, APP_SECRET_COPY), generated, { mode: 0o600 });
      files.push({ path: APP_SECRET_COPY, ...(await sha256File(path.join(folder, APP_SECRET_COPY))) });
    }
    const appSecret: Manifest["appSecret"] = { source: generated ? "file" : "setting", fingerprint: secretFingerprint(generated ?? env.APP_SECRET!) };
    const store = await createPhotoStore(env);
    let photos: Manifest["photos"];
    const missing: string[] = [];
    if (store.kind === "s3") {
      photos = { store: "s3", location: env.PHOTO_STORE, note: "Photos are not copied: the bucket's versioning keeps them (docs/deploy.md)." };
    } else {
      for (const ref of refs) {
        for (const name of [ref.stored_name, ref.preview_name]) {
          if (!name) continue;
          const entry = await copyPhoto(store, folder, ref.quote_id, name);
          if (entry) files.push(entry);
          else missing.push(`${ref.quote_id}/${name}`);
        }
      }
      photos = { store: "disk", files: files.filter((entry) => entry.path.startsWith("photos/")).length, missing };
    }
    const manifest: Manifest = { format: "clearance-backup", version: 1, createdAt: new Date().toISOString(), database, appSecret, photos, files };
    // Written under another name and renamed: a manifest is there in full or not at all.
    await writeFile(path.join(folder, `.${MANIFEST}.tmp`), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    await rename(path.join(folder, `.${MANIFEST}.tmp`), path.join(folder, MANIFEST));
    const total = Object.values(database.rows).reduce((a, b) => a + b, 0);
    const lines = [
      `Backup written to ${folder}:`,
      `  database (${database.kind}): ${database.rows.quotes ?? 0} quotes, ${database.rows.staff_user ?? 0} staff accounts, ${total} rows in ${Object.keys(database.rows).length} tables`,
      photos.store === "disk" ? `  photos: ${photos.files} files` : `  photos: not copied (${photos.location}: ${photos.note})`,
    ];
    if (missing.length) lines.push(`  WARNING: ${missing.length} photo files the database names were not in the store: ${missing.slice(0, 5).join(", ")}${missing.length > 5 ? " …" : ""}`);
    return { manifest, exitCode: missing.length ? 2 : 0, summary: lines.join("\n") };
  } catch (error) {
    // Nothing half-written is left looking like a backup.
    if (created) await rm(folder, { recursive: true, force: true });
    else for (const name of await readdir(folder)) await rm(path.join(folder, name), { recursive: true, force: true });
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Restore

/** The manifest, if every file it lists is there with its size and checksum; Refused naming every problem otherwise. */
export async function verifyBackup(folder: string): Promise<Manifest> {
  const file = path.join(folder, MANIFEST);
  if (!existsSync(file)) throw new Refused(`${folder} has no ${MANIFEST}: it is not a backup, or the backup did not finish. Nothing was restored.`);
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(await readFile(file, "utf8")));
  } catch {
    throw new Refused(`${file} is damaged (not a manifest this site writes). Nothing was restored.`);
  }
  const problems: string[] = [];
  if (!manifest.files.some((entry) => entry.path === manifest.database.file)) problems.push(`the manifest lists no ${manifest.database.file}`);
  for (const entry of manifest.files) {
    const at = path.join(folder, entry.path);
    if (!existsSync(at)) {
      problems.push(`${entry.path} is missing`);
      continue;
    }
    const found = await sha256File(at);
    if (found.bytes !== entry.bytes) problems.push(`${entry.path} has ${found.bytes} bytes, not ${entry.bytes}`);
    else if (found.sha256 !== entry.sha256) problems.push(`${entry.path} does not match its checksum`);
  }
  if (problems.length) {
    const shown = problems.slice(0, 20).map((p) => `  - ${p}`);
    if (problems.length > 20) shown.push(`  … and ${problems.length - 20} more`);
    throw new Refused([`The backup in ${folder} is damaged or incomplete; nothing was restored:`, ...shown].join("\n"));
  }
  return manifest;
}

async function checkCounts(db: Db, expected: Record<string, number>): Promise<void> {
  const found = await rowCounts(db);
  const differ = Object.keys(expected).filter((name) => found[name] !== expected[name]);
  if (differ.length) throw new Error(`The restored database differs from the backup's counts: ${differ.map((n) => `${n} ${expected[n]} → ${found[n]}`).join(", ")}.`);
}

/**
 * The target must use the backup's key (staff authenticators are encrypted with it): APP_SECRET,
 * or DATA_DIR/app-secret. Resolves with the generated key to write into DATA_DIR, if any.
 */
async function keyToRestore(env: Env, manifest: Manifest, folder: string): Promise<string | undefined> {
  const fromBackup = manifest.appSecret.source === "file" ? (await readFile(path.join(folder, APP_SECRET_COPY), "utf8")).trim() : undefined;
  const present = env.APP_SECRET ?? (await readSecretFile(env.dataDir));
  if (present !== undefined) {
    if (secretFingerprint(present) !== manifest.appSecret.fingerprint) {
      const where = env.APP_SECRET ? "APP_SECRET" : appSecretFile(env.dataDir);
      const fix = fromBackup ? `unset APP_SECRET and use a new DATA_DIR (the backup's own key, ${APP_SECRET_COPY}, is then put in it)` : "set APP_SECRET to the backed-up site's value";
      throw new Refused(`${where} is not the key this backup was made with (staff authenticators are encrypted with it): ${fix}. Nothing was restored.`);
    }
    return undefined;
  }
  if (!fromBackup) throw new Refused("The backed-up site's key was its APP_SECRET setting, which a backup does not copy: set APP_SECRET to the same value, then restore. Nothing was restored.");
  return fromBackup;
}

async function refuseNonEmptyTargets(env: Env, manifest: Manifest, store: PhotoStore): Promise<void> {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL, connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace WHERE c.relkind IN ('r', 'p') AND s.nspname NOT IN ('pg_catalog', 'information_schema') AND s.nspname NOT LIKE 'pg_toast%'",
      );
      if (rows[0]!.n > 0) {
        throw new Refused(`The database of DATABASE_URL already has ${rows[0]!.n} tables: restore only into a new, empty database (createdb). Nothing was restored.`);
      }
      if (manifest.database.kind === "postgres") await checkToolFor("pg_restore", client);
    } finally {
      await client.end();
    }
  } else {
    if (manifest.database.kind === "postgres") {
      throw new Refused("This is a PostgreSQL backup: set DATABASE_URL to a new, empty PostgreSQL database to restore it. Nothing was restored.");
    }
    const folder = path.join(env.dataDir, "pglite");
    if (existsSync(folder) && (await readdir(folder)).length) {
      throw new Refused(`${folder} already holds a database: restore only into a new DATA_DIR (or set DATABASE_URL to a new, empty PostgreSQL database). Nothing was restored.`);
    }
  }
  for await (const quote of store.listQuotes()) {
    throw new Refused(`The photo store already holds photos (${quote.quoteId} …): restore only into an empty one. Nothing was restored.`);
  }
}

/** Restores the backup in `folder` into the database and photo store of `env`, both empty. */
export async function restoreBackup(env: Env, folder: string): Promise<{ summary: string; exitCode: 0 | 2 }> {
  const manifest = await verifyBackup(folder);
  const store = await createPhotoStore(env);
  const key = await keyToRestore(env, manifest, folder);
  await refuseNonEmptyTargets(env, manifest, store);
  if (key) {
    await mkdir(env.dataDir, { recursive: true });
    await writeFile(appSecretFile(env.dataDir), key, { mode: 0o600, flag: "wx" });
  }
  const dumpFile = path.join(folder, manifest.database.file);

  if (manifest.database.kind === "postgres") {
    const { dbname, env: toolEnv } = libpqConnection(env.DATABASE_URL!);
    const restored = await run("pg_restore", ["--exit-on-error", "--single-transaction", "--no-owner", "--no-acl", `--dbname=${dbname}`, dumpFile], toolEnv);
    if (restored.code !== 0) throw new Error(`pg_restore failed (exit ${restored.code}); nothing was restored: ${restored.output.trim()}`);
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
    try {
      await checkCounts(database.db, manifest.database.rows);
    } finally {
      await database.close();
    }
  } else {
    const dump = new Blob([await readFile(dumpFile)]);
    if (env.DATABASE_URL) {
      // An embedded backup into PostgreSQL: opened in memory, then copied row for row.
      const source = await openDatabase({ dataDir: env.dataDir, memory: true, restoreFrom: dump });
      try {
        const target = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
        try {
          await copyAllTables(source.db, target.db);
          await checkCounts(target.db, manifest.database.rows);
        } finally {
          await target.close();
        }
      } finally {
        await source.close();
      }
    } else {
      const database = await openDatabase({ dataDir: env.dataDir, restoreFrom: dump });
      try {
        await checkCounts(database.db, manifest.database.rows);
      } finally {
        await database.close();
      }
    }
  }

  let photos = 0;
  for (const entry of manifest.files) {
    const match = /^photos\/([^/]+)\/([^/]+)$/.exec(entry.path);
    if (!match) continue;
    await store.put(match[1]!, match[2]!, createReadStream(path.join(folder, entry.path)), contentTypeOf(match[2]!));
    photos++;
  }
  const rows = manifest.database.rows;
  // Photos the database named that the store no longer had when the backup was made (its exit code 2).
  const missing = manifest.photos.store === "disk" ? manifest.photos.missing : [];
  const lines = [
    `Restored the backup of ${manifest.createdAt} from ${folder}:`,
    `  database (${env.DATABASE_URL ? "PostgreSQL" : `PGlite in ${env.dataDir}`}): ${rows.quotes ?? 0} quotes, ${rows.staff_user ?? 0} staff accounts; every table's row count checked`,
    manifest.photos.store === "disk" ? `  photos: ${photos} files into the ${store.kind} store` : `  photos: not in the backup (${manifest.photos.note})`,
  ];
  if (missing.length) {
    const one = missing.length === 1;
    lines.push(
      `  WARNING: ${missing.length} photo ${one ? "file" : "files"} the database names ${one ? "was" : "were"} missing from the store when this backup was made, and ${one ? "is" : "are"} not restored: ${missing.slice(0, 5).join(", ")}${missing.length > 5 ? " …" : ""}`,
    );
  }
  lines.push("Start the server on these settings; migrations bring the database up to this version.");
  return { summary: lines.join("\n"), exitCode: missing.length ? 2 : 0 };
}
