import { inboxRoutes } from "./inbox/routes.server";
import { getAccount, getSetup, getSignIn, getTwoFactor, postSetup, postSignIn, postSignOut, postSignOutEverywhere, postTwoFactor } from "./sign-in/pages";
import type { StaffRoute } from "./types";

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
  // The inbox.
  ...inboxRoutes,
];
