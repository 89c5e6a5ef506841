/**
 * The authenticator app's side of a TOTP secret: the otpauth:// link its QR code holds and the
 * secret as text to type (RFC 4648 base32, in groups of four). better-auth keys its codes with the
 * secret's UTF-8 bytes, so those bytes are what is encoded.
 */
import { timingSafeEqual } from "node:crypto";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { business } from "../../../content/business.ts";

export function totpUri(secret: string, account: string): { uri: string; secret: string } {
  const encoded = base32.encode(secret, { padding: false });
  return {
    uri: createOTP(secret, { digits: 6, period: 30 }).url(business.name, account),
    secret: encoded.match(/.{1,4}/g)!.join(" "),
  };
}

/** The seconds of one authenticator code; a code is accepted one step either side of now. */
export const TOTP_PERIOD_SECONDS = 30;
const TOTP_WINDOW_STEPS = 1;

/**
 * The time step whose code `code` is, within the window around `at` (as better-auth accepts it), or
 * undefined. `secret` is the secret as better-auth keeps it (its UTF-8 bytes are the key). Every
 * step of the window is computed and compared, whichever matches.
 */
export async function totpStepOf(secret: string, code: string, at = Date.now()): Promise<number | undefined> {
  const otp = createOTP(secret, { digits: 6, period: TOTP_PERIOD_SECONDS });
  const now = Math.floor(at / 1000 / TOTP_PERIOD_SECONDS);
  const typed = Buffer.from(code.padEnd(6, " ").slice(0, 6));
  let found: number | undefined;
  for (let step = now - TOTP_WINDOW_STEPS; step <= now + TOTP_WINDOW_STEPS; step++) {
    const expected = Buffer.from(await otp.hotp(step));
    if (timingSafeEqual(typed, expected) && code.length === 6) found = step;
  }
  return found;
}
