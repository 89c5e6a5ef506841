/** The booking feature's public pages and web entry points: what other features' pages and the composition root use. */
export { PriceSection } from "./pages/price-section.server";
export type { PriceFormState } from "./pages/price-section.server";
