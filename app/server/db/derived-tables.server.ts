/**
 * Tables that triggers keep from other tables' rows, each declared with what its rows mean. A copy
 * of the database (transfer.server.ts: a move into PostgreSQL, an embedded backup, an embedded
 * backup restored into PostgreSQL) does not carry their rows across: the triggers make them again
 * as the rows they follow arrive. Nor can their row counts be compared: a trigger keeps a counter
 * whose count fell to 0, which a rebuilt table does not have. So a copy or a restore checks that
 * each agrees with what it is derived from: `held` (its rows that carry meaning) and `derived` (the
 * same computed from the tables it follows) hold the same rows. A trigger that writes a table not
 * declared here fails tests/integration/derived-tables.test.ts, which reads the database's catalog.
 * Imports carry `.ts`: the scripts load this file directly.
 */
import { sql, type SQL } from "drizzle-orm";

export interface DerivedTable {
  /** The table the triggers write. */
  name: string;
  /** The tables whose changes its triggers follow. */
  from: readonly string[];
  /** Its rows that carry meaning, as one query. */
  held: SQL;
  /** What it must hold, computed from the tables in `from`: the same columns, in the same order, of the same types as `held`. */
  derived: SQL;
}

export const DERIVED_TABLES: readonly DerivedTable[] = [
  {
    // The inbox's tab counts (migration 0008): a status every request has left keeps its row with 0.
    name: "quote_status_counts",
    from: ["quotes"],
    held: sql`SELECT status, count FROM quote_status_counts WHERE count <> 0`,
    derived: sql`SELECT status, count(*)::int AS count FROM quotes GROUP BY status`,
  },
];

export const isDerived = (table: string) => DERIVED_TABLES.some((derived) => derived.name === table);
