/** The disposals feature's views other features' pages draw: nothing of the server. */
export { RecyclingFigureView, type ShownRecyclingFigure } from "./views/recycling-figure";
