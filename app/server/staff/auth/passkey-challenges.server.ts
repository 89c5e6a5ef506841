/**
 * The staff passkeys' challenges and step-up proof (decision 0030): a challenge is 16 random bytes
 * with its purpose, its account (when adding) and its expiry, signed with the auth secret, so showing
 * the sign-in page writes nothing; the proof says the password or a current code was given again in
 * this session. Pure functions of the secret and the clock, read by the plugin's endpoints.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";

/** How long a challenge stands: long enough to find the phone and unlock it. */
export const PASSKEY_CHALLENGE_SECONDS = 5 * 60;

/** Passkeys need a site name: a browser refuses an IP address as a relying party. */
export function passkeysAvailable(siteUrl: string): boolean {
  return isIP(new URL(siteUrl).hostname.replace(/^\[|\]$/g, "")) === 0;
}

export type Purpose = "register" | "sign-in";

export const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");

function challengeMac(secret: string, purpose: Purpose, userId: string, body: Buffer): Buffer {
  return createHmac("sha256", secret).update(`staff passkey challenge\0${purpose}\0${userId}\0`).update(body).digest().subarray(0, 16);
}

/** A new challenge: random bytes, expiry (seconds, 6 bytes) and the signature over both with the purpose and account. */
export function newChallenge(secret: string, purpose: Purpose, userId: string, now = Date.now()): Uint8Array<ArrayBuffer> {
  const body = Buffer.alloc(22);
  randomBytes(16).copy(body, 0);
  body.writeUIntBE(Math.floor(now / 1000) + PASSKEY_CHALLENGE_SECONDS, 16, 6);
  return new Uint8Array(Buffer.concat([body, challengeMac(secret, purpose, userId, body)]));
}

/** Whether a challenge (base64url, as the browser returns it) is ours, for this purpose and account, and still standing. */
export function challengeHolds(secret: string, purpose: Purpose, userId: string, challenge: string, now = Date.now()): boolean {
  if (challenge.length > 64 || !/^[A-Za-z0-9_-]+$/.test(challenge)) return false;
  const bytes = Buffer.from(challenge, "base64url");
  if (bytes.length !== 38) return false;
  const body = bytes.subarray(0, 22);
  const mac = bytes.subarray(22);
  if (!timingSafeEqual(mac, challengeMac(secret, purpose, userId, body))) return false;
  return body.readUIntBE(16, 6) * 1000 > now;
}

/**
 * The proof that the password or a current code was given again in this session, for the
 * registration options: an HMAC of the session's id and the minute, good for this minute and the
 * next (passkeys.server.ts makes it after its check). A session alone cannot get options.
 */
export function stepUpProof(secret: string, sessionId: string, now = Date.now()): string {
  return createHmac("sha256", secret)
    .update(`staff passkey step-up\0${sessionId}\0${Math.floor(now / 60_000)}`)
    .digest("base64url");
}
export function stepUpHolds(secret: string, sessionId: string, proof: string): boolean {
  const given = Buffer.from(proof);
  return [Date.now(), Date.now() - 60_000].some((at) => {
    const expected = Buffer.from(stepUpProof(secret, sessionId, at));
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** The challenge an answer carries in its client data, or "" when it cannot be read. */
export function answeredChallenge(clientDataJSON: string): string {
  try {
    if (clientDataJSON.length > 4096) return "";
    const parsed = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8")) as { challenge?: unknown };
    return typeof parsed.challenge === "string" ? parsed.challenge : "";
  } catch {
    return "";
  }
}
