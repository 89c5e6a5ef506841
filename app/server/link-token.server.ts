import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * A token in a link that grants access (the customer's booking page, a staff invitation): 24 random
 * bytes (192 bits) in base64url. Only its SHA-256 is stored. A token is looked up by its hash (an
 * index on a one-way function of the token gives nothing away about other tokens) and the stored hash
 * is then compared in constant time.
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
