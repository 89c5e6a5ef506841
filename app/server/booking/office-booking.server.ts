/**
 * The office books a slot for a customer who phoned or messaged: in one transaction the fixed price
 * is stored already accepted (its link is the customer's page, as if they had booked online), the
 * slot taken under the same lock and capacity the customer's booking takes, the booking written and
 * the request made "booked". Above the slot's capacity, or in a slot closed to bookings, the office
 * may still book with a reason, which the booking and the audit keep. The customer is emailed the
 * confirmation with its calendar file when the request has an email address; the assignee is told.
 * The form's id (made when the form was drawn) is stored with the booking: a second post of the
 * same form books nothing more.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { bookingRules, priceTerms, type BookingRules } from "../../content/booking";
import type { Db } from "../db/client.server";
import { violatedConstraint } from "../db/errors.server";
import { bookings, priceQuotes, quotes } from "../db/schema.server";
import { audit, type Actor } from "../audit.server";
import { formatPounds } from "../../kernel/money";
import { refuse, RefusedError } from "../../kernel/refusal";
import { queueCrewDay } from "../schedule/index.server";
import type { OfficeBookingForm } from "./office-forms.server";
import { insertPrice, queueBookingEmail, refuseUnlessPriceable, type PriceDraft } from "./prices.server";
import { slotOf, takeSlot, type SlotVerdict } from "./slots.server";
import { sealToken } from "./token.server";
import { sealedFurtherLink } from "./customer-link.server";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface OfficeBookingInput {
  reference: string;
  form: OfficeBookingForm;
  draft: PriceDraft;
  actor: Actor & { id: string | null };
  now: Date;
  secret: Buffer;
  mailDomain: string;
  rules?: BookingRules;
}

/** Why a slot could not be taken, for the office (which may book above capacity with a reason). */
const SLOT_PROBLEM: Record<Exclude<SlotVerdict, { ok: true }>["reason"], string> = {
  unknown: "Choose one of the slots listed.",
  closed: "That slot has begun or is over: choose a later one.",
  blocked: "That slot is closed to bookings. Choose another, or give a reason to book it anyway.",
  full: "That slot is full. Choose another, or give a reason to book it above its capacity.",
};

const refusedField = (field: string, message: string) => new RefusedError(refuse("invalid", message, { field }));

/**
 * Books the request for its customer. Returns the booking's id, and `already` when this form was
 * posted before (its booking stands). Throws a RefusedError naming the field for anything refused.
 */
