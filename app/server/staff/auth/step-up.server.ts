/**
 * Proving presence again (the step-up): the signed-in member of staff types their password, or a
 * current authenticator code (each code once), counted against the address and the account's codes
 * throttles (decision 9). Adding a passkey asks for it (decision 30), and so does each change the
 * owner makes to the team (decision 39): a stolen session alone can do neither.
 */
import { and, eq } from "drizzle-orm";
import { staffAccounts } from "../../db/schema.server.ts";
import { audit } from "../../audit.server";
import { refuse, type Result } from "../../../kernel/refusal";
import { admit, settle, throttleKey } from "./accounts.server.ts";
import { checkPassword, secondFactorOf, takeTotpStep, type SignInDeps, type Visitor } from "./credentials.server.ts";
import { tooMany } from "./messages.ts";
import { totpStepOf } from "./totp.server.ts";

export const STEP_UP_WRONG =
  "That is not your password or a current code. Enter your password, or the newest code from your authenticator app.";
const STEP_UP_HELD =
  "There have been several wrong passwords or codes for your account lately. Wait a few minutes (at most 15), then try again.";

/**
 * Whether `secret` is the account's password or a current code. A wrong one is audited with
 * `refusedAction` ("passkey refused", "team change refused") and `detail`.
 */
export async function checkPresence(
  deps: SignInDeps,
  visitor: Visitor,
  staff: { id: string; email: string },
  secret: string,
  audited: { refusedAction: string; detail: string },
): Promise<Result<object>> {
  const typed = secret.replace(/\s+/g, "");
  if (!secret || secret.length > 256) return refuse("invalid", "Enter your password, or the code from your authenticator app.");
  const [address, codes] = await Promise.all([
    throttleKey(deps.auth, "address", visitor.clientIp),
    throttleKey(deps.auth, "codes", staff.email),
  ]);
  const admission = await admit(deps.db, [address, codes], deps.now());
  if (!admission.ok) return refuse("too-many", admission.key === address ? tooMany(admission.waitSeconds) : STEP_UP_HELD);
  let right = false;
  if (/^\d{6}$/.test(typed)) {
    const factor = await secondFactorOf(deps, staff.id);
    const step = factor ? await totpStepOf(factor.secret, typed) : undefined;
    right = step !== undefined && (await takeTotpStep(deps.db, staff.id, step));
  } else {
    const [row] = await deps.db
      .select({ password: staffAccounts.password })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.userId, staff.id), eq(staffAccounts.providerId, "credential")));
    right = await checkPassword(deps, row?.password, secret);
  }
  if (!right) {
    await audit(deps.db, { id: staff.id, label: staff.email }, { action: audited.refusedAction, detail: audited.detail });
    return refuse("unauthorised", STEP_UP_WRONG);
  }
  await settle(deps.db, { giveBack: [address, codes] });
  return { ok: true };
}
