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

/**
 * Waits, when the current 30-second step ends within `marginMs`, until the next one begins: a test
 * that takes a code for the step before now and then checks it again some seconds later would
 * otherwise see it leave the one-step window at a step boundary, and fail by the clock alone.
 */
export async function awayFromStepEdge(marginMs = 10_000, stepSeconds = 30): Promise<void> {
  const stepMs = stepSeconds * 1000;
  const left = stepMs - (Date.now() % stepMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
