import { phoneForPeople } from "../../../kernel/phone";
import { asc, eq } from "drizzle-orm";
import type Mail from "nodemailer/lib/mailer";
import { bookingRules, declineReasons } from "../../../content/booking";
import { business } from "../../../content/business";
import type { Db } from "../../db/client.server";
import {
  bookings,
  priceQuoteLines,
  priceQuotes,
  quotes,
  type Booking,
  type OutboxMessage,
  type PriceQuoteLine,
} from "../../db/schema.server";
import { customerBookingEmail, officeBookingEmail, priceEmail, type PriceLineForMail } from "./templates.server";
import { assertSafeRecipient } from "../../mail/addresses.server";
import type { EmailComposer } from "../../mail/outbox.server";
import { cleanLine, cleanLines } from "../../../kernel/text";
import { formatDate, formatLondon } from "../../../kernel/uk-time";
import { formatPounds } from "../../../kernel/money";
import { changeDeadline } from "../customer-link.server";
import { calendarFile } from "../ics.server";
import type { BookingTemplate } from "../prices.server";
import { REVIEW_TEMPLATE } from "../reviews.server";
import { describeSlot, slotOf, type SlotRef } from "../slots.server";
import { reviewEmail } from "./review-email.server";
import { bookingPath, openToken } from "../token.server";

interface BookingMailOptions {
  from: string;
  staffEmail: string;
  siteUrl: string;
  secret: Buffer;
}

const mailLines = (lines: PriceQuoteLine[]): PriceLineForMail[] =>
  lines.map((line) => ({ label: cleanLine(line.label, 120), amount: formatPounds(line.amountPence) }));

const addressOf = (b: Booking) =>
  [b.addressLine1, b.addressLine2, b.town, b.postcode]
    .filter(Boolean)
    .map((part) => cleanLine(part!, 100))
    .join("\n");

/**
 * The .ics for a booking at a slot: one event, the same UID for the booking's whole life, at the
 * slot's times on its date. None for a slot that does not run that day (its days changed after the
 * booking was made: decision 37), which has no times to give.
 */
export function bookingCalendar(
  booking: Booking,
  reference: string,
  slot: SlotRef,
  options: { domain: string; stamp: Date; sequence: number; cancelled?: boolean },
): string | undefined {
  const found = slotOf(slot, bookingRules);
  if (!found) return undefined;
  const { definition, times, window } = found;
  return calendarFile({
    uid: `${booking.id}@${options.domain}`,
    sequence: options.sequence,
    stamp: options.stamp,
    date: slot.date,
    start: times.start,
    end: times.end,
    summary: `${business.shortName} waste collection ${reference}`,
    location: addressOf(booking).replace(/\n/g, ", "),
    description: `Collection ${reference} by ${business.name}, ${definition.label.toLowerCase()} slot (${window}). To change it call ${business.phoneDisplay}.`,
    cancelled: options.cancelled,
  });
}

/**
 * A booking email from its outbox row: the rows it names, read now, and the event's facts from the
 * row itself (the slot then). A customer email carries their link when the row still holds it sealed.
 */
