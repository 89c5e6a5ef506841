/**
 * The customer's link as its page reads it: the price a token opens, with its request, lines and
 * booking, and where the link stands (open, booked, done, cancelled, superseded, declined, expired);
 * until when a booking can be changed there, and the job's note as the customer is given it.
 */
import { asc, desc, eq } from "drizzle-orm";
import { bookingRules, priceTerms, type BookingRules } from "../../content/booking";
import type { Db } from "../db/client.server";
import {
  bookingLinks,
  bookings,
  priceQuoteLines,
  priceQuotes,
  quotes,
  type Booking,
  type PriceQuote,
  type PriceQuoteLine,
  type Quote,
} from "../db/schema.server";
import type { PhotoStore } from "../photos/store.server";
import { notesForQuote, shownNotePdf } from "../waste/index.server";
import { londonDate } from "../../kernel/uk-time";
import { bookingCalendar } from "./emails/compose.server";
import { offeredSlots, slotOf, type OfferedSlot } from "./slots.server";
import { hashToken, isTokenShaped, newToken, tokenMatches } from "../link-token.server";
import { sealToken } from "./token.server";

export interface LinkData {
  quote: Quote;
  price: PriceQuote;
  lines: PriceQuoteLine[];
  /** The latest booking made from this price (the live one, or the last cancelled one). */
  booking: Booking | null;
  /** For a superseded price: the price that replaced it. */
  newer: PriceQuote | null;
}

export type LinkState =
  | { kind: "unknown" }
  | { kind: "expired"; reference: string }
  | ({ kind: "open" | "superseded" | "declined" | "booked" | "done" | "cancelled" | "price-expired" } & LinkData);

/**
 * The price a token opens, or why not. With `forUpdate` the request's row and then the price's row
 * are locked, in the order staff's "send a price" takes them, so the two never wait on each other.
 */
export async function findPrice(
  db: Db,
  token: string,
  now: Date,
  forUpdate: boolean,
): Promise<{ kind: "unknown" } | { kind: "expired"; reference: string } | { kind: "found"; price: PriceQuote }> {
  if (!isTokenShaped(token)) return { kind: "unknown" };
  const hash = hashToken(token);
  // The price's own link (most pages opened), else a further one a later email carried (bookingLinks).
  let byHash = eq(priceQuotes.tokenHash, hash);
  let storedHash: string | undefined;
  let [price] = await db.select().from(priceQuotes).where(byHash);
  if (price) storedHash = price.tokenHash;
  else {
    const [further] = await db
      .select({ priceQuoteId: bookingLinks.priceQuoteId, tokenHash: bookingLinks.tokenHash })
      .from(bookingLinks)
      .where(eq(bookingLinks.tokenHash, hash));
    if (!further) return { kind: "unknown" };
    storedHash = further.tokenHash;
    byHash = eq(priceQuotes.id, further.priceQuoteId);
    [price] = await db.select().from(priceQuotes).where(byHash);
  }
  if (price && forUpdate) {
    await db.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, price.quoteId)).for("update");
    [price] = await db.select().from(priceQuotes).where(byHash).for("update");
  }
  if (!price || !tokenMatches(token, storedHash)) return { kind: "unknown" };
  if (price.linkExpiresAt.getTime() <= now.getTime()) {
    const [quote] = await db.select({ reference: quotes.reference }).from(quotes).where(eq(quotes.id, price.quoteId));
    return { kind: "expired", reference: quote?.reference ?? "" };
  }
  return { kind: "found", price };
}

/**
 * In the caller's transaction: a further link to the price's page, for an email sent after the first
 * link was (only the new token's hash is stored), returned sealed for the outbox row that carries it.
 */
export async function sealedFurtherLink(tx: Db, priceQuoteId: string, secret: Buffer): Promise<string> {
  const { token, hash } = newToken();
  await tx.insert(bookingLinks).values({ priceQuoteId, tokenHash: hash });
  return sealToken(token, secret);
}

