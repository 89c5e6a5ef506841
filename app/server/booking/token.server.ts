import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { isTokenShaped } from "../link-token.server";

// The customer's link, `/booking/<token>`: the token is made and checked by ../link-token.server.ts.

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
