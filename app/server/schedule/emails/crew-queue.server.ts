/**
 * The crew member's email: a booked job given to them, or moved while it is theirs, with a link to
 * their day. Queued in the caller's transaction, with the slot it tells of; the outbox sends it.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { bookings, outbox, type Booking } from "../../db/schema.server";
import type { SlotRef } from "../../booking/index.server";

export const CREW_TEMPLATE = "crew-day";

/** What the Message-ID may carry of a value: letters, digits and hyphens. */
const part = (value: string) => value.replace(/[^A-Za-z0-9-]/g, "").toLowerCase();

/**
 * The Message-ID of a crew email: one per crew member, job, slot and move. Whoever asks, and however
 * often (a form sent twice, two offices at once), the outbox's unique Message-ID holds each change to
 * one email; a job given back to someone who already knows of that slot tells them nothing new.
 */
function crewMessageId(
  reference: string,
  booking: Pick<Booking, "id" | "slotDate" | "slotId" | "moves">,
  staffId: string,
  mailDomain: string,
): string {
  const event = [part(staffId), booking.slotDate, part(booking.slotId), String(booking.moves)].join(".");
  return `<${reference.toLowerCase()}.${CREW_TEMPLATE}.crew.${event}.${booking.id.slice(0, 8)}@${mailDomain}>`;
}

/**
 * Tell the request's assignee of the booked job's slot (after it is assigned, booked or moved): false
 * when nobody is assigned, the job is not booked, or the same email is already queued.
 */
export async function queueCrewDay(
  tx: Db,
  booking: Pick<Booking, "id" | "quoteId" | "priceQuoteId" | "slotDate" | "slotId" | "moves" | "status">,
  quote: { reference: string; assigneeId: string | null },
  mail: { mailDomain: string; previousSlot?: SlotRef },
): Promise<boolean> {
  if (!quote.assigneeId || booking.status !== "booked") return false;
  const inserted = await tx
    .insert(outbox)
    .values({
      quoteId: booking.quoteId,
      kind: "crew",
      template: CREW_TEMPLATE,
      messageId: crewMessageId(quote.reference, booking, quote.assigneeId, mail.mailDomain),
      payload: {
        priceQuoteId: booking.priceQuoteId,
        bookingId: booking.id,
        staffId: quote.assigneeId,
        slot: { date: booking.slotDate, id: booking.slotId },
        ...(mail.previousSlot ? { previousSlot: mail.previousSlot } : {}),
      },
    })
    .onConflictDoNothing()
    .returning({ id: outbox.id });
  return inserted.length > 0;
}

/** A request was just assigned: its booked job, if it has one, is told to the new assignee. */
export async function queueCrewDayForQuote(
  tx: Db,
  quote: { id: string; reference: string; assigneeId: string | null },
  mailDomain: string,
): Promise<boolean> {
  if (!quote.assigneeId) return false;
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.quoteId, quote.id), eq(bookings.status, "booked")))
    .limit(1);
  return booking ? queueCrewDay(tx, booking, quote, { mailDomain }) : false;
}
