import { acceptPrice } from "../../app/server/booking/customer.server";
import { sendPrice, type PriceDraft } from "../../app/server/booking/prices.server";
import type { SlotRef } from "../../app/server/booking/slots.server";
import type { Services } from "../../app/server/services.server";
import { addQuote } from "./inbox-support";

/** A half load and a sofa: what the crew's day shows as the load and the extra items. */
export const draft = (validUntil: string): PriceDraft => ({
  lines: [
    { kind: "load", itemId: "half", label: "Half van: a garage, a shed or a couple of rooms", quantity: 1, unitPence: 22000, amountPence: 22000 },
    { kind: "surcharge", itemId: "sofa", label: "Sofa", quantity: 1, unitPence: 2500, amountPence: 2500 },
  ],
  totalPence: 24500,
  included: ["Loading", "Disposal"],
  validUntil,
});

/**
 * A job booked as a customer books one: the request, a fixed price sent by staff, and the customer's
 * accept with an address and the slot, at `now` (the slot must be offered then).
 */
export async function bookJob(services: Services, slot: SlotRef, now: Date, overrides: { email?: string; createdAt?: Date } = {}) {
  const quote = await addQuote(services, { createdAt: overrides.createdAt ?? new Date(now.getTime() - 86_400_000), ...(overrides.email ? { email: overrides.email } : {}) });
  const secret = services.secret;
  const { token } = await sendPrice(services.database.db, {
    reference: quote.reference,
    draft: draft(slot.date),
    actor: { id: null, label: "terminal" },
    now: new Date(now.getTime() - 60_000),
    secret,
    mailDomain: "example.com",
  });
  const result = await acceptPrice(
    services.database.db,
    token,
    { addressLine1: "12 Oak Road", addressLine2: "", town: "Crawley", postcode: "RH10 1AA", phone: "+447911123456", slot, agree: "yes" },
    { now, secret, mailDomain: "example.com" },
  );
  if (!result.ok) throw new Error(`booking refused: ${result.message}`);
  return { ...quote, token };
}
