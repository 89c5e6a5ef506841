/**
 * better-auth, set up for the staff sign-in: email and password (no sign-up, no reset by email),
 * then an authenticator app (TOTP) with backup codes. Server-only: nothing under app/routes or
 * app/components may import it. Its HTTP handler is not mounted: the staff pages call it in-process
 * (callAuth), so its rate limits apply while only the endpoints we use can be reached.
 */
import { hkdfSync, randomInt } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins/two-factor";
import { parse as parseCookie } from "cookie";
import { parse as parseSetCookie } from "set-cookie-parser";
import { business } from "../../../content/business.ts";
import type { Db } from "../../db/client.server.ts";
import {
  staffAccounts,
  staffPasskeys,
  staffRateLimits,
  staffSessions,
  staffTwoFactors,
  staffUsers,
  staffVerifications,
} from "../../db/schema.server.ts";
import { staffPasskeys as passkeyPlugin } from "./passkey-plugin.server.ts";
import { BACKUP_CODE_COUNT, TRUST_DEVICE_DAYS } from "./rules.ts";

/** Where better-auth believes it lives; only ever called in-process. */
const AUTH_BASE_PATH = "/staff/api/auth";
/** The header our in-process requests carry the visitor's address in (as Express worked it out). */
const CLIENT_IP_HEADER = "x-staff-client-ip";

/** How long an owner's or the office's session lasts (sliding); a crew member's also ends at midnight UK time (session.server.ts). */
const SESSION_HOURS = 12;

/**
 * Backup codes are read off paper and typed by hand: no 0, O, 1, l or i to confuse, lower case (a
 * code typed in capitals is accepted, as are spaces). Twelve of these 31 symbols carry 59 bits, as
 * better-auth's own ten letters and digits do.
 */
const BACKUP_CODE_SYMBOLS = "23456789abcdefghjkmnpqrstuvwxyz";
function newBackupCode(): string {
  const symbols = Array.from({ length: 12 }, () => BACKUP_CODE_SYMBOLS[randomInt(BACKUP_CODE_SYMBOLS.length)]!).join("");
  return `${symbols.slice(0, 4)}-${symbols.slice(4, 8)}-${symbols.slice(8)}`;
}
/** A code as typed back to the form it was shown in: "AB2C - D3EF - GH4J" → "ab2c-d3ef-gh4j"; anything else as it was. */
export function typedBackupCode(typed: string): string {
  const symbols = typed.toLowerCase().replace(/[\s-]+/g, "");
  return /^[2-9a-hjkmnp-z]{12}$/.test(symbols) ? `${symbols.slice(0, 4)}-${symbols.slice(4, 8)}-${symbols.slice(8)}` : typed;
}

/** Endpoints better-auth has that the staff side never offers. */
const DISABLED_PATHS = [
  "/sign-up/email",
  "/request-password-reset",
  "/reset-password",
  "/forget-password",
  "/change-password",
  "/change-email",
  "/update-user",
  "/delete-user",
  "/delete-user/callback",
  "/send-verification-email",
  "/verify-email",
  "/sign-in/social",
  "/link-social",
  "/unlink-account",
  "/two-factor/disable",
  "/two-factor/send-otp",
  "/two-factor/verify-otp",
  "/two-factor/get-totp-uri",
  "/two-factor/generate-backup-codes",
];

/** better-auth's key: derived from the app secret, so it differs from every other use of that secret. */
export function authSecret(appSecret: Buffer): string {
  return Buffer.from(hkdfSync("sha256", appSecret, "clearance-staff", "better-auth secret", 32)).toString("hex");
}

/**
 * Cookie names: `__Host-staff.…` (Secure, Path=/, no Domain) when the site is served over https;
 * plain `staff.…` on http://localhost, where a browser would drop Secure cookies.
 */
export function cookieSettings(siteUrl: string): { prefix: string; secure: boolean } {
  const secure = new URL(siteUrl).protocol === "https:";
  return { prefix: secure ? "__Host-staff" : "staff", secure };
}

export interface StaffAuthOptions {
  db: Db;
  appSecret: Buffer;
  siteUrl: string;
}

