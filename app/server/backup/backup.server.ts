/**
 * `npm run backup` and `npm run restore` (scripts/backup.ts, scripts/restore.ts).
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
 *
 * Restore: decrypts and unpacks into a private folder, refusing anything but plain files with the
 * names a backup holds, checks every file against the manifest, refuses a target that is not
 * empty, restores the database, checks its rows per table, puts the files back into the photo
 * store, and checks every file the restored database names is there with its SHA-256.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { openDatabase } from "../db/client.server";
import type { Db } from "../db/client.server";
import { namedFiles, type NamedFile } from "../db/stored-files.server";
import { copyAllTables, countsDiffer, rowCounts } from "../db/transfer.server";
import type { Env } from "../env.server";
import { createPhotoStore } from "../photos/create-store.server";
import { contentTypeOf, type PhotoStore } from "../photos/store.server";
import { LockHeld } from "../db/dir-lock.server";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../data-dir.server";
import { refuse, RefusedError } from "../../kernel/refusal";
import { formatBytes } from "../../kernel/bytes";
import { counted } from "../../kernel/count";
import { appSecretFile } from "../app-secret.server";
import { AGE_HEADER, ArchiveWriter, decrypt, encrypt, readArchive, readIdentities } from "./archive.server";
import { backupDestination, backupName, backupSource, type BackupDestination } from "./destination.server";
import {
  APP_SECRET_COPY,
  ENTRY_PATH,
  MANIFEST,
  manifestSchema,
  NOT_BACKED_UP,
  PGLITE_DUMP,
  POSTGRES_DUMP,
  secretFingerprint,
  STORED_FILE_PATH,
  type Manifest,
  type ManifestFile,
} from "./manifest.server";
import { backupsToPrune } from "./retention";

/** A refusal the operator can act on (a RefusedError): printed as it is, exit code 1, nothing changed. */
const refused = (message: string) => new RefusedError(refuse("conflict", message));

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
      reject(
        error.code === "ENOENT"
          ? refused(`${command} was not found: install PostgreSQL's client tools (apt-get install postgresql-client).`)
          : error,
      ),
    );
    child.on("exit", (code) => resolve({ code, output }));
  });
}

/** The major version of a tool ("pg_dump (PostgreSQL) 15.20 (Debian …)" → 15), with its version line. */
async function toolVersion(tool: string): Promise<{ major: number; line: string }> {
  const { output } = await run(tool, ["--version"]);
  const match = /\(PostgreSQL\) (\d+)(\.\d+)*/.exec(output);
  if (!match) throw refused(`Could not read ${tool}'s version from: ${output.trim()}`);
  return { major: Number(match[1]), line: output.trim() };
}

/** The tool must be at least the server's major version (an older pg_dump cannot read a newer server). */
async function checkToolFor(tool: string, client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ n: string }>("SELECT current_setting('server_version_num') AS n");
  const serverMajor = Math.floor(Number(rows[0]!.n) / 10000);
  const { major, line } = await toolVersion(tool);
  if (major < serverMajor) {
    throw refused(
      `${tool} is version ${major} but the PostgreSQL server is ${serverMajor}: install postgresql-client-${serverMajor} (or put its ${tool} first in PATH).`,
    );
  }
  return line;
}

