/** The disposals feature's public pages and web entry points: what other features' pages and the composition root use. */
export { shownRecyclingFigure } from "./pages/recycling-figure.server";