export async function bookForCustomer(db: Db, input: OfficeBookingInput): Promise<{ bookingId: string; already: boolean }> {
  const rules = input.rules ?? bookingRules;
  const { form, draft, now } = input;
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [quote] = await tx.select().from(quotes).where(eq(quotes.reference, input.reference.trim().toUpperCase())).for("update");
      if (!quote) throw new RefusedError(refuse("not-found", "There is no request with that reference."));
      const [posted] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.formId, form.formId));
      if (posted) return { bookingId: posted.id, already: true };
      await refuseUnlessPriceable(tx, quote);

      const verdict = await takeSlot(tx, form.slot, { now, rules, asCustomer: false });
      let overbooked: "full" | "blocked" | undefined;
      if (!verdict.ok) {
        if ((verdict.reason === "full" || verdict.reason === "blocked") && form.overbookReason) overbooked = verdict.reason;
        else
          throw refusedField(
            verdict.reason === "full" || verdict.reason === "blocked" ? "overbookReason" : "slot",
            SLOT_PROBLEM[verdict.reason],
          );
      }
      const slot = verdict.ok ? verdict.slot : slotOf(form.slot, rules)!;
      const linkExpiresAt = new Date(slot.end.getTime() + priceTerms.linkDaysAfterJob * DAY_MS);
      const price = await insertPrice(tx, quote.id, draft, { actorId: input.actor.id, now, accepted: { linkExpiresAt } });
      const id = randomUUID();
      const overbookReason = overbooked ? form.overbookReason : null;
      await tx.insert(bookings).values({
        id,
        quoteId: quote.id,
        priceQuoteId: price.id,
        slotDate: slot.date,
        slotId: slot.id,
        addressLine1: form.addressLine1,
        addressLine2: form.addressLine2 || null,
        town: form.town,
        postcode: form.postcode,
        phone: form.phone,
        formId: form.formId,
        overbookReason,
        createdAt: now,
        updatedAt: now,
      });
      await tx
        .update(quotes)
        .set({
          status: "booked",
          quotedPricePence: draft.totalPence,
          bookedFor: slot.date,
          contactedAt: quote.contactedAt ?? now,
          quotedAt: quote.quotedAt ?? now,
          bookedAt: quote.bookedAt ?? now,
          updatedAt: now,
        })
        .where(eq(quotes.id, quote.id));
      const above = overbooked === "full" ? "above its capacity" : "while it was closed to bookings";
      await audit(tx, input.actor, {
        reference: quote.reference,
        action: "booked",
        detail:
          `booked by the office at a fixed price v${price.version} of ${formatPounds(draft.totalPence)} for ${slot.date} ${slot.id}` +
          (overbookReason ? `, ${above}; reason: ${overbookReason}` : "") +
          `; status ${quote.status} → booked`,
        at: now,
      });
      const payload = { priceQuoteId: price.id, bookingId: id, slot: { date: slot.date, id: slot.id }, sequence: 0 };
      // No email address (told on the phone): queueBookingEmail queues nothing for the customer.
      await queueBookingEmail(tx, quote, {
        kind: "customer",
        template: "booked",
        event: "office",
        mailDomain: input.mailDomain,
        payload: { ...payload, sealedToken: sealToken(price.token, input.secret) },
      });
      await queueCrewDay(
        tx,
        { id, quoteId: quote.id, priceQuoteId: price.id, slotDate: slot.date, slotId: slot.id, moves: 0, status: "booked" },
        quote,
        { mailDomain: input.mailDomain },
      );
      return { bookingId: id, already: false };
    });
  } catch (error) {
    // The same form posted twice at once: the second finds the first's booking.
    if (violatedConstraint(error) === "bookings_form_id_key") {
      const [posted] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.formId, form.formId));
      if (posted) return { bookingId: posted.id, already: true };
    }
    throw error;
  }
}

/**
 * The office cancels a booking at the customer's request (they phoned or messaged): the booking
 * "cancelled" by staff with the reason given, its price "cancelled" (bookable again through the
 * customer's page while it is valid), the request "lost", an audit entry, and the customer's
 * cancellation email with a further link to their page when there is an address. Cancelling again is
 * a no-op; a job already done is refused.
 */
export async function cancelForCustomer(
  db: Db,
  input: { reference: string; reason: string; actor: Actor; now: Date; secret: Buffer; mailDomain: string },
): Promise<{ already: boolean }> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [quote] = await tx.select().from(quotes).where(eq(quotes.reference, input.reference.trim().toUpperCase())).for("update");
    if (!quote) throw new RefusedError(refuse("not-found", "There is no request with that reference."));
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.quoteId, quote.id), eq(bookings.status, "booked")))
      .for("update");
    if (!booking) return { already: true };
    await tx
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: input.now, cancelledBy: "staff", cancelReason: input.reason || null, updatedAt: input.now })
      .where(eq(bookings.id, booking.id));
    await tx.update(priceQuotes).set({ status: "cancelled" }).where(eq(priceQuotes.id, booking.priceQuoteId));
    await tx.update(quotes).set({ status: "lost", bookedFor: null, updatedAt: input.now }).where(eq(quotes.id, quote.id));
    await audit(tx, input.actor, {
      reference: quote.reference,
      action: "cancelled",
      detail: `booking for ${booking.slotDate} ${booking.slotId} cancelled by the office at the customer's request${input.reason ? " (reason given)" : ""}; status ${quote.status} → lost`,
      at: input.now,
    });
    if (quote.email !== null) {
      await queueBookingEmail(tx, quote, {
        kind: "customer",
        template: "cancelled",
        event: "office",
        mailDomain: input.mailDomain,
        payload: {
          priceQuoteId: booking.priceQuoteId,
          bookingId: booking.id,
          slot: { date: booking.slotDate, id: booking.slotId },
          sequence: booking.moves + 1,
          sealedToken: await sealedFurtherLink(tx, booking.priceQuoteId, input.secret),
        },
      });
    }
    return { already: false };
  });
}