/** A private folder inside DATA_DIR for the plain files of one backup or restore; removed afterwards. */
async function privateWorkFolder(env: Env, purpose: "backup" | "restore"): Promise<string> {
  await mkdir(env.dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  return mkdtemp(path.join(env.dataDir, `.${purpose}-`));
}

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

const readSecretFile = async (dataDir: string) =>
  existsSync(appSecretFile(dataDir)) ? (await readFile(appSecretFile(dataDir), "utf8")).trim() : undefined;

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

// ---------------------------------------------------------------------------------------------
// Restore

export interface RestoreOptions {
  /** A backup file or s3://…/<name>; a folder or s3://bucket/prefix means the newest backup there. */
  source: string;
  /** The private key file (npm run backup:key) for an encrypted backup. */
  identityFile?: string;
  /** Only check the backup end to end and list what it holds; restore nothing. */
  checkOnly?: boolean;
}

interface Unpacked {
  manifest: Manifest;
  folder: string;
  name: string;
}

/** Takes the (decrypted) archive apart into `folder`: plain files with a backup's names only, each once, each checked against the manifest. */
async function unpack(archive: Readable, folder: string, name: string): Promise<Manifest> {
  const seen = new Map<string, { bytes: number; sha256: string }>();
  try {
    for await (const entry of readArchive(archive)) {
      if (entry.type !== "file")
        throw refused(
          `${name} holds ${entry.type === "symlink" ? "a symbolic link" : entry.type === "link" ? "a hard link" : `a ${entry.type}`} (${entry.name.slice(0, 120)}), which no backup holds. Nothing was restored.`,
        );
      if (!ENTRY_PATH.test(entry.name))
        throw refused(`${name} holds ${JSON.stringify(entry.name.slice(0, 120))}, a name no backup holds. Nothing was restored.`);
      if (seen.has(entry.name)) throw refused(`${name} holds ${entry.name} twice. Nothing was restored.`);
      const file = path.join(folder, entry.name);
      await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
      const hash = createHash("sha256");
      let bytes = 0;
      await pipeline(
        entry.body,
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            hash.update(chunk);
            bytes += chunk.length;
            yield chunk;
          }
        },
        createWriteStream(file, { mode: PRIVATE_FILE_MODE, flags: "wx" }),
      );
      seen.set(entry.name, { bytes, sha256: hash.digest("hex") });
    }
  } catch (error) {
    if (error instanceof RefusedError) throw error;
    throw refused(`${name} is damaged, altered or cut short (${(error as Error).message}). Nothing was restored.`);
  }
  if (!seen.has(MANIFEST)) throw refused(`${name} has no ${MANIFEST}: the backup did not finish. Nothing was restored.`);
  let manifest: Manifest;
  try {
    const text = await readFile(path.join(folder, MANIFEST), "utf8");
    manifest = manifestSchema.parse(JSON.parse(text));
  } catch {
    throw refused(`${name}'s ${MANIFEST} is not a manifest this site writes (an older backup, or damaged). Nothing was restored.`);
  }
  const problems: string[] = [];
  const listed = new Set(manifest.files.map((file) => file.path));
  if (!listed.has(manifest.database.file)) problems.push(`the manifest lists no ${manifest.database.file}`);
  for (const file of manifest.files) {
    const found = seen.get(file.path);
    if (!found) problems.push(`${file.path} is missing`);
    else if (found.bytes !== file.bytes) problems.push(`${file.path} has ${found.bytes} bytes, not ${file.bytes}`);
    else if (found.sha256 !== file.sha256) problems.push(`${file.path} does not match its checksum`);
  }
  for (const entry of seen.keys()) if (entry !== MANIFEST && !listed.has(entry)) problems.push(`${entry} is not in the manifest`);
  if (problems.length) {
    const shown = problems.slice(0, 20).map((p) => `  - ${p}`);
    if (problems.length > 20) shown.push(`  … and ${problems.length - 20} more`);
    throw refused([`The backup ${name} is damaged or incomplete. Nothing was restored:`, ...shown].join("\n"));
  }
  return manifest;
}

