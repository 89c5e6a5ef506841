import { Readable } from "node:stream";
import type { RouterContextProvider } from "react-router";
import { plainText } from "../../responses.server";
import { runtimeContext } from "../../runtime.server";
import { tipRunById } from "../tip-runs.server";

/** GET /staff/disposals/:id/ticket: the ticket's photo (its preview, at most 1600 px). */
export async function ticketFile({ params, context }: { params: { id?: string }; context: Readonly<RouterContextProvider> }) {
  const notFound = plainText(404, "Not found");
  const id = params.id ?? "";
  if (!/^[0-9a-f-]{36}$/.test(id)) return notFound;
  const { database, photoStore } = context.get(runtimeContext);
  const run = await tipRunById(database.db, id);
  if (!run) return notFound;
  const object = (await photoStore.get(run.id, run.previewName)) ?? (await photoStore.get(run.id, run.ticketName));
  if (!object) return notFound;
  return new Response(Readable.toWeb(object.body) as ReadableStream, {
    headers: {
      "Content-Type": object.contentType,
      "Content-Length": String(object.bytes),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
    },
  });
}
