/**
 * What the customer does on their page, with nothing but the link: accept a fixed price with an
 * address and a slot, decline it, move the booking or cancel it. Each action runs in one
 * transaction that locks the price's row first, so a double post or the back button acts once.
 */
import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { z } from "zod";
import { bookingRules, priceTerms, type BookingRules } from "../../content/booking";
import type { Db } from "../db/client.server";
import { violatedConstraint } from "../db/errors.server";
import { bookings, priceQuotes, quotes, type Booking, type PriceQuote, type Quote } from "../db/schema.server";
import { audit, type Actor } from "../audit.server";
import { refuse, type Result } from "../../kernel/refusal";
import { londonDate } from "../../kernel/uk-time";
import { queueBookingEmail } from "./prices.server";
import { slotOf, takeSlot, type SlotRef } from "./slots.server";
import { sealToken } from "./token.server";
import { canChange, findPrice } from "./customer-link.server";
import { queueCrewDay } from "../schedule/index.server";
import type { acceptSchema, cancelSchema, declineSchema, moveSchema } from "./customer-forms.server";

const CUSTOMER: Actor = { id: null, label: "customer" };
const transaction = <T>(db: Db, job: (tx: Db) => Promise<T>) => db.transaction((tx) => job(tx as unknown as Db));
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ActionContext {
  now: Date;
  secret: Buffer;
  mailDomain: string;
  rules?: BookingRules;
}

/** Why the customer's action was refused: the link (unknown, expired, no longer open) or the slot chosen. */
interface CustomerRefusal {
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
      // A request already given to a member of the crew: they are told of the day booked.
      const booked = { id, quoteId: price.quoteId, priceQuoteId: price.id, slotDate: verdict.slot.date, slotId: verdict.slot.id };
      await queueCrewDay(tx, { ...booked, moves: 0, status: "booked" }, quote!, { mailDomain: ctx.mailDomain });
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
    await queueCrewDay(tx, { ...booking, slotDate: verdict.slot.date, slotId: verdict.slot.id, moves }, quote, {
      mailDomain: ctx.mailDomain,
      previousSlot: payload.previousSlot,
    });
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
