/**
 * The authenticator app's side of a TOTP secret: the otpauth:// link its QR code holds and the
 * secret as text to type (RFC 4648 base32, in groups of four). better-auth keys its codes with the
 * secret's UTF-8 bytes, so those bytes are what is encoded.
 */
import { createHmac } from "node:crypto";
import { business } from "../../content/business.ts";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function totpUri(secret: string, account: string): { uri: string; secret: string } {
  const encoded = base32(new TextEncoder().encode(secret));
  const params = new URLSearchParams({ secret: encoded, issuer: business.name, digits: "6", period: "30" });
  return {
    uri: `otpauth://totp/${encodeURIComponent(business.name)}:${encodeURIComponent(account)}?${params}`,
    secret: encoded.match(/.{1,4}/g)!.join(" "),
  };
}

/** RFC 6238 code (SHA-1, 6 digits, 30 s) for a base32 secret at a time. */
export function totpCode(base32Secret: string, at = Date.now()): string {
  const clean = base32Secret.replace(/\s+/g, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    value = (value << 5) | ALPHABET.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac("sha1", Buffer.from(bytes)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 15;
  const number = ((mac[offset]! & 127) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(number % 1_000_000).padStart(6, "0");
}
