import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { formatLondon } from "../mail/format.server";
import { quotes, staffUsers } from "../db/schema.server";
import { londonDate } from "./london.server";
import { filterCondition, type InboxFilter } from "./queries.server";

/** An export holds at most this many rows (the newest); the file says when more matched. */
export const EXPORT_MAX_ROWS = 10_000;

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

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A cell a spreadsheet
 * would run as a formula (starting with = + - @, a tab or a carriage return) gets a leading apostrophe.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: (string | number | null | undefined)[]) => `${cells.map(csvCell).join(",")}\r\n`;

/** The matching requests as a CSV file's text (UTF-8 with a byte-order mark, CRLF lines), and how many rows. */
export async function exportCsv(db: Db, filter: InboxFilter, now: Date): Promise<{ csv: string; rows: number; truncated: boolean }> {
  const rows = await db
    .select({
      quote: quotes,
      assignee: staffUsers.name,
      photoCount: sql<number>`(SELECT count(*)::int FROM quote_photos p WHERE p.quote_id = ${quotes.id})`,
    })
    .from(quotes)
    .leftJoin(staffUsers, eq(staffUsers.id, quotes.assigneeId))
    .where(filterCondition(filter, now))
    .orderBy(desc(quotes.createdAt), desc(quotes.reference))
    .limit(EXPORT_MAX_ROWS + 1);
  const truncated = rows.length > EXPORT_MAX_ROWS;
  const kept = rows.slice(0, EXPORT_MAX_ROWS);
  let csv = `\uFEFF${csvLine(HEADER)}`;
  for (const { quote: q, assignee, photoCount } of kept) {
    csv += csvLine([
      q.reference,
      q.createdAt.toISOString(),
      formatLondon(q.createdAt),
      q.status,
      q.name,
      q.phone,
      q.email,
      q.postcode,
      q.town,
      q.description,
      q.accessNotes,
      q.preferredDatetime,
      q.quotedPricePence === null ? null : (q.quotedPricePence / 100).toFixed(2),
      q.bookedFor,
      assignee,
      Number(photoCount),
    ]);
  }
  if (truncated) csv += csvLine([`Only the newest ${EXPORT_MAX_ROWS} matching requests are included; narrow the filter for the rest.`]);
  return { csv, rows: kept.length, truncated };
}

export const exportFileName = (now: Date) => `quotes-${londonDate(now)}.csv`;