async function linkData(db: Db, price: PriceQuote): Promise<LinkData> {
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, price.quoteId));
  const lines = await db
    .select()
    .from(priceQuoteLines)
    .where(eq(priceQuoteLines.priceQuoteId, price.id))
    .orderBy(asc(priceQuoteLines.position));
  // A price's bookings are few: one, or one per cancellation and booking again. The one not
  // cancelled is the live (or done) one.
  const all = await db.select().from(bookings).where(eq(bookings.priceQuoteId, price.id)).orderBy(desc(bookings.createdAt));
  const booking = all.find((candidate) => candidate.status !== "cancelled") ?? all[0];
  const [newer] = price.supersededById ? await db.select().from(priceQuotes).where(eq(priceQuotes.id, price.supersededById)) : [];
  return { quote: quote!, price, lines, booking: booking ?? null, newer: newer ?? null };
}

/** What the link shows at `now`. */
async function openLink(db: Db, token: string, now: Date): Promise<LinkState> {
  const found = await findPrice(db, token, now, false);
  if (found.kind !== "found") return found;
  const data = await linkData(db, found.price);
  return { kind: stateOf(data, now), ...data };
}

/**
 * What the customer's page shows for a link at `now`: its state, the slots on offer while the price
 * can be accepted or the booking moved, and the job's waste transfer notes once it is done.
 */
export async function linkForPage(
  db: Db,
  token: string,
  now: Date,
): Promise<{ link: LinkState; slots: OfferedSlot[]; notes: Awaited<ReturnType<typeof notesForQuote>> }> {
  const link = await openLink(db, token, now);
  const bookable = link.kind === "open" || link.kind === "booked" || (link.kind === "cancelled" && canBookAgain(link, now));
  const slots = bookable ? await offeredSlots(db, now) : [];
  const notes = link.kind === "done" ? await notesForQuote(db, link.quote.id) : [];
  return { link, slots, notes };
}

/**
 * The customer's own waste transfer note as a PDF, while their link works and the job is done; any
 * other link, or a note of another job, finds nothing. A note since corrected comes marked with the
 * note that replaced it (the first email's link still works, and says it was replaced).
 */
export async function noteForLink(db: Db, store: Pick<PhotoStore, "get" | "put">, token: string, number: string, now: Date) {
  const link = await openLink(db, token, now);
  if (link.kind !== "done") return undefined;
  const note = (await notesForQuote(db, link.quote.id)).find((candidate) => candidate.number === number.toUpperCase());
  return note ? await shownNotePdf(db, store, note.id) : undefined;
}

/** The booked collection's calendar file, while the link shows it booked; nothing otherwise. */
export async function calendarForLink(db: Db, token: string, now: Date, siteUrl: string) {
  const link = await openLink(db, token, now);
  if (link.kind !== "booked" || !link.booking) return undefined;
  const { booking, quote } = link;
  const ics = bookingCalendar(
    booking,
    quote.reference,
    { date: booking.slotDate, id: booking.slotId },
    {
      domain: new URL(siteUrl).hostname,
      stamp: now,
      sequence: booking.moves,
    },
  );
  return ics && { ics, reference: quote.reference };
}

function stateOf(data: LinkData, now: Date): "open" | "superseded" | "declined" | "booked" | "done" | "cancelled" | "price-expired" {
  const { price, booking } = data;
  if (price.status === "superseded") return "superseded";
  if (price.status === "declined") return "declined";
  if (booking?.status === "cancelled" || price.status === "cancelled") return "cancelled";
  if (booking?.status === "done") return "done";
  if (booking) return "booked";
  return price.validUntil < londonDate(now) ? "price-expired" : "open";
}

/** Until when a booking can be moved or cancelled here: 24 hours before its slot begins. */
export function changeDeadline(booking: Pick<Booking, "slotDate" | "slotId">, rules: BookingRules = bookingRules): Date | undefined {
  const slot = slotOf({ date: booking.slotDate, id: booking.slotId }, rules);
  return slot ? new Date(slot.start.getTime() - priceTerms.freeChangeHours * 60 * 60 * 1000) : undefined;
}

/** A cancelled booking's price can be booked again on the page while the price is valid. */
export const canBookAgain = (data: Pick<LinkData, "price">, now: Date) =>
  data.price.status === "cancelled" && data.price.validUntil >= londonDate(now);

export const canChange = (booking: Booking, now: Date) =>
  booking.status === "booked" && (changeDeadline(booking)?.getTime() ?? 0) > now.getTime();
