/**
 * The steps of the staff sign-in, between the pages (app/staff/sign-in) and better-auth: password,
 * one-time code, authenticator set-up, sign-out. Each step goes through better-auth's handler (its
 * rate limits apply) and adds what better-auth does not do: the per-account lock across addresses,
 * disabled accounts, and the audit log.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { staffTwoFactors, staffUsers, staffVerifications } from "../db/schema.server.ts";
import type { Services } from "../services.server.ts";
import { audit, findStaff, removeSessionsAndTrust, isLocked, looksLikeEmail, normaliseEmail, recordFailure } from "./accounts.server.ts";
import { applySetCookies, authSecret, callAuth, cookieSettings, readCookie, staffAuthFor, type StaffAuth } from "./auth.server.ts";
import { totpUri } from "./totp.server.ts";

export interface SignInDeps {
  db: Db;
  auth: StaffAuth;
  siteUrl: string;
  appSecret: Buffer;
  /** The clock of the per-account lock (tests move it on). */
  now: () => Date;
}

export function signInDeps(services: Services): SignInDeps {
  return {
    db: services.database.db,
    auth: staffAuthFor({ db: services.database.db, appSecret: services.secret, siteUrl: services.env.SITE_URL }),
    siteUrl: services.env.SITE_URL,
    appSecret: services.secret,
    now: () => new Date(),
  };
}

export interface Visitor {
  cookie: string | null;
  clientIp: string;
  userAgent: string | null;
}

export type StepResult =
  | { ok: true; next: string; setCookies: string[] }
  | { ok: false; message: string; status: number; setCookies?: string[]; restart?: boolean };

/** The one answer to a wrong email, a wrong password, a locked or disabled account. */
export const WRONG_PASSWORD =
  "The email or password is not right, or the account is locked for a while after too many tries. Check them and try again, or wait 15 minutes.";
export const WRONG_CODE = "That code is not right, or the account is locked for a while after too many tries. Check the code and try again.";
export const TOO_MANY = "Too many attempts from this connection. Wait a minute, then try again.";
export const CHALLENGE_GONE = "Your sign-in timed out or had too many wrong codes. Sign in again.";

/** Only a path on this site's staff side: `/staff` or below, no scheme, no host, no backslash tricks. */
export function safeNext(next: string | null | undefined): string {
  if (!next || next.length > 500) return "/staff";
  if (!/^\/staff(\/|\?|$)/.test(next) || next.startsWith("//") || /[\\\s]/.test(next)) return "/staff";
  try {
    const url = new URL(next, "https://staff.invalid");
    if (url.origin !== "https://staff.invalid" || !url.pathname.startsWith("/staff")) return "/staff";
    return url.pathname + url.search;
  } catch {
    return "/staff";
  }
}

function cookieName(siteUrl: string, name: string): string {
  return `${cookieSettings(siteUrl).prefix}.${name}`;
}

/**
 * The account a pending second factor belongs to: the two-factor cookie better-auth set after the
 * password (signed with its key), whose challenge row is still live.
 */
export async function pendingSecondFactor(deps: Pick<SignInDeps, "db" | "siteUrl" | "appSecret">, cookie: string | null): Promise<{ userId: string } | undefined> {
  const raw = readCookie(cookie, cookieName(deps.siteUrl, "two_factor"));
  if (!raw) return undefined;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const dot = value.lastIndexOf(".");
  if (dot < 1) return undefined;
  const identifier = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac("sha256", authSecret(deps.appSecret)).update(identifier).digest("base64"));
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return undefined;
  const [row] = await deps.db
    .select({ value: staffVerifications.value })
    .from(staffVerifications)
    .where(and(eq(staffVerifications.identifier, identifier), gt(staffVerifications.expiresAt, new Date())));
  return row ? { userId: row.value } : undefined;
}

async function dummyHash(auth: StaffAuth, password: string) {
  await (await auth.$context).password.hash(password || "x");
}

