import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { containments, printedCode } from "../../content/waste";
import type { Db } from "../db/client.server";
import { wasteNoteLines, wasteNotes } from "../db/schema.server";
import { csvLine } from "../staff/inbox/export.server";
import { addDays, londonDate, londonInstant } from "../staff/inbox/london.server";

/** Waste lines read from the database at a time while the register is written. */
export const REGISTER_BATCH_ROWS = 500;

export const REGISTER_HEADER = [
  "date (London)",
  "note number",
  "note status",
  "code",
  "description",
  "quantity: share of the van (%)",
  "quantity: estimated weight (kg)",
  "containment",
  "collection postcode district",
  "receiving site permit",
];

/** A range of London calendar days, both included: "YYYY-MM-DD". */
export interface RegisterRange {
  from: string;
  to: string;
}

/** The outward code of a UK postcode ("RH10 1AB" → "RH10"): the district, never the full postcode. */
export function postcodeDistrict(postcode: string): string {
  const compact = postcode.replace(/\s+/g, "").toUpperCase();
  return compact.length > 3 ? compact.slice(0, -3) : "";
}

const containmentLabel = (containment: string, text: string | null) => {
  if (containment === "other") return `Other: ${text ?? ""}`;
  return containments.find((c) => c.id === containment)?.label ?? containment;
};

interface Key {
  at: string;
  number: string;
  position: number;
}

/**
 * The waste register as CSV, in pieces as it is read: every waste line of every note issued (the
 * transfer's London date) from `range.from` to `range.to`, oldest first. A note a correction replaced
 * is listed too, its status "superseded by WTN-…", since both notes stay legal records; a reader
 * counting waste takes the lines whose status is "issued". Keyset batches on (issued at, number,
 * line), so memory holds one batch however long the range.
 */
export async function* registerCsvChunks(db: Db, range: RegisterRange, batchRows = REGISTER_BATCH_ROWS): AsyncGenerator<{ text: string; rows: number }> {
  yield { text: `\uFEFF${csvLine(REGISTER_HEADER)}`, rows: 0 };
  const start = londonInstant(range.from, "00:00");
  const until = londonInstant(addDays(range.to, 1), "00:00");
  const later = alias(wasteNotes, "later");
  let last: Key | undefined;
  for (;;) {
    const batch = await db
      .select({
        issuedAt: wasteNotes.issuedAt,
        at: sql<string>`to_char(${wasteNotes.issuedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        number: wasteNotes.number,
        status: wasteNotes.status,
        supersededBy: later.number,
        postcode: wasteNotes.placePostcode,
        permit: wasteNotes.sitePermit,
        position: wasteNoteLines.position,
        code: wasteNoteLines.code,
        hazardous: wasteNoteLines.hazardous,
        description: wasteNoteLines.description,
        vanPercent: wasteNoteLines.vanPercent,
        weightKg: wasteNoteLines.weightKg,
        containment: wasteNoteLines.containment,
        containmentText: wasteNoteLines.containmentText,
      })
      .from(wasteNoteLines)
      .innerJoin(wasteNotes, eq(wasteNotes.id, wasteNoteLines.noteId))
      .leftJoin(later, eq(later.supersedesId, wasteNotes.id))
      .where(
        and(
          gte(wasteNotes.issuedAt, start),
          lt(wasteNotes.issuedAt, until),
          last && sql`(${wasteNotes.issuedAt}, ${wasteNotes.number}, ${wasteNoteLines.position}) > (${last.at}::timestamptz, ${last.number}, ${last.position})`,
        ),
      )
      .orderBy(asc(wasteNotes.issuedAt), asc(wasteNotes.number), asc(wasteNoteLines.position))
      .limit(batchRows);
    if (!batch.length) return;
    const text = batch
      .map((row) =>
        csvLine([
          londonDate(row.issuedAt),
          row.number,
          row.status === "superseded" ? `superseded${row.supersededBy ? ` by ${row.supersededBy}` : ""}` : "issued",
          printedCode(row),
          row.description,
          row.vanPercent,
          row.weightKg,
          containmentLabel(row.containment, row.containmentText),
          postcodeDistrict(row.postcode),
          row.permit,
        ]),
      )
      .join("");
    yield { text, rows: batch.length };
    if (batch.length < batchRows) return;
    const tail = batch.at(-1)!;
    last = { at: tail.at, number: tail.number, position: tail.position };
  }
}

/** The whole register as one string (the command's output), and how many waste lines it holds. */
export async function registerCsv(db: Db, range: RegisterRange, batchRows = REGISTER_BATCH_ROWS): Promise<{ csv: string; rows: number }> {
  let csv = "";
  let rows = 0;
  for await (const chunk of registerCsvChunks(db, range, batchRows)) {
    csv += chunk.text;
    rows += chunk.rows;
  }
  return { csv, rows };
}

export const registerFileName = (range: RegisterRange) => `waste-register-${range.from}-to-${range.to}.csv`;
