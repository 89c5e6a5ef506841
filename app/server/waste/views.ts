/** The waste feature's views other features' pages draw, and the paths their links take: nothing of the server. */
export { NotesSection, type ShownNote } from "./views/notes-section";
export { completePath } from "./paths";
