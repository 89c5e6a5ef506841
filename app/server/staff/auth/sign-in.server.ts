/**
 * The steps of the staff sign-in, between the pages (app/server/staff/web/sign-in-pages.server.tsx) and better-auth: password,
 * one-time code, authenticator set-up, sign-out. better-auth makes the sessions and challenges; this
 * module adds what it does not do: the throttles of decision 0009 (per address, per typed email, per
 * remembered device, per account's codes), the password and code checked together while an email is
 * held back, one use per authenticator code, disabled accounts, and the audit log.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { hashPassword, symmetricDecrypt } from "better-auth/crypto";
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { staffAccounts, staffTwoFactors, staffUsers, staffVerifications } from "../../db/schema.server.ts";
import type { Runtime } from "../../runtime.server";
import { refuse, type Result } from "../../../kernel/refusal";
import {
  admit,
  decoyKey,
  looksLikeEmail,
  normaliseEmail,
  removeSessionsAndTrust,
  settle,
  throttleKey,
  type Admission,
} from "./accounts.server.ts";
import {
  applySetCookies,
  authSecret,
  callAuth,
  cookieSettings,
  readCookie,
  staffAuthFor,
  typedBackupCode,
  type StaffAuth,
} from "./auth.server.ts";
import { totpStepOf, totpUri } from "./totp.server.ts";
import { audit } from "../../../kernel/audit.server";

export interface SignInDeps {
  db: Db;
  auth: StaffAuth;
  siteUrl: string;
  appSecret: Buffer;
  /** The clock of the throttles (tests move it on); authenticator codes follow the real time. */
  now: () => Date;
}

export function signInDeps(services: Runtime): SignInDeps {
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

/** The visitor of a staff request: its cookies, its address as Express worked it out, its user agent. */
export function visitorOf({ request, clientIp }: { request: Request; clientIp: string }): Visitor {
  return { cookie: request.headers.get("cookie"), clientIp, userAgent: request.headers.get("user-agent") };
}

/** A step of signing in: on to `next`, or refused (with any cookies to set, whether to start again, whether to ask for a code). */
export type SignInStep = Result<{ next: string; setCookies: string[] }, { setCookies?: string[]; restart?: boolean; askCode?: boolean }>;

/** The one answer to a wrong email, a wrong password or a disabled account. */
export const WRONG_PASSWORD = "The email or password is not right. Check them and try again.";
/** The one answer, while an email is held back, to anything but the right password with the right code. */
export const WRONG_PASSWORD_OR_CODE =
  "The email, password or code is not right, or there have been too many wrong codes for this account lately. Check them and try again with the newest code.";
/** While an email is held back after wrong passwords (the same for an email with no account). */
export const ACCOUNT_HELD =
  "There have been several wrong passwords for this email lately. To sign in now, enter your password and the code from your authenticator app (or a backup code) together. A device you chose to trust needs only the password.";
export const WRONG_CODE = "That code is not right. Check the code and try again.";
export const CODES_HELD =
  "There have been several wrong codes for this account lately. Wait a few minutes (at most 15), then enter the newest code.";
export const CODE_USED = "That code has been used already. Wait for the next code in your authenticator app, then enter it.";
export const CHALLENGE_GONE = "Your sign-in timed out or had too many wrong codes. Sign in again.";
const TOO_MANY_PREFIX = "Too many attempts from this connection.";
export const TOO_MANY = `${TOO_MANY_PREFIX} Wait a minute, then try again.`;

/** The answer to an address held back, with its wait in words. */
export function tooMany(waitSeconds: number): string {
  const wait = waitSeconds <= 60 ? `${waitSeconds} second${waitSeconds === 1 ? "" : "s"}` : `${Math.ceil(waitSeconds / 60)} minutes`;
  return `${TOO_MANY_PREFIX} Wait ${wait}, then try again.`;
}

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

/** The value of one of better-auth's signed cookies (`value.signature`), when its signature is right. */
function signedCookie(deps: Pick<SignInDeps, "siteUrl" | "appSecret">, cookie: string | null, name: string): string | undefined {
  const raw = readCookie(cookie, cookieName(deps.siteUrl, name));
  if (!raw || raw.length > 1000) return undefined;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const dot = value.lastIndexOf(".");
  if (dot < 1) return undefined;
  const signed = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac("sha256", authSecret(deps.appSecret)).update(signed).digest("base64"));
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? signed : undefined;
}

