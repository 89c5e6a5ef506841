/**
 * What a staff password must be: 12 to 256 characters, not one of the most common passwords, not the
 * email address's name. Checked where the password is typed (`npm run staff`) and where it is stored.
 */
import { COMMON_PASSWORDS } from "./common-passwords.ts";

const MIN_PASSWORD_LENGTH = 12;
const MAX_PASSWORD_LENGTH = 256;

let commonPasswords: Set<string> | undefined;
function common(): Set<string> {
  commonPasswords ??= new Set(COMMON_PASSWORDS.split("\n"));
  return commonPasswords;
}

/** Why a password is refused, or undefined when it will do. */
export function passwordProblem(password: string, email?: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must be at most ${MAX_PASSWORD_LENGTH} characters.`;
  if (common().has(password.toLowerCase())) return "That password is on the list of the most common passwords. Choose another.";
  if (email && password.toLowerCase().includes(email.toLowerCase().split("@")[0]!) && email.split("@")[0]!.length >= 4)
    return "The password must not contain the email address.";
  return undefined;
}
