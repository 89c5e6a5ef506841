import type { Db } from "../db/client.server";
import type { PhotoStore } from "../photos/store.server";
import { noteById, noteByNumber, pdfInput, type NoteWithLines } from "./note-records.server";
import { pdfFor } from "./note-pdf.server";
import { renderNotePdf } from "./pdf.server";

/**
 * A note's PDF as anyone who opens it now is shown it, the office and the customer alike: a
 * superseded note is marked across its top with the note that replaced it and when that was issued;
 * any other note is the file as issued (pdfFor). The file as issued is never changed: the mark is
 * made each time. Undefined when there is no such note.
 */
export async function shownNotePdf(
  db: Db,
  store: Pick<PhotoStore, "get" | "put">,
  noteOrId: string | NoteWithLines,
): Promise<{ note: NoteWithLines; pdf: Buffer } | undefined> {
  const note = typeof noteOrId === "string" ? await noteById(db, noteOrId) : noteOrId;
  if (!note) return undefined;
  if (note.status === "superseded" && note.supersededByNumber) {
    const later = await noteByNumber(db, note.supersededByNumber);
    if (later) return { note, pdf: await renderNotePdf(pdfInput(note), { number: later.number, issuedAt: later.issuedAt }) };
  }
  return pdfFor(db, store, note);
}
