import { randomInt } from "node:crypto";

/** Crockford's base32 without I, L, O, U: nothing to misread over the phone. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A quote reference such as Q-2611-4F7K: year and month, then four random characters. */
export function newReference(now: Date = new Date()): string {
  const yymm = `${String(now.getUTCFullYear()).slice(2)}${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
  let code = "";
  for (let i = 0; i < 4; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `Q-${yymm}-${code}`;
}
