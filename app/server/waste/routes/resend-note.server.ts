import type { RouterContextProvider } from "react-router";
import { quotePath } from "../../../components/page-kit/kit";
import { staffActor } from "../../audit.server";
import { refusing } from "../../../kernel/refusal";
import { plainText, redirect, refusalResponse } from "../../responses.server";
import { runtimeContext } from "../../runtime.server";
import { staffContext } from "../../staff-context.server";
import { noteByNumber } from "../note-records.server";

/** POST /staff/notes/:number/resend: the note to the customer again, audited; back to the request. */
export async function resendNoteAction({
  request,
  params,
  context,
}: {
  request: Request;
  params: { number?: string };
  context: Readonly<RouterContextProvider>;
}) {
  const runtime = context.get(runtimeContext);
  const { db } = runtime.database;
  const note = await noteByNumber(db, (params.number ?? "").toUpperCase());
  if (!note) return plainText(404, "Not found");
  const { resendNote } = await import("../issue.server");
  const resent = await refusing(() =>
    resendNote(db, {
      number: note.number,
      actor: staffActor(context.get(staffContext)),
      now: runtime.clock.now(request),
      mailDomain: runtime.mailDomain,
    }),
  );
  if (!resent.ok) return refusalResponse(resent);
  runtime.outbox.wake();
  return redirect(`${quotePath(note.jobReference)}?done=note-resent#waste-notes`);
}
export { postOnly } from "../../responses.server";