/**
 * The account a pending second factor belongs to: the two-factor cookie better-auth set after the
 * password (signed with its key), whose challenge row is still live.
 */
export async function pendingSecondFactor(
  deps: Pick<SignInDeps, "db" | "siteUrl" | "appSecret">,
  cookie: string | null,
): Promise<{ userId: string } | undefined> {
  const identifier = signedCookie(deps, cookie, "two_factor");
  if (!identifier) return undefined;
  const [row] = await deps.db
    .select({ value: staffVerifications.value })
    .from(staffVerifications)
    .where(and(eq(staffVerifications.identifier, identifier), gt(staffVerifications.expiresAt, new Date())));
  return row ? { userId: row.value } : undefined;
}

/**
 * The remembered device ("trust this device") of this browser for this account, if it has one that
 * is still live: better-auth's signed cookie, its token bound to the account, its row not revoked.
 */
async function rememberedDevice(deps: SignInDeps, cookie: string | null, userId: string): Promise<string | undefined> {
  const value = signedCookie(deps, cookie, "trust_device");
  const [token, identifier] = value?.split("!") ?? [];
  if (!token || !identifier) return undefined;
  const expected = Buffer.from(createHmac("sha256", authSecret(deps.appSecret)).update(`${userId}!${identifier}`).digest("base64url"));
  const given = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const [row] = await deps.db
    .select({ identifier: staffVerifications.identifier })
    .from(staffVerifications)
    .where(
      and(
        eq(staffVerifications.identifier, identifier),
        eq(staffVerifications.value, userId),
        gt(staffVerifications.expiresAt, new Date()),
      ),
    );
  return row?.identifier;
}

/** The account of an email with its password hash, in one query whether or not there is one. */
async function credentialOf(db: Db, email: string) {
  const [row] = await db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      disabledAt: staffUsers.disabledAt,
      twoFactorEnabled: staffUsers.twoFactorEnabled,
      hash: staffAccounts.password,
    })
    .from(staffUsers)
    .leftJoin(staffAccounts, and(eq(staffAccounts.userId, staffUsers.id), eq(staffAccounts.providerId, "credential")))
    .where(eq(staffUsers.email, email));
  return row;
}

/** A hash of a password no one knows, made as better-auth makes its own (same algorithm and settings). */
let dummyHash: Promise<string> | undefined;

/**
 * Checks the typed password against the account's hash, or against the dummy hash when there is no
 * account: the same work (one scrypt) on every path, so the time taken tells nothing.
 */
export async function checkPassword(deps: SignInDeps, hash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(24).toString("base64url"));
  const right = await (await deps.auth.$context).password.verify({ hash: hash ?? (await dummyHash), password });
  return right && !!hash;
}

/** The account's confirmed authenticator secret and backup codes (none for no account: the same query). */
export async function secondFactorOf(
  deps: SignInDeps,
  userId: string | undefined,
): Promise<{ secret: string; backupCodes: string[] } | undefined> {
  const [row] = await deps.db
    .select({ secret: staffTwoFactors.secret, backupCodes: staffTwoFactors.backupCodes, verified: staffTwoFactors.verified })
    .from(staffTwoFactors)
    .where(eq(staffTwoFactors.userId, userId ?? ""));
  if (!row || row.verified === false) return undefined;
  const key = (await deps.auth.$context).secretConfig;
  const secret = await symmetricDecrypt({ key, data: row.secret });
  const backupCodes = JSON.parse(await symmetricDecrypt({ key, data: row.backupCodes })) as string[];
  return { secret, backupCodes };
}

/**
 * Takes an authenticator code's time step for the account: true once per step and only for a step
 * later than every one taken before (one UPDATE, so two requests with one code cannot both have it).
 */
export async function takeTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const taken = await db
    .update(staffTwoFactors)
    .set({ lastTotpStep: step })
    .where(and(eq(staffTwoFactors.userId, userId), or(isNull(staffTwoFactors.lastTotpStep), lt(staffTwoFactors.lastTotpStep, step))))
    .returning({ id: staffTwoFactors.id });
  return taken.length > 0;
}