export function createStaffAuth({ db, appSecret, siteUrl }: StaffAuthOptions) {
  const origin = new URL(siteUrl).origin;
  const cookies = cookieSettings(siteUrl);
  return betterAuth({
    appName: business.name,
    baseURL: origin,
    basePath: AUTH_BASE_PATH,
    secret: authSecret(appSecret),
    trustedOrigins: [origin],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        twoFactor: staffTwoFactors,
        rateLimit: staffRateLimits,
        staffPasskey: staffPasskeys,
      },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 12,
      maxPasswordLength: 256,
      autoSignIn: false,
    },
    user: {
      additionalFields: {
        disabledAt: { type: "date", required: false, input: false },
        role: { type: "string", required: false, input: false },
      },
      changeEmail: { enabled: false },
      deleteUser: { enabled: false },
    },
    account: { accountLinking: { enabled: false } },
    disabledPaths: DISABLED_PATHS,
    session: {
      expiresIn: SESSION_HOURS * 3600,
      // Sliding: a session in use is pushed on by another 12 hours at most once an hour.
      updateAge: 3600,
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 60,
      customRules: {
        "/sign-in/email": { window: 60, max: 5 },
        "/two-factor/verify-totp": { window: 60, max: 5 },
        "/two-factor/verify-backup-code": { window: 60, max: 5 },
        "/two-factor/enable": { window: 60, max: 5 },
      },
    },
    advanced: {
      useSecureCookies: false,
      cookiePrefix: cookies.prefix,
      defaultCookieAttributes: { secure: cookies.secure, httpOnly: true, sameSite: "lax", path: "/" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    telemetry: { enabled: false },
    logger: { disabled: true },
    plugins: [
      twoFactor({
        issuer: business.name,
        trustDeviceMaxAge: TRUST_DEVICE_DAYS * 24 * 3600,
        backupCodeOptions: {
          amount: BACKUP_CODE_COUNT,
          customBackupCodesGenerate: () => Array.from({ length: BACKUP_CODE_COUNT }, newBackupCode),
          storeBackupCodes: "encrypted",
        },
        totpOptions: { digits: 6, period: 30 },
        // Wrong codes are held back per account by our own throttle (sign-in.server.ts, decision 0009).
        accountLockout: { enabled: false },
      }),
      passkeyPlugin({ siteUrl, rpName: business.name }),
    ],
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;

const perDatabase = new WeakMap<Db, StaffAuth>();

/** The process's better-auth for a database, made on first use. */
export function staffAuthFor(options: StaffAuthOptions): StaffAuth {
  let auth = perDatabase.get(options.db);
  if (!auth) {
    auth = createStaffAuth(options);
    perDatabase.set(options.db, auth);
  }
  return auth;
}

export interface AuthCall {
  /** The visitor's Cookie header, passed on as it is (better-auth reads only its own cookies). */
  cookie?: string | null;
  clientIp: string;
  userAgent?: string | null;
  body?: Record<string, unknown>;
  method?: "GET" | "POST";
}

/**
 * One better-auth endpoint, called in-process through its handler (so its rate limits and checks
 * apply). The request is built here: the visitor's own headers never reach better-auth, only their
 * cookies, user agent and the address Express worked out.
 */
export async function callAuth(auth: StaffAuth, siteUrl: string, path: string, call: AuthCall): Promise<Response> {
  const origin = new URL(siteUrl).origin;
  const headers = new Headers({ origin, [CLIENT_IP_HEADER]: call.clientIp });
  if (call.cookie) headers.set("cookie", call.cookie);
  if (call.userAgent) headers.set("user-agent", call.userAgent.slice(0, 300));
  const method = call.method ?? "POST";
  if (method === "POST") headers.set("content-type", "application/json");
  return auth.handler(
    new Request(`${origin}${AUTH_BASE_PATH}${path}`, {
      method,
      headers,
      body: method === "POST" ? JSON.stringify(call.body ?? {}) : undefined,
    }),
  );
}

/** The Cookie header a browser would send after receiving `setCookies` on top of `cookie`. */
export function applySetCookies(cookie: string | null | undefined, setCookies: string[]): string {
  const jar = new Map(Object.entries(parseCookie(cookie ?? "", { decode: (value) => value })));
  for (const set of parseSetCookie(setCookies, { decodeValues: false })) {
    if (!set.value || set.maxAge === 0) jar.delete(set.name);
    else jar.set(set.name, set.value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** A cookie's value from a Cookie header, as sent (not decoded); undefined when absent. */
export function readCookie(cookie: string | null | undefined, name: string): string | undefined {
  return parseCookie(cookie ?? "", { decode: (value) => value })[name];
}
