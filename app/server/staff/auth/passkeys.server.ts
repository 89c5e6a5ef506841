/**
 * Staff passkeys, between the pages and the plugin (passkey-plugin.server.ts): what better-auth
 * does not do. A passkey is added only after the password or a current code is given again (a
 * stolen session cannot plant one); a failed passkey sign-in counts against the address only
 * (there is no secret to guess and no email typed) and a success clears no other throttle; the
 * audit log records each passkey added, removed and used to sign in.
 */
import { and, asc, eq } from "drizzle-orm";
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import type { Db } from "../../db/client.server.ts";
import { staffPasskeys, staffUsers } from "../../db/schema.server.ts";
import { audit, type Actor } from "../../audit.server";
import { refuse, type Result } from "../../../kernel/refusal";
import { admit, landingFor, settle, throttleKey } from "./accounts.server.ts";
import { callAuth } from "./auth.server.ts";
import { passkeysAvailable, stepUpProof } from "./passkey-challenges.server.ts";
import type { PasskeyRefusal } from "./passkey-plugin.server.ts";
import { refusedAddress, type SignInDeps, type SignInStep, type Visitor } from "./credentials.server.ts";
import { tooMany } from "./messages.ts";
import { checkPresence, STEP_UP_WRONG } from "./step-up.server.ts";
import { MAX_PASSKEYS, PASSKEY_NAME_MAX, safeNext } from "./rules.ts";

export { passkeysAvailable };

/** The one answer to a passkey that did not sign in, whatever the reason (the audit log keeps it). */
export const PASSKEY_REFUSED = "That passkey did not sign you in. Try it again, or sign in with your email and password.";
export { STEP_UP_WRONG };
export const TOO_MANY_PASSKEYS = `You have ${MAX_PASSKEYS} passkeys already. Remove one you no longer use first.`;
const PASSKEY_TIMED_OUT = "That took too long, or the page was sent twice. Add the passkey again from the start.";

/** The options for the sign-in page's passkey button, or undefined where passkeys cannot work (a site on an IP address). */
export async function passkeySignInOptions(
  deps: Pick<SignInDeps, "auth" | "siteUrl">,
): Promise<PublicKeyCredentialRequestOptionsJSON | undefined> {
  if (!passkeysAvailable(deps.siteUrl)) return undefined;
  // Called directly, not through the handler: showing the page is not an attempt, and writes nothing.
  return (await deps.auth.api.staffPasskeySignInOptions({ body: {} })) as PublicKeyCredentialRequestOptionsJSON;
}

