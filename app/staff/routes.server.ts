import { inboxRoutes } from "./inbox/routes.server";
import type { StaffRoute } from "./types";

/**
 * Every page and endpoint under /staff. Anything not listed here answers 404; a route marked
 * "staff" never runs without a full session. tests/server/staff-guard.test.ts walks this list.
 */
export const staffRoutes: StaffRoute[] = [...inboxRoutes];
