import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The customer's link: `/booking/<token>`, the token 24 random bytes (192 bits) in base64url. Only
 * its SHA-256 is stored. A token is looked up by its hash (an index on a one-way function of the
 * token gives nothing away about other tokens) and the stored hash is then compared in constant time.
 */
const TOKEN_BYTES = 24;
const TOKEN_RE = /^[A-Za-z0-9_-]{32}$/;

export function newToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  return { token, hash: hashToken(token) };
}

/** Whether a string has the shape of a token at all (checked before anything is looked up). */
export const isTokenShaped = (value: string) => TOKEN_RE.test(value);

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** The stored hash matches the presented token, compared in constant time. */
export function tokenMatches(token: string, storedHash: string): boolean {
  const presented = Buffer.from(hashToken(token), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

/**
 * An email with the customer's link is composed when the outbox sends it, after the request that made
 * the link has gone; until then the token waits in the outbox row sealed with AES-256-GCM under a key
 * derived from the app secret, and the sealed copy is removed once the email is sent.
 */
function sealKey(secret: Buffer): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, Buffer.alloc(0), "booking-link-seal", 32));
}

export function sealToken(token: string, secret: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey(secret), iv);
  const body = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The token, or undefined when the sealed value was not made with this secret or was altered. */
export function openToken(sealed: string, secret: Buffer): string | undefined {
  try {
    const raw = Buffer.from(sealed, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", sealKey(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const token = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    return isTokenShaped(token) ? token : undefined;
  } catch {
    return undefined;
  }
}

export const bookingPath = (token: string) => `/booking/${token}`;