const cleanCode = (code: string | null | undefined) => typedBackupCode((code ?? "").replace(/\s+/g, ""));
const isTotpCode = (code: string) => /^\d{6}$/.test(code);

interface Keys {
  address: string;
  email: string;
  codes: string;
}

async function keysOf(deps: SignInDeps, visitor: Visitor, email: string): Promise<Keys> {
  const [address, emailKey, codes] = await Promise.all([
    throttleKey(deps.auth, "address", visitor.clientIp),
    throttleKey(deps.auth, "email", email),
    throttleKey(deps.auth, "codes", email),
  ]);
  return { address, email: emailKey, codes };
}

export function refusedAddress(admission: Extract<Admission, { ok: false }>, askCode = false): SignInStep {
  return refuse("too-many", tooMany(admission.waitSeconds), { ...(askCode ? { askCode } : {}) });
}

/**
 * Step 1: email and password (and, while the email is held back by wrong passwords, the code with
 * them). Next: the code, the authenticator set-up, or (a remembered device) the staff side.
 */
export async function signInWithPassword(
  deps: SignInDeps,
  visitor: Visitor,
  input: { email: string; password: string; code?: string | null; next?: string | null },
): Promise<SignInStep> {
  const email = normaliseEmail(input.email);
  const code = cleanCode(input.code);
  if (!looksLikeEmail(email) || !input.password || input.password.length > 256) {
    return refuse("invalid", "Enter your email address and password.", { ...(code ? { askCode: true } : {}) });
  }
  if (code.length > 32)
    return refuse("invalid", "Enter the 6-digit code from your authenticator app, or a backup code.", { askCode: true });
  const now = deps.now();
  const keys = await keysOf(deps, visitor, email);
  const account = await credentialOf(deps.db, email);
  if (code)
    return signInWithPasswordAndCode(deps, visitor, { email, password: input.password, code, next: input.next }, account, keys, now);

  // A remembered device of the account is held back on its own, not with the email.
  const device = account ? await rememberedDevice(deps, visitor.cookie, account.id) : undefined;
  const ownKey = device ? await throttleKey(deps.auth, "device", device) : keys.email;
  const admission = await admit(deps.db, [keys.address, ownKey], now);
  // A refusal is not written to the audit log: it costs nothing, so there can be any number of them.
  if (!admission.ok) {
    return admission.key === keys.address ? refusedAddress(admission) : refuse("too-many", ACCOUNT_HELD, { askCode: true });
  }
  const right = await checkPassword(deps, account?.hash, input.password);
  if (!account || !right || account.disabledAt) {
    if (account)
      await audit(
        deps.db,
        { id: account.id, label: account.email },
        { action: right ? "sign-in refused" : "sign-in failed", detail: right ? "account disabled" : "wrong password" },
      );
    else await audit(deps.db, { id: null, label: "unknown account" }, { action: "sign-in failed", detail: "no such account" });
    return refuse("unauthorised", WRONG_PASSWORD);
  }
  await settle(deps.db, { giveBack: [keys.address], clear: [ownKey] });
  return passwordAccepted(
    deps,
    visitor,
    { id: account.id, email: account.email },
    input.password,
    input.next,
    device ? "remembered device" : "password",
  );
}

/** better-auth signs in with the password just checked; answers where the browser goes next. */
async function passwordAccepted(
  deps: SignInDeps,
  visitor: Visitor,
  user: { id: string; email: string },
  password: string,
  nextPath: string | null | undefined,
  how: string,
): Promise<SignInStep> {
  const response = await callAuth(deps.auth, deps.siteUrl, "/sign-in/email", {
    ...visitor,
    body: { email: user.email, password, rememberMe: true },
  });
  if (response.status === 429) return refuse("too-many", TOO_MANY);
  if (!response.ok) return refuse("unauthorised", WRONG_PASSWORD);
  const setCookies = response.headers.getSetCookie();
  const body = (await response.json()) as { twoFactorRedirect?: boolean; user?: { id: string; twoFactorEnabled?: boolean } };
  const next = safeNext(nextPath);
  if (body.twoFactorRedirect) {
    return { ok: true, setCookies, next: `/staff/two-factor${next === "/staff" ? "" : `?next=${encodeURIComponent(next)}`}` };
  }
  if (body.user?.twoFactorEnabled) {
    await audit(deps.db, { id: user.id, label: user.email }, { action: "signed in", detail: how });
    return { ok: true, setCookies, next };
  }
  // First sign-in (or after a reset): the authenticator is set up now, while the password is at hand.
  const enable = await callAuth(deps.auth, deps.siteUrl, "/two-factor/enable", {
    ...visitor,
    cookie: applySetCookies(visitor.cookie, setCookies),
    body: { password },
  });
  await audit(deps.db, { id: user.id, label: user.email }, { action: "signed in", detail: "password; authenticator to set up" });
  return { ok: true, setCookies: [...setCookies, ...enable.headers.getSetCookie()], next: "/staff/setup" };
}

