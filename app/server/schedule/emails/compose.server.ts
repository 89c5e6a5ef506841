import { eq } from "drizzle-orm";
import type Mail from "nodemailer/lib/mailer";
import type { Db } from "../../db/client.server";
import { bookings, priceQuotes, quotes, type OutboxMessage } from "../../db/schema.server";
import { assertSafeRecipient } from "../../mail/addresses.server";
import type { EmailComposer } from "../../mail/outbox.server";
import { cleanLine } from "../../../kernel/text";
import { scheduleEmail, type ScheduleEmailKind } from "./templates.server";
import { bookingCalendar } from "../../booking/index.server";
import { formatPounds } from "../../../kernel/money";
import { SCHEDULE_TEMPLATES } from "./queue.server";
import { bookingPath, describeSlot, openToken } from "../../booking/index.server";

/**
 * A schedule email from its outbox row: the booking, request and price it names, read now, and the
 * slot (and the slot before a move) from the row itself. A move carries the calendar file again,
 * the same event with a higher sequence, so the customer's calendar follows it.
 */
async function composeScheduleEmail(
  db: Db,
  message: OutboxMessage,
  options: { from: string; siteUrl: string; secret: Buffer },
): Promise<Mail.Options> {
  const payload = message.payload ?? {};
  const kind = message.template as ScheduleEmailKind;
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, message.quoteId));
  if (!quote) throw new Error(`Quote ${message.quoteId} not found`);
  const [booking] = payload.bookingId ? await db.select().from(bookings).where(eq(bookings.id, payload.bookingId)) : [];
  const [price] = payload.priceQuoteId ? await db.select().from(priceQuotes).where(eq(priceQuotes.id, payload.priceQuoteId)) : [];
  if (!booking || !price || !payload.slot) throw new Error(`Booking for outbox row ${message.id} not found`);
  assertSafeRecipient(quote.email);
  const reference = cleanLine(quote.reference, 40);
  const token = payload.sealedToken ? openToken(payload.sealedToken, options.secret) : undefined;
  const mail = scheduleEmail({
    siteUrl: options.siteUrl,
    kind,
    link: token ? `${options.siteUrl}${bookingPath(token)}` : null,
    job: {
      reference,
      slot: describeSlot(payload.slot),
      previousSlot: payload.previousSlot ? describeSlot(payload.previousSlot) : undefined,
      address: [booking.addressLine1, booking.addressLine2, booking.town, booking.postcode]
        .filter(Boolean)
        .map((part) => cleanLine(part!, 100))
        .join("\n"),
      total: formatPounds(price.totalPence),
    },
  });
  const attachments: Mail.Attachment[] = [];
  if (kind === "staff-moved") {
    const ics = bookingCalendar(booking, reference, payload.slot, {
      domain: new URL(options.siteUrl).hostname,
      stamp: message.createdAt,
      sequence: payload.sequence ?? booking.moves,
    });
    if (ics)
      attachments.push({
        filename: `collection-${reference.toLowerCase()}.ics`,
        content: ics,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
      });
  }
  return {
    from: options.from,
    messageId: message.messageId,
    to: quote.email,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(attachments.length ? { attachments } : {}),
  };
}

/** The schedule's emails: the day-before reminder, "on my way", and a job moved by the office. */
export const scheduleEmails: EmailComposer = {
  templates: SCHEDULE_TEMPLATES,
  compose: (message, options) =>
    composeScheduleEmail(options.db, message, { from: options.mailFrom, siteUrl: options.siteUrl, secret: options.secret }),
};
