/**
 * A backup folder's manifest.json: what the backup holds (the database dump, the photos), each file
 * with its size and SHA-256, and the rows per table the dump must restore to. Written last, so a
 * folder without one is a backup that did not finish. Read back with the same schema: a manifest
 * is as untrusted as any file that sat on a disk, so every path in it is checked against the
 * only names a backup can hold before it reaches the file system.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { z } from "zod";

export const MANIFEST = "manifest.json";
export const POSTGRES_DUMP = "database.dump";
export const PGLITE_DUMP = "pglite-data.tar.gz";
export const APP_SECRET_COPY = "app-secret";

/** database.dump, pglite-data.tar.gz, app-secret, or photos/<quote id>/<photo or preview>. */
const FILE_PATH = /^(database\.dump|pglite-data\.tar\.gz|app-secret|photos\/[0-9a-f-]{36}\/[a-z]+-\d{1,2}\.(jpg|png))$/;

const count = z.number().int().min(0);

export const manifestSchema = z.object({
  format: z.literal("clearance-backup"),
  version: z.literal(1),
  createdAt: z.iso.datetime({ offset: true }),
  database: z.object({
    kind: z.enum(["postgres", "pglite"]),
    file: z.enum([POSTGRES_DUMP, PGLITE_DUMP]),
    /** The PostgreSQL server's version (PGlite's own for the embedded database). */
    serverVersion: z.string().max(200),
    /** pg_dump's version (PostgreSQL only). */
    dumpVersion: z.string().max(200).optional(),
    rows: z.record(z.string().regex(/^[a-z_]{1,63}$/), count),
  }),
  /**
   * The key staff authenticators are encrypted with: the generated DATA_DIR/app-secret (copied into
   * the backup) or the APP_SECRET setting (not copied: it lives in the settings file). The
   * fingerprint lets a restore refuse a different key before it writes anything.
   */
  appSecret: z.object({ source: z.enum(["file", "setting"]), fingerprint: z.string().regex(/^[0-9a-f]{16}$/) }),
  photos: z.discriminatedUnion("store", [
    z.object({
      store: z.literal("disk"),
      /** Photo and preview files copied. */
      files: count,
      /** Files the database names that were not in the store when the backup ran ("<quote id>/<name>"). */
      missing: z.array(z.string().max(100)).max(100_000),
    }),
    z.object({ store: z.literal("s3"), location: z.string().max(300), note: z.string().max(500) }),
  ]),
  files: z
    .array(z.object({ path: z.string().regex(FILE_PATH), bytes: count, sha256: z.string().regex(/^[0-9a-f]{64}$/) }))
    .max(1_000_000),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** A short fingerprint of the app's secret (one-way: it tells keys apart, and gives nothing of them away). */
export const secretFingerprint = (secret: string) => createHash("sha256").update(`clearance backup fingerprint\0${secret}`).digest("hex").slice(0, 16);

/** A file's SHA-256 (hex) and size, read as a stream. */
export async function sha256File(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest("hex"), bytes };
}
