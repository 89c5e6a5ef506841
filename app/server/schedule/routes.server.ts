import type { StaffRoute } from "../../kernel/page/staff-route.server";
import { blockAction, moveAction, schedulePage } from "./pages/schedule-page.server";
import { onMyWayAction, todayPage } from "./pages/today-page.server";

/** The office's week and the crew's day. All need a full sign-in. */
export const scheduleRoutes: StaffRoute[] = [
  { method: "GET", path: "/staff/schedule", access: "staff", kind: "page", handle: (ctx) => schedulePage(ctx) },
  { method: "POST", path: "/staff/schedule/move", access: "staff", kind: "page", handle: moveAction },
  { method: "POST", path: "/staff/schedule/block", access: "staff", kind: "page", handle: blockAction },
  { method: "POST", path: "/staff/schedule/unblock", access: "staff", kind: "page", handle: blockAction },
  { method: "GET", path: "/staff/today", access: "staff", kind: "page", handle: todayPage },
  { method: "POST", path: "/staff/today/on-my-way", access: "staff", kind: "page", handle: onMyWayAction },
];
