import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { containments, printedCode, vanVolume } from "../../content/waste";
import { treatmentText } from "./pdf.server";
import type { Db } from "../db/client.server";
import { wasteNoteLines, wasteNotes } from "../db/schema.server";
import { csvLine } from "../../kernel/csv";
import { addDays, londonDate, londonInstant, londonParts } from "../../kernel/uk-time";

/** Waste lines read from the database at a time while the register is written. */
const REGISTER_BATCH_ROWS = 500;

export const REGISTER_HEADER = [
  "date of transfer (London)",
  "time of transfer (London)",
  "note number",
  "note status",
  "corrects note",
  "code",
  "description",
  "quantity: share of the van (%)",
  "quantity: estimated weight (kg)",
  "quantity",
  "containment",
  "collection postcode district",
  "receiving site",
  "receiving site permit",
  "what the site does with it",
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

/**
 * A line's quantity in one cell, never blank, saying how it was measured: the weight where one was
 * given, otherwise the line's share of the van as a volume (from the van's size on the note) or, for a
 * note without the van's size, as a share.
 */
export function registerQuantity(line: { vanPercent: number | null; weightKg: number | null; vanLitres: number | null }): string {
  if (line.weightKg !== null) return `${line.weightKg} kg (estimated weight)`;
  if (line.vanPercent === null) return "not recorded";
  if (line.vanLitres) return `${vanVolume(line.vanPercent, line.vanLitres)} (${line.vanPercent}% of the van)`;
  return `${line.vanPercent}% of the van (its size not recorded)`;
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
 * The waste register as CSV, in pieces as it is read: every waste line of every note whose waste
 * changed hands (the transfer's London date) from `range.from` to `range.to`, oldest first, each
 * with its own receiving site and permit. A note a correction replaced is listed too, its status
 * "superseded by WTN-…", and the correction names the note it corrects, since both notes stay legal
 * records; a reader counting waste takes the lines whose status is "issued". Keyset batches on
 * (transferred at, number, line), so memory holds one batch however long the range.
 */
export async function* registerCsvChunks(
  db: Db,
  range: RegisterRange,
  batchRows = REGISTER_BATCH_ROWS,
): AsyncGenerator<{ text: string; rows: number }> {
  yield { text: `\uFEFF${csvLine(REGISTER_HEADER)}`, rows: 0 };
  const start = londonInstant(range.from, "00:00");
  const until = londonInstant(addDays(range.to, 1), "00:00");
  const later = alias(wasteNotes, "later");
  const earlier = alias(wasteNotes, "earlier");
  let last: Key | undefined;
  for (;;) {
    const batch = await db
      .select({
        transferredAt: wasteNotes.transferredAt,
        at: sql<string>`to_char(${wasteNotes.transferredAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        number: wasteNotes.number,
        status: wasteNotes.status,
        supersededBy: later.number,
        corrects: earlier.number,
        postcode: wasteNotes.placePostcode,
        siteName: wasteNoteLines.siteName,
        permit: wasteNoteLines.sitePermit,
        treatment: wasteNoteLines.siteTreatment,
        position: wasteNoteLines.position,
        code: wasteNoteLines.code,
        hazardous: wasteNoteLines.hazardous,
        description: wasteNoteLines.description,
        vanPercent: wasteNoteLines.vanPercent,
        weightKg: wasteNoteLines.weightKg,
        vanLitres: wasteNotes.vanLitres,
        containment: wasteNoteLines.containment,
        containmentText: wasteNoteLines.containmentText,
      })
      .from(wasteNoteLines)
      .innerJoin(wasteNotes, eq(wasteNotes.id, wasteNoteLines.noteId))
      .leftJoin(later, eq(later.supersedesId, wasteNotes.id))
      .leftJoin(earlier, eq(earlier.id, wasteNotes.supersedesId))
      .where(
        and(
          gte(wasteNotes.transferredAt, start),
          lt(wasteNotes.transferredAt, until),
          last &&
            sql`(${wasteNotes.transferredAt}, ${wasteNotes.number}, ${wasteNoteLines.position}) > (${last.at}::timestamptz, ${last.number}, ${last.position})`,
        ),
      )
      .orderBy(asc(wasteNotes.transferredAt), asc(wasteNotes.number), asc(wasteNoteLines.position))
      .limit(batchRows);
    if (!batch.length) return;
    const text = batch
      .map((row) =>
        csvLine([
          londonDate(row.transferredAt),
          londonParts(row.transferredAt).hour + ":" + londonParts(row.transferredAt).minute,
          row.number,
          row.status === "superseded" ? `superseded${row.supersededBy ? ` by ${row.supersededBy}` : ""}` : "issued",
          row.corrects ?? "",
          printedCode(row),
          row.description,
          row.vanPercent,
          row.weightKg,
          registerQuantity(row),
          containmentLabel(row.containment, row.containmentText),
          postcodeDistrict(row.postcode),
          row.siteName,
          row.permit,
          treatmentText(row.treatment),
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
