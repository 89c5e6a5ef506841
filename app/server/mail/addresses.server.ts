/**
 * A plain `local@domain.tld` address with nothing an address parser could read as a second address,
 * a group or a header (no CR/LF, commas, semicolons, angle brackets, quotes or spaces). Accepts every
 * address zod's default email check accepts.
 */
export function isSafeEmailAddress(email: string): boolean {
  return (
    email.length <= 254 && /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+%.-]*[A-Za-z0-9_+%-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/.test(email)
  );
}

/** The customer's address failed isSafeEmailAddress: nothing is sent to it, and the outbox does not retry. */
export class UnsafeRecipient extends Error {
  override readonly name = "UnsafeRecipient";
}

/** Throws UnsafeRecipient unless the customer's address is safe to send to (every customer email checks it first). */
export function assertSafeRecipient(email: string | null): asserts email is string {
  // A caller the office took with no email address has none: nothing is queued for them, so a row naming one is refused here.
  if (email === null) throw new UnsafeRecipient("The customer gave no email address");
  if (!isSafeEmailAddress(email)) throw new UnsafeRecipient("Customer email address is not safe to send to");
}
