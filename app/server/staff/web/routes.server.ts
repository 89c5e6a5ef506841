import { exportFile } from "./csv-download.server";
import { disposalsPage, heldTicketFile, recordTipRunAction, ticketFile } from "./disposals-page.server";
import { bulkAction, listPage } from "./inbox-list.server";
import { photoFile, photoPage } from "./photo-pages.server";
import { quoteAction, quotePage } from "./quote-page.server";
import { noteRoutes } from "./note-routes.server";
import { registerFile, registerPage } from "./register-page.server";
import { scheduleRoutes } from "./schedule-routes.server";
import { getAccount, getSetup, getSignIn, getTwoFactor, postSetup, postSignIn, postSignOut, postSignOutEverywhere, postTwoFactor } from "./sign-in-pages.server";
import type { StaffRoute } from "./types.server";

/**
 * Every page and endpoint under /staff. Anything not listed here answers 404; a route marked
 * "staff" never runs without a full session. tests/server/staff-guard.test.ts walks this list.
 */
export const staffRoutes: StaffRoute[] = [
  // The sign-in steps: each checks where the visitor stands itself.
  { method: "GET", path: "/staff/sign-in", access: "public", handle: getSignIn },
  { method: "POST", path: "/staff/sign-in", access: "public", handle: postSignIn },
  { method: "GET", path: "/staff/two-factor", access: "public", handle: getTwoFactor },
  { method: "POST", path: "/staff/two-factor", access: "public", handle: postTwoFactor },
  { method: "GET", path: "/staff/setup", access: "public", handle: (context) => getSetup(context) },
  { method: "POST", path: "/staff/setup", access: "public", handle: postSetup },
  { method: "POST", path: "/staff/sign-out", access: "public", handle: postSignOut },
  // The account.
  { method: "GET", path: "/staff/account", access: "staff", kind: "page", handle: getAccount },
  { method: "POST", path: "/staff/sign-out-everywhere", access: "staff", kind: "page", handle: postSignOutEverywhere },
  // The inbox: the list, one request, its photos, the bulk form and the export.
  { method: "GET", path: "/staff", access: "staff", kind: "page", handle: (ctx) => listPage(ctx) },
  { method: "POST", path: "/staff/bulk", access: "staff", kind: "page", handle: bulkAction },
  { method: "GET", path: "/staff/export.csv", access: "staff", kind: "file", handle: (ctx) => exportFile(ctx) },
  { method: "GET", path: "/staff/quotes/:reference", access: "staff", kind: "page", handle: (ctx) => quotePage(ctx) },
  { method: "POST", path: "/staff/quotes/:reference", access: "staff", kind: "page", handle: quoteAction },
  { method: "GET", path: "/staff/quotes/:reference/photos/:position", access: "staff", kind: "page", handle: photoPage },
  { method: "GET", path: "/staff/quotes/:reference/photos/:position/full", access: "staff", kind: "file", handle: photoFile },
  { method: "GET", path: "/staff/quotes/:reference/photos/:position/thumb", access: "staff", kind: "file", handle: photoFile },
  // The waste register: the form, and the file of waste lines for a date range.
  { method: "GET", path: "/staff/register", access: "staff", kind: "page", handle: async (ctx) => registerPage(ctx) },
  { method: "GET", path: "/staff/register.csv", access: "staff", kind: "file", handle: registerFile },
  // The week's schedule and the crew's day.
  ...scheduleRoutes,
  // Disposals: tip runs (the form posts the ticket's photo as multipart; server.ts lets this one
  // path send a photo's size) and the ticket photos.
  { method: "GET", path: "/staff/disposals", access: "staff", kind: "page", handle: disposalsPage },
  { method: "POST", path: "/staff/disposals", access: "staff", kind: "page", handle: recordTipRunAction },
  { method: "GET", path: "/staff/disposals/:id/ticket", access: "staff", kind: "file", handle: ticketFile },
  { method: "GET", path: "/staff/disposals/held/:id", access: "staff", kind: "file", handle: heldTicketFile },
  // Waste transfer notes: the PDF and "send again".
  ...noteRoutes,
];
