import type { StaffRoute } from "../../kernel/page/staff-route.server";
import { getAccount } from "./pages/account-page.server";
import { postAddPasskey, postRemovePasskey } from "./pages/add-passkey-page.server";
import { passkeyScript } from "./pages/passkey-script.server";
import {
  getSetup,
  getSignIn,
  getTwoFactor,
  postSetup,
  postPasskeySignIn,
  postSignIn,
  postSignOut,
  postSignOutEverywhere,
  postTwoFactor,
} from "./pages/sign-in-pages.server";

/** The sign-in steps (each checks where the visitor stands itself) and the account. */
export const signInRoutes: StaffRoute[] = [
  { method: "GET", path: "/staff/sign-in", access: "public", handle: getSignIn },
  { method: "POST", path: "/staff/sign-in", access: "public", handle: postSignIn },
  { method: "POST", path: "/staff/sign-in/passkey", access: "public", handle: postPasskeySignIn },
  // The passkey buttons' script: public, as the sign-in page runs it.
  { method: "GET", path: passkeyScript.path, access: "public", handle: passkeyScript.response },
  { method: "GET", path: "/staff/two-factor", access: "public", handle: getTwoFactor },
  { method: "POST", path: "/staff/two-factor", access: "public", handle: postTwoFactor },
  { method: "GET", path: "/staff/setup", access: "public", handle: (context) => getSetup(context) },
  { method: "POST", path: "/staff/setup", access: "public", handle: postSetup },
  { method: "POST", path: "/staff/sign-out", access: "public", handle: postSignOut },
  // The account.
  { method: "GET", path: "/staff/account", access: "staff", kind: "page", handle: getAccount },
  { method: "POST", path: "/staff/account/passkeys", access: "staff", kind: "page", handle: postAddPasskey },
  { method: "POST", path: "/staff/account/passkeys/remove", access: "staff", kind: "page", handle: postRemovePasskey },
  { method: "POST", path: "/staff/sign-out-everywhere", access: "staff", kind: "page", handle: postSignOutEverywhere },
];
