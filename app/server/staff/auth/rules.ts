/**
 * What the staff sign-in holds to, in no server code (forms and views read it too): where it may
 * send the browser next, and its numbers.
 */

/** Only a path on this site's staff side: `/staff` or below, no scheme, no host, no backslash tricks. */
export function safeNext(next: string | null | undefined): string {
  if (!next || next.length > 500) return "/staff";
  if (!/^\/staff(\/|\?|$)/.test(next) || next.startsWith("//") || /[\\\s]/.test(next)) return "/staff";
  try {
    const url = new URL(next, "https://staff.invalid");
    if (url.origin !== "https://staff.invalid" || !url.pathname.startsWith("/staff")) return "/staff";
    return url.pathname + url.search;
  } catch {
    return "/staff";
  }
}

/** How long "trust this device" lasts. */
export const TRUST_DEVICE_DAYS = 30;
/** The backup codes made when an authenticator is set up. */
export const BACKUP_CODE_COUNT = 10;
/** The most passkeys one account may hold. */
export const MAX_PASSKEYS = 10;
export const PASSKEY_NAME_MAX = 60;
