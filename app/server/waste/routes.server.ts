/**
 * The waste feature's entries in the staff route tables: none left, its pages and files are route
 * modules (app/staff-pages.ts). Empty until the tables themselves go.
 */
export const registerRoutes: never[] = [];
export const completionRoutes: never[] = [];
export const notesRoutes: never[] = [];
export const noteRoutes: never[] = [];
