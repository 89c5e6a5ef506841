/**
 * Every table a trigger writes is declared derived (app/server/db/derived-tables.server.ts), as the
 * database's own catalog tells (pg_trigger, pg_proc), on the embedded database and on PostgreSQL: a
 * table kept by triggers and not declared would be copied row for row and its rows counted, and a
 * backup of a site where one of its counters fell to 0 would fail. And each declaration's check
 * finds a derived table that no longer agrees with what it is derived from.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../app/server/db/client.server";
import { DERIVED_TABLES } from "../../app/server/db/derived-tables.server";
import { derivedDisagreements } from "../../app/server/db/transfer.server";
import { testDatabase } from "./harness";
import { addQuote, backends, pgUrl } from "./inbox-support";

/** Statements that write a table, and the name they write (schema and quotes taken off after). */
const WRITES =
  /\b(?:insert\s+into|update|delete\s+from|merge\s+into|truncate(?:\s+table)?)\s+(?:only\s+)?((?:"[^"]+"|\w+)(?:\s*\.\s*(?:"[^"]+"|\w+))?)/gi;

/**
 * The tables a trigger function's body (plpgsql or sql) writes, by name; "dynamic SQL" when it runs
 * a statement made at run time (EXECUTE), whose tables cannot be read from it.
 */
function tablesWritten(body: string): string[] {
  const code = body
    .replace(/--[^\n]*/g, " ")
    .replace(/\/\*[\s\S]*?\*\//g, " ")
    .replace(/\$(\w*)\$[\s\S]*?\$\1\$/g, " ''")
    .replace(/'(?:[^']|'')*'/g, "''")
    // Not statements that write a table: an upsert's "DO UPDATE SET", a lock's "FOR [NO KEY] UPDATE".
    .replace(/\bdo\s+update\b|\bfor\s+(?:no\s+key\s+)?update\b/gi, " ");
  const written = new Set<string>();
  for (const match of code.matchAll(WRITES)) {
    const name = match[1]!.split(".").at(-1)!.trim();
    written.add(name.startsWith('"') ? name.slice(1, -1) : name.toLowerCase());
  }
  if (/\bexecute\b/i.test(code)) written.add("dynamic SQL");
  return [...written].sort();
}

describe("reading what a trigger function writes", () => {
  it("finds INSERT, UPDATE, DELETE, MERGE and TRUNCATE targets, and not an upsert's DO UPDATE, a lock, a string or a comment", () => {
    expect(
      tablesWritten(`
        BEGIN
          -- UPDATE commented_out SET x = 1;
          IF TG_OP = 'UPDATE' THEN RAISE NOTICE 'DELETE FROM in_a_string'; END IF;
          INSERT INTO counts (k, n) VALUES (1, 1) ON CONFLICT (k) DO UPDATE SET n = counts.n + 1;
          PERFORM 1 FROM quotes FOR NO KEY UPDATE;
          UPDATE ONLY public."Totals" SET n = 0;
          DELETE FROM public.archive WHERE false;
          MERGE INTO merged USING quotes ON false WHEN NOT MATCHED THEN DO NOTHING;
          TRUNCATE TABLE emptied;
          RETURN NULL;
        END`),
    ).toEqual(["Totals", "archive", "counts", "emptied", "merged"]);
    expect(tablesWritten("BEGIN EXECUTE format('INSERT INTO %I VALUES (1)', TG_ARGV[0]); RETURN NULL; END")).toEqual(["dynamic SQL"]);
  });
});

interface TriggerRow {
  table: string;
  trigger: string;
  function: string;
  language: string;
  body: string;
}

for (const backend of backends) {
  describe.skipIf(backend.postgres && !pgUrl)(`derived tables on ${backend.name}`, () => {
    let database: Database;
    let drop: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      ({ database, drop } = await testDatabase(backend.postgres ? pgUrl : undefined, "derived-"));
    });
    afterAll(async () => {
      await database.close();
      await drop?.();
    });

    it("declares every table a trigger writes, each with the tables whose triggers write it", async () => {
      const triggers = (
        (await database.db.execute(sql`
          SELECT c.relname AS "table", t.tgname AS "trigger", p.proname AS "function", l.lanname AS "language", p.prosrc AS "body"
          FROM pg_trigger t
          JOIN pg_class c ON c.oid = t.tgrelid
          JOIN pg_namespace n ON n.oid = c.relnamespace
          JOIN pg_proc p ON p.oid = t.tgfoid
          JOIN pg_language l ON l.oid = p.prolang
          WHERE NOT t.tgisinternal AND n.nspname NOT IN ('pg_catalog', 'information_schema')
          ORDER BY 1, 2`)) as unknown as { rows: TriggerRow[] }
      ).rows;
      // The status counts' three triggers at least: the catalog was read.
      expect(triggers.filter((row) => row.table === "quotes").length).toBeGreaterThanOrEqual(3);

      const declared = new Map(DERIVED_TABLES.map((derived) => [derived.name, derived]));
      const problems: string[] = [];
      const writtenBy = new Map<string, Set<string>>();
      for (const row of triggers) {
        const where = `${row.function}() (trigger ${row.trigger} on ${row.table})`;
        if (row.language !== "plpgsql" && row.language !== "sql") {
          problems.push(`${where} is written in ${row.language}: what it writes cannot be read from it`);
          continue;
        }
        for (const table of tablesWritten(row.body)) {
          const derived = declared.get(table);
          if (!derived) problems.push(`${where} writes ${table}, which derived-tables.server.ts does not declare`);
          else if (!derived.from.includes(row.table))
            problems.push(`${where} writes ${table}, whose declaration does not say it follows ${row.table}`);
          writtenBy.set(table, (writtenBy.get(table) ?? new Set()).add(row.table));
        }
      }
      for (const derived of DERIVED_TABLES) {
        for (const from of derived.from) {
          if (!writtenBy.get(derived.name)?.has(from))
            problems.push(`${derived.name} is declared to follow ${from}, but no trigger on ${from} writes it`);
        }
      }
      expect(problems).toEqual([]);
    });

    it("finds a derived table that disagrees with what it is derived from, and takes a counter left at 0 as no row", async () => {
      for (const status of ["new", "new", "quoted"] as const) await addQuote({ database }, { status });
      await database.db.execute(sql`UPDATE quotes SET status = 'booked' WHERE status = 'quoted'`);
      // "quoted" fell to 0 and its row stays: that agrees.
      expect(await derivedDisagreements(database.db)).toEqual([]);
      await database.db.execute(sql`UPDATE quote_status_counts SET count = count + 1 WHERE status = 'new'`);
      expect(await derivedDisagreements(database.db)).toEqual(["quote_status_counts disagrees with quotes in 2 rows"]);
      await database.db.execute(sql`UPDATE quote_status_counts SET count = count - 1 WHERE status = 'new'`);
      await database.db.execute(sql`DELETE FROM quote_status_counts WHERE status = 'booked'`);
      expect(await derivedDisagreements(database.db)).toEqual(["quote_status_counts disagrees with quotes in 1 row"]);
    });
  });
}
