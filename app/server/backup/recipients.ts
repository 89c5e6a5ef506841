/**
 * The public keys backups are encrypted to (BACKUP_RECIPIENTS): age X25519 recipients, "age1…", as
 * `npm run backup:key` prints them. Kept apart from the archive code so the settings can check them
 * without loading the encryption library.
 */

/** An age X25519 public key ("age1…", 62 characters). */
const RECIPIENT = /^age1[02-9ac-hj-np-z]{58}$/;

/** The recipients of "age1…,age1…", checked; empty for an empty value. */
export function parseRecipients(value: string): string[] {
  const recipients = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = recipients.find((recipient) => !RECIPIENT.test(recipient));
  if (bad !== undefined) throw new Error(`"${bad.slice(0, 80)}" is not an age public key (age1…, as npm run backup:key prints)`);
  return recipients;
}
