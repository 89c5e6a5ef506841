/**
 * The steps of the staff sign-in, between the pages (app/server/staff/routes) and better-auth:
 * password, one-time code, sign-out. better-auth makes the sessions and challenges; this module adds
 * what it does not do: the throttles of decision 0009 (per address, per typed email, per remembered
 * device, per account's codes), the password and code checked together while an email is held
 * back, one use per authenticator code, disabled accounts, and the audit log. The authenticator's
 * set-up is setup.server.ts; what is checked, credentials.server.ts.
 */
import { eq } from "drizzle-orm";
import { staffUsers } from "../../db/schema.server.ts";
import { refuse } from "../../../kernel/refusal";
import { audit } from "../../audit.server";
import {
  admit,
  decoyKey,
  landingFor,
  looksLikeEmail,
  normaliseEmail,
  removeSessionsAndTrust,
  settle,
  throttleKey,
} from "./accounts.server.ts";
import { applySetCookies, callAuth, cookieSettings, typedBackupCode } from "./auth.server.ts";
import {
  checkPassword,
  cookieName,
  credentialOf,
  pendingSecondFactor,
  refusedAddress,
  rememberedDevice,
  secondFactorOf,
  takeTotpStep,
  type SignInDeps,
  type SignInStep,
  type Visitor,
} from "./credentials.server.ts";
import {
  ACCOUNT_HELD,
  CHALLENGE_GONE,
  CODE_USED,
  CODES_HELD,
  TOO_MANY,
  WRONG_CODE,
  WRONG_PASSWORD,
  WRONG_PASSWORD_OR_CODE,
} from "./messages.ts";
import { safeNext } from "./rules.ts";
import { totpStepOf } from "./totp.server.ts";

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
    return { ok: true, setCookies, next: await landingFor(deps.db, user.id, next) };
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
  return {
    ok: true,
    setCookies: [...firstCookies, ...second.headers.getSetCookie()],
    next: await landingFor(deps.db, actor.id, safeNext(input.next)),
  };
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
  return { ok: true, setCookies: response.headers.getSetCookie(), next: await landingFor(deps.db, actor.id, safeNext(input.next)) };
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
