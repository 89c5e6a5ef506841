/** Signing out: POST /staff/sign-out (this browser) and POST /staff/sign-out-everywhere (every session of the account). */
import type { RouterContextProvider } from "react-router";
import { redirect } from "../../responses.server";
import { staffContext } from "../../staff-context.server";
import { signInParts, whereVisitorStands } from "./sign-in-steps.server";

export { postOnly } from "../../responses.server";

type Context = Readonly<RouterContextProvider>;

/** POST /staff/sign-out: this browser's session ended (and any sign-in half done), its cookies cleared. */
export async function signOutHere(request: Request, context: Context) {
  const state = await whereVisitorStands(request, context);
  const staff = state.state === "signed-in" || state.state === "needs-setup" ? state.staff : undefined;
  const { signOut } = await import("../auth/sign-in.server");
  const { deps, visitor } = await signInParts(request, context);
  return redirect("/staff/sign-in?notice=signed-out", await signOut(deps, visitor, staff));
}

/** POST /staff/sign-out-everywhere (signed in): every session of the account ended, its remembered devices forgotten. */
export async function signOutEverywhere(request: Request, context: Context) {
  const { signOutEverywhere } = await import("../auth/sign-in.server");
  const { deps, visitor } = await signInParts(request, context);
  return redirect("/staff/sign-in?notice=everywhere", await signOutEverywhere(deps, visitor, context.get(staffContext)));
}
