import type { StaffIdentity } from "../../staff/types";
import type { Services } from "../services.server";

/**
 * Where a request stands with the sign-in:
 * - "signed-in": a live session whose second factor is done;
 * - "needs-setup": signed in with the password, but the account has no authenticator yet (first sign-in);
 * - "needs-second-factor": the password was right and the one-time code is still to come;
 * - "signed-out": no session (or an expired, revoked or disabled one).
 */
export type SignInState =
  | { state: "signed-in"; staff: StaffIdentity }
  | { state: "needs-setup" }
  | { state: "needs-second-factor" }
  | { state: "signed-out" };

/** The sign-in state of a request, from its session cookie. */
export async function signInState(request: Request, services: Services): Promise<SignInState> {
  void request;
  void services;
  return { state: "signed-out" };
}
