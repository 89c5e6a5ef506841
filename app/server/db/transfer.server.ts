/**
 * Every table of the schema, row for row, from one database into another: moving an embedded
 * (PGlite) DATA_DIR into PostgreSQL, and restoring an embedded backup into PostgreSQL. Rows travel
 * as JSON (`json_agg` out, `json_populate_recordset` in), so every column keeps its type, in
 * batches by primary key, so memory stays flat however large the tables. The tables triggers derive
 * from others (derived-tables.server.ts) are not copied but made again by their triggers, and checked
 * by what they mean. Imports carry `.ts`: the scripts load this file directly.
 */
import { is, sql, type SQL } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { counted } from "../../kernel/count.ts";
import type { Db } from "./client.server.ts";
import { DERIVED_TABLES, isDerived } from "./derived-tables.server.ts";
import * as schema from "./schema.server.ts";

const BATCH_ROWS = 500;

/** The target already holds data: nothing was written. */
export class TargetNotEmpty extends Error {
  override readonly name = "TargetNotEmpty";
}

export interface TableInfo {
  name: string;
  /** The primary key's first column (the only one, but for join tables). */
  key: string;
  /** Every column of the primary key (or a join table's unique index), in order: rows are copied in this order. */
  keys: string[];
  /** A serial key, whose sequence must continue after the copied rows. */
  serial: boolean;
}

/** The schema's tables, each after the tables it refers to (so foreign keys hold while rows arrive). */
export function tablesInOrder(): TableInfo[] {
  const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));
  const configs = new Map(tables.map((table) => [table, getTableConfig(table)]));
  const ordered: PgTable[] = [];
  const visit = (table: PgTable, path: Set<PgTable>) => {
    if (ordered.includes(table)) return;
    if (path.has(table)) throw new Error(`Foreign keys form a cycle at ${configs.get(table)!.name}`);
    path.add(table);
    for (const fk of configs.get(table)!.foreignKeys) {
      const other = fk.reference().foreignTable;
      if (other !== table) visit(other, path);
    }
    path.delete(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered.map((table) => {
    const config = configs.get(table)!;
    const key = config.columns.find((column) => column.primary);
    if (key) return { name: config.name, key: key.name, keys: [key.name], serial: key.columnType === "PgSerial" };
    // A join table: its primary key, or else its unique index over both columns.
    const composite =
      config.primaryKeys[0]?.columns.map((column) => column.name) ??
      config.indexes.find((index) => index.config.unique)?.config.columns.map((column) => (column as { name: string }).name);
    if (!composite?.length) throw new Error(`Table ${config.name} has no primary key or unique index to copy it in order`);
    return { name: config.name, key: composite[0]!, keys: composite, serial: false };
  });
}

const table = (name: string) => sql.identifier(name);

/** The rows of a raw query (both drivers answer with `{ rows }`). */
async function query<T>(db: Pick<Db, "execute">, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** Rows per table, in the schema's order. */
export async function rowCounts(db: Pick<Db, "execute">): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { name } of tablesInOrder()) {
    const [row] = await query<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${table(name)}`);
    counts[name] = Number(row!.n);
  }
  return counts;
}

/** The tables of `db` that hold rows. */
async function tablesWithRows(db: Pick<Db, "execute">): Promise<string[]> {
  const found: string[] = [];
  for (const { name } of tablesInOrder()) {
    const [row] = await query<{ any: boolean }>(db, sql`SELECT EXISTS (SELECT 1 FROM ${table(name)}) AS any`);
    if (row!.any) found.push(name);
  }
  return found;
}

/** The derived tables of `db` that disagree with what they are derived from, each with how many rows differ. */
export async function derivedDisagreements(db: Pick<Db, "execute">): Promise<string[]> {
  const found: string[] = [];
  for (const { name, from, held, derived } of DERIVED_TABLES) {
    const [row] = await query<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM (((${held}) EXCEPT ALL (${derived})) UNION ALL ((${derived}) EXCEPT ALL (${held}))) AS differ`,
    );
    if (Number(row!.n)) found.push(`${name} disagrees with ${from.join(", ")} in ${counted(Number(row!.n), "row")}`);
  }
  return found;
}

