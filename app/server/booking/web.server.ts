/** The booking feature's public pages and web entry points: what other features' pages and the composition root use. */
export { shownPrices } from "./pages/price-section.server";
