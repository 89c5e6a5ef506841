import type { acceptPrice } from "../../app/server/booking/customer.server";
import type { PriceDraft, sendPrice } from "../../app/server/booking/prices.server";
import type { SlotRef } from "../../app/server/booking/slots.server";
import type { Db } from "../../app/server/db/client.server";

/*
 * A fixed price sent and accepted into a slot, for the tests that need a booked job. Type imports
 * only: browser tests hand in the server's own functions (loaded after their JSON hook), the
 * integration tests the functions they import.
 */

/** A half load and a sofa: what the crew's day shows as the load and the extra items. */
export const draft = (validUntil: string): PriceDraft => ({
  lines: [
    {
      kind: "load",
      itemId: "half",
      label: "Half van: a garage, a shed or a couple of rooms",
      quantity: 1,
      unitPence: 22000,
      amountPence: 22000,
    },
    { kind: "surcharge", itemId: "sofa", label: "Sofa", quantity: 1, unitPence: 2500, amountPence: 2500 },
  ],
  totalPence: 24500,
  included: ["Loading", "Disposal"],
  validUntil,
});

export interface PriceFunctions {
  sendPrice: typeof sendPrice;
  acceptPrice: typeof acceptPrice;
}

export interface AcceptedPrice {
  reference: string;
  /** The price's last day (the draft's "valid until"). */
  validUntil: string;
  slot: SlotRef;
  /** When staff send the price (from the terminal) and when the customer accepts it. */
  sentAt: Date;
  acceptedAt: Date;
  secret: Buffer;
  mailDomain: string;
  addressLine2?: string;
}

/** The price sent from the terminal, then accepted by the customer with an address in Crawley and the slot. */
export async function acceptIntoSlot(functions: PriceFunctions, db: Db, job: AcceptedPrice) {
  const { secret, mailDomain } = job;
  const { token } = await functions.sendPrice(db, {
    reference: job.reference,
    draft: draft(job.validUntil),
    actor: { id: null, label: "terminal" },
    now: job.sentAt,
    secret,
    mailDomain,
  });
  const result = await functions.acceptPrice(
    db,
    token,
    {
      addressLine1: "12 Oak Road",
      addressLine2: job.addressLine2 ?? "",
      town: "Crawley",
      postcode: "RH10 1AA",
      phone: "+447911123456",
      slot: job.slot,
      agree: "yes",
    },
    { now: job.acceptedAt, secret, mailDomain },
  );
  return { token, result };
}
