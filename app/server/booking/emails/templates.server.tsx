import { bookingTermsSummary } from "../../../content/booking";
import { business } from "../../../content/business";
import {
  Button,
  ContactButtons,
  contactLine,
  customerLetter,
  EmailLayout,
  plainTextEmail,
  textRows,
  Heading,
  NumberedList,
  Paragraph,
  PriceRows,
  renderEmail,
  Rows,
  type EmailBodies,
} from "../../mail/layout.server";

/*
 * The emails of a fixed price and its booking, each a component (its HTML part) and the same message
 * as plain text. Customer emails carry only what the customer gave us and what we priced.
 */

export interface PriceLineForMail {
  label: string;
  amount: string;
}

interface PriceForMail {
  reference: string;
  lines: PriceLineForMail[];
  total: string;
  included: string[];
  /** "Tuesday 8 December 2026". */
  validUntil: string;
}

const pounds = (lines: PriceLineForMail[], total: string) => [
  ...lines.map((l) => [l.label, l.amount] as const),
  ["Total (fixed)", total] as const,
];

// ---- The fixed price ----

export interface PriceMail {
  siteUrl: string;
  price: PriceForMail;
  /** The customer's page; absent when the email is sent again after its link was used up. */
  link: string | null;
}

const noLink = "To accept or decline, use the link in the first email we sent you with this price, or call us.";

export function priceEmail(m: PriceMail): EmailBodies & { subject: string } {
  const { price } = m;
  const intro = `Here is our fixed price for your collection, reference ${price.reference}. It is a fixed price, not an estimate: it is what you pay for what your photos and description showed.`;
  const html = renderEmail(
    <EmailLayout title="Your fixed price" siteUrl={m.siteUrl}>
      <Paragraph tight>Hello,</Paragraph>
      <Paragraph>{intro}</Paragraph>
      <PriceRows rows={pounds(price.lines, price.total)} />
      <Paragraph>{`This price is valid until ${price.validUntil}.`}</Paragraph>
      {m.link ? (
        <Paragraph>
          <Button href={m.link}>See your price and book a slot</Button>
        </Paragraph>
      ) : (
        <Paragraph>{noLink}</Paragraph>
      )}
      <Heading>What is included</Heading>
      <NumberedList items={price.included} tight />
      <Heading>The terms in short</Heading>
      <NumberedList items={bookingTermsSummary} tight />
      <Paragraph muted>{`The full terms are at ${m.siteUrl}/terms. ${contactLine}`}</Paragraph>
      <ContactButtons />
    </EmailLayout>,
  );
  const text = plainTextEmail(m.siteUrl, [
    "Hello,",
    intro,
    textRows(pounds(price.lines, price.total)),
    [`This price is valid until ${price.validUntil}.`, m.link ? `See your price and book a slot: ${m.link}` : noLink],
    ["What is included", ...price.included.map((item) => `- ${item}`)],
    ["The terms in short", ...bookingTermsSummary.map((item) => `- ${item}`), `The full terms are at ${m.siteUrl}/terms.`],
    contactLine,
  ]);
  return { subject: `Your fixed price ${price.total} - ${price.reference} - ${business.name}`, html, text };
}

// ---- Booked, moved, cancelled: the customer ----

interface BookingForMail {
  reference: string;
  /** "Wednesday 25 November, morning (7am–12pm)". */
  slot: string;
  previousSlot?: string;
  address: string;
  phone: string;
  total: string;
  lines: PriceLineForMail[];
}

export interface CustomerBookingMail {
  siteUrl: string;
  event: "booked" | "moved" | "cancelled";
  booking: BookingForMail;
  link: string | null;
  /** "Tuesday 24 November at 08:00": the last moment to change or cancel free. */
  freeChangeUntil: string;
  /** The last day of the price ("Friday 4 December 2026"), until which a cancelled collection can be booked again. */
  priceValidUntil: string;
}

const TITLES = {
  booked: "Your collection is booked",
  moved: "Your collection has moved",
  cancelled: "Your collection is cancelled",
} as const;

function customerLines(m: CustomerBookingMail): { intro: string; rows: [string, string][]; after: string[] } {
  const b = m.booking;
  const rows: [string, string][] = [
    ["Reference", b.reference],
    ["When", b.slot],
    ...(b.previousSlot ? ([["Was", b.previousSlot]] as [string, string][]) : []),
    ["Address", b.address],
    ["Phone for the day", b.phone],
    ["Fixed price", b.total],
  ];
  if (m.event === "cancelled") {
    return {
      intro: `Your collection ${b.reference} is cancelled, as you asked. Nothing is due.`,
      rows: rows.filter(([label]) => label !== "Phone for the day"),
      after: [`If you change your mind, the link below books a new slot at the same price until ${m.priceValidUntil}; or call us.`],
    };
  }
  const intro =
    m.event === "booked"
      ? `Thank you: your collection is booked at the fixed price. The calendar file attached puts it in your calendar.`
      : `Your collection has moved to the new slot below. The calendar file attached replaces the old one.`;
  return {
    intro,
    rows,
    after: [
      "The crew arrive within the slot and call the number above when they are on their way.",
      `You can move or cancel free of charge until ${m.freeChangeUntil}; after that a cancellation fee may apply.`,
      "Payment is due at the time of collection.",
    ],
  };
}

export function customerBookingEmail(m: CustomerBookingMail): EmailBodies & { subject: string } {
  const { intro, rows, after } = customerLines(m);
  const label = m.event === "cancelled" ? "Book again" : "See, move or cancel your booking";
  const { html, text } = customerLetter({
    title: TITLES[m.event],
    siteUrl: m.siteUrl,
    intro,
    rows,
    after,
    button: m.link ? { href: m.link, label } : null,
  });
  return { subject: `${TITLES[m.event]}: ${m.booking.slot} - ${m.booking.reference}`, html, text };
}

// ---- The office's copies ----

export interface OfficeBookingMail {
  siteUrl: string;
  event: "booked" | "moved" | "cancelled" | "declined";
  reference: string;
  rows: [string, string][];
  /** The request's page on the staff side. */
  staffLink: string;
}

const OFFICE_TITLES = { booked: "Booked", moved: "Booking moved", cancelled: "Booking cancelled", declined: "Price declined" } as const;

export function officeBookingEmail(m: OfficeBookingMail): EmailBodies & { subject: string } {
  const title = `${OFFICE_TITLES[m.event]}: ${m.reference}`;
  const note =
    m.event === "declined"
      ? "The customer declined the fixed price on their page; the request is now lost."
      : `The customer did this on their page; the request's page has the history.`;
  const html = renderEmail(
    <EmailLayout title={title} siteUrl={m.siteUrl}>
      <Paragraph>{note}</Paragraph>
      <Rows rows={m.rows} />
      <Paragraph>
        <Button href={m.staffLink}>Open {m.reference}</Button>
      </Paragraph>
    </EmailLayout>,
  );
  const text = plainTextEmail(m.siteUrl, [note, textRows(m.rows), `Open ${m.reference}: ${m.staffLink}`]);
  const when = m.rows.find(([label]) => label === "When")?.[1];
  return { subject: `${title}${when ? `, ${when}` : ""}`, html, text };
}
