/** The booking feature's public module for other features' code: its domain, loadable without the pages (the terminal's commands load it). */
export { bookingCalendar } from "./emails/compose.server";
export { JOB_DONE, defaultPriceValues, parsePriceForm, priceFormValues, pricesForQuote, sendPrice } from "./prices.server";
export { officeAddressShape } from "./office-forms.server";
export { cancelForCustomer } from "./office-booking.server";
export { sealedFurtherLink } from "./customer-link.server";
export { bookingPath, openToken } from "./token.server";
export { blockSlot, describeSlot, isWorkingDay, parseSlotValue, slotOf, slotValue, takeSlot, unblockSlot } from "./slots.server";
export type { SlotRef } from "./slots.server";
