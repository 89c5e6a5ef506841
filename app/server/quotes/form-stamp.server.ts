import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The quote form's stamp: when the server handed out the form, signed with the app's secret, so a
 * request cannot claim it was filled in more slowly than it was. "v1.<issued ms>.<nonce>.<signature>".
 * A prerendered page cannot carry a fresh one, so the form gets it from the page's loader (/contact
 * is rendered per request) or, in the quote dialog, from GET /functions/v1/form-stamp.
 */
const STAMP_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type StampVerdict = "ok" | "no-stamp" | "forged-stamp" | "too-fast" | "expired-stamp";

const sign = (secret: Buffer, payload: string) => createHmac("sha256", secret).update(`form-stamp:${payload}`).digest("base64url");

export function issueStamp(secret: Buffer, now: Date = new Date()): string {
  const payload = `v1.${now.getTime().toString(36)}.${randomBytes(12).toString("base64url")}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** Judge a stamp sent with a quote; `minFillMs` is the shortest time a person takes to fill the form. */
export function judgeStamp(stamp: string | undefined, secret: Buffer, now: Date, minFillMs: number): StampVerdict {
  if (!stamp) return "no-stamp";
  const parts = stamp.length <= 200 ? stamp.split(".") : [];
  if (parts.length !== 4 || parts[0] !== "v1") return "forged-stamp";
  const expected = Buffer.from(sign(secret, parts.slice(0, 3).join(".")));
  const given = Buffer.from(parts[3]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "forged-stamp";
  const issued = Number.parseInt(parts[1]!, 36);
  const age = now.getTime() - issued;
  if (!Number.isFinite(age) || age < minFillMs) return "too-fast";
  if (age > STAMP_MAX_AGE_MS) return "expired-stamp";
  return "ok";
}

/**
 * The idempotency key of a form post without one of its own: the stamp identifies the form as it
 * was shown, so posting the same form twice (the back button, a double click without JavaScript)
 * stores one quote.
 */
export function stampKey(stamp: string): string {
  return `stamp-${createHash("sha256").update(stamp).digest("base64url").slice(0, 43)}`;
}
