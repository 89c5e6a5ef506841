/** The disposals feature's public pages and web entry points: what other features' pages and the composition root use. */
export { disposalRoutes } from "./routes.server";
export { shownRecyclingFigure } from "./pages/recycling-figure.server";
