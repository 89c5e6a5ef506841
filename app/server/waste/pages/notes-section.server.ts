/**
 * The request's notes as its page's section shows them (app/server/waste/views/notes-section.tsx):
 * each note's collection time written out as the note prints it. The links' paths are in
 * app/server/waste/paths.ts.
 */
import type { WasteNote } from "../../db/schema.server";
import { noteTime } from "../pdf.server";
import type { ShownNote } from "../views/notes-section";

export function shownNotes(notes: (WasteNote & { photos: { storedName: string; originalName: string }[] })[]): ShownNote[] {
  return notes.map((note) => ({
    id: note.id,
    number: note.number,
    collected: noteTime(note.layout === 1 ? note.issuedAt : note.transferredAt),
    status: note.status,
    supersedesId: note.supersedesId,
    bookingId: note.bookingId,
    photos: note.photos.map(({ storedName, originalName }) => ({ storedName, originalName })),
  }));
}