/**
 * The password and the code in one request: how the owner gets in while their email is held back.
 * The answer is the same for every failure (wrong password, unknown email, wrong or used code, codes
 * held back), so it tells nothing about the password without the code; the same queries and one
 * scrypt are made whether or not the password is right (decoy keys stand in for the account's).
 */
async function signInWithPasswordAndCode(
  deps: SignInDeps,
  visitor: Visitor,
  input: { email: string; password: string; code: string; next?: string | null },
  account: Awaited<ReturnType<typeof credentialOf>>,
  keys: Keys,
  now: Date,
): Promise<SignInStep> {
  const admission = await admit(deps.db, [keys.address], now);
  if (!admission.ok) return refusedAddress(admission, true);
  const right = await checkPassword(deps, account?.hash, input.password);
  const factor = await secondFactorOf(deps, account?.id);
  const step = factor && isTotpCode(input.code) ? await totpStepOf(factor.secret, input.code) : undefined;
  const backup = !!factor && !isTotpCode(input.code) && factor.backupCodes.includes(input.code);
  const owner = right && account && !account.disabledAt && factor ? account : undefined;
  // The password's throttles are settled and the account's codes counted only when the password is right.
  const codesKey = owner ? keys.codes : decoyKey();
  await settle(deps.db, owner ? { giveBack: [keys.address], clear: [keys.email] } : { giveBack: [decoyKey()], clear: [decoyKey()] });
  const codes = await admit(deps.db, [codesKey], now);
  const refused: SignInStep = refuse("unauthorised", WRONG_PASSWORD_OR_CODE, { askCode: true });
  const actor = account ? { id: account.id, label: account.email } : { id: null, label: "unknown account" };
  if (!owner) {
    await audit(deps.db, actor, {
      action: account && right ? "sign-in refused" : "sign-in failed",
      detail: account ? (right ? "account disabled or no authenticator" : "wrong password (with a code)") : "no such account",
    });
    return refused;
  }
  if (!codes.ok) {
    await audit(deps.db, actor, { action: "sign-in refused", detail: "codes held back" });
    return refused;
  }
  if ((step === undefined && !backup) || (step !== undefined && !(await takeTotpStep(deps.db, owner.id, step)))) {
    await audit(deps.db, actor, {
      action: "sign-in failed",
      detail: step === undefined ? "wrong code (with the password)" : "code used already",
    });
    return refused;
  }
  // Both right: better-auth makes the session through its own two steps.
  const first = await callAuth(deps.auth, deps.siteUrl, "/sign-in/email", {
    ...visitor,
    body: { email: owner.email, password: input.password, rememberMe: true },
  });
  const firstCookies = first.headers.getSetCookie();
  const body = first.ok ? ((await first.json()) as { twoFactorRedirect?: boolean }) : {};
  if (!body.twoFactorRedirect) return first.status === 429 ? refuse("too-many", TOO_MANY, { askCode: true }) : refused;
  const second = await callAuth(
    deps.auth,
    deps.siteUrl,
    step !== undefined ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code",
    {
      ...visitor,
      cookie: applySetCookies(visitor.cookie, firstCookies),
      body: { code: input.code, trustDevice: false },
    },
  );
  if (!second.ok) return second.status === 429 ? refuse("too-many", TOO_MANY, { askCode: true }) : refused;
  await settle(deps.db, { clear: [keys.codes] });
  await audit(deps.db, actor, {
    action: "signed in",
    detail: `password and ${step !== undefined ? "authenticator code" : "backup code"} together`,
  });
  return { ok: true, setCookies: [...firstCookies, ...second.headers.getSetCookie()], next: safeNext(input.next) };
}

