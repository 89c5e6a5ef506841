/**
 * What the sign-in's steps check a visitor against: the deps they work with, the visitor, the
 * signed cookies better-auth set (a pending second factor, a remembered device), the account's
 * password (one scrypt on every path) and its authenticator (each code's time step taken once).
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { hashPassword, symmetricDecrypt } from "better-auth/crypto";
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { staffAccounts, staffTwoFactors, staffUsers, staffVerifications } from "../../db/schema.server.ts";
import type { Runtime } from "../../runtime.server";
import { refuse, type Result } from "../../../kernel/refusal";
import type { Admission } from "./accounts.server.ts";
import { authSecret, cookieSettings, readCookie, staffAuthFor, type StaffAuth } from "./auth.server.ts";
import { tooMany } from "./messages.ts";

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
/** The full name of one of better-auth's cookies ("staff.two_factor"). */
export function cookieName(siteUrl: string, name: string): string {
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
export async function rememberedDevice(deps: SignInDeps, cookie: string | null, userId: string): Promise<string | undefined> {
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
export async function credentialOf(db: Db, email: string) {
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

export function refusedAddress(admission: Extract<Admission, { ok: false }>, askCode = false): SignInStep {
  return refuse("too-many", tooMany(admission.waitSeconds), { ...(askCode ? { askCode } : {}) });
}
