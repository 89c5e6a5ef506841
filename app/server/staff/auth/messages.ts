/**
 * What the staff sign-in says when it refuses: one answer for each thing the visitor can put right,
 * and never which of the email, the password or the code was wrong. No server code: the pages'
 * views may show these too.
 */

/** The one answer to a wrong email, a wrong password or a disabled account. */
export const WRONG_PASSWORD = "The email or password is not right. Check them and try again.";
/** The one answer, while an email is held back, to anything but the right password with the right code. */
export const WRONG_PASSWORD_OR_CODE =
  "The email, password or code is not right, or there have been too many wrong codes for this account lately. Check them and try again with the newest code.";
/** While an email is held back after wrong passwords (the same for an email with no account). */
export const ACCOUNT_HELD =
  "There have been several wrong passwords for this email lately. To sign in now, enter your password and the code from your authenticator app (or a backup code) together. A device you chose to trust needs only the password.";
export const WRONG_CODE = "That code is not right. Check the code and try again.";
export const CODES_HELD =
  "There have been several wrong codes for this account lately. Wait a few minutes (at most 15), then enter the newest code.";
export const CODE_USED = "That code has been used already. Wait for the next code in your authenticator app, then enter it.";
export const CHALLENGE_GONE = "Your sign-in timed out or had too many wrong codes. Sign in again.";
const TOO_MANY_PREFIX = "Too many attempts from this connection.";
export const TOO_MANY = `${TOO_MANY_PREFIX} Wait a minute, then try again.`;

/** The answer to an address held back, with its wait in words. */
export function tooMany(waitSeconds: number): string {
  const wait = waitSeconds <= 60 ? `${waitSeconds} second${waitSeconds === 1 ? "" : "s"}` : `${Math.ceil(waitSeconds / 60)} minutes`;
  return `${TOO_MANY_PREFIX} Wait ${wait}, then try again.`;
}
