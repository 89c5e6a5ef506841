import { londonDate } from "../../../kernel/uk-time";
import { isStaffRole } from "../../../staff-roles";
import type { Runtime } from "../../runtime.server";
import type { StaffIdentity } from "../../staff-context.server";
import { pendingSecondFactor, signInDeps } from "./credentials.server";

export type { StaffIdentity };

/**
 * Where a request stands with the sign-in:
 * - "signed-in": a live session whose second factor is done;
 * - "needs-setup": signed in with the password, but the account has no authenticator yet (first sign-in);
 * - "needs-second-factor": the password was right and the one-time code is still to come;
 * - "signed-out": no session (or an expired, revoked or disabled one, or a crew member's from before
 *   today: a crew session lasts the working day, ending at midnight UK time).
 * A signed-in state may carry cookies to send back: the session was pushed on (sliding expiry).
 */
export type SignInState =
  | { state: "signed-in"; staff: StaffIdentity; setCookies?: string[] }
  | { state: "needs-setup"; staff: StaffIdentity }
  | { state: "needs-second-factor" }
  | { state: "signed-out" };

/** The sign-in state of a request, from its session cookie. */
export async function signInState(request: Request, services: Runtime): Promise<SignInState> {
  const deps = signInDeps(services);
  const cookie = request.headers.get("cookie");
  if (!cookie) return { state: "signed-out" };
  // Only the cookie goes to better-auth: nothing else the visitor sent.
  const found = await deps.auth.api.getSession({ headers: new Headers({ cookie }), returnHeaders: true }).catch(() => null);
  const session = found?.response;
  if (session) {
    const user = session.user as typeof session.user & { disabledAt?: Date | null; twoFactorEnabled?: boolean | null; role?: unknown };
    if (user.disabledAt) return { state: "signed-out" };
    // An unknown role opens nothing: the account is treated as crew, the narrowest.
    const role = isStaffRole(user.role) ? user.role : "crew";
    // A crew session lasts the working day: one made before today (UK time) has ended. Sessions run
    // on the real time, as better-auth's own expiry does (not a browser test's stated time).
    if (role === "crew" && londonDate(new Date(session.session.createdAt)) !== londonDate(deps.now())) {
      await (await deps.auth.$context).internalAdapter.deleteSession(session.session.token);
      return { state: "signed-out" };
    }
    const staff: StaffIdentity = { id: user.id, email: user.email, name: user.name, role, sessionId: session.session.id };
    if (!user.twoFactorEnabled) return { state: "needs-setup", staff };
    const setCookies = found.headers.getSetCookie();
    return { state: "signed-in", staff, ...(setCookies.length ? { setCookies } : {}) };
  }
  if (await pendingSecondFactor(deps, cookie)) return { state: "needs-second-factor" };
  return { state: "signed-out" };
}
