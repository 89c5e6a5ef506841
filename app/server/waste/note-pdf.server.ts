import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { buffer as readAll } from "node:stream/consumers";
import type { Db } from "../db/client.server";
import { log } from "../log.server";
import type { PhotoStore } from "../photos/store.server";
import { refuse, RefusedError } from "../../kernel/refusal";
import { noteById, pdfInput, type NoteWithLines } from "./note-records.server";
import { renderNotePdf } from "./pdf.server";

/*
 * A note's PDF as kept: its SHA-256 recorded at issue, the file in the photo store, and the same
 * bytes made again from the note's rows whenever the stored file is missing or does not match.
 */

export const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** After the commit: the PDF into the photo store. If that fails the file is made again when first asked for. */
export async function storePdf(store: Pick<PhotoStore, "put">, noteId: string, pdfKey: string, pdf: Buffer): Promise<void> {
  await store
    .put(noteId, pdfKey, Readable.from([pdf]), "application/pdf")
    .catch((error) => log.warn({ err: error, noteId }, "note PDF not stored yet; it is made again when asked for"));
}

/**
 * Makes a note's PDF again from its rows and stores it when it matches the SHA-256 recorded at issue
 * (byte for byte the same file). Returns whether it matched; a mismatch is logged and not stored.
 */
export async function regenerate(
  db: Db,
  store: Pick<PhotoStore, "put">,
  noteOrId: string | NoteWithLines,
): Promise<{ pdf: Buffer; identical: boolean }> {
  const note = typeof noteOrId === "string" ? await noteById(db, noteOrId) : noteOrId;
  if (!note) throw new RefusedError(refuse("conflict", "There is no such waste transfer note."));
  const pdf = await renderNotePdf(pdfInput(note));
  const identical = sha256(pdf) === note.pdfSha256;
  if (identical) await store.put(note.id, note.pdfKey, Readable.from([pdf]), "application/pdf");
  else
    log.error(
      { noteId: note.id, number: note.number },
      "a note's PDF made again differs from the one issued; the stored copy is not replaced",
    );
  return { pdf, identical };
}

/**
 * A note's PDF: the stored file when it is there and matches its SHA-256; otherwise made again from
 * the rows (and stored, when it matches). Undefined when there is no such note.
 */
export async function pdfFor(
  db: Db,
  store: Pick<PhotoStore, "get" | "put">,
  noteOrId: string | NoteWithLines,
): Promise<{ note: NoteWithLines; pdf: Buffer } | undefined> {
  const note = typeof noteOrId === "string" ? await noteById(db, noteOrId) : noteOrId;
  if (!note) return undefined;
  const stored = await store.get(note.id, note.pdfKey).catch(() => undefined);
  if (stored) {
    const bytes = await readAll(stored.body);
    if (sha256(bytes) === note.pdfSha256) return { note, pdf: bytes };
    log.error({ noteId: note.id, number: note.number }, "a stored note PDF does not match its SHA-256; making it again");
  }
  const { pdf } = await regenerate(db, store, note);
  return { note, pdf };
}
