/** The waste feature's public module for other features' code: its domain, loadable without the pages (the terminal's commands load it). */
export { expireNotes, keptNoteSentence, keptSentenceFor, notesKeptOnErase } from "./keeping.server";
export { isNoteNumber } from "./numbering.server";
export { notesForQuote } from "./note-records.server";
export { noteTime } from "./pdf.server";
export { shownNotePdf } from "./shown-pdf.server";
export { registerCsv } from "./register.server";
export { registerRange } from "./pages/forms.server";
