import { createHmac } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 (spaces and padding ignored), as authenticator apps read a TOTP secret. */
function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The 6-digit RFC 6238 code (HMAC-SHA1, 30-second steps) an authenticator app would show at `at`. */
export function totp(secretBase32: string, at = Date.now(), stepSeconds = 30): string {
  const counter = Math.floor(at / 1000 / stepSeconds);
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac("sha1", base32Decode(secretBase32)).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const code = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, "0");
}

const STEP_MS = 30_000;
const lastStepTyped = new Map<string, number>();

/**
 * The code a person at the authenticator would type now, with no wait: each step's code is good once
 * and the server takes the steps one either side of now. So: the earliest step of that window this
 * key has not typed yet; the step before now only while it has `marginMs` left (a code typed near the
 * end of its step could leave the window on its way); never a step already typed, so a second sign-in
 * in the same step takes the next step's code.
 */
export function unusedCode(secretBase32: string, marginMs = 10_000, now = Date.now()): string {
  const step = Math.floor(now / STEP_MS);
  let chosen = Math.max(step - 1, (lastStepTyped.get(secretBase32) ?? -Infinity) + 1);
  if (chosen === step - 1 && STEP_MS - (now % STEP_MS) < marginMs) chosen = step;
  if (chosen > step + 1) throw new Error("every code of the server's window has been typed with this key: sign in again in the next step");
  lastStepTyped.set(secretBase32, chosen);
  return totp(secretBase32, chosen * STEP_MS);
}
