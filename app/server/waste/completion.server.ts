import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { bookings, priceQuoteLines, quotes, wasteNotePhotos, wasteNotes } from "../db/schema.server";

/*
 * What the completion page reads: the job (the booking, its request, its price's lines and the note
 * issued for it, if any), the names of the cleared-space photos already kept, and a booking's request.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A booking's id as the pages take it from the address: a UUID or nothing. */
export const isBookingId = (value: string) => UUID.test(value);

/** The job to complete: the booking and its request, the price's lines in order, the note issued, the price's total. */
export async function jobToComplete(db: Db, bookingId: string) {
  if (!isBookingId(bookingId)) return undefined;
  const [row] = await db
    .select({ booking: bookings, quote: quotes })
    .from(bookings)
    .innerJoin(quotes, eq(quotes.id, bookings.quoteId))
    .where(eq(bookings.id, bookingId));
  if (!row) return undefined;
  const lines = await db
    .select()
    .from(priceQuoteLines)
    .where(eq(priceQuoteLines.priceQuoteId, row.booking.priceQuoteId))
    .orderBy(asc(priceQuoteLines.position));
  const [note] = await db
    .select({ number: wasteNotes.number })
    .from(wasteNotes)
    .where(and(eq(wasteNotes.bookingId, bookingId), eq(wasteNotes.status, "issued")));
  const totalPence = lines.reduce((sum, line) => sum + line.amountPence, 0);
  return { ...row, lines, note, totalPence };
}
export type JobToComplete = NonNullable<Awaited<ReturnType<typeof jobToComplete>>>;

/** The names of the cleared-space photos already stored for the request (by its notes). */
export async function clearedPhotoNamesInUse(db: Db, quoteId: string): Promise<Set<string>> {
  const rows = await db
    .select({ storedName: wasteNotePhotos.storedName })
    .from(wasteNotePhotos)
    .where(eq(wasteNotePhotos.quoteId, quoteId));
  return new Set(rows.map((row) => row.storedName));
}

/** The request a booking belongs to, by the booking's id. */
export async function quoteIdOfBooking(db: Db, bookingId: string): Promise<string | undefined> {
  const [booking] = await db.select({ quoteId: bookings.quoteId }).from(bookings).where(eq(bookings.id, bookingId));
  return booking?.quoteId;
}
