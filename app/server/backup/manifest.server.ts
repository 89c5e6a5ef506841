/**
 * A backup's manifest.json, the archive's last entry: what the backup holds (the database dump,
 * the app's key, every stored file the database names), each file with its size and SHA-256, the
 * rows per table the dump must restore to, and the files the database named that the store did not
 * have. Read back with the same schema: a manifest is as untrusted as any file that sat on a disk,
 * so every path in it is checked against the only names a backup can hold before it reaches the
 * file system.
 */
import { createHash } from "node:crypto";
import { z } from "zod";

export const MANIFEST = "manifest.json";
export const POSTGRES_DUMP = "database.dump";
export const PGLITE_DUMP = "pglite-data.tar.gz";
export const APP_SECRET_COPY = "app-secret";

/** A stored file's place in the archive: files/<folder>/<name>, as the photo store names them. */
export const STORED_FILE_PATH = /^files\/([0-9a-f-]{36})\/([a-z]+-\d{1,2}\.(?:jpg|png)|wtn-\d{4}-\d{6}\.pdf)$/;

/** Every name an entry of a backup archive may have. */
export const ENTRY_PATH = new RegExp(`^(?:${MANIFEST}|database\\.dump|pglite-data\\.tar\\.gz|app-secret)$|${STORED_FILE_PATH.source}`);

/**
 * Tables whose rows a backup leaves out: staff sessions and one-time verifications (live tokens: a
 * restored site signs everyone out) and the rate limits' counters (addresses, kept an hour or two).
 */
export const NOT_BACKED_UP = ["staff_session", "staff_verification", "staff_rate_limit", "staff_sign_in_throttles", "rate_limit_hits"];

const count = z.number().int().min(0);

export const manifestSchema = z.object({
  format: z.literal("clearance-backup"),
  version: z.literal(2),
  createdAt: z.iso.datetime({ offset: true }),
  database: z.object({
    kind: z.enum(["postgres", "pglite"]),
    file: z.enum([POSTGRES_DUMP, PGLITE_DUMP]),
    /** The PostgreSQL server's version (PGlite's own for the embedded database). */
    serverVersion: z.string().max(200),
    /** pg_dump's version (PostgreSQL only). */
    dumpVersion: z.string().max(200).optional(),
    rows: z.record(z.string().regex(/^[a-z_]{1,63}$/), count),
    /** Tables whose rows were left out (NOT_BACKED_UP). */
    leftOut: z.array(z.string().regex(/^[a-z_]{1,63}$/)).max(100),
  }),
  /**
   * The key staff authenticators are encrypted with: the generated DATA_DIR/app-secret (in the
   * backup) or the APP_SECRET setting (not in it: it lives in the settings file). The fingerprint
   * lets a restore refuse a different key before it writes anything.
   */
  appSecret: z.object({ source: z.enum(["file", "setting"]), fingerprint: z.string().regex(/^[0-9a-f]{16}$/) }),
  /** Where the stored files came from. */
  photoStore: z.enum(["disk", "s3"]),
  files: z
    .array(
      z.object({
        path: z.string().regex(ENTRY_PATH),
        bytes: count,
        sha256: z.string().regex(/^[0-9a-f]{64}$/),
        /** For a stored file: the column that names it ("quote_photos.stored_name"). */
        namedBy: z
          .string()
          .regex(/^[a-z_]{1,63}\.[a-z_]{1,63}$/)
          .optional(),
      }),
    )
    .max(1_000_000),
  /** Files the database names that were not in the store when the backup ran ("<folder>/<name> (<column>)"). */
  missing: z.array(z.string().max(200)).max(1_000_000),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestFile = Manifest["files"][number];

/** A short fingerprint of the app's secret (one-way: it tells keys apart, and gives nothing of them away). */
export const secretFingerprint = (secret: string) =>
  createHash("sha256").update(`clearance backup fingerprint\0${secret}`).digest("hex").slice(0, 16);