async function composeBookingEmail(db: Db, message: OutboxMessage, options: BookingMailOptions): Promise<Mail.Options> {
  const payload = message.payload ?? {};
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, message.quoteId));
  if (!quote) throw new Error(`Quote ${message.quoteId} not found`);
  const [price] = payload.priceQuoteId ? await db.select().from(priceQuotes).where(eq(priceQuotes.id, payload.priceQuoteId)) : [];
  if (!price) throw new Error(`Price for outbox row ${message.id} not found`);
  const lines = await db
    .select()
    .from(priceQuoteLines)
    .where(eq(priceQuoteLines.priceQuoteId, price.id))
    .orderBy(asc(priceQuoteLines.position));
  const [booking] = payload.bookingId ? await db.select().from(bookings).where(eq(bookings.id, payload.bookingId)) : [];
  const reference = cleanLine(quote.reference, 40);
  const token = payload.sealedToken ? openToken(payload.sealedToken, options.secret) : undefined;
  const link = token ? `${options.siteUrl}${bookingPath(token)}` : null;
  const total = formatPounds(price.totalPence);
  const domain = new URL(options.siteUrl).hostname;
  const base = { from: options.from, messageId: message.messageId };

  if (message.kind === "customer") {
    assertSafeRecipient(quote.email);
    if (message.template === "price") {
      const mail = priceEmail({
        siteUrl: options.siteUrl,
        link,
        price: {
          reference,
          lines: mailLines(lines),
          total,
          included: price.included.map((item) => cleanLine(item, 200)),
          validUntil: formatDate(price.validUntil, "full"),
        },
      });
      return { ...base, to: quote.email, subject: mail.subject, text: mail.text, html: mail.html };
    }
    if (!booking || !payload.slot) throw new Error(`Booking for outbox row ${message.id} not found`);
    const event = message.template as "booked" | "moved" | "cancelled";
    const deadline = changeDeadline({ slotDate: payload.slot.date, slotId: payload.slot.id });
    const mail = customerBookingEmail({
      siteUrl: options.siteUrl,
      event,
      link,
      priceValidUntil: formatDate(price.validUntil, "full"),
      freeChangeUntil: deadline ? formatLondon(deadline) : "24 hours before your slot",
      booking: {
        reference,
        slot: describeSlot(payload.slot),
        previousSlot: payload.previousSlot ? describeSlot(payload.previousSlot) : undefined,
        address: addressOf(booking),
        phone: phoneForPeople(booking.phone),
        total,
        lines: mailLines(lines),
      },
    });
    const sequence = payload.sequence ?? 0;
    const ics = bookingCalendar(booking, reference, payload.slot, {
      domain,
      stamp: message.createdAt,
      sequence,
      cancelled: event === "cancelled",
    });
    return {
      ...base,
      to: quote.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: ics
        ? [
            {
              filename: `collection-${reference.toLowerCase()}.ics`,
              content: ics,
              contentType: "text/calendar; charset=utf-8; method=PUBLISH",
            },
          ]
        : [],
    };
  }

  // The office's copy.
  const staffLink = `${options.siteUrl}/staff/quotes/${encodeURIComponent(quote.reference)}`;
  if (message.template === "declined") {
    const reason = declineReasons.find((r) => r.id === price.declineReason)?.label ?? "No reason given";
    const rows: [string, string][] = [
      ["Reference", reference],
      ["Fixed price", `${total} (version ${price.version})`],
      ["Reason", reason],
      ["In their words", price.declineText ? cleanLines(price.declineText) : "Nothing added"],
    ];
    const mail = officeBookingEmail({ siteUrl: options.siteUrl, event: "declined", reference, rows, staffLink });
    return { ...base, to: options.staffEmail, subject: mail.subject, text: mail.text, html: mail.html };
  }
  if (!booking || !payload.slot) throw new Error(`Booking for outbox row ${message.id} not found`);
  const rows: [string, string][] = [
    ["Reference", reference],
    ["When", describeSlot(payload.slot)],
    ...(payload.previousSlot ? ([["Was", describeSlot(payload.previousSlot)]] as [string, string][]) : []),
    ["Address", addressOf(booking)],
    ["Phone for the day", phoneForPeople(booking.phone)],
    ["Fixed price", total],
    ["Lines", lines.map((line) => `${cleanLine(line.label, 120)}: ${formatPounds(line.amountPence)}`).join("\n")],
  ];
  const event = message.template as "booked" | "moved" | "cancelled";
  if (event === "cancelled") rows.push(["In their words", booking.cancelReason ? cleanLines(booking.cancelReason) : "No reason given"]);
  const mail = officeBookingEmail({ siteUrl: options.siteUrl, event, reference, rows, staffLink });
  return { ...base, to: options.staffEmail, subject: mail.subject, text: mail.text, html: mail.html };
}

/** The review email from its outbox row. */
async function composeReviewEmail(db: Db, message: OutboxMessage, options: { from: string; siteUrl: string }): Promise<Mail.Options> {
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, message.quoteId));
  if (!quote) throw new Error(`Quote ${message.quoteId} not found`);
  assertSafeRecipient(quote.email);
  const date = message.payload?.slot?.date;
  if (!date) throw new Error(`Outbox row ${message.id} names no job day`);
  const mail = reviewEmail({ siteUrl: options.siteUrl, reference: cleanLine(quote.reference, 40), day: formatDate(date, "weekday") });
  return { from: options.from, messageId: message.messageId, to: quote.email, subject: mail.subject, text: mail.text, html: mail.html };
}

/** The booking's emails: the fixed price, and each booking, move, cancellation and decline. */
export const bookingEmails: EmailComposer = {
  templates: ["price", "booked", "declined", "moved", "cancelled"] satisfies BookingTemplate[],
  compose: (message, options) =>
    composeBookingEmail(options.db, message, {
      from: options.mailFrom,
      staffEmail: options.staffEmail,
      siteUrl: options.siteUrl,
      secret: options.secret,
    }),
};

/** The email asking for a review, the morning after a job (app/server/booking/reviews.server.ts). */
export const reviewEmails: EmailComposer = {
  templates: [REVIEW_TEMPLATE],
  compose: (message, options) => composeReviewEmail(options.db, message, { from: options.mailFrom, siteUrl: options.siteUrl }),
};
