import { Readable } from "node:stream";
import type { RouterContextProvider } from "react-router";
import { plainText } from "../../responses.server";
import { runtimeContext } from "../../runtime.server";
import { isBookingId, quoteIdOfBooking } from "../completion.server";
import { CLEARED_NAME } from "../views/complete-fields";

/** GET /staff/jobs/:booking/photos/:name: a photo of the cleared space (kept, or waiting for the note). */
export async function clearedPhotoFile({
  params,
  context,
}: {
  params: { booking?: string; name?: string };
  context: Readonly<RouterContextProvider>;
}) {
  const notFound = plainText(404, "Not found");
  const name = params.name ?? "";
  const bookingId = params.booking ?? "";
  if (!CLEARED_NAME.test(name) || !isBookingId(bookingId)) return notFound;
  const runtime = context.get(runtimeContext);
  const quoteId = await quoteIdOfBooking(runtime.database.db, bookingId);
  if (!quoteId) return notFound;
  const object = await runtime.photoStore.get(quoteId, name);
  if (!object) return notFound;
  return new Response(Readable.toWeb(object.body) as ReadableStream, {
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Length": String(object.bytes),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
    },
  });
}
