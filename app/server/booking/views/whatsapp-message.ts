import { business } from "../../../content/business";
import { describeSlot } from "../slot-names";
import type { ShownLink } from "./link-page";

/**
 * What a WhatsApp message from the customer's page starts as: where their request stands, with its
 * reference, so the office knows which job it is without asking. A link we don't recognise gets the
 * site's own opening line.
 */
export function whatsappMessage(link: ShownLink): string {
  if (link.kind === "unknown") return business.whatsappMessage;
  if (link.kind === "expired") return `Hi, the link for my request ${link.reference} has expired. Can you help?`;
  const reference = link.quote.reference;
  const slot = link.booking ? describeSlot({ date: link.booking.slotDate, id: link.booking.slotId }) : undefined;
  switch (link.kind) {
    case "booked":
      return `Hi, about my collection ${reference}, booked for ${slot}.`;
    case "done":
      return `Hi, about my collection ${reference}, which you have done.`;
    case "cancelled":
      return `Hi, about my cancelled collection ${reference}.`;
    case "declined":
      return `Hi, about the price I declined for ${reference}.`;
    case "price-expired":
      return `Hi, my fixed price for ${reference} has expired. I'd still like a collection.`;
    case "open":
    case "superseded":
      return `Hi, about my fixed price for ${reference}.`;
  }
}
