import { phoneForPeople } from "../../../kernel/phone";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { quotes, staffUsers, type Quote } from "../../db/schema.server";
import { formatLondon, londonDate } from "../../../kernel/uk-time";
import { csvLine } from "../../../kernel/csv";
import { poundsNumber } from "../../../kernel/money";
import type { InboxFilter } from "./model";
import { beyond, filterCondition, listKeyTime, newestFirst, type ListKey } from "./queries.server";

/** Requests read from the database at a time while an export is written. */
export const EXPORT_BATCH_ROWS = 500;

const HEADER = [
  "reference",
  "received (ISO)",
  "received (London)",
  "status",
  "name",
  "phone",
  "email",
  "postcode",
  "town",
  "description",
  "access notes",
  "preferred time",
  "quoted price £",
  "booked for",
  "assignee",
  "photo count",
];

/** What one line of the export is made from. */
interface ExportRow {
  quote: Quote;
  assignee: string | null;
  photoCount: number;
}

/** One request's cells, in the header's order. */
function exportCells({ quote: q, assignee, photoCount }: ExportRow): (string | number | null)[] {
  return [
    q.reference,
    q.createdAt.toISOString(),
    formatLondon(q.createdAt),
    q.status,
    q.name,
    // As dialled in the UK ("07911 123456"): it starts with 0 and holds a space, so a spreadsheet
    // keeps it as text (no formula, no number losing its 0) and needs no apostrophe.
    phoneForPeople(q.phone),
    q.email,
    q.postcode,
    q.town,
    q.description,
    q.accessNotes,
    q.preferredDatetime,
    q.quotedPricePence === null ? null : poundsNumber(q.quotedPricePence),
    q.bookedFor,
    assignee,
    Number(photoCount),
  ];
}

/**
 * The CSV file of the requests a filter matches, in pieces as it is read: the header after a
 * byte-order mark, then the requests newest first, `batchRows` at a time, each batch read from just
 * after the last row written (keyset, on the list's own order and indexes). Memory holds one batch
 * however many match; no transaction is held open between batches. Every request matching
 * throughout is written once; one whose status changes meanwhile may or may not be.
 */
export async function* exportCsvChunks(
  db: Db,
  filter: InboxFilter,
  now: Date,
  batchRows = EXPORT_BATCH_ROWS,
): AsyncGenerator<{ text: string; rows: number }> {
  yield { text: `\uFEFF${csvLine(HEADER)}`, rows: 0 };
  const where = filterCondition(filter, now);
  let last: ListKey | undefined;
  for (;;) {
    const batch = await db
      .select({
        quote: quotes,
        assignee: staffUsers.name,
        photoCount: sql<number>`(SELECT count(*)::int FROM quote_photos p WHERE p.quote_id = ${quotes.id})`,
        key: listKeyTime,
      })
      .from(quotes)
      .leftJoin(staffUsers, eq(staffUsers.id, quotes.assigneeId))
      .where(and(where, last && beyond(last, "older")))
      .orderBy(...newestFirst)
      .limit(batchRows);
    if (!batch.length) return;
    yield { text: batch.map((row) => csvLine(exportCells(row))).join(""), rows: batch.length };
    if (batch.length < batchRows) return;
    const end = batch.at(-1)!;
    last = { at: end.key, reference: end.quote.reference };
  }
}

/** The whole CSV file as one string, and how many requests it holds. */
export async function exportCsv(
  db: Db,
  filter: InboxFilter,
  now: Date,
  batchRows = EXPORT_BATCH_ROWS,
): Promise<{ csv: string; rows: number }> {
  let csv = "";
  let rows = 0;
  for await (const chunk of exportCsvChunks(db, filter, now, batchRows)) {
    csv += chunk.text;
    rows += chunk.rows;
  }
  return { csv, rows };
}

export const exportFileName = (now: Date) => `quotes-${londonDate(now)}.csv`;
