import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq } from "drizzle-orm";
import { parsePhoneNumberWithError, isValidPhoneNumber, type MetadataJson } from "libphonenumber-js/core";
import { isValid as isValidPostcode, toNormalised } from "postcode";
import { z } from "zod";
import { bookingRules, declineReasons, priceTerms, type BookingRules } from "../../content/booking";
import { business } from "../../content/business";
import { sharedCoverageTable } from "../../lib/coverage-table";
import gbPhoneMetadata from "../../lib/phone-metadata.gb.json" with { type: "json" };
import { answerPostcode } from "../../lib/postcode-coverage";
import { multiLine, singleLine } from "../../kernel/text";
import type { Db } from "../db/client.server";
import { violatedConstraint } from "../db/errors.server";
import {
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
import { audit, type Actor } from "../../kernel/audit.server";
import { refuse, type Result } from "../../kernel/refusal";
import { londonDate } from "../../kernel/uk-time";
import { queueBookingEmail } from "./prices.server";
import { offeredSlots, parseSlotValue, slotOf, takeSlot, type OfferedSlot, type SlotRef } from "./slots.server";
import { hashToken, isTokenShaped, sealToken, tokenMatches } from "./token.server";

/**
 * What the customer does on their page, with nothing but the link: accept a fixed price with an
 * address and a slot, decline it, move the booking or cancel it. Each action runs in one
 * transaction that locks the price's row first, so a double post or the back button acts once.
 */

const phoneMetadata = gbPhoneMetadata as unknown as MetadataJson;
const CUSTOMER: Actor = { id: null, label: "customer" };
const DAY_MS = 24 * 60 * 60 * 1000;

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

const transaction = <T>(db: Db, job: (tx: Db) => Promise<T>) => db.transaction((tx) => job(tx as unknown as Db));

/**
 * The price a token opens, or why not. With `forUpdate` the request's row and then the price's row
 * are locked, in the order staff's "send a price" takes them, so the two never wait on each other.
 */
async function findPrice(
  db: Db,
  token: string,
  now: Date,
  forUpdate: boolean,
): Promise<{ kind: "unknown" } | { kind: "expired"; reference: string } | { kind: "found"; price: PriceQuote }> {
  if (!isTokenShaped(token)) return { kind: "unknown" };
  const byHash = eq(priceQuotes.tokenHash, hashToken(token));
  let [price] = await db.select().from(priceQuotes).where(byHash);
  if (price && forUpdate) {
    await db.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, price.quoteId)).for("update");
    [price] = await db.select().from(priceQuotes).where(byHash).for("update");
  }
  if (!price || !tokenMatches(token, price.tokenHash)) return { kind: "unknown" };
  if (price.linkExpiresAt.getTime() <= now.getTime()) {
    const [quote] = await db.select({ reference: quotes.reference }).from(quotes).where(eq(quotes.id, price.quoteId));
    return { kind: "expired", reference: quote?.reference ?? "" };
  }
  return { kind: "found", price };
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
export async function openLink(db: Db, token: string, now: Date): Promise<LinkState> {
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

// ---- The forms ----

const phoneMessage = "Enter a UK phone number for the day, e.g. 07911 123456.";

/** Whether we cover a full postcode, with the answer in words when we don't (as /areas gives it). */
export function coverageProblem(postcode: string): string | undefined {
  const answer = answerPostcode(postcode, sharedCoverageTable());
  if (answer.kind === "covered") return undefined;
  if (answer.kind === "likely") {
    return `We cover most of ${answer.area} (the ${answer.areaName} postcode area), but ${answer.district} is not one of our listed districts: call us on ${business.phoneDisplay} and we'll confirm before booking.`;
  }
  if (answer.kind === "outside")
    return `${answer.district} is outside our usual area, so it can't be booked here: call us on ${business.phoneDisplay}, we may still help.`;
  return "Enter the full postcode of the collection address, e.g. RH10 1AA.";
}

const slotField = singleLine()
  .max(40, "Choose one of the slots listed.")
  .transform((value, ctx) => {
    const ref = parseSlotValue(value);
    if (!ref) {
      ctx.addIssue({ code: "custom", message: value ? "Choose one of the slots listed." : "Choose a day and time for the collection." });
      return z.NEVER;
    }
    return ref;
  });

const line = (max: number, empty?: string) => {
  const text = singleLine().trim().max(max, `Keep this under ${max} characters.`);
  return empty ? text.min(1, empty) : text;
};

export const acceptSchema = z.object({
  addressLine1: line(100, "Enter the first line of the collection address."),
  addressLine2: line(100),
  town: line(60, "Enter the town."),
  postcode: singleLine()
    .trim()
    .min(1, "Enter the postcode of the collection address.")
    .max(10, "Enter a UK postcode, e.g. RH10 1AA.")
    .refine((v) => isValidPostcode(v), "Enter a UK postcode, e.g. RH10 1AA.")
    .transform((v) => toNormalised(v) ?? v.toUpperCase())
    .superRefine((v, ctx) => {
      const problem = coverageProblem(v);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  phone: singleLine()
    .trim()
    .min(1, phoneMessage)
    .max(30, phoneMessage)
    .refine((v) => isValidPhoneNumber(v, "GB", phoneMetadata), phoneMessage)
    .transform((v) => parsePhoneNumberWithError(v, "GB", phoneMetadata).number.toString()),
  slot: slotField,
  agree: z.literal("yes", { error: "Tick the box to accept the fixed price and the terms." }),
});

export const moveSchema = z.object({ slot: slotField });

const reasonIds = declineReasons.map((r) => r.id) as [string, ...string[]];
export const cancelSchema = z.object({
  reason: multiLine().pipe(z.string().trim().max(500, "Keep this under 500 characters.")),
});

export const declineSchema = z.object({
  reason: z.enum(reasonIds, { error: "Choose a reason from the list." }),
  detail: multiLine().pipe(z.string().trim().max(1000, "Keep this under 1,000 characters.")),
});

// ---- The actions ----

export interface ActionContext {
  now: Date;
  secret: Buffer;
  mailDomain: string;
  rules?: BookingRules;
}

/** Why the customer's action was refused: the link (unknown, expired, no longer open) or the slot chosen. */
export interface CustomerRefusal {
  reason: "unknown" | "expired" | "not-open" | "slot";
  slotReason?: "unknown" | "closed" | "blocked" | "full";
}
export type CustomerAction = Result<{ already?: boolean }, CustomerRefusal>;

/** An unknown link is not found; anything else the link no longer allows is a conflict. */
const refused = (reason: CustomerRefusal["reason"], message: string, slotReason?: CustomerRefusal["slotReason"]) =>
  refuse(reason === "unknown" ? "not-found" : "conflict", message, slotReason ? { reason, slotReason } : { reason });

const GONE: Record<"unknown" | "closed" | "blocked" | "full", string> = {
  unknown: "That slot does not exist. Choose one of the slots listed.",
  closed: "That slot is no longer available to book. Choose another of the slots listed.",
  blocked: "That slot has just gone. Choose another of the slots listed.",
  full: "That slot has just gone. Choose another of the slots listed.",
};

const expiryAfterJob = (slot: SlotRef, rules: BookingRules) =>
  new Date(slotOf(slot, rules)!.end.getTime() + priceTerms.linkDaysAfterJob * DAY_MS);

/** Accept the price with an address, a phone and a slot: the booking, the emails, the request "booked". */
export async function acceptPrice(db: Db, token: string, form: z.output<typeof acceptSchema>, ctx: ActionContext): Promise<CustomerAction> {
  const rules = ctx.rules ?? bookingRules;
  try {
    return await transaction(db, async (tx) => {
      const found = await findPrice(tx, token, ctx.now, true);
      if (found.kind === "unknown") return refused("unknown", "This link is not one of ours.");
      if (found.kind === "expired") return refused("expired", "This link has expired.");
      const { price } = found;
      if (price.status === "accepted") return { ok: true, already: true };
      // A price whose booking the customer cancelled can be booked again while it is valid.
      const again = price.status === "cancelled";
      if ((price.status !== "open" && !again) || price.validUntil < londonDate(ctx.now))
        return refused("not-open", "This price can no longer be accepted here.");
      const verdict = await takeSlot(tx, form.slot, { now: ctx.now, rules, asCustomer: true });
      if (!verdict.ok) return refused("slot", GONE[verdict.reason], verdict.reason);
      const [quote] = await tx.select().from(quotes).where(eq(quotes.id, price.quoteId)).for("update");
      // Staff closed the request (lost, spam) after sending the price: the link no longer books. A
      // request the customer's own cancellation made "lost" books again.
      if ((quote!.status === "lost" && !again) || quote!.status === "spam")
        return refused("not-open", "This price can no longer be accepted here.");
      const [earlier] = await tx.select({ n: count() }).from(bookings).where(eq(bookings.priceQuoteId, price.id));
      const bookingNumber = (earlier?.n ?? 0) + 1;
      const id = randomUUID();
      await tx.insert(bookings).values({
        id,
        quoteId: price.quoteId,
        priceQuoteId: price.id,
        slotDate: verdict.slot.date,
        slotId: verdict.slot.id,
        addressLine1: form.addressLine1,
        addressLine2: form.addressLine2 || null,
        town: form.town,
        postcode: form.postcode,
        phone: form.phone,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
      await tx
        .update(priceQuotes)
        .set({ status: "accepted", acceptedAt: ctx.now, linkExpiresAt: expiryAfterJob(verdict.slot, rules) })
        .where(eq(priceQuotes.id, price.id));
      await tx
        .update(quotes)
        .set({ status: "booked", bookedFor: verdict.slot.date, bookedAt: quote!.bookedAt ?? ctx.now, updatedAt: ctx.now })
        .where(eq(quotes.id, price.quoteId));
      await audit(tx, CUSTOMER, {
        reference: quote!.reference,
        action: "booked",
        detail: `fixed price v${price.version} ${again ? "booked again after a cancellation" : "accepted"}; booked for ${verdict.slot.date} ${verdict.slot.id}; status ${quote!.status} → booked`,
        at: ctx.now,
      });
      const payload = { priceQuoteId: price.id, bookingId: id, slot: { date: verdict.slot.date, id: verdict.slot.id }, sequence: 0 };
      const event = String(bookingNumber);
      await queueBookingEmail(tx, quote!, {
        kind: "customer",
        template: "booked",
        event,
        mailDomain: ctx.mailDomain,
        payload: { ...payload, sealedToken: sealToken(token, ctx.secret) },
      });
      await queueBookingEmail(tx, quote!, { kind: "staff", template: "booked", event, mailDomain: ctx.mailDomain, payload });
      return { ok: true };
    });
  } catch (error) {
    // Another request for the same price booked it first (the one live booking per request).
    if (violatedConstraint(error) === "bookings_live_quote_key") return { ok: true, already: true };
    throw error;
  }
}

/** Decline the price: the request is "lost" with the reason, and the office is told. */
export async function declinePrice(
  db: Db,
  token: string,
  form: z.output<typeof declineSchema>,
  ctx: ActionContext,
): Promise<CustomerAction> {
  return transaction(db, async (tx) => {
    const found = await findPrice(tx, token, ctx.now, true);
    if (found.kind === "unknown") return refused("unknown", "This link is not one of ours.");
    if (found.kind === "expired") return refused("expired", "This link has expired.");
    const { price } = found;
    if (price.status === "declined") return { ok: true, already: true };
    if (price.status !== "open") return refused("not-open", "This price can no longer be declined here.");
    const [quote] = await tx.select().from(quotes).where(eq(quotes.id, price.quoteId)).for("update");
    await tx
      .update(priceQuotes)
      .set({ status: "declined", declinedAt: ctx.now, declineReason: form.reason, declineText: form.detail || null })
      .where(eq(priceQuotes.id, price.id));
    await tx.update(quotes).set({ status: "lost", updatedAt: ctx.now }).where(eq(quotes.id, price.quoteId));
    await audit(tx, CUSTOMER, {
      reference: quote!.reference,
      action: "declined",
      detail: `fixed price v${price.version} declined (${form.reason}); status ${quote!.status} → lost`,
      at: ctx.now,
    });
    await queueBookingEmail(tx, quote!, {
      kind: "staff",
      template: "declined",
      event: "1",
      mailDomain: ctx.mailDomain,
      payload: { priceQuoteId: price.id },
    });
    return { ok: true };
  });
}

/** The live booking a token's price holds, locked; or why there is none to change. */
async function liveBooking(
  tx: Db,
  token: string,
  ctx: ActionContext,
): Promise<Result<{ price: PriceQuote; booking: Booking; quote: Quote }, CustomerRefusal>> {
  const found = await findPrice(tx, token, ctx.now, true);
  if (found.kind === "unknown") return refused("unknown", "This link is not one of ours.");
  if (found.kind === "expired") return refused("expired", "This link has expired.");
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.priceQuoteId, found.price.id), eq(bookings.status, "booked")))
    .for("update");
  if (!booking) return refused("not-open", "There is no booking to change.");
  if (!canChange(booking, ctx.now)) {
    return refused(
      "not-open",
      `Your collection is less than ${priceTerms.freeChangeHours} hours away, so it can no longer be changed here.`,
    );
  }
  const [quote] = await tx.select().from(quotes).where(eq(quotes.id, booking.quoteId)).for("update");
  return { ok: true, price: found.price, booking, quote: quote! };
}

/** Move the booking to another slot with room (free until 24 hours before the booked slot). */
export async function moveBooking(db: Db, token: string, form: z.output<typeof moveSchema>, ctx: ActionContext): Promise<CustomerAction> {
  const rules = ctx.rules ?? bookingRules;
  return transaction(db, async (tx) => {
    const live = await liveBooking(tx, token, ctx);
    if (!live.ok) return live;
    const { booking, quote, price } = live;
    if (booking.slotDate === form.slot.date && booking.slotId === form.slot.id) return { ok: true, already: true };
    const verdict = await takeSlot(tx, form.slot, { now: ctx.now, rules, asCustomer: true, ignoreBookingId: booking.id });
    if (!verdict.ok) return refused("slot", GONE[verdict.reason], verdict.reason);
    const moves = booking.moves + 1;
    await tx
      .update(bookings)
      .set({ slotDate: verdict.slot.date, slotId: verdict.slot.id, moves, updatedAt: ctx.now })
      .where(eq(bookings.id, booking.id));
    await tx
      .update(priceQuotes)
      .set({ linkExpiresAt: expiryAfterJob(verdict.slot, rules) })
      .where(eq(priceQuotes.id, price.id));
    await tx.update(quotes).set({ bookedFor: verdict.slot.date, updatedAt: ctx.now }).where(eq(quotes.id, quote.id));
    await audit(tx, CUSTOMER, {
      reference: quote.reference,
      action: "moved",
      detail: `booking moved from ${booking.slotDate} ${booking.slotId} to ${verdict.slot.date} ${verdict.slot.id}`,
      at: ctx.now,
    });
    const payload = {
      priceQuoteId: price.id,
      bookingId: booking.id,
      slot: { date: verdict.slot.date, id: verdict.slot.id },
      previousSlot: { date: booking.slotDate, id: booking.slotId },
      sequence: moves,
    };
    await queueBookingEmail(tx, quote, {
      kind: "customer",
      template: "moved",
      event: String(moves),
      mailDomain: ctx.mailDomain,
      payload: { ...payload, sealedToken: sealToken(token, ctx.secret) },
    });
    await queueBookingEmail(tx, quote, { kind: "staff", template: "moved", event: String(moves), mailDomain: ctx.mailDomain, payload });
    return { ok: true };
  });
}

/**
 * Cancel the booking (free until 24 hours before the slot), with the customer's reason if they gave
 * one: the request is "lost", both sides emailed; the price can be booked again while it is valid.
 */
export async function cancelBooking(
  db: Db,
  token: string,
  form: z.output<typeof cancelSchema>,
  ctx: ActionContext,
): Promise<CustomerAction> {
  return transaction(db, async (tx) => {
    const live = await liveBooking(tx, token, ctx);
    if (!live.ok) {
      // A second press of "cancel" finds the booking already cancelled: nothing more to do.
      const found = await findPrice(tx, token, ctx.now, false);
      if (found.kind === "found" && found.price.status === "cancelled") return { ok: true, already: true };
      return live;
    }
    const { booking, quote, price } = live;
    await tx
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: ctx.now, cancelledBy: "customer", cancelReason: form.reason || null, updatedAt: ctx.now })
      .where(eq(bookings.id, booking.id));
    await tx.update(priceQuotes).set({ status: "cancelled" }).where(eq(priceQuotes.id, price.id));
    await tx.update(quotes).set({ status: "lost", bookedFor: null, updatedAt: ctx.now }).where(eq(quotes.id, quote.id));
    await audit(tx, CUSTOMER, {
      reference: quote.reference,
      action: "cancelled",
      detail: `booking for ${booking.slotDate} ${booking.slotId} cancelled by the customer${form.reason ? " (reason given)" : ""}; status ${quote.status} → lost`,
      at: ctx.now,
    });
    const payload = {
      priceQuoteId: price.id,
      bookingId: booking.id,
      slot: { date: booking.slotDate, id: booking.slotId },
      sequence: booking.moves + 1,
    };
    await queueBookingEmail(tx, quote, {
      kind: "customer",
      template: "cancelled",
      event: "1",
      mailDomain: ctx.mailDomain,
      payload: { ...payload, sealedToken: sealToken(token, ctx.secret) },
    });
    await queueBookingEmail(tx, quote, { kind: "staff", template: "cancelled", event: "1", mailDomain: ctx.mailDomain, payload });
    return { ok: true };
  });
}

/** The last day a booked customer's link is kept, for the page's small print. */
export const linkKeptUntil = (price: PriceQuote) => londonDate(new Date(price.linkExpiresAt.getTime() - 1));
