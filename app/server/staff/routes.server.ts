import type { StaffRoute } from "../../kernel/page/staff-route.server";
import {
  getAccount,
  getSetup,
  getSignIn,
  getTwoFactor,
  postSetup,
  postSignIn,
  postSignOut,
  postSignOutEverywhere,
  postTwoFactor,
} from "./pages/sign-in-pages.server";

/** The sign-in steps (each checks where the visitor stands itself) and the account. */
export const signInRoutes: StaffRoute[] = [
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
];
