/**
 * What the request's page calls each email in its table, by template and by who it went to: the
 * office's words, never the outbox's internal names ("staff-moved", "on-my-way").
 */
const EMAIL_LABELS: Record<string, string> = {
  "quote/staff": "Office copy",
  "quote/customer": "Customer confirmation",
  "price/customer": "Fixed price",
  "booked/customer": "Booking confirmation",
  "booked/staff": "Booking: office copy",
  "declined/staff": "Declined: office copy",
  "moved/customer": "Booking moved",
  "moved/staff": "Moved: office copy",
  "cancelled/customer": "Booking cancelled",
  "cancelled/staff": "Cancelled: office copy",
  "staff-moved/customer": "Booking moved by the office",
  "on-my-way/customer": "Crew on the way",
  "reminder/customer": "Reminder the day before",
  "crew-day/crew": "Job notice to the crew",
  "review/customer": "Review request",
  "note/customer": "Waste transfer note",
};

/** The email's name for the office; one this table does not know is "Email to the customer" or "Email to the office". */
export function emailLabel(template: string, kind: string): string {
  return EMAIL_LABELS[`${template}/${kind}`] ?? (kind === "staff" ? "Email to the office" : "Email to the customer");
}

/** Every template the table names (its test holds it to the outbox's list). */
export const labelledTemplates = (): string[] => [...new Set(Object.keys(EMAIL_LABELS).map((key) => key.split("/")[0]!))];
