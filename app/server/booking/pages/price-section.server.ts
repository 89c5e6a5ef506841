/**
 * The request's fixed prices and their bookings as the request's page shows them
 * (app/server/booking/views/price-section.tsx): what the history and its links need, nothing more.
 */
import type { Booking } from "../../db/schema.server";
import type { PriceWithLines } from "../prices.server";
import type { ShownBooking, ShownPrice } from "../views/price-section";

export function shownPrices(prices: PriceWithLines[], bookings: Booking[]): { prices: ShownPrice[]; bookings: ShownBooking[] } {
  return {
    prices: prices.map((price) => ({
      id: price.id,
      version: price.version,
      totalPence: price.totalPence,
      status: price.status,
      createdAt: price.createdAt,
      validUntil: price.validUntil,
      declineReason: price.declineReason,
      declineText: price.declineText,
      lines: price.lines.map(({ label, amountPence }) => ({ label, amountPence })),
    })),
    bookings: bookings.map(({ id, priceQuoteId, status, slotDate, slotId, town, postcode }) => ({
      id,
      priceQuoteId,
      status,
      slotDate,
      slotId,
      town,
      postcode,
    })),
  };
}
