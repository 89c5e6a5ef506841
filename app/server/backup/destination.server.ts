/**
 * Where backups go and come from: a folder on this machine (for a test, or a disk that is mounted
 * from elsewhere) or any S3-compatible bucket (`s3://bucket/prefix`), with the BACKUP_S3_* settings,
 * each falling back to the photo store's S3_* one. A backup appears whole or not at all: on disk it
 * is written under a temporary name and renamed; in a bucket a multipart upload becomes the object
 * only when it completes.
 */
import { randomUUID } from "node:crypto";
import { constants, createWriteStream, existsSync } from "node:fs";
import { lstat, mkdir, open, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, type ListObjectsV2CommandOutput } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { Env } from "../env.server";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../data-dir.server";
import { renameDurably } from "../durable-file.server";
import { parseS3Url, s3Client } from "../photos/s3-store.server";
import { refuse, RefusedError } from "../../kernel/refusal";
import type { BackupListing } from "./retention";

const refused = (message: string) => new RefusedError(refuse("conflict", message));

/** "clearance-backup-20261127T023000Z.tar.age"; "-incomplete" when files the database named were missing; ".tar" unencrypted. */
const BACKUP_NAME = /^clearance-backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z(-incomplete)?\.tar(\.age)?$/;

interface BackupObject extends BackupListing {
  bytes: number;
  encrypted: boolean;
}

/** The name a backup taken at `at` gets. */
export function backupName(at: Date, options: { complete: boolean; encrypted: boolean }): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
  return `clearance-backup-${stamp}${options.complete ? "" : "-incomplete"}.tar${options.encrypted ? ".age" : ""}`;
}

/** A backup's name read back; undefined for any other name. */
function readBackupName(name: string): Omit<BackupObject, "bytes"> | undefined {
  const match = BACKUP_NAME.exec(name);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s, incomplete, age] = match;
  const takenAt = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
  if (Number.isNaN(takenAt.getTime())) return undefined;
  return { name, takenAt, complete: !incomplete, encrypted: Boolean(age) };
}

export interface BackupDestination {
  /** "/var/backups/clearance" or "s3://bucket/prefix/". */
  readonly location: string;
  readonly kind: "folder" | "s3";
  /** Writes the backup whole, or leaves nothing. */
  write(name: string, body: Readable): Promise<void>;
  /** Every backup there (names this site writes), newest first. */
  list(): Promise<BackupObject[]>;
  read(name: string): Promise<Readable>;
  remove(name: string): Promise<void>;
}

function folderDestination(folder: string): BackupDestination {
  const resolved = path.resolve(folder);
  return {
    location: resolved,
    kind: "folder",
    async write(name, body) {
      await mkdir(resolved, { recursive: true, mode: PRIVATE_DIR_MODE });
      const temp = path.join(resolved, `.${name}.${randomUUID()}.partial`);
      try {
        await pipeline(body, createWriteStream(temp, { mode: PRIVATE_FILE_MODE, flags: "wx" }));
        await renameDurably(temp, path.join(resolved, name));
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async list() {
      const found: BackupObject[] = [];
      for (const name of await readdir(resolved).catch(() => [] as string[])) {
        const backup = readBackupName(name);
        if (!backup) continue;
        const info = await lstat(path.join(resolved, name));
        if (info.isFile()) found.push({ ...backup, bytes: info.size });
      }
      return found.sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
    },
    async read(name) {
      if (!readBackupName(name)) throw refused(`${name} is not the name of a backup this site writes.`);
      const file = path.join(resolved, name);
      const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW).catch(() => undefined);
      if (!handle || !(await handle.stat()).isFile()) {
        await handle?.close();
        throw refused(`${file} is not there (or is not a plain file). Nothing was restored.`);
      }
      return handle.createReadStream();
    },
    async remove(name) {
      if (!readBackupName(name)) throw new Error(`Not a backup: ${name}`);
      await rm(path.join(resolved, name), { force: true });
    },
  };
}

/** The S3 settings for backups: BACKUP_S3_*, each falling back to the photo store's S3_*. */
const backupS3Settings = (env: Env) => ({
  endpoint: env.BACKUP_S3_ENDPOINT ?? env.S3_ENDPOINT,
  region: env.BACKUP_S3_REGION ?? env.S3_REGION,
  accessKeyId: env.BACKUP_S3_ACCESS_KEY_ID ?? env.S3_ACCESS_KEY_ID,
  secretAccessKey: env.BACKUP_S3_SECRET_ACCESS_KEY ?? env.S3_SECRET_ACCESS_KEY,
  forcePathStyle: env.BACKUP_S3_FORCE_PATH_STYLE ?? env.S3_FORCE_PATH_STYLE,
});

function s3Destination(env: Env, url: string): BackupDestination {
  const { bucket, prefix } = parseS3Url(url);
  const client = s3Client(backupS3Settings(env));
  const check = (name: string) => {
    if (!readBackupName(name)) throw refused(`${name} is not the name of a backup this site writes.`);
    return `${prefix}${name}`;
  };
  return {
    location: `s3://${bucket}/${prefix}`,
    kind: "s3",
    async write(name, body) {
      // Streamed in 8 MB parts, two at a time; a failed upload is aborted, leaving no object.
      await new Upload({
        client,
        params: { Bucket: bucket, Key: check(name), Body: body, ContentType: "application/octet-stream" },
        partSize: 8 * 1024 * 1024,
        queueSize: 2,
        leavePartsOnError: false,
      }).done();
    },
    async list() {
      const found: BackupObject[] = [];
      let token: string | undefined;
      do {
        const page: ListObjectsV2CommandOutput = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const backup = object.Key ? readBackupName(object.Key.slice(prefix.length)) : undefined;
          if (backup) found.push({ ...backup, bytes: Number(object.Size ?? 0) });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found.sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
    },
    async read(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: check(name) }));
        return object.Body as Readable;
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
          throw refused(`s3://${bucket}/${prefix}${name} is not there. Nothing was restored.`);
        throw error;
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: check(name) }));
    },
  };
}

/** A folder or `s3://bucket/prefix`, where backups are written. */
export function backupDestination(env: Env, location: string): BackupDestination {
  if (location.startsWith("s3://")) {
    try {
      return s3Destination(env, location);
    } catch {
      throw refused(`${location} is not an S3 location (s3://bucket/prefix).`);
    }
  }
  return folderDestination(location);
}

/**
 * What `npm run restore` was given: one backup (a file, or `s3://bucket/prefix/<name>`), or a folder
 * or prefix, meaning the newest backup in it.
 */
export async function backupSource(env: Env, location: string): Promise<{ destination: BackupDestination; name: string }> {
  const named = (full: string) => {
    const slash = full.lastIndexOf("/");
    const name = full.slice(slash + 1);
    return readBackupName(name) ? { parent: full.slice(0, Math.max(slash, 0)) || ".", name } : undefined;
  };
  if (location.startsWith("s3://")) {
    const one = named(location);
    if (one) return { destination: backupDestination(env, one.parent), name: one.name };
  } else if (existsSync(location) && (await stat(location)).isFile()) {
    const one = named(path.resolve(location));
    if (!one) throw refused(`${location} is not a backup this site writes (clearance-backup-<date>.tar.age). Nothing was restored.`);
    return { destination: backupDestination(env, one.parent), name: one.name };
  }
  const destination = backupDestination(env, location);
  const newest = (await destination.list())[0];
  if (!newest) throw refused(`There is no backup in ${destination.location}. Nothing was restored.`);
  return { destination, name: newest.name };
}
