/**
 * The staff inbox at the size of years (a benchmark, not a test; nothing needs building).
 *
 * Seeds 1,000, 10,000 and 100,000 requests straight into fresh databases (bench/inbox-seed.ts) and
 * times, as server time, the query functions the staff pages call: the list and the tab counts of
 * each tab (what GET /staff?status=… waits for besides the figures), a page half way back, a search
 * by reference, name, surname, email, phone, postcode and postcode district (list and tab counts with
 * the search), the morning figures, the reply promise, the list page without the figures (rows, tab
 * counts, visit) and with them (everything it waits for: inboxListView, as the page calls it), a
 * search page with them, and the CSV export (the route's own response read to the end). Median of 5 after one warm-up run. The sizes are measured
 * in turn, run by run, so a busy machine slows them alike and the ratios between sizes hold. Memory
 * is the process's resident set: the export's growth is the highest sample (one per chunk) over the
 * figure just before it began.
 *
 * PostgreSQL: TEST_DATABASE_URL or DATABASE_URL (a database of its own is made and dropped).
 * PGlite (the embedded default) beside it, at BENCH_PGLITE_SIZES (default: the same sizes).
 * BENCH_SIZES changes the sizes (comma-separated; default 1000,10000,100000).
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:inbox
 */
import "../scripts/app-modules.ts";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { BENCH_STAFF, deadlineStatements, receiptsQuery, receiptsStatement, searchedId, seedStatements } from "./inbox-seed.ts";

const { sql } = await import("drizzle-orm");
const { openDatabase } = await import("../app/server/db/client.server.ts");
const { countByView, inboxFigures, listQuotes, recordVisit } = await import("../app/server/quotes/inbox/queries.server");
const { inboxListView } = await import("../app/server/quotes/inbox/list-view.server");
const { replyDeadlineFor, replyPromise } = await import("../app/server/quotes/inbox/reply-promise.server");
const { filterParams } = await import("../app/server/quotes/pages/forms.server");
const { exportFile } = await import("../app/server/quotes/routes/export.server");
const { VIEWS } = await import("../app/server/quotes/inbox/model");

type Database = Awaited<ReturnType<typeof openDatabase>>;
type Db = Database["db"];

const SIZES = (process.env.BENCH_SIZES ?? "1000,10000,100000")
  .split(",")
  .map(Number)
  .filter((n) => n > 0);
const RUNS = 5;
const MB = 1024 * 1024;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
const rowsOf = (result: unknown) => (result as { rows: Record<string, string>[] }).rows;

/** One seeded database of `n` requests, and what the operations need from it. */
interface Subject {
  n: number;
  database: Database;
  db: Db;
  now: Date;
  searches: [string, string][];
  /** The reference half way down the "done" tab, for a page that far back. */
  halfWay: string;
  close(): Promise<void>;
}

const filterOf = (query: string) => filterParams.parse(Object.fromEntries(new URLSearchParams(query))).filter;
/** What the list page waits for, the figures and visit aside: a page of rows and the tab counts. */
const listAndCounts = (s: Subject, query: string, position: { after: string } | Record<string, never> = {}) => {
  const filter = filterOf(query);
  return Promise.all([listQuotes(s.db, filter, position, s.now), countByView(s.db, filter.q, s.now)]);
};
/** Everything the list page waits for, the figures included, as the page asks for it. */
const listPageView = (s: Subject, query: string) => inboxListView(s.db, filterOf(query), {}, BENCH_STAFF[0]!.id, s.now);

/** The export route's response, read to the end: the time, the rows and the resident memory's growth. */
async function exportRun(s: Subject, query: string): Promise<{ ms: number; rows: number; growthMb: number }> {
  const url = new URL(`http://localhost/staff/export.csv${query}`);
  const staff = BENCH_STAFF[0]!;
  const before = process.memoryUsage.rss();
  let peak = before;
  let lines = 0;
  const started = performance.now();
  const response = await exportFile(s.db, { id: staff.id, label: staff.email }, url.searchParams, s.now);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    lines += decoder.decode(value, { stream: true }).split("\r\n").length - 1;
    peak = Math.max(peak, process.memoryUsage.rss());
  }
  return { ms: performance.now() - started, rows: lines - 1, growthMb: (peak - before) / MB };
}

