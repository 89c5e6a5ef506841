/** The column types the schema shares: bytes, and a column naming a file in the photo store. */
import { customType } from "drizzle-orm/pg-core";

/** Bytes (PostgreSQL bytea) as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A column naming a file in the photo store: the object `<folder column's value>/<this column's
 * value>`, and, where the row keeps one, the column holding the file's SHA-256 (hex). Backup,
 * restore and erasure find every stored file through these columns (app/server/db/stored-files.server.ts
 * reads them from this schema), so a table that names a file declares it with this type, never as
 * plain text.
 */
export interface StoredFileConfig {
  /** The column holding the object's folder: a quote's, a tip run's or a note's id. */
  folder: string;
  sha256?: string;
}

export const storedFileType = {
  dataType: () => "text",
};

export const storedFile = customType<{ data: string; driverData: string; config: StoredFileConfig; configRequired: true }>(storedFileType);
