import { and, eq, inArray, lt, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { retention } from "../../content/retention";
import type { Db } from "../db/client.server";
import { wasteNotes } from "../db/schema.server";
import type { PhotoStore } from "../photos/store.server";
import { formatLondonDate } from "../../kernel/uk-time";

/** The instant a note issued at `issuedAt` may go: the same time of day, `wasteNoteYears` calendar years (UTC) later. */
export function noteKeptUntil(issuedAt: Date): Date {
  const until = new Date(issuedAt.getTime());
  until.setUTCFullYear(until.getUTCFullYear() + retention.wasteNoteYears);
  return until;
}

/** What an erasure says of a note it keeps, word for word on the erase screen and in the command's output. */
export function keptNoteSentence(notes: { number: string; issuedAt: Date }[]): string {
  if (!notes.length) return "";
  const parts = notes.map((note) => `${note.number} is kept until ${formatLondonDate(noteKeptUntil(note.issuedAt), "long")}`);
  return `The waste transfer note ${parts.join(", and ")} because the law requires it; everything else is erased.`;
}

/** The notes of a request, for the erase screen and the erasure's own answer (oldest first). */
export async function notesKeptOnErase(db: Db, quoteId: string): Promise<{ id: string; number: string; issuedAt: Date }[]> {
  return db
    .select({ id: wasteNotes.id, number: wasteNotes.number, issuedAt: wasteNotes.issuedAt })
    .from(wasteNotes)
    .where(eq(wasteNotes.quoteId, quoteId))
    .orderBy(wasteNotes.issuedAt, wasteNotes.sequence);
}

/** At most this many notes go per pass; the next hour takes the rest. */
const BATCH = 500;

/**
 * Deletes the notes issued more than `wasteNoteYears` before `now`: their rows (lines and photo rows
 * go with them) and then their folder in the photo store (the PDF). A note that a later correction
 * supersedes stays while the correction is kept, since the correction names it; the two go together.
 * Idempotent; a folder the store could not delete now is removed by the hourly orphan sweep.
 */
export async function expireNotes(db: Db, store: Pick<PhotoStore, "deleteQuote">, now: Date): Promise<{ deleted: string[] }> {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - retention.wasteNoteYears);
  const deleted: string[] = [];
  // Newest of a chain first: each pass deletes the expired notes nothing (left) supersedes.
  for (;;) {
    const later = alias(wasteNotes, "later");
    const due = await db
      .select({ id: wasteNotes.id, number: wasteNotes.number })
      .from(wasteNotes)
      .where(
        and(
          lt(wasteNotes.issuedAt, cutoff),
          notExists(
            db
              .select({ one: sql`1` })
              .from(later)
              .where(eq(later.supersedesId, wasteNotes.id)),
          ),
        ),
      )
      .limit(BATCH);
    if (!due.length) break;
    const gone = await db
      .delete(wasteNotes)
      .where(
        inArray(
          wasteNotes.id,
          due.map((note) => note.id),
        ),
      )
      .returning({ id: wasteNotes.id });
    for (const note of gone) {
      deleted.push(note.id);
      await store.deleteQuote(note.id).catch(() => undefined);
    }
    if (deleted.length >= BATCH) break;
  }
  return { deleted };
}

/** The sentence for notes named by number (e.g. after an erasure's redirect); unknown or malformed numbers are left out. */
export async function keptSentenceFor(db: Db, numbers: string[]): Promise<string> {
  const valid = numbers.filter((n) => /^WTN-\d{4}-\d{6}$/.test(n)).slice(0, 10);
  if (!valid.length) return "";
  const rows = await db
    .select({ number: wasteNotes.number, issuedAt: wasteNotes.issuedAt })
    .from(wasteNotes)
    .where(inArray(wasteNotes.number, valid))
    .orderBy(wasteNotes.issuedAt, wasteNotes.sequence);
  return keptNoteSentence(rows);
}
