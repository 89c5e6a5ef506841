/**
 * `npm run restore` (scripts/restore.ts): decrypts and unpacks a backup into a private folder,
 * refusing anything but plain files with the names a backup holds, checks every file against the
 * manifest, refuses a target that is not empty, restores the database, checks every table (its row
 * count; a table kept by triggers, that it agrees with the rows it follows), puts the files back into
 * the photo store, and checks every file the restored database names is there with its SHA-256.
 * The backup itself is backup.server.ts.
 */
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { openDatabase } from "../db/client.server";
import type { Db } from "../db/client.server";
import { namedFiles } from "../db/stored-files.server";
import { copyAllTables, countsDiffer } from "../db/transfer.server";
import type { Env } from "../env.server";
import { createPhotoStore } from "../photos/create-store.server";
import { contentTypeOf, type PhotoStore } from "../photos/store.server";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../data-dir.server";
import { RefusedError } from "../../kernel/refusal";
import { counted } from "../../kernel/count";
import { appSecretFile } from "../app-secret.server";
import { AGE_HEADER, decrypt, readArchive, readIdentities } from "./archive.server";
import { backupSource } from "./destination.server";
import {
  APP_SECRET_COPY,
  ENTRY_PATH,
  MANIFEST,
  manifestSchema,
  secretFingerprint,
  STORED_FILE_PATH,
  type Manifest,
} from "./manifest.server";

import { checkToolFor, libpqConnection, privateWorkFolder, readSecretFile, refused, run } from "./tools.server";

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
