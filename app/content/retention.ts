/**
 * How long the site keeps what it stores. The privacy policy quotes these numbers and the server's
 * clean-up jobs use them, so the two cannot drift apart.
 */
export const retention = {
  /** Requests judged to be automated (spam), with their photos. */
  spamDays: 7,
  /** Client addresses counted for the hourly limits. */
  rateLimitHours: 24,
} as const;
