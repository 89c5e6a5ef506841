import type { StaffRoute } from "../../kernel/page/staff-route.server";
import { clearedPhotoFile } from "./pages/cleared-photo.server";
import { completeAction } from "./pages/complete-action.server";
import { completePage } from "./pages/complete-page.server";
import { completeScript } from "./pages/complete-script.server";
import { noteRoutes } from "./pages/note-routes.server";
import { NOTES_PATH, notesListPage } from "./pages/notes-page.server";

/** The waste register: its pages are route modules (app/staff-pages.ts). */
export const registerRoutes: StaffRoute[] = [];

/** "Collected": the job's waste transfer note, from the crew's day or the request's page. */
export const completionRoutes: StaffRoute[] = [
  { method: "GET", path: "/staff/jobs/:booking/complete", access: "staff", kind: "page", handle: (ctx) => completePage(ctx) },
  { method: "POST", path: "/staff/jobs/:booking/complete", access: "staff", kind: "page", handle: completeAction },
  { method: "GET", path: "/staff/jobs/:booking/photos/:name", access: "staff", kind: "file", handle: clearedPhotoFile },
  { method: "GET", path: completeScript.path, access: "staff", kind: "file", handle: completeScript.response },
];

/** Every waste transfer note kept, searched and listed a page at a time. */
export const notesRoutes: StaffRoute[] = [{ method: "GET", path: NOTES_PATH, access: "staff", kind: "page", handle: notesListPage }];

export { noteRoutes };
