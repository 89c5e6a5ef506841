import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server";

/*
 * The notes' numbers: WTN, the year of issue and a sequence of that year with no gaps, taken from a
 * counter row per year; and the name each note's PDF is stored under.
 */

export const pdfKeyOf = (number: string) => `${number.toLowerCase()}.pdf`;
const noteNumber = (year: number, sequence: number) => `WTN-${year}-${String(sequence).padStart(6, "0")}`;
const NUMBER = /^WTN-(\d{4})-(\d{6})$/;
export const isNoteNumber = (value: string) => NUMBER.test(value);

/** Takes the next number of the year in the caller's transaction (the counter row stays locked until it ends). */
export async function nextNumber(tx: Db, year: number): Promise<{ sequence: number; number: string }> {
  const result = await tx.execute(sql`
    INSERT INTO waste_note_counters (year, last) VALUES (${year}, 1)
    ON CONFLICT (year) DO UPDATE SET last = waste_note_counters.last + 1
    RETURNING last`);
  const sequence = Number((result as unknown as { rows: { last: number }[] }).rows[0]!.last);
  return { sequence, number: noteNumber(year, sequence) };
}
