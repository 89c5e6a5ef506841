import type { StaffRoute } from "../../kernel/page/staff-route.server";
import { disposalsPage, heldTicketFile, recordTipRunAction, ticketFile } from "./pages/disposals-page.server";

/**
 * Disposals: tip runs (the form posts the ticket's photo as multipart; server.ts lets this one path
 * send a photo's size) and the ticket photos. All need a full sign-in.
 */
export const disposalRoutes: StaffRoute[] = [
  { method: "GET", path: "/staff/disposals", access: "staff", kind: "page", handle: disposalsPage },
  { method: "POST", path: "/staff/disposals", access: "staff", kind: "page", handle: recordTipRunAction },
  { method: "GET", path: "/staff/disposals/:id/ticket", access: "staff", kind: "file", handle: ticketFile },
  { method: "GET", path: "/staff/disposals/held/:id", access: "staff", kind: "file", handle: heldTicketFile },
];
