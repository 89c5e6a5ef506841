/**
 * The authenticator's set-up after the first sign-in (or a reset): the secret waiting to be
 * confirmed, starting it again with the password, and confirming it with a current code, which
 * answers the backup codes once.
 */
import { eq } from "drizzle-orm";
import { symmetricDecrypt } from "better-auth/crypto";
import { staffTwoFactors } from "../../db/schema.server.ts";
import { refuse, type Result } from "../../../kernel/refusal";
import { audit } from "../../audit.server";
import { callAuth } from "./auth.server.ts";
import { takeTotpStep, type SignInDeps, type SignInStep, type Visitor } from "./credentials.server.ts";
import { CODE_USED, TOO_MANY } from "./messages.ts";
import { totpStepOf, totpUri } from "./totp.server.ts";

export interface SetupDetails {
  uri: string;
  secret: string;
}

/** The authenticator waiting to be confirmed for this account, if set-up has started. */
export async function pendingSetup(deps: SignInDeps, user: { id: string; email: string }): Promise<SetupDetails | undefined> {
  const [row] = await deps.db.select().from(staffTwoFactors).where(eq(staffTwoFactors.userId, user.id));
  if (!row || row.verified) return undefined;
  const secret = await symmetricDecrypt({ key: (await deps.auth.$context).secretConfig, data: row.secret });
  return totpUri(secret, user.email);
}

/** Set-up, when the exchange at sign-in did not start it (the set-up page asks for the password). */
export async function startSetup(deps: SignInDeps, visitor: Visitor, password: string): Promise<SignInStep> {
  const response = await callAuth(deps.auth, deps.siteUrl, "/two-factor/enable", { ...visitor, body: { password } });
  if (response.status === 429) return refuse("too-many", TOO_MANY);
  if (!response.ok) return refuse("unauthorised", "That password is not right.");
  return { ok: true, setCookies: response.headers.getSetCookie(), next: "/staff/setup" };
}

/** Confirms the authenticator with its current code; answers the backup codes, shown once. */
export async function confirmSetup(
  deps: SignInDeps,
  visitor: Visitor,
  user: { id: string; email: string },
  code: string,
): Promise<Result<{ setCookies: string[]; backupCodes: string[] }>> {
  const digits = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(digits)) return refuse("invalid", "Enter the 6-digit code your authenticator app shows now.");
  const [pending] = await deps.db
    .select({ secret: staffTwoFactors.secret })
    .from(staffTwoFactors)
    .where(eq(staffTwoFactors.userId, user.id));
  if (pending) {
    const secret = await symmetricDecrypt({ key: (await deps.auth.$context).secretConfig, data: pending.secret });
    const step = await totpStepOf(secret, digits);
    if (step !== undefined && !(await takeTotpStep(deps.db, user.id, step))) return refuse("unauthorised", CODE_USED);
  }
  const response = await callAuth(deps.auth, deps.siteUrl, "/two-factor/verify-totp", { ...visitor, body: { code: digits } });
  if (response.status === 429) return refuse("too-many", TOO_MANY);
  if (!response.ok)
    return refuse("unauthorised", "That code is not right. Check the time on your phone is set automatically, and try the newest code.");
  const [row] = await deps.db.select().from(staffTwoFactors).where(eq(staffTwoFactors.userId, user.id));
  const backupCodes = JSON.parse(
    await symmetricDecrypt({ key: (await deps.auth.$context).secretConfig, data: row!.backupCodes }),
  ) as string[];
  await audit(deps.db, { id: user.id, label: user.email }, { action: "two-factor set up" });
  return { ok: true, setCookies: response.headers.getSetCookie(), backupCodes };
}
