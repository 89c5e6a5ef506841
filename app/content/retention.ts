/**
 * How long the site keeps what it stores. The privacy policy quotes these numbers and the server's
 * clean-up jobs use them, so the two cannot drift apart.
 */
export const retention = {
  /** Requests judged to be automated (spam), with their photos: from receipt, or from when staff marked one spam. */
  spamDays: 7,
  /** Client addresses counted for the hourly limits. */
  rateLimitHours: 24,
  /** Requests that never became a booking (new, contacted, quoted, lost), from receipt. */
  enquiryMonths: 12,
  /** Job records (booked or done), from the later of the booked day and the last change to the job. */
  jobYears: 2,
  /** Waste transfer notes (the law's minimum), from the transfer; erasing a request before then keeps its note. */
  wasteNoteYears: 2,
  /** The staff audit log (who changed what, sign-ins, erasures). */
  auditYears: 2,
} as const;
