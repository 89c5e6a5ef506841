import { and, eq, gte, isNull, lte } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { bookings, outbox, quotes } from "../db/schema.server";
import { addDays, londonDate, londonInstant } from "../../kernel/uk-time";

/**
 * The email asking for a review: at 10:00 UK time the day after a job marked done, once per job.
 *
 * Once: the booking's review_requested_at is set in the same transaction that queues the email, by
 * an UPDATE whose condition is that none was queued yet and the job is still done; a second worker
 * (another instance, or the same one after a restart) finds the row already updated and queues
 * nothing. The email's Message-ID (the booking's) is unique in the outbox as well.
 *
 * Never for a cancelled job (only status "done" is asked about). A worker that was down at 10:00,
 * or a job marked done a few days late, still asks, up to REVIEW_LATEST_DAYS after the job; never
 * later, so an old job put right in the records does not send a surprise.
 */

const REVIEW_TIME = "10:00";
const REVIEW_LATEST_DAYS = 7;
export const REVIEW_TEMPLATE = "review";

/** The instant the review email for a job on `jobDate` is due. */
export const reviewAt = (jobDate: string) => londonInstant(addDays(jobDate, 1), REVIEW_TIME);

const reviewMessageId = (reference: string, bookingId: string, mailDomain: string) =>
  `<${reference.toLowerCase()}.review.customer.${bookingId}@${mailDomain}>`;

/** Queue every review email due at `now`; returns the references queued. */
export async function queueDueReviewRequests(db: Db, options: { now: Date; mailDomain: string }): Promise<string[]> {
  const { now } = options;
  const today = londonDate(now);
  const candidates = await db
    .select({ id: bookings.id, slotDate: bookings.slotDate })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "done"),
        isNull(bookings.reviewRequestedAt),
        gte(bookings.slotDate, addDays(today, -REVIEW_LATEST_DAYS)),
        lte(bookings.slotDate, addDays(today, -1)),
      ),
    );
  const queued: string[] = [];
  for (const candidate of candidates) {
    if (now.getTime() < reviewAt(candidate.slotDate).getTime()) continue;
    const reference = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [claimed] = await tx
        .update(bookings)
        .set({ reviewRequestedAt: now })
        .where(
          and(
            eq(bookings.id, candidate.id),
            eq(bookings.status, "done"),
            eq(bookings.slotDate, candidate.slotDate),
            isNull(bookings.reviewRequestedAt),
          ),
        )
        .returning();
      if (!claimed) return undefined;
      const [quote] = await tx
        .select({ reference: quotes.reference, email: quotes.email })
        .from(quotes)
        .where(eq(quotes.id, claimed.quoteId));
      // No email address (a caller the office booked): no review email; the booking is still marked as asked.
      if (!quote?.email) return undefined;
      await tx
        .insert(outbox)
        .values({
          quoteId: claimed.quoteId,
          kind: "customer",
          template: REVIEW_TEMPLATE,
          recipient: quote.email.toLowerCase(),
          messageId: reviewMessageId(quote.reference, claimed.id, options.mailDomain),
          payload: { bookingId: claimed.id, priceQuoteId: claimed.priceQuoteId, slot: { date: claimed.slotDate, id: claimed.slotId } },
        })
        .onConflictDoNothing();
      return quote.reference;
    });
    if (reference) queued.push(reference);
  }
  return queued;
}