/** Reads the backup (decrypting it) into a new private folder; the caller removes the folder. */
async function fetchBackup(env: Env, options: RestoreOptions, folder: string): Promise<Unpacked> {
  const { destination, name } = await backupSource(env, options.source);
  const body = await destination.read(name);
  // The first bytes tell an encrypted backup from a plain one, whatever its name says.
  const reader = body[Symbol.asyncIterator]();
  const first = await reader.next();
  const head = first.done ? Buffer.alloc(0) : (first.value as Buffer);
  const whole = Readable.from(
    (async function* () {
      if (head.length) yield head;
      for (let next = await reader.next(); !next.done; next = await reader.next()) yield next.value as Buffer;
    })(),
  );
  const encrypted = head.subarray(0, AGE_HEADER.length).toString("latin1") === AGE_HEADER;
  let archive: Readable = whole;
  if (encrypted) {
    if (!options.identityFile) {
      body.destroy();
      throw refused(`${name} is encrypted: give the private key made by npm run backup:key with --identity <file>. Nothing was restored.`);
    }
    const identities = readIdentities(
      await readFile(options.identityFile, "utf8").catch(() => {
        throw refused(`Cannot read the key file ${options.identityFile}. Nothing was restored.`);
      }),
      options.identityFile,
    );
    archive = await decrypt(identities, whole, name);
  }
  return { manifest: await unpack(archive, folder, name), folder, name: `${destination.location.replace(/\/?$/, "/")}${name}` };
}

/** Each table holds the backup's count of rows; a derived table agrees with what it is derived from. */
async function checkCounts(db: Db, expected: Record<string, number>): Promise<void> {
  const differ = await countsDiffer(db, expected);
  if (differ.length) throw new Error(`The restored database differs from the backup's counts: ${differ.join(", ")}.`);
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
      const fix = fromBackup
        ? "unset APP_SECRET and use a new DATA_DIR (the backup's own key is then put in it)"
        : "set APP_SECRET to the backed-up site's value";
      throw refused(
        `${where} is not the key this backup was made with (staff authenticators are encrypted with it): ${fix}. Nothing was restored.`,
      );
    }
    return undefined;
  }
  if (!fromBackup)
    throw refused(
      "The backed-up site's key was its APP_SECRET setting, which a backup does not hold: set APP_SECRET to the same value, then restore. Nothing was restored.",
    );
  return fromBackup;
}

async function refuseNonEmptyTargets(env: Env, kind: Manifest["database"]["kind"] | undefined, store: PhotoStore): Promise<void> {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL, connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace WHERE c.relkind IN ('r', 'p') AND s.nspname NOT IN ('pg_catalog', 'information_schema') AND s.nspname NOT LIKE 'pg_toast%'",
      );
      if (rows[0]!.n > 0) {
        throw refused(
          `The database of DATABASE_URL already has ${rows[0]!.n} tables: restore only into a new, empty database (createdb). Nothing was restored.`,
        );
      }
      if (kind === "postgres") await checkToolFor("pg_restore", client);
    } finally {
      await client.end();
    }
  } else {
    if (kind === "postgres") {
      throw refused(
        "This is a PostgreSQL backup: set DATABASE_URL to a new, empty PostgreSQL database to restore it. Nothing was restored.",
      );
    }
    const folder = path.join(env.dataDir, "pglite");
    if (existsSync(folder) && (await readdir(folder)).length) {
      throw refused(
        `${folder} already holds a database: restore only into a new DATA_DIR (or set DATABASE_URL to a new, empty PostgreSQL database). Nothing was restored.`,
      );
    }
  }
  for await (const quote of store.listQuotes()) {
    throw refused(`The photo store already holds files (${quote.quoteId} …): restore only into an empty one. Nothing was restored.`);
  }
}

async function restoreDatabase(env: Env, manifest: Manifest, dumpFile: string): Promise<void> {
  if (manifest.database.kind === "postgres") {
    const { dbname, env: toolEnv } = libpqConnection(env.DATABASE_URL!);
    const restored = await run(
      "pg_restore",
      ["--exit-on-error", "--single-transaction", "--no-owner", "--no-acl", `--dbname=${dbname}`, dumpFile],
      toolEnv,
    );
    if (restored.code !== 0) throw new Error(`pg_restore failed (exit ${restored.code}); nothing was restored: ${restored.output.trim()}`);
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
    try {
      await checkCounts(database.db, manifest.database.rows);
    } finally {
      await database.close();
    }
    return;
  }
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
    return;
  }
  const database = await openDatabase({ dataDir: env.dataDir, restoreFrom: dump });
  try {
    await checkCounts(database.db, manifest.database.rows);
  } finally {
    await database.close();
  }
}

