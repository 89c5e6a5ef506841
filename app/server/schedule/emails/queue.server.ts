/**
 * The schedule's emails to customers, queued in the caller's transaction: a move by the office,
 * "on my way" and the reminder (the booking feature queues it). The outbox sends them.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { outbox, type Booking } from "../../db/schema.server";
import { sealedFurtherLink, type SlotRef } from "../../booking/index.server";

export type ScheduleTemplate = "staff-moved" | "on-my-way" | "reminder";
export const SCHEDULE_TEMPLATES: readonly string[] = ["staff-moved", "on-my-way", "reminder"] satisfies ScheduleTemplate[];

/**
 * The Message-ID of a schedule email. "On my way" and the reminder have one per booking per day (the
 * outbox's unique Message-ID then holds them to one each, whoever asks); a move has one per move.
 */
export function scheduleMessageId(
  reference: string,
  bookingId: string,
  template: ScheduleTemplate,
  event: string,
  mailDomain: string,
): string {
  return `<${reference.toLowerCase()}.${template}.customer.${event}.${bookingId.slice(0, 8)}@${mailDomain}>`;
}

/**
 * Queue one customer email in the caller's transaction; false when the same message is already queued.
 * With `secret`, the email carries a further link to the customer's page, made only when the message
 * is new (a second "on my way" makes no link).
 */
export async function queueScheduleEmail(
  tx: Db,
  booking: Pick<Booking, "id" | "quoteId" | "priceQuoteId" | "slotDate" | "slotId">,
  quote: { reference: string; email: string | null },
  mail: { template: ScheduleTemplate; event: string; mailDomain: string; previousSlot?: SlotRef; sequence?: number; secret?: Buffer },
): Promise<boolean> {
  // A caller the office booked with no email address is told by phone: nothing is queued for them.
  if (quote.email === null) return false;
  const inserted = await tx
    .insert(outbox)
    .values({
      quoteId: booking.quoteId,
      kind: "customer",
      template: mail.template,
      recipient: quote.email.toLowerCase(),
      messageId: scheduleMessageId(quote.reference, booking.id, mail.template, mail.event, mail.mailDomain),
      payload: {
        priceQuoteId: booking.priceQuoteId,
        bookingId: booking.id,
        slot: { date: booking.slotDate, id: booking.slotId },
        ...(mail.previousSlot ? { previousSlot: mail.previousSlot } : {}),
        ...(mail.sequence !== undefined ? { sequence: mail.sequence } : {}),
      },
    })
    .onConflictDoNothing()
    .returning({ id: outbox.id, payload: outbox.payload });
  const [row] = inserted;
  if (row && mail.secret) {
    const sealedToken = await sealedFurtherLink(tx, booking.priceQuoteId, mail.secret);
    await tx
      .update(outbox)
      .set({ payload: { ...row.payload, sealedToken } })
      .where(eq(outbox.id, row.id));
  }
  return inserted.length > 0;
}
