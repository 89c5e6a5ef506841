import { isNoteNumber, NoteRefused, noteByNumber, pdfFor, resendNote } from "../../waste/notes.server";
import { staffActor } from "../audit.server";
import { plainText, quotePath, redirect } from "./kit.server";
import type { SignedInContext, StaffRoute } from "./types.server";

/** A note's PDF as a download: its number as the file's name, never cached. */
export function pdfResponse(number: string, pdf: Buffer): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.length),
      "Content-Disposition": `attachment; filename="${number}.pdf"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** GET /staff/notes/:number.pdf: the stored file, or made again from the note's rows (the same bytes). */
async function notePdf(ctx: SignedInContext): Promise<Response> {
  const number = (ctx.params.number ?? "").toUpperCase();
  if (!isNoteNumber(number)) return plainText(404, "Not found");
  const found = await pdfFor(ctx.services.database.db, ctx.services.photoStore, (await noteByNumber(ctx.services.database.db, number))?.id ?? "");
  if (!found) return plainText(404, "Not found");
  return pdfResponse(found.note.number, found.pdf);
}

/** POST /staff/notes/:number/resend: the note to the customer again, audited; back to the request. */
async function resendAction(ctx: SignedInContext): Promise<Response> {
  const number = (ctx.params.number ?? "").toUpperCase();
  const { db } = ctx.services.database;
  const note = await noteByNumber(db, number);
  if (!note) return plainText(404, "Not found");
  const back = quotePath(note.jobReference);
  try {
    await resendNote(db, { number: note.number, actor: staffActor(ctx.staff), now: ctx.services.clock.now(ctx.request), mailDomain: new URL(ctx.services.env.SITE_URL).hostname });
  } catch (error) {
    if (error instanceof NoteRefused) return plainText(409, error.message);
    throw error;
  }
  ctx.services.outbox.wake();
  return redirect(`${back}?done=note-resent#waste-notes`);
}

/** The waste transfer notes' downloads and resend. All need a full sign-in. */
export const noteRoutes: StaffRoute[] = [
  { method: "GET", path: "/staff/notes/:number.pdf", access: "staff", kind: "file", handle: notePdf },
  { method: "POST", path: "/staff/notes/:number/resend", access: "staff", kind: "page", handle: resendAction },
];
