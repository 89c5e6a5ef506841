import { Readable } from "node:stream";
import { plainText } from "../../../kernel/page/kit.server";
import type { SignedInContext } from "../../../kernel/page/staff-route.server";
import { isBookingId, quoteIdOfBooking } from "../completion.server";
import { CLEARED_NAME } from "./complete-state.server";

/** GET /staff/jobs/:booking/photos/:name: a photo of the cleared space (kept, or waiting for the note). */
export async function clearedPhotoFile(ctx: SignedInContext): Promise<Response> {
  const notFound = plainText(404, "Not found");
  const name = ctx.params.name ?? "";
  const bookingId = ctx.params.booking ?? "";
  if (!CLEARED_NAME.test(name) || !isBookingId(bookingId)) return notFound;
  const quoteId = await quoteIdOfBooking(ctx.services.database.db, bookingId);
  if (!quoteId) return notFound;
  const object = await ctx.services.photoStore.get(quoteId, name);
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
