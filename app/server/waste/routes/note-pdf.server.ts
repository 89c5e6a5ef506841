import type { RouterContextProvider } from "react-router";
import { pdfResponse, plainText } from "../../responses.server";
import { runtimeContext } from "../../runtime.server";
import { noteByNumber } from "../note-records.server";
import { isNoteNumber } from "../numbering.server";

/**
 * GET /staff/notes/:number.pdf: the stored file, or made again from the note's rows (the same bytes).
 * A superseded note is shown marked "superseded by …" across its top; `?as=issued` gives the file
 * exactly as it was issued.
 */
export async function notePdf({
  request,
  params,
  context,
}: {
  request: Request;
  params: { number?: string };
  context: Readonly<RouterContextProvider>;
}) {
  const number = (params.number ?? "").toUpperCase();
  if (!isNoteNumber(number)) return plainText(404, "Not found");
  const runtime = context.get(runtimeContext);
  const { db } = runtime.database;
  const note = await noteByNumber(db, number);
  if (!note) return plainText(404, "Not found");
  const asIssued = new URL(request.url).searchParams.get("as") === "issued";
  // The PDF's modules (and the PDF library) are loaded when a note's file is first asked for.
  const [{ pdfFor }, { shownNotePdf }] = await Promise.all([import("../note-pdf.server"), import("../shown-pdf.server")]);
  const found = await (asIssued ? pdfFor : shownNotePdf)(db, runtime.photoStore, note);
  if (!found) return plainText(404, "Not found");
  return pdfResponse(found.note.number, found.pdf);
}