/** The files the restored database names that did not come back whole: "<folder>/<name> (<column>): why". */
async function unrestoredFiles(env: Env, manifest: Manifest): Promise<string[]> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  try {
    const restored = new Map(manifest.files.map((file) => [file.path, file]));
    const problems: string[] = [];
    for (const file of await namedFiles(database.db)) {
      const entry = restored.get(`files/${file.folder}/${file.name}`);
      if (!entry) problems.push(`${file.folder}/${file.name} (${file.namedBy}): not in the backup`);
      else if (file.sha256 && file.sha256 !== entry.sha256)
        problems.push(`${file.folder}/${file.name} (${file.namedBy}): not the file the database records (its SHA-256 differs)`);
    }
    return problems;
  } finally {
    await database.close();
  }
}

/** What the backup holds, for `--check`: each file with its size. */
function listing(manifest: Manifest): string[] {
  return manifest.files.map((file) => `  ${String(file.bytes).padStart(10)}  ${file.path}${file.namedBy ? `  (${file.namedBy})` : ""}`);
}

/** Restores a backup into the database and photo store of `env`, both empty; or, with checkOnly, checks it. */
export async function restoreBackup(env: Env, options: RestoreOptions): Promise<{ summary: string; exitCode: 0 | 2 }> {
  const store = await createPhotoStore(env);
  if (!options.checkOnly) await refuseNonEmptyTargets(env, undefined, store);
  const work = await privateWorkFolder(env, "restore");
  try {
    const { manifest, name } = await fetchBackup(env, options, work);
    const rows = manifest.database.rows;
    const stored = manifest.files.filter((file) => STORED_FILE_PATH.test(file.path));
    if (options.checkOnly) {
      return {
        summary: [
          `${name}: decrypted, and every file matches its SHA-256 in the manifest. Made ${manifest.createdAt}; ${manifest.database.kind} database with ${counted(rows.quotes ?? 0, "quote")} and ${counted(rows.waste_notes ?? 0, "waste transfer note")}; ${counted(stored.length, "stored file")}.`,
          ...listing(manifest),
          ...(manifest.missing.length ? [`  missing when it was made: ${manifest.missing.join(", ")}`] : []),
        ].join("\n"),
        exitCode: manifest.missing.length ? 2 : 0,
      };
    }
    const key = await keyToRestore(env, manifest, work);
    await refuseNonEmptyTargets(env, manifest.database.kind, store);
    if (key) await writeFileOnce(appSecretFile(env.dataDir), key);
    await restoreDatabase(env, manifest, path.join(work, manifest.database.file));
    for (const file of stored) {
      const [, folder, fileName] = STORED_FILE_PATH.exec(file.path)!;
      await store.put(folder!, fileName!, createReadStream(path.join(work, file.path)), contentTypeOf(fileName!));
    }
    const problems = await unrestoredFiles(env, manifest);
    const lines = [
      `Restored ${name} (made ${manifest.createdAt}):`,
      `  database (${env.DATABASE_URL ? "PostgreSQL" : `PGlite in ${env.dataDir}`}): ${counted(rows.quotes ?? 0, "quote")}, ${counted(rows.waste_notes ?? 0, "waste transfer note")}, ${counted(rows.staff_user ?? 0, "staff account")}; every table checked (its row count; a table kept by triggers, that it agrees with the rows it follows)`,
      `  files: ${stored.length} into the ${store.kind} photo store, each checked against its SHA-256`,
      "  Staff sessions are not in backups: everyone signs in again.",
    ];
    if (problems.length) {
      lines.push(
        `  WARNING: ${problems.length} ${problems.length === 1 ? "file" : "files"} the database names did not come back: ${problems.slice(0, 10).join("; ")}${problems.length > 10 ? " …" : ""}`,
      );
    }
    lines.push("Start the server on these settings; migrations bring the database up to this version.");
    return { summary: lines.join("\n"), exitCode: problems.length ? 2 : 0 };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function writeFileOnce(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
  await writeFile(file, text, { mode: PRIVATE_FILE_MODE, flag: "wx" });
}
