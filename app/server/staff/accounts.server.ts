/**
 * Staff accounts as the terminal manages them (npm run staff), the per-account lock, the audit
 * entries of the sign-in, and the password rules. Every function takes the database and the
 * better-auth of that database, so the server, the terminal and the tests share one code path.
 */
import { and, asc, count, eq, gt, like } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { staffSignInFailures, staffTwoFactors, staffUsers, staffVerifications } from "../db/schema.server.ts";
import type { StaffAuth } from "./auth.server.ts";
import { COMMON_PASSWORDS } from "./common-passwords.ts";
import { audit as auditEntry, type Actor } from "../inbox/model.server.ts";

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;
/** Failed passwords and codes together, per account, that lock it. */
export const LOCK_THRESHOLD = 10;
export const LOCK_WINDOW_MS = 15 * 60 * 1000;

let commonPasswords: Set<string> | undefined;
function common(): Set<string> {
  commonPasswords ??= new Set(COMMON_PASSWORDS.split("\n"));
  return commonPasswords;
}

/** Why a password is refused, or undefined when it will do. */
export function passwordProblem(password: string, email?: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must be at most ${MAX_PASSWORD_LENGTH} characters.`;
  if (common().has(password.toLowerCase())) return "That password is on the list of the most common passwords. Choose another.";
  if (email && password.toLowerCase().includes(email.toLowerCase().split("@")[0]!) && email.split("@")[0]!.length >= 4)
    return "The password must not contain the email address.";
  return undefined;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
const EMAIL_SHAPE = /^[^\s@]{1,64}@[^\s@]{1,189}\.[^\s@]{2,63}$/;
export const looksLikeEmail = (email: string) => EMAIL_SHAPE.test(email) && email.length <= 254;

/** A problem the person at the terminal (or the page) can act on. */
export class AccountError extends Error {
  override readonly name = "AccountError";
}

export type { Actor };
export const TERMINAL: Actor = { id: null, label: "terminal" };

/** An audit entry about an account (no quote reference). */
export async function audit(db: Db, actor: Actor, action: string, detail?: string): Promise<void> {
  await auditEntry(db, actor, { reference: null, action, detail });
}

export async function findStaff(db: Db, email: string) {
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.email, normaliseEmail(email)));
  return user;
}

async function requireStaff(db: Db, email: string) {
  const user = await findStaff(db, email);
  if (!user) throw new AccountError(`No member of staff has the email ${normaliseEmail(email)}.`);
  return user;
}

// --- the lock ------------------------------------------------------------------------------

/** Failures of this account within the window ending now. */
export async function recentFailures(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffSignInFailures)
    .where(and(eq(staffSignInFailures.userId, userId), gt(staffSignInFailures.at, new Date(now.getTime() - LOCK_WINDOW_MS))));
  return row?.n ?? 0;
}

export async function isLocked(db: Db, userId: string, now: Date): Promise<boolean> {
  return (await recentFailures(db, userId, now)) >= LOCK_THRESHOLD;
}

/** Counts a failed password or code; true when this failure locked the account. */
export async function recordFailure(db: Db, user: { id: string; email: string }, kind: "password" | "code", now: Date): Promise<boolean> {
  await db.insert(staffSignInFailures).values({ userId: user.id, kind, at: now });
  await audit(db, { id: user.id, label: user.email }, "sign-in failed", kind === "password" ? "wrong password" : "wrong code");
  const locked = (await recentFailures(db, user.id, now)) === LOCK_THRESHOLD;
  if (locked) await audit(db, { id: user.id, label: user.email }, "account locked", `${LOCK_THRESHOLD} failed attempts within 15 minutes`);
  return locked;
}

// --- what the terminal does ---------------------------------------------------------------------

export async function removeSessionsAndTrust(db: Db, auth: StaffAuth, userId: string): Promise<void> {
  const context = await auth.$context;
  await context.internalAdapter.deleteUserSessions(userId);
  // Remembered devices ("trust this device for 30 days") are verification rows holding the user id.
  await db.delete(staffVerifications).where(and(like(staffVerifications.identifier, "trust-device-%"), eq(staffVerifications.value, userId)));
}

export interface StaffSummary {
  email: string;
  name: string;
  twoFactor: boolean;
  disabled: boolean;
  createdAt: string;
}

export async function listStaff(db: Db): Promise<StaffSummary[]> {
  const rows = await db.select().from(staffUsers).orderBy(asc(staffUsers.email));
  return rows.map((row) => ({
    email: row.email,
    name: row.name,
    twoFactor: !!row.twoFactorEnabled,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function addStaff(db: Db, auth: StaffAuth, input: { email: string; name?: string; password: string }): Promise<StaffSummary> {
  const email = normaliseEmail(input.email);
  if (!looksLikeEmail(email)) throw new AccountError(`"${email}" is not an email address.`);
  if (await findStaff(db, email)) throw new AccountError(`${email} already has an account.`);
  const problem = passwordProblem(input.password, email);
  if (problem) throw new AccountError(problem);
  const context = await auth.$context;
  const user = await context.internalAdapter.createUser({ email, name: input.name?.trim() || email.split("@")[0]!, emailVerified: true }, { method: "admin" });
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await context.password.hash(input.password),
  });
  await audit(db, TERMINAL, "staff added", email);
  return (await listStaff(db)).find((row) => row.email === email)!;
}

export async function disableStaff(db: Db, auth: StaffAuth, email: string): Promise<void> {
  const user = await requireStaff(db, email);
  await db.update(staffUsers).set({ disabledAt: new Date() }).where(eq(staffUsers.id, user.id));
  await removeSessionsAndTrust(db, auth, user.id);
  await audit(db, TERMINAL, "staff disabled", user.email);
}

export async function enableStaff(db: Db, _auth: StaffAuth, email: string): Promise<void> {
  const user = await requireStaff(db, email);
  await db.update(staffUsers).set({ disabledAt: null }).where(eq(staffUsers.id, user.id));
  await db.delete(staffSignInFailures).where(eq(staffSignInFailures.userId, user.id));
  await audit(db, TERMINAL, "staff enabled", user.email);
}

/** A new password; every session and remembered device of the account ends, and the lock is lifted. */
export async function resetPassword(db: Db, auth: StaffAuth, email: string, password: string): Promise<void> {
  const user = await requireStaff(db, email);
  const problem = passwordProblem(password, user.email);
  if (problem) throw new AccountError(problem);
  const context = await auth.$context;
  await context.internalAdapter.updatePassword(user.id, await context.password.hash(password));
  await removeSessionsAndTrust(db, auth, user.id);
  await db.delete(staffSignInFailures).where(eq(staffSignInFailures.userId, user.id));
  await audit(db, TERMINAL, "password reset", user.email);
}

/** Removes the authenticator: the next sign-in sets one up again. Sessions end. */
export async function resetTwoFactor(db: Db, auth: StaffAuth, email: string): Promise<void> {
  const user = await requireStaff(db, email);
  await db.delete(staffTwoFactors).where(eq(staffTwoFactors.userId, user.id));
  await db.update(staffUsers).set({ twoFactorEnabled: false }).where(eq(staffUsers.id, user.id));
  await removeSessionsAndTrust(db, auth, user.id);
  await audit(db, TERMINAL, "two-factor reset", user.email);
}