async function seed(n: number, database: Database, close: () => Promise<void>): Promise<Subject> {
  const { db } = database;
  const now = new Date();
  const started = performance.now();
  // Each request with its reply deadline, worked out from its receipt time as the intake does.
  await db.execute(sql.raw(receiptsStatement(n, now)));
  const receipts = rowsOf(await db.execute(sql.raw(receiptsQuery)));
  const deadlines = receipts.map((row): [number, Date | null] => [Number(row.i), replyDeadlineFor(new Date(Number(row.ms)))]);
  for (const statement of deadlineStatements(deadlines)) await db.execute(sql.raw(statement));
  for (const statement of seedStatements(n)) await db.execute(sql.raw(statement));
  await db.execute(sql.raw("VACUUM ANALYZE"));
  console.error(`  ${n} requests seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const target = rowsOf(
    await db.execute(sql.raw(`SELECT reference, name, email, phone, postcode FROM quotes WHERE id = ${searchedId(n)}`)),
  )[0]!;
  const localPhone = target.phone!.replace(/^\+44/, "0").replace(/^(0\d{4})(\d+)$/, "$1 $2");
  const done = Number(rowsOf(await db.execute(sql.raw("SELECT count(*) AS n FROM quotes WHERE status = 'done'")))[0]!.n);
  const half = rowsOf(
    await db.execute(
      sql.raw(
        `SELECT reference FROM quotes WHERE status = 'done' ORDER BY created_at DESC, reference DESC OFFSET ${Math.floor(done / 2)} LIMIT 1`,
      ),
    ),
  )[0]!;
  return {
    n,
    database,
    db,
    now,
    halfWay: half.reference!,
    searches: [
      ["reference", target.reference!],
      ["full name", target.name!],
      ["surname", target.name!.split(" ")[1]!],
      ["email", target.email!],
      ["phone, as typed (07… with a space)", localPhone],
      ["postcode", target.postcode!],
      ["postcode district", target.postcode!.split(" ")[0]!],
    ],
    close,
  };
}

interface Operation {
  label: string;
  run(s: Subject): Promise<unknown>;
  /** What the operation found, shown beside its time. */
  note?(s: Subject): Promise<string>;
}

function operations(): Operation[] {
  const ops: Operation[] = VIEWS.map((view) => {
    const query = view === "active" ? "" : `status=${view}`;
    return {
      label: `list: ${view} tab`,
      run: (s) => listAndCounts(s, query),
      note: async (s) => `${(await countByView(s.db, "", s.now))[view]}`,
    };
  });
  ops.push({ label: "list: done tab, a page half way back", run: (s) => listAndCounts(s, "status=done", { after: s.halfWay }) });
  for (let i = 0; i < 7; i++) {
    const query = (s: Subject) => `q=${encodeURIComponent(s.searches[i]![1])}`;
    ops.push({
      label: `search: ${["reference", "full name", "surname", "email", "phone, as typed (07… with a space)", "postcode", "postcode district"][i]}`,
      run: (s) => listAndCounts(s, query(s)),
      note: async (s) => `${(await countByView(s.db, s.searches[i]![1], s.now)).active} active`,
    });
  }
  ops.push({ label: "morning figures", run: (s) => inboxFigures(s.db, s.now) });
  ops.push({
    label: "reply promise (90 days)",
    run: (s) => replyPromise(s.db, s.now),
    note: async (s) => {
      const reply = await replyPromise(s.db, s.now);
      return `${reply.inTime} of ${reply.judged}`;
    },
  });
  ops.push({
    label: "list page without the figures (rows, tab counts, visit)",
    run: (s) => Promise.all([listAndCounts(s, ""), recordVisit(s.db, BENCH_STAFF[0]!.id, s.now)]),
  });
  ops.push({
    label: "list page with the figures: all it waits for (rows, tab counts, visit, morning figures, recycling, reply promise)",
    run: (s) => listPageView(s, ""),
  });
  ops.push({
    label: "search page with the figures: all it waits for (a surname)",
    run: (s) => listPageView(s, `q=${encodeURIComponent(s.searches[2]![1])}`),
  });
  return ops;
}

type Results = Map<string, string>;

/** Every operation on every subject, the subjects taking turns within each run. */
async function measure(subjects: Subject[]): Promise<Results[]> {
  const results = subjects.map((): Results => new Map());
  for (const op of operations()) {
    const times: number[][] = subjects.map(() => []);
    for (const s of subjects) await op.run(s);
    for (let run = 0; run < RUNS; run++) {
      for (const [i, s] of subjects.entries()) {
        const started = performance.now();
        await op.run(s);
        times[i]!.push(performance.now() - started);
      }
    }
    for (const [i, s] of subjects.entries())
      results[i]!.set(op.label, `${ms(median(times[i]!))}${op.note ? ` (${await op.note(s)})` : ""}`);
  }
  for (const [label, query] of [
    ["export: all active", ""],
    ["export: the done tab (the largest)", "?status=done"],
  ] as const) {
    const runs: Awaited<ReturnType<typeof exportRun>>[][] = subjects.map(() => []);
    for (const s of subjects) await exportRun(s, query);
    for (let run = 0; run < RUNS; run++) for (const [i, s] of subjects.entries()) runs[i]!.push(await exportRun(s, query));
    for (const [i, r] of runs.entries()) {
      results[i]!.set(label, `${ms(median(r.map((x) => x.ms)))} (${r[0]!.rows} rows)`);
      results[i]!.set(`${label}: memory growth`, `${Math.max(...r.map((x) => x.growthMb)).toFixed(1)} MB`);
    }
  }
  return results;
}

async function onPostgres(base: string, n: number): Promise<Subject> {
  const name = `inbox_bench_${process.pid}_${n}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const drop = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
  try {
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() });
    return await seed(n, database, async () => {
      await database.close();
      await drop();
    });
  } catch (error) {
    await drop();
    throw error;
  }
}

