/** The disposals feature's public module for other features' code: its domain, loadable without the pages (the terminal's commands load it). */
export { recyclingFigure } from "./tip-runs.server";
export type { RecyclingFigure } from "./tip-runs.server";
export { claimNote } from "./tip-runs.server";
