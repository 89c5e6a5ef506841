/**
 * The crew member's email, for staff: a job given to them, or moved while it is theirs. It names the
 * job by its reference, its slot and its town, and links to their day on the site (/staff/today for
 * the job's date), where the rest is shown once they are signed in. It carries nothing the customer
 * wrote: no description, access notes, address, phone or email.
 */
import { eq } from "drizzle-orm";
import type Mail from "nodemailer/lib/mailer";
import type { Db } from "../../db/client.server";
import { bookings, quotes, staffUsers, type OutboxMessage } from "../../db/schema.server";
import { assertSafeRecipient, UnsafeRecipient } from "../../mail/addresses.server";
import { Button, EmailLayout, Paragraph, plainTextEmail, renderEmail, Rows, textRows, type EmailBodies } from "../../mail/layout.server";
import type { EmailComposer } from "../../mail/outbox.server";
import { cleanLine } from "../../../kernel/text";
import { describeSlot } from "../../booking/index.server";
import { CREW_TEMPLATE } from "./crew-queue.server";

export interface CrewDayMail {
  siteUrl: string;
  /** The crew member's name. */
  name: string;
  reference: string;
  town: string;
  /** "Thursday 26 November, morning (7am–12pm)". */
  slot: string;
  /** The slot before a move. */
  previousSlot?: string;
  /** Their day's page, absolute. */
  link: string;
}

/** The crew's day on the site for a date: /staff/today?date=YYYY-MM-DD. */
export const crewDayLink = (siteUrl: string, date: string) => `${siteUrl.replace(/\/+$/, "")}/staff/today?date=${date}`;

const AFTER = "The address, what is to go, the access notes and the photos are on the day's page once you are signed in.";

export function crewDayEmail(m: CrewDayMail): EmailBodies & { subject: string } {
  const moved = m.previousSlot !== undefined;
  const title = moved ? "Your job has moved" : "A job for you";
  const intro = moved
    ? `The job ${m.reference} in ${m.town} has moved to ${m.slot}.`
    : `You have a job on ${m.slot}: ${m.reference} in ${m.town}.`;
  const rows: [string, string][] = [
    ["Reference", m.reference],
    ["When", m.slot],
    ...(moved ? ([["Was", m.previousSlot!]] as [string, string][]) : []),
    ["Town", m.town],
  ];
  const greeting = `Hello ${m.name},`;
  const html = renderEmail(
    <EmailLayout title={title} siteUrl={m.siteUrl}>
      <Paragraph tight>{greeting}</Paragraph>
      <Paragraph>{intro}</Paragraph>
      <Rows rows={rows} />
      <Paragraph>
        <Button href={m.link}>See your day</Button>
      </Paragraph>
      <Paragraph muted>{AFTER}</Paragraph>
    </EmailLayout>,
  );
  const text = plainTextEmail(m.siteUrl, [greeting, intro, textRows(rows), `See your day: ${m.link}`, AFTER]);
  return { subject: `Job ${m.reference}${moved ? " moved" : ""}: ${m.slot}`, html, text };
}

/** The crew email from its outbox row: the crew member and the job's town read now, the slots from the row. */
async function composeCrewEmail(db: Db, message: OutboxMessage, options: { from: string; siteUrl: string }): Promise<Mail.Options> {
  const payload = message.payload ?? {};
  const [staff] = payload.staffId
    ? await db.select({ name: staffUsers.name, email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.id, payload.staffId))
    : [];
  // Not retried: the account was removed after the job was given to it.
  if (!staff) throw new UnsafeRecipient("The member of staff this job was given to no longer has an account");
  assertSafeRecipient(staff.email);
  const [job] = payload.bookingId
    ? await db
        .select({ reference: quotes.reference, town: bookings.town })
        .from(bookings)
        .innerJoin(quotes, eq(quotes.id, bookings.quoteId))
        .where(eq(bookings.id, payload.bookingId))
    : [];
  if (!job || !payload.slot) throw new Error(`Booking for outbox row ${message.id} not found`);
  const mail = crewDayEmail({
    siteUrl: options.siteUrl,
    name: cleanLine(staff.name, 80),
    reference: cleanLine(job.reference, 40),
    town: cleanLine(job.town, 60),
    slot: describeSlot(payload.slot),
    previousSlot: payload.previousSlot ? describeSlot(payload.previousSlot) : undefined,
    link: crewDayLink(options.siteUrl, payload.slot.date),
  });
  return { from: options.from, messageId: message.messageId, to: staff.email, subject: mail.subject, text: mail.text, html: mail.html };
}

/** The crew's email: a job given to a crew member, or moved while it is theirs. */
export const crewEmails: EmailComposer = {
  templates: [CREW_TEMPLATE],
  compose: (message, options) => composeCrewEmail(options.db, message, { from: options.mailFrom, siteUrl: options.siteUrl }),
};
