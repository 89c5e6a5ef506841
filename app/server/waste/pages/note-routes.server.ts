import { isNoteNumber } from "../numbering.server";
import { noteByNumber } from "../note-records.server";
import { pdfFor } from "../note-pdf.server";
import { resendNote } from "../issue.server";
import { shownNotePdf } from "../shown-pdf.server";
import { correctAction, correctPage } from "./correct-page.server";
import { staffActor } from "../../../kernel/audit.server";
import { pdfResponse, plainText, quotePath, redirect, refusalResponse } from "../../../kernel/page/kit.server";
import { refusing } from "../../../kernel/refusal";
import type { SignedInContext, StaffRoute } from "../../../kernel/page/staff-route.server";

/**
 * GET /staff/notes/:number.pdf: the stored file, or made again from the note's rows (the same bytes).
 * A superseded note is shown marked "superseded by …" across its top; `?as=issued` gives the file
 * exactly as it was issued.
 */
async function notePdf(ctx: SignedInContext): Promise<Response> {
  const number = (ctx.params.number ?? "").toUpperCase();
  if (!isNoteNumber(number)) return plainText(404, "Not found");
  const { db } = ctx.services.database;
  const note = await noteByNumber(db, number);
  const asIssued = ctx.url.searchParams.get("as") === "issued";
  const found = note && (await (asIssued ? pdfFor : shownNotePdf)(db, ctx.services.photoStore, note));
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
  const resent = await refusing(() =>
    resendNote(db, {
      number: note.number,
      actor: staffActor(ctx.staff),
      now: ctx.services.clock.now(ctx.request),
      mailDomain: ctx.services.mailDomain,
    }),
  );
  if (!resent.ok) return refusalResponse(resent);
  ctx.services.outbox.wake();
  return redirect(`${back}?done=note-resent#waste-notes`);
}

/** The waste transfer notes' downloads and resend. All need a full sign-in. */
export const noteRoutes: StaffRoute[] = [
  { method: "GET", path: "/staff/notes/:number.pdf", access: "staff", kind: "file", handle: notePdf },
  { method: "POST", path: "/staff/notes/:number/resend", access: "staff", kind: "page", handle: resendAction },
  { method: "GET", path: "/staff/notes/:number/correct", access: "staff", kind: "page", handle: (ctx) => correctPage(ctx) },
  { method: "POST", path: "/staff/notes/:number/correct", access: "staff", kind: "page", handle: correctAction },
];
