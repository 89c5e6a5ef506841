import { Readable } from "node:stream";
import type { RouterContextProvider } from "react-router";
import { plainText } from "../../responses.server";
import { runtimeContext } from "../../runtime.server";
import { isHeldTicket } from "../held-tickets.server";

/** GET /staff/disposals/held/:id: the preview of a ticket held for a form not yet recorded (never a request's photo). */
export async function heldTicketFile({ params, context }: { params: { id?: string }; context: Readonly<RouterContextProvider> }) {
  const { database, photoStore } = context.get(runtimeContext);
  const ticket = { id: params.id ?? "", previewName: "preview-1.jpg" };
  if (!(await isHeldTicket(database.db, photoStore, ticket))) return plainText(404, "Not found");
  const object = await photoStore.get(ticket.id, ticket.previewName);
  if (!object) return plainText(404, "Not found");
  return new Response(Readable.toWeb(object.body) as ReadableStream, {
    headers: { "Content-Type": object.contentType, "Content-Length": String(object.bytes), "Cache-Control": "private, no-store" },
  });
}