/** Step 2: a code from the authenticator app, or a backup code. */
export async function verifySecondFactor(
  deps: SignInDeps,
  visitor: Visitor,
  input: { code: string; trustDevice: boolean; next?: string | null },
): Promise<SignInStep> {
  const pending = await pendingSecondFactor(deps, visitor.cookie);
  if (!pending) return refuse("unauthorised", CHALLENGE_GONE, { restart: true });
  const [user] = await deps.db.select().from(staffUsers).where(eq(staffUsers.id, pending.userId));
  if (!user) return refuse("unauthorised", CHALLENGE_GONE, { restart: true });
  const code = cleanCode(input.code);
  if (!code || code.length > 32) return refuse("invalid", "Enter the 6-digit code from your authenticator app, or a backup code.");
  const actor = { id: user.id, label: user.email };
  const [address, codes] = await Promise.all([
    throttleKey(deps.auth, "address", visitor.clientIp),
    throttleKey(deps.auth, "codes", user.email),
  ]);
  const admission = await admit(deps.db, [address, codes], deps.now());
  if (!admission.ok) {
    return admission.key === address ? refusedAddress(admission) : refuse("too-many", CODES_HELD);
  }
  if (user.disabledAt) {
    await audit(deps.db, actor, { action: "sign-in refused", detail: "account disabled" });
    return refuse("unauthorised", WRONG_CODE);
  }
  const isTotp = isTotpCode(code);
  if (isTotp) {
    const factor = await secondFactorOf(deps, user.id);
    const step = factor ? await totpStepOf(factor.secret, code) : undefined;
    if (step !== undefined && !(await takeTotpStep(deps.db, user.id, step))) {
      await audit(deps.db, actor, { action: "sign-in failed", detail: "code used already" });
      return refuse("unauthorised", CODE_USED);
    }
  }
  const response = await callAuth(deps.auth, deps.siteUrl, isTotp ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code", {
    ...visitor,
    body: { code, trustDevice: input.trustDevice },
  });
  if (response.status === 429) {
    await settle(deps.db, { giveBack: [address, codes] });
    return refuse("too-many", TOO_MANY);
  }
  if (!response.ok) {
    await audit(deps.db, actor, { action: "sign-in failed", detail: "wrong code" });
    const setCookies = response.headers.getSetCookie();
    // better-auth ends a challenge after 5 wrong codes: the password is asked again.
    const still = await pendingSecondFactor(deps, applySetCookies(visitor.cookie, setCookies));
    return still
      ? refuse("unauthorised", WRONG_CODE, { setCookies })
      : refuse("unauthorised", CHALLENGE_GONE, { setCookies, restart: true });
  }
  await settle(deps.db, { giveBack: [address], clear: [codes] });
  await audit(deps.db, actor, { action: "signed in", detail: isTotp ? "authenticator code" : "backup code" });
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

/** Ends this browser's session (and any sign-in half done). */
export async function signOut(deps: SignInDeps, visitor: Visitor, staff?: { id: string; email: string }): Promise<string[]> {
  const response = await callAuth(deps.auth, deps.siteUrl, "/sign-out", { ...visitor, body: {} });
  const expire = [
    `${cookieName(deps.siteUrl, "two_factor")}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${cookieSettings(deps.siteUrl).secure ? "; Secure" : ""}`,
  ];
  if (staff) await audit(deps.db, { id: staff.id, label: staff.email }, { action: "signed out" });
  return [...response.headers.getSetCookie(), ...expire];
}

/** Ends every session of the account, on every device, and forgets its remembered devices. */
export async function signOutEverywhere(deps: SignInDeps, visitor: Visitor, staff: { id: string; email: string }): Promise<string[]> {
  await removeSessionsAndTrust(deps.db, deps.auth, staff.id);
  await audit(deps.db, { id: staff.id, label: staff.email }, { action: "signed out everywhere" });
  return signOut(deps, visitor);
}