/** Reads the browser's answer (JSON text from the form's hidden field); undefined when it is not JSON or far too long. */
function answerOf(text: string): unknown {
  if (!text || text.length > 40_000) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Why the passkey endpoints refused: the code they answered with, or "rate-limited" when their own
 * limit (30 a minute per address, passkey-plugin.server.ts) held the request back, with its wait.
 */
async function refusalOf(
  response: Response,
): Promise<{ reason: PasskeyRefusal | "rate-limited" | "unknown"; account?: string; waitSeconds: number }> {
  if (response.status === 429) {
    const wait = Number(response.headers.get("x-retry-after"));
    return { reason: "rate-limited", waitSeconds: Number.isSafeInteger(wait) && wait > 0 ? wait : 60 };
  }
  const body = (await response.json().catch(() => ({}))) as { code?: string; account?: string };
  return {
    reason: (body.code?.toLowerCase().replace(/_/g, "-") as PasskeyRefusal | undefined) ?? "unknown",
    account: body.account,
    waitSeconds: 0,
  };
}

async function actorOf(db: Db, userId: string | undefined): Promise<Actor> {
  if (!userId) return { id: null, label: "unknown account" };
  const [user] = await db.select({ id: staffUsers.id, email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.id, userId));
  return user ? { id: user.id, label: user.email } : { id: null, label: "unknown account" };
}

/** Signs in with a passkey's answer: the whole sign-in (no code after it). */
export async function signInWithPasskey(
  deps: SignInDeps,
  visitor: Visitor,
  input: { response: string; next?: string | null },
): Promise<SignInStep> {
  const answer = answerOf(input.response);
  if (answer === undefined) return refuse("invalid", PASSKEY_REFUSED);
  const address = await throttleKey(deps.auth, "address", visitor.clientIp);
  const admission = await admit(deps.db, [address], deps.now());
  if (!admission.ok) return refusedAddress(admission);
  const response = await callAuth(deps.auth, deps.siteUrl, "/staff-passkey/sign-in", { ...visitor, body: { response: answer } });
  if (!response.ok) {
    const { reason, account, waitSeconds } = await refusalOf(response);
    // Held back before the passkey was looked at: the attempt is given back to the address.
    if (reason === "rate-limited") await settle(deps.db, { giveBack: [address] });
    const actor = await actorOf(deps.db, account);
    await audit(deps.db, actor, {
      action: reason === "account-disabled" ? "sign-in refused" : "sign-in failed",
      detail: `passkey: ${reason.replace(/-/g, " ")}`,
    });
    return reason === "rate-limited" ? refuse("too-many", tooMany(waitSeconds)) : refuse("unauthorised", PASSKEY_REFUSED);
  }
  const body = (await response.json()) as { user: { id: string; email: string }; passkey: { name: string } };
  // The attempt is given back to the address; the password's and codes' throttles stay as they are.
  await settle(deps.db, { giveBack: [address] });
  await audit(deps.db, { id: body.user.id, label: body.user.email }, { action: "signed in (passkey)", detail: body.passkey.name });
  return { ok: true, setCookies: response.headers.getSetCookie(), next: await landingFor(deps.db, body.user.id, safeNext(input.next)) };
}

/**
 * The step before a passkey is added: the account's password, or a current authenticator code
 * (each code once), counted against the address and the account's codes. Answers the options for
 * the browser to make the passkey with: their challenge, signed for this account, is what lets
 * the passkey be added, for five minutes.
 */
export async function startAddingPasskey(
  deps: SignInDeps,
  visitor: Visitor,
  staff: { id: string; email: string; sessionId: string },
  secret: string,
): Promise<Result<{ options: PublicKeyCredentialCreationOptionsJSON }>> {
  if (!passkeysAvailable(deps.siteUrl)) return refuse("invalid", "Passkeys need the site to be reached by its name, not an IP address.");
  const present = await checkPresence(deps, visitor, staff, secret, {
    refusedAction: "passkey refused",
    detail: "wrong password or code before adding",
  });
  if (!present.ok) return present;
  const proof = stepUpProof((await deps.auth.$context).secret, staff.sessionId);
  const response = await callAuth(deps.auth, deps.siteUrl, "/staff-passkey/register-options", { ...visitor, body: { proof } });
  if (!response.ok) {
    const { reason, waitSeconds } = await refusalOf(response);
    if (reason === "rate-limited") {
      await audit(deps.db, { id: staff.id, label: staff.email }, { action: "passkey refused", detail: "rate limited" });
      return refuse("too-many", tooMany(waitSeconds));
    }
    if (reason === "too-many-passkeys") return refuse("conflict", TOO_MANY_PASSKEYS);
    return refuse("unauthorised", PASSKEY_TIMED_OUT);
  }
  return { ok: true, options: (await response.json()) as PublicKeyCredentialCreationOptionsJSON };
}

/** Adds the passkey the browser made; refused when its challenge is used, old or not this account's, or it lacks user verification. */
export async function finishAddingPasskey(
  deps: SignInDeps,
  visitor: Visitor,
  staff: { id: string; email: string },
  input: { response: string; name: string },
): Promise<Result<{ name: string }>> {
  const name = input.name.trim().slice(0, PASSKEY_NAME_MAX) || "Passkey";
  const answer = answerOf(input.response);
  if (answer === undefined) return refuse("invalid", "No passkey came from this browser. Add the passkey again from the start.");
  const response = await callAuth(deps.auth, deps.siteUrl, "/staff-passkey/register", { ...visitor, body: { response: answer, name } });
  if (!response.ok) {
    const { reason, waitSeconds } = await refusalOf(response);
    await audit(deps.db, { id: staff.id, label: staff.email }, { action: "passkey refused", detail: reason.replace(/-/g, " ") });
    if (reason === "rate-limited") return refuse("too-many", tooMany(waitSeconds));
    if (reason === "already-registered") return refuse("conflict", "That passkey is on your account already.");
    if (reason === "too-many-passkeys") return refuse("conflict", TOO_MANY_PASSKEYS);
    if (reason === "not-verified")
      return refuse(
        "unauthorised",
        "The passkey could not be checked. Your phone or computer must unlock it with your fingerprint, face, PIN or screen lock: try again.",
      );
    return refuse("unauthorised", PASSKEY_TIMED_OUT);
  }
  await audit(deps.db, { id: staff.id, label: staff.email }, { action: "passkey added", detail: name });
  return { ok: true, name };
}

export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  backedUp: boolean;
}

/** An account's passkeys, oldest first. */
export async function listPasskeys(db: Db, userId: string): Promise<PasskeySummary[]> {
  return db
    .select({
      id: staffPasskeys.id,
      name: staffPasskeys.name,
      createdAt: staffPasskeys.createdAt,
      lastUsedAt: staffPasskeys.lastUsedAt,
      backedUp: staffPasskeys.backedUp,
    })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.userId, userId))
    .orderBy(asc(staffPasskeys.createdAt), asc(staffPasskeys.id));
}

/** Removes one of an account's passkeys (only its own); answers what was removed, or undefined. */
export async function removePasskey(db: Db, actor: Actor, userId: string, id: string): Promise<{ name: string } | undefined> {
  if (id.length > 100) return undefined;
  const [removed] = await db
    .delete(staffPasskeys)
    .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.userId, userId)))
    .returning({ name: staffPasskeys.name, userId: staffPasskeys.userId });
  if (!removed) return undefined;
  const [owner] = await db.select({ email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.id, userId));
  await audit(db, actor, { action: "passkey removed", detail: `${removed.name} (${owner?.email ?? "unknown account"})` });
  return { name: removed.name };
}
