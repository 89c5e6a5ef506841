/** The booking feature's views other features' pages draw, and how slots are named: nothing of the server. */
export { PriceSection, type PriceFormState, type ShownBooking, type ShownPrice } from "./views/price-section";
export { describeSlot } from "./slot-names";
