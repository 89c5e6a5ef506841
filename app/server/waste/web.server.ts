/** The waste feature's public pages and web entry points: what other features' pages and the composition root use. */
export { completePath, noteSearchPath, staffNotePdfPath } from "./paths";
export { shownNotes } from "./pages/notes-section.server";