/** Step 1: email and password. Next: the code, the authenticator set-up, or (a remembered device) the staff side. */
export async function signInWithPassword(deps: SignInDeps, visitor: Visitor, input: { email: string; password: string; next?: string | null }): Promise<StepResult> {
  const email = normaliseEmail(input.email);
  if (!looksLikeEmail(email) || !input.password || input.password.length > 256) {
    return { ok: false, status: 400, message: "Enter your email address and password." };
  }
  const user = await findStaff(deps.db, email);
  if (user && (user.disabledAt || (await isLocked(deps.db, user.id, deps.now())))) {
    // The same work and the same answer as a wrong password.
    await dummyHash(deps.auth, input.password);
    await audit(deps.db, { id: user.id, label: user.email }, "sign-in refused", user.disabledAt ? "account disabled" : "account locked");
    return { ok: false, status: 401, message: WRONG_PASSWORD };
  }
  const response = await callAuth(deps.auth, deps.siteUrl, "/sign-in/email", {
    ...visitor,
    body: { email, password: input.password, rememberMe: true },
  });
  if (response.status === 429) return { ok: false, status: 429, message: TOO_MANY };
  if (!response.ok) {
    if (user) await recordFailure(deps.db, user, "password", deps.now());
    else await audit(deps.db, { id: null, label: "unknown account" }, "sign-in failed", "no such account");
    return { ok: false, status: 401, message: WRONG_PASSWORD };
  }
  const setCookies = response.headers.getSetCookie();
  const body = (await response.json()) as { twoFactorRedirect?: boolean; user?: { id: string; twoFactorEnabled?: boolean } };
  const next = safeNext(input.next);
  if (body.twoFactorRedirect) {
    return { ok: true, setCookies, next: `/staff/two-factor${next === "/staff" ? "" : `?next=${encodeURIComponent(next)}`}` };
  }
  if (!user) return { ok: false, status: 401, message: WRONG_PASSWORD };
  if (body.user?.twoFactorEnabled) {
    await audit(deps.db, { id: user.id, label: user.email }, "signed in", "remembered device");
    return { ok: true, setCookies, next };
  }
  // First sign-in (or after a reset): the authenticator is set up now, while the password is at hand.
  const enable = await callAuth(deps.auth, deps.siteUrl, "/two-factor/enable", {
    ...visitor,
    cookie: applySetCookies(visitor.cookie, setCookies),
    body: { password: input.password },
  });
  await audit(deps.db, { id: user.id, label: user.email }, "signed in", "password; authenticator to set up");
  return { ok: true, setCookies: [...setCookies, ...enable.headers.getSetCookie()], next: "/staff/setup" };
}

/** Step 2: a code from the authenticator app, or a backup code. */
export async function verifySecondFactor(deps: SignInDeps, visitor: Visitor, input: { code: string; trustDevice: boolean; next?: string | null }): Promise<StepResult> {
  const pending = await pendingSecondFactor(deps, visitor.cookie);
  if (!pending) return { ok: false, status: 401, message: CHALLENGE_GONE, restart: true };
  const [user] = await deps.db.select().from(staffUsers).where(eq(staffUsers.id, pending.userId));
  if (!user) return { ok: false, status: 401, message: CHALLENGE_GONE, restart: true };
  const code = input.code.replace(/\s+/g, "");
  if (!code || code.length > 32) return { ok: false, status: 400, message: "Enter the 6-digit code from your authenticator app, or a backup code." };
  if (user.disabledAt || (await isLocked(deps.db, user.id, deps.now()))) {
    await audit(deps.db, { id: user.id, label: user.email }, "sign-in refused", user.disabledAt ? "account disabled" : "account locked");
    return { ok: false, status: 401, message: WRONG_CODE };
  }
  const isTotp = /^\d{6}$/.test(code);
  const response = await callAuth(deps.auth, deps.siteUrl, isTotp ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code", {
    ...visitor,
    body: { code, trustDevice: input.trustDevice },
  });
  if (response.status === 429 && !(await response.clone().text()).includes("LOCKED")) return { ok: false, status: 429, message: TOO_MANY };
  if (!response.ok) {
    await recordFailure(deps.db, user, "code", deps.now());
    const setCookies = response.headers.getSetCookie();
    // better-auth ends a challenge after 5 wrong codes: the password is asked again.
    const still = await pendingSecondFactor(deps, applySetCookies(visitor.cookie, setCookies));
    return still ? { ok: false, status: 401, message: WRONG_CODE, setCookies } : { ok: false, status: 401, message: CHALLENGE_GONE, setCookies, restart: true };
  }
  await audit(deps.db, { id: user.id, label: user.email }, "signed in", isTotp ? "authenticator code" : "backup code");
  return { ok: true, setCookies: response.headers.getSetCookie(), next: safeNext(input.next) };
}

