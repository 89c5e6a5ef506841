/** The waste feature's public pages and web entry points: what other features' pages and the composition root use. */
export { completionRoutes, noteRoutes, notesRoutes, registerRoutes } from "./routes.server";
export { noteSearchPath } from "./pages/notes-page.server";
export { completePath } from "./pages/complete-page.server";
export { shownNotes, staffNotePdfPath } from "./pages/notes-section.server";
