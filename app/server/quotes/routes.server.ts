import type { StaffRoute } from "../../kernel/page/staff-route.server";
import { exportFile } from "./pages/csv-download.server";
import { bulkAction, listPage } from "./pages/inbox-list.server";
import { photoFile, photoPage } from "./pages/photo-pages.server";
import { quoteAction, quotePage } from "./pages/quote-page.server";

/** The inbox: the list, one request, its photos, the bulk form and the export. All need a full sign-in. */
export const inboxRoutes: StaffRoute[] = [
  { method: "GET", path: "/staff", access: "staff", kind: "page", handle: (ctx) => listPage(ctx, ctx.services.clock.now(ctx.request)) },
  { method: "POST", path: "/staff/bulk", access: "staff", kind: "page", handle: bulkAction },
  { method: "GET", path: "/staff/export.csv", access: "staff", kind: "file", handle: (ctx) => exportFile(ctx) },
  { method: "GET", path: "/staff/quotes/:reference", access: "staff", kind: "page", handle: (ctx) => quotePage(ctx) },
  { method: "POST", path: "/staff/quotes/:reference", access: "staff", kind: "page", handle: quoteAction },
  { method: "GET", path: "/staff/quotes/:reference/photos/:position", access: "staff", kind: "page", handle: photoPage },
  { method: "GET", path: "/staff/quotes/:reference/photos/:position/full", access: "staff", kind: "file", handle: photoFile },
  { method: "GET", path: "/staff/quotes/:reference/photos/:position/thumb", access: "staff", kind: "file", handle: photoFile },
];
