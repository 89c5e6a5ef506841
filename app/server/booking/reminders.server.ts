import { and, eq, gte, isNull, lt, lte, or } from "drizzle-orm";
import { bookingRules, type BookingRules } from "../../content/booking";
import type { Db } from "../db/client.server";
import { bookings, quotes } from "../db/schema.server";
import { addDays, londonDate, londonInstant } from "../../kernel/uk-time";
import { queueScheduleEmail } from "../schedule/index.server";
import { slotOf } from "./slots.server";

/**
 * The reminder the evening before a job: at 18:00 UK time the day before, once per booking and day.
 *
 * Once: the booking's reminder_queued_at is set in the same transaction that queues the email, by
 * an UPDATE whose condition is that no reminder was queued since this job's reminder time; a second
 * worker (another instance, or the same one after a restart) finds the row already updated and
 * queues nothing. The email's Message-ID (booking and day) is unique in the outbox as well.
 *
 * Not for a job booked, or moved, after its reminder time (the confirmation of the booking or the
 * move has just told the customer), nor for a cancelled one. A worker that was down at 18:00 sends
 * the reminder late, up to the job's start, rather than never. A job moved to another day after its
 * reminder went gets one for the new day.
 */

/** The UK clock time the reminder goes, on the day before the job. */
const REMINDER_TIME = "18:00";

/** The instant the reminder for a job on `slotDate` is due. */
export const reminderAt = (slotDate: string) => londonInstant(addDays(slotDate, -1), REMINDER_TIME);

/** Queue every reminder due at `now`; returns the references queued. */
export async function queueDueReminders(db: Db, options: { now: Date; mailDomain: string; rules?: BookingRules }): Promise<string[]> {
  const rules = options.rules ?? bookingRules;
  const { now } = options;
  const today = londonDate(now);
  // Only today's and tomorrow's jobs can be due (a reminder is due from 18:00 the day before until the job starts).
  const candidates = await db
    .select({ id: bookings.id, slotDate: bookings.slotDate, slotId: bookings.slotId })
    .from(bookings)
    .where(and(eq(bookings.status, "booked"), gte(bookings.slotDate, today), lte(bookings.slotDate, addDays(today, 1))));
  const queued: string[] = [];
  for (const candidate of candidates) {
    const dueAt = reminderAt(candidate.slotDate);
    const start = slotOf({ date: candidate.slotDate, id: candidate.slotId }, rules)?.start;
    if (!start || now.getTime() < dueAt.getTime() || now.getTime() >= start.getTime()) continue;
    const reference = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [claimed] = await tx
        .update(bookings)
        .set({ reminderQueuedAt: now })
        .where(
          and(
            eq(bookings.id, candidate.id),
            eq(bookings.status, "booked"),
            eq(bookings.slotDate, candidate.slotDate),
            eq(bookings.slotId, candidate.slotId),
            or(isNull(bookings.reminderQueuedAt), lt(bookings.reminderQueuedAt, dueAt)),
            lt(bookings.createdAt, dueAt),
            lt(bookings.updatedAt, dueAt),
          ),
        )
        .returning();
      if (!claimed) return undefined;
      const [quote] = await tx
        .select({ reference: quotes.reference, email: quotes.email })
        .from(quotes)
        .where(eq(quotes.id, claimed.quoteId));
      if (!quote) return undefined;
      await queueScheduleEmail(tx, claimed, quote, { template: "reminder", event: claimed.slotDate, mailDomain: options.mailDomain });
      return quote.reference;
    });
    if (reference) queued.push(reference);
  }
  return queued;
}
