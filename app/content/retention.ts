/**
 * How long the site keeps what it stores. The privacy policy quotes these numbers and the server's
 * clean-up jobs use them, so the two cannot drift apart.
 */
export const retention = {
  /** Requests judged to be automated (spam), with their photos. */
  spamDays: 7,
  /** Client addresses counted for the hourly limits. */
  rateLimitHours: 24,
  /** Requests that never became a booking (new, contacted, quoted, lost), from receipt. */
  enquiryMonths: 12,
  /** Job records (booked or done), from the booked day, or from receipt when no day was set. */
  jobYears: 2,
  /** The staff audit log (who changed what, sign-ins, erasures). */
  auditYears: 2,
} as const;