/**
 * How `db` differs from the row counts `expected` (a table's name → its rows): each table must hold
 * its count, but a derived table, which must agree with what it is derived from instead (a counter
 * at 0 is kept by its triggers, not made again by a copy).
 */
export async function countsDiffer(db: Pick<Db, "execute">, expected: Record<string, number>): Promise<string[]> {
  const found = await rowCounts(db);
  return [
    ...Object.keys(expected)
      .filter((name) => !isDerived(name) && found[name] !== expected[name])
      .map((name) => `${name}: ${expected[name]} → ${found[name]}`),
    ...(await derivedDisagreements(db)),
  ];
}

/**
 * Copies every row of every table from `source` into `target` (a PostgreSQL database already
 * migrated to the same schema), in one transaction that first locks the target's tables and checks
 * they are empty: TargetNotEmpty, with nothing written, when any holds a row. Serial keys continue
 * after the copied rows; the tables of `leaveOut` stay empty; a derived table is filled by its
 * triggers. Resolves with the rows per table, checked against the source's counts (countsDiffer).
 */
export async function copyAllTables(
  source: Db,
  target: Db,
  options: { leaveOut?: readonly string[] } = {},
): Promise<Record<string, number>> {
  const tables = tablesInOrder();
  const leaveOut = new Set(options.leaveOut ?? []);
  const expected = await rowCounts(source);
  for (const name of leaveOut) expected[name] = 0;
  return target.transaction(async (tx) => {
    await tx.execute(
      sql`LOCK TABLE ${sql.join(
        tables.map((t) => table(t.name)),
        sql`, `,
      )} IN ACCESS EXCLUSIVE MODE`,
    );
    const occupied = await tablesWithRows(tx);
    if (occupied.length) {
      throw new TargetNotEmpty(
        `The target database already holds data (in ${occupied.join(", ")}); nothing was copied. Copy only into a new, empty database.`,
      );
    }
    for (const { name, key, keys, serial } of tables) {
      if (isDerived(name) || leaveOut.has(name)) continue;
      const keyList = sql.join(
        keys.map((column) => sql.identifier(column)),
        sql`, `,
      );
      let last: (string | number)[] | undefined;
      for (;;) {
        // Keyset over the whole primary key (a row comparison for a join table's two columns).
        const after =
          last === undefined
            ? sql``
            : sql`WHERE (${keyList}) > (${sql.join(
                last.map((value) => sql`${value}`),
                sql`, `,
              )})`;
        const [result] = await query<{ rows: string }>(
          source,
          sql`SELECT coalesce(json_agg(t ORDER BY ${keyList}), '[]')::text AS rows FROM (SELECT * FROM ${table(name)} ${after} ORDER BY ${keyList} LIMIT ${BATCH_ROWS}) t`,
        );
        const batch = result!.rows;
        const parsed = JSON.parse(batch) as Record<string, string | number>[];
        if (!parsed.length) break;
        await tx.execute(sql`INSERT INTO ${table(name)} SELECT * FROM json_populate_recordset(NULL::${table(name)}, ${batch}::json)`);
        last = keys.map((column) => parsed.at(-1)![column]!);
        if (parsed.length < BATCH_ROWS) break;
      }
      if (serial) {
        await tx.execute(
          sql`SELECT setval(pg_get_serial_sequence(${name}, ${key}), max(${sql.identifier(key)})) FROM ${table(name)} HAVING max(${sql.identifier(key)}) IS NOT NULL`,
        );
      }
    }
    const differ = await countsDiffer(tx, expected);
    if (differ.length) throw new Error(`Row counts differ after the copy (${differ.join(", ")}); nothing was kept.`);
    return rowCounts(tx);
  });
}