export interface SetupDetails {
  uri: string;
  secret: string;
}

/** The authenticator waiting to be confirmed for this account, if set-up has started. */
export async function pendingSetup(deps: SignInDeps, user: { id: string; email: string }): Promise<SetupDetails | undefined> {
  const [row] = await deps.db.select().from(staffTwoFactors).where(eq(staffTwoFactors.userId, user.id));
  if (!row || row.verified) return undefined;
  const { symmetricDecrypt } = await import("better-auth/crypto");
  const secret = await symmetricDecrypt({ key: (await deps.auth.$context).secretConfig, data: row.secret });
  return totpUri(secret, user.email);
}

/** Set-up, when the exchange at sign-in did not start it (the set-up page asks for the password). */
export async function startSetup(deps: SignInDeps, visitor: Visitor, password: string): Promise<StepResult> {
  const response = await callAuth(deps.auth, deps.siteUrl, "/two-factor/enable", { ...visitor, body: { password } });
  if (response.status === 429) return { ok: false, status: 429, message: TOO_MANY };
  if (!response.ok) return { ok: false, status: 401, message: "That password is not right." };
  return { ok: true, setCookies: response.headers.getSetCookie(), next: "/staff/setup" };
}

/** Confirms the authenticator with its current code; answers the backup codes, shown once. */
export async function confirmSetup(
  deps: SignInDeps,
  visitor: Visitor,
  user: { id: string; email: string },
  code: string,
): Promise<{ ok: true; setCookies: string[]; backupCodes: string[] } | { ok: false; status: number; message: string }> {
  const digits = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(digits)) return { ok: false, status: 400, message: "Enter the 6-digit code your authenticator app shows now." };
  const response = await callAuth(deps.auth, deps.siteUrl, "/two-factor/verify-totp", { ...visitor, body: { code: digits } });
  if (response.status === 429) return { ok: false, status: 429, message: TOO_MANY };
  if (!response.ok) return { ok: false, status: 401, message: "That code is not right. Check the time on your phone is set automatically, and try the newest code." };
  const [row] = await deps.db.select().from(staffTwoFactors).where(eq(staffTwoFactors.userId, user.id));
  const { symmetricDecrypt } = await import("better-auth/crypto");
  const backupCodes = JSON.parse(await symmetricDecrypt({ key: (await deps.auth.$context).secretConfig, data: row!.backupCodes })) as string[];
  await audit(deps.db, { id: user.id, label: user.email }, "two-factor set up");
  return { ok: true, setCookies: response.headers.getSetCookie(), backupCodes };
}

/** Ends this browser's session (and any sign-in half done). */
export async function signOut(deps: SignInDeps, visitor: Visitor, staff?: { id: string; email: string }): Promise<string[]> {
  const response = await callAuth(deps.auth, deps.siteUrl, "/sign-out", { ...visitor, body: {} });
  const expire = [`${cookieName(deps.siteUrl, "two_factor")}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${cookieSettings(deps.siteUrl).secure ? "; Secure" : ""}`];
  if (staff) await audit(deps.db, { id: staff.id, label: staff.email }, "signed out");
  return [...response.headers.getSetCookie(), ...expire];
}

/** Ends every session of the account, on every device, and forgets its remembered devices. */
export async function signOutEverywhere(deps: SignInDeps, visitor: Visitor, staff: { id: string; email: string }): Promise<string[]> {
  await removeSessionsAndTrust(deps.db, deps.auth, staff.id);
  await audit(deps.db, { id: staff.id, label: staff.email }, "signed out everywhere");
  return signOut(deps, visitor);
}
