import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** A quote request as the visitor sent it (validated and normalised). */
export const quotes = pgTable(
  "quotes",
  {
    id: text("id").primaryKey(),
    reference: text("reference").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    postcode: text("postcode").notNull(),
    /** The covered town the postcode district belongs to, when it is one of ours. */
    town: text("town"),
    preferredDatetime: text("preferred_datetime"),
    accessNotes: text("access_notes"),
    description: text("description").notNull(),
    consentGiven: boolean("consent_given").notNull(),
    idempotencyKey: text("idempotency_key"),
    /** "api" (JavaScript upload) or "form" (plain form post). */
    source: text("source").notNull(),
    /** "new" for a request to answer; "spam" for a suspected bot (kept 7 days, never emailed). */
    status: text("status").notNull().default("new"),
    /** Why a request was judged a suspected bot: "honeypot", "too-fast", "no-stamp", "forged-stamp", "expired-stamp". */
    spamReason: text("spam_reason"),
  },
  (t) => [
    uniqueIndex("quotes_reference_key").on(t.reference),
    uniqueIndex("quotes_idempotency_key").on(t.idempotencyKey),
    index("quotes_created_at_idx").on(t.createdAt),
    index("quotes_status_created_idx").on(t.status, t.createdAt),
  ],
);

/** One uploaded photo; files live under DATA_DIR/uploads/<quote id>/. */
export const quotePhotos = pgTable(
  "quote_photos",
  {
    id: serial("id").primaryKey(),
    quoteId: text("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** The visitor's file name, cleaned for display (never used as a path). */
    originalName: text("original_name").notNull(),
    /** File name of the kept photo inside the quote's folder. */
    storedName: text("stored_name").notNull(),
    contentType: text("content_type").notNull(),
    bytes: integer("bytes").notNull(),
    width: integer("width"),
    height: integer("height"),
    /** JPEG preview (≤ 1600 px), made after the quote is stored; null until then. */
    previewName: text("preview_name"),
    /** Set once metadata (EXIF, GPS) has been stripped from the kept photo. */
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [index("quote_photos_quote_idx").on(t.quoteId), uniqueIndex("quote_photos_position_key").on(t.quoteId, t.position)],
);

/** Emails to send, written in the same transaction as the quote; the worker delivers them. */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    quoteId: text("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    /** "staff" or "customer". */
    kind: text("kind").notNull(),
    /** The customer's address in lower case (customer emails only), for the per-recipient cap. */
    recipient: text("recipient"),
    /** Stable Message-ID, so a resend after a crash is recognisably the same message. */
    messageId: text("message_id").notNull(),
    /** "pending", "sent", "failed" (permanent failure) or "skipped" (over a confirmation cap; never sent). */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("outbox_message_id_key").on(t.messageId),
    index("outbox_due_idx").on(t.status, t.nextAttemptAt).where(sql`status = 'pending'`),
    index("outbox_recipient_idx").on(t.recipient, t.createdAt).where(sql`kind = 'customer'`),
  ],
);

/**
 * One row per quote request per client address, for the hourly limits: "quote" for a request that
 * is in progress or was stored, "refused" for one refused for what it sent (bad fields, too large,
 * not a photo). The bucket is the IPv4 address, or the /64 an IPv6 address belongs to. Rows older
 * than a day are deleted.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: serial("id").primaryKey(),
    bucket: text("bucket").notNull(),
    kind: text("kind").notNull().default("quote"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("rate_limit_hits_bucket_at_idx").on(t.bucket, t.at)],
);

export type Quote = typeof quotes.$inferSelect;
export type NewQuote = typeof quotes.$inferInsert;
export type QuotePhoto = typeof quotePhotos.$inferSelect;
export type NewQuotePhoto = typeof quotePhotos.$inferInsert;
export type OutboxMessage = typeof outbox.$inferSelect;
