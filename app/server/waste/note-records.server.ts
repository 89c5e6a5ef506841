import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { wasteNoteLines, wasteNotePhotos, wasteNotes, type WasteNote, type WasteNoteLine } from "../db/schema.server";
import { isNoteNumber } from "./numbering.server";
import type { NoteForPdf } from "./pdf.server";

/* The notes as stored: one with its lines (by id or number), a request's notes, and what a PDF is made from. */

/** A note with its lines, as stored. */
export interface NoteWithLines extends WasteNote {
  lines: WasteNoteLine[];
  supersedesNumber: string | null;
  supersededByNumber: string | null;
}

async function loadNote(db: Db, where: ReturnType<typeof eq>): Promise<NoteWithLines | undefined> {
  const [note] = await db.select().from(wasteNotes).where(where);
  if (!note) return undefined;
  const lines = await db.select().from(wasteNoteLines).where(eq(wasteNoteLines.noteId, note.id)).orderBy(asc(wasteNoteLines.position));
  const [earlier] = note.supersedesId
    ? await db.select({ number: wasteNotes.number }).from(wasteNotes).where(eq(wasteNotes.id, note.supersedesId))
    : [];
  const [later] = await db.select({ number: wasteNotes.number }).from(wasteNotes).where(eq(wasteNotes.supersedesId, note.id));
  return { ...note, lines, supersedesNumber: earlier?.number ?? null, supersededByNumber: later?.number ?? null };
}

export const noteById = (db: Db, id: string) => loadNote(db, eq(wasteNotes.id, id));
export const noteByNumber = (db: Db, number: string) =>
  isNoteNumber(number) ? loadNote(db, eq(wasteNotes.number, number)) : Promise.resolve(undefined);

/** Every note of a request, newest first (a correction before the note it corrects). */
export async function notesForQuote(
  db: Db,
  quoteId: string,
): Promise<(WasteNote & { photos: { storedName: string; originalName: string }[] })[]> {
  const notes = await db
    .select()
    .from(wasteNotes)
    .where(eq(wasteNotes.quoteId, quoteId))
    .orderBy(sql`${wasteNotes.year} DESC, ${wasteNotes.sequence} DESC`);
  const photos = await db
    .select({ noteId: wasteNotePhotos.noteId, storedName: wasteNotePhotos.storedName, originalName: wasteNotePhotos.originalName })
    .from(wasteNotePhotos)
    .where(eq(wasteNotePhotos.quoteId, quoteId))
    .orderBy(asc(wasteNotePhotos.position));
  return notes.map((note) => ({ ...note, photos: photos.filter((photo) => photo.noteId === note.id) }));
}

/** What the PDF is made from: the stored rows only. */
export function pdfInput(note: NoteWithLines): NoteForPdf {
  const {
    pdfKey: _k,
    pdfSha256: _s,
    pdfBytes: _b,
    createdAt: _c,
    status: _st,
    quoteId: _q,
    bookingId: _bo,
    crewId: _cr,
    issuedById: _i,
    supersededByNumber: _l,
    lines,
    ...rest
  } = note;
  return { ...rest, lines: lines.map(({ id: _id, noteId: _n, ...line }) => line) };
}
