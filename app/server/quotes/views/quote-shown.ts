/** What the request's page shows of a request: its fields, photos, notes and emails, and nothing it does not show. */
export interface QuoteDetailShown {
  quote: {
    reference: string;
    status: string;
    createdAt: Date;
    name: string;
    phone: string;
    /** Null for a caller the office took who gave none. */
    email: string | null;
    postcode: string;
    town: string | null;
    preferredDatetime: string | null;
    accessNotes: string | null;
    description: string;
    source: string;
    consentGiven: boolean;
    spamReason: string | null;
    markedSpamAt: Date | null;
    assigneeId: string | null;
    quotedPricePence: number | null;
    bookedFor: string | null;
  };
  photos: { position: number; originalName: string; width: number | null; height: number | null }[];
  notes: { id: number; body: string; createdAt: Date; authorName: string }[];
  emails: {
    id: number;
    template: string;
    kind: string;
    status: string;
    attempts: number;
    lastError: string | null;
    sentAt: Date | null;
  }[];
  assigneeName: string | null;
  /** Whether a fixed price was ever sent for it (its quotedPricePence is then the latest one's total). */
  fixedPriceSent: boolean;
}
