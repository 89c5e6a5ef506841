import type { StaffRoute } from "./types.server";
import { blockAction, moveAction, schedulePage } from "./schedule-page.server";
import { clearedPhotoFile, completeAction, completePage, completeScriptFile } from "./complete-page.server";
import { onMyWayAction, todayPage } from "./today-page.server";

/** The office's week and the crew's day. All need a full sign-in. */
export const scheduleRoutes: StaffRoute[] = [
  { method: "GET", path: "/staff/schedule", access: "staff", kind: "page", handle: (ctx) => schedulePage(ctx) },
  { method: "POST", path: "/staff/schedule/move", access: "staff", kind: "page", handle: moveAction },
  { method: "POST", path: "/staff/schedule/block", access: "staff", kind: "page", handle: blockAction },
  { method: "POST", path: "/staff/schedule/unblock", access: "staff", kind: "page", handle: blockAction },
  { method: "GET", path: "/staff/today", access: "staff", kind: "page", handle: todayPage },
  { method: "POST", path: "/staff/today/on-my-way", access: "staff", kind: "page", handle: onMyWayAction },
  // "Collected": the job's waste transfer note, from the crew's day or the request's page.
  { method: "GET", path: "/staff/jobs/:booking/complete", access: "staff", kind: "page", handle: (ctx) => completePage(ctx) },
  { method: "POST", path: "/staff/jobs/:booking/complete", access: "staff", kind: "page", handle: completeAction },
  { method: "GET", path: "/staff/jobs/:booking/photos/:name", access: "staff", kind: "file", handle: clearedPhotoFile },
  { method: "GET", path: "/staff/assets/complete-job.js", access: "staff", kind: "file", handle: completeScriptFile },
];