async function onPglite(n: number): Promise<Subject> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "inbox-bench-"));
  const database = await openDatabase({ dataDir });
  return seed(n, database, async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
}

async function backend(
  label: string,
  sizes: number[],
  open: (n: number) => Promise<Subject>,
): Promise<{ label: string; results: Results }[]> {
  console.error(`${label}:`);
  const subjects: Subject[] = [];
  try {
    for (const n of sizes) subjects.push(await open(n));
    const results = await measure(subjects);
    return subjects.map((s, i) => ({ label: `${label} ${s.n.toLocaleString("en-GB")}`, results: results[i]! }));
  } finally {
    for (const s of subjects) await s.close();
  }
}

// Closing PGlite waits for its data-directory lock's holder to exit, a child that keeps nothing alive.
const keepAlive = setInterval(() => {}, 1000);
const base = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const pgliteSizes = (process.env.BENCH_PGLITE_SIZES ?? SIZES.join(","))
  .split(",")
  .map(Number)
  .filter((n) => n > 0);
const columns: { label: string; results: Results }[] = [];
if (base) columns.push(...(await backend("PostgreSQL", SIZES, (n) => onPostgres(base, n))));
else console.error("PostgreSQL skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test).");
if (pgliteSizes.length) columns.push(...(await backend("PGlite", pgliteSizes, onPglite)));

const rows = [...new Set(columns.flatMap((c) => [...c.results.keys()]))];
console.log(`| | ${columns.map((c) => c.label).join(" | ")} |`);
console.log(`|---|${columns.map(() => "---").join("|")}|`);
for (const row of rows) console.log(`| ${row} | ${columns.map((c) => c.results.get(row) ?? "").join(" | ")} |`);
clearInterval(keepAlive);
