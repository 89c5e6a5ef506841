/**
 * Every file the database names, by construction: the columns declared with `storedFile` in the
 * schema (a quote's photos and previews, the cleared-space photos, a tip run's ticket and its
 * preview, a note's PDF, and whatever is declared next). Backup copies what they name, restore
 * checks every one came back, and tests/integration/stored-files.test.ts fails when a table keeps a
 * file's name in a column not declared this way. Imports carry `.ts`: the scripts load this file
 * directly.
 */
import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable, type PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "./client.server.ts";
import * as schema from "./schema.server.ts";
import { storedFileType, type StoredFileConfig } from "./schema.server.ts";

export interface StoredFileColumn {
  table: string;
  column: string;
  /** The column holding the object's folder in the photo store. */
  folder: string;
  /** The column holding the file's SHA-256, where the row keeps one. */
  sha256?: string;
}

/** The custom column's settings, as drizzle keeps them on the built column. */
type CustomColumnConfig = { customTypeParams?: unknown; fieldConfig?: StoredFileConfig };

/** Whether a column of the schema was declared with `storedFile`. */
export const namesStoredFile = (column: PgColumn) => settingsOf(column).customTypeParams === storedFileType;

/** drizzle keeps a column's settings in a protected field; read here only. */
const settingsOf = (column: PgColumn) => (column as unknown as { config: CustomColumnConfig }).config;

/** The schema's tables (drizzle's PgTable objects). */
export const schemaTables = () => Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));

/** Every column of the schema that names a stored file, read from the schema itself. */
export function storedFileColumns(): StoredFileColumn[] {
  const found: StoredFileColumn[] = [];
  for (const table of schemaTables()) {
    const config = getTableConfig(table);
    const names = new Set(config.columns.map((column) => column.name));
    for (const column of config.columns) {
      if (!namesStoredFile(column)) continue;
      const { folder, sha256 } = settingsOf(column).fieldConfig!;
      if (!names.has(folder) || (sha256 && !names.has(sha256)))
        throw new Error(`${config.name}.${column.name} names a folder or checksum column the table does not have`);
      found.push({ table: config.name, column: column.name, folder, ...(sha256 ? { sha256 } : {}) });
    }
  }
  return found;
}

/** One file the database names: the photo store's `<folder>/<name>`, and where it is named. */
export interface NamedFile {
  folder: string;
  name: string;
  /** "quote_photos.stored_name". */
  namedBy: string;
  sha256?: string;
}

/** Every file the database names (each once), in a stable order. Run inside a transaction for one moment's list. */
export async function namedFiles(db: Pick<Db, "execute">): Promise<NamedFile[]> {
  const files = new Map<string, NamedFile>();
  for (const entry of storedFileColumns()) {
    const { rows } = (await db.execute(
      sql`SELECT ${sql.identifier(entry.folder)}::text AS folder, ${sql.identifier(entry.column)}::text AS name, ${
        entry.sha256 ? sql`${sql.identifier(entry.sha256)}::text` : sql`NULL::text`
      } AS sha256 FROM ${sql.identifier(entry.table)} WHERE ${sql.identifier(entry.column)} IS NOT NULL AND ${sql.identifier(entry.folder)} IS NOT NULL`,
    )) as unknown as { rows: { folder: string; name: string; sha256: string | null }[] };
    for (const row of rows) {
      const key = `${row.folder}/${row.name}`;
      if (!files.has(key))
        files.set(key, {
          folder: row.folder,
          name: row.name,
          namedBy: `${entry.table}.${entry.column}`,
          ...(row.sha256 ? { sha256: row.sha256 } : {}),
        });
    }
  }
  return [...files.values()].sort((a, b) => (a.folder === b.folder ? a.name.localeCompare(b.name) : a.folder.localeCompare(b.folder)));
}
