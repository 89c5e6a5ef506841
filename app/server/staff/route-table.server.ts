import type { StaffRoute } from "../../kernel/page/staff-route.server";
import { disposalRoutes } from "../disposals/web.server";
import { inboxRoutes } from "../quotes/web.server";
import { staffRouteMatcher } from "./dispatch.server";
import { completionRoutes, noteRoutes, notesRoutes, registerRoutes } from "../waste/web.server";

/**
 * Every page and endpoint under /staff, gathered from the features. Anything not listed here answers
 * 404; a route marked "staff" never runs without a full session. tests/server/staff-guard.test.ts
 * walks this list.
 */
export const staffRoutes: StaffRoute[] = [
  ...inboxRoutes,
  ...registerRoutes,
  // The job's completion from the crew's day.
  ...completionRoutes,
  ...disposalRoutes,
  // Waste transfer notes: the list and its search, the PDF and "send again".
  ...notesRoutes,
  ...noteRoutes,
];

/** Finds the route of a staff request in the table above. */
export const matchStaffRoute = staffRouteMatcher(staffRoutes);
