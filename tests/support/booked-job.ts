import { acceptPrice } from "../../app/server/booking/customer.server";
import { sendPrice } from "../../app/server/booking/prices.server";
import type { SlotRef } from "../../app/server/booking/slots.server";
import type { Runtime } from "../../app/server/root/runtime.server";
import { addQuote } from "../integration/inbox-support";
import { acceptIntoSlot } from "./fixed-price";

export { draft } from "./fixed-price";

/**
 * A job booked as a customer books one: the request, a fixed price sent by staff, and the customer's
 * accept with an address and the slot, at `now` (the slot must be offered then).
 */
export async function bookJob(services: Runtime, slot: SlotRef, now: Date, overrides: { email?: string; createdAt?: Date } = {}) {
  const quote = await addQuote(services, {
    createdAt: overrides.createdAt ?? new Date(now.getTime() - 86_400_000),
    ...(overrides.email ? { email: overrides.email } : {}),
  });
  const { token, result } = await acceptIntoSlot({ sendPrice, acceptPrice }, services.database.db, {
    reference: quote.reference,
    validUntil: slot.date,
    slot,
    sentAt: new Date(now.getTime() - 60_000),
    acceptedAt: now,
    secret: services.secret,
    mailDomain: "example.com",
  });
  if (!result.ok) throw new Error(`booking refused: ${result.message}`);
  return { ...quote, token };
}
