/**
 * Which jobs a crew member may open (decision 39): a booked or done job assigned to them, an
 * unassigned one of today (London), and a job whose note they issued. The staff pages' guard asks
 * this before any page about one job runs for a crew member, and the crew's day lists only these.
 */
import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { bookings, quotes, wasteNotes } from "../db/schema.server";

/** What a crew member's request is about: a booking (its id), a request (its reference) or a note (its number). */
export type CrewJobRef = { booking: string } | { reference: string } | { note: string };

/** The condition a booking row (joined to its request) must meet to be one of this crew member's jobs. */
export function crewJobCondition(crewId: string, today: string): SQL {
  return and(
    inArray(bookings.status, ["booked", "done"]),
    or(
      eq(quotes.assigneeId, crewId),
      and(isNull(quotes.assigneeId), eq(bookings.slotDate, today)),
      sql`EXISTS (SELECT 1 FROM ${wasteNotes} WHERE ${wasteNotes.bookingId} = ${bookings.id} AND ${wasteNotes.crewId} = ${crewId})`,
    ),
  )!;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether the crew member may open the job `ref` names, today (a London date). Anything unknown is refused. */
export async function crewMayOpen(db: Db, crewId: string, ref: CrewJobRef, today: string): Promise<boolean> {
  if ("note" in ref) {
    const [note] = await db
      .select({ id: wasteNotes.id })
      .from(wasteNotes)
      .where(and(eq(wasteNotes.number, ref.note), eq(wasteNotes.crewId, crewId)))
      .limit(1);
    return note !== undefined;
  }
  if ("booking" in ref && !UUID.test(ref.booking)) return false;
  const [job] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(quotes, eq(quotes.id, bookings.quoteId))
    .where(and("booking" in ref ? eq(bookings.id, ref.booking) : eq(quotes.reference, ref.reference), crewJobCondition(crewId, today)))
    .limit(1);
  return job !== undefined;
}
