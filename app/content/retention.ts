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
  /**
   * Payments taken (sales records: the job's reference, amount, method, day; nothing of the customer),
   * from the day paid. UK tax law keeps business records 6 years from the end of the financial year
   * they belong to; 7 calendar years covers a payment on the first day of any financial year.
   */
  salesRecordYears: 7,
  /** The staff audit log (who changed what, sign-ins, erasures). */
  auditYears: 2,
  /**
   * Encrypted backups (npm run backup): the newest of each of the last 12 months is the oldest kept,
   * so something deleted from the site is gone from every backup at most this long after.
   */
  backupMonths: 12,
} as const;
