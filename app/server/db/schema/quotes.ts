/** The photo quote: requests as the visitor sent them, their photos, the office's notes on them, the inbox's tab counts (kept by triggers) and when each member of staff last looked. */
import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { storedFile } from "./columns.ts";
import { staffUsers } from "./staff.ts";

/** A quote request as the visitor sent it (validated and normalised). */
export const quotes = pgTable(
  "quotes",
  {
    id: text("id").primaryKey(),
    reference: text("reference").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    /** Null for a caller the office took by phone or WhatsApp who gave no email address. */
    email: text("email"),
    postcode: text("postcode").notNull(),
    /** The covered town the postcode district belongs to, when it is one of ours. */
    town: text("town"),
    preferredDatetime: text("preferred_datetime"),
    accessNotes: text("access_notes"),
    description: text("description").notNull(),
    /**
     * The address, for a job the office took by phone or WhatsApp (the web form asks for none: the
     * customer gives it when booking); the office's booking form starts from it.
     */
    addressLine1: text("address_line1"),
    addressLine2: text("address_line2"),
    addressTown: text("address_town"),
    consentGiven: boolean("consent_given").notNull(),
    idempotencyKey: text("idempotency_key"),
    /** The hash of the form stamp it was sent with (stampKey): a stamp carries one quote. */
    formStamp: text("form_stamp"),
    /** "api" (JavaScript upload), "form" (plain form post), or "phone" / "whatsapp" (taken by the office). */
    source: text("source").notNull(),
    /**
     * Where the request stands: new → contacted → quoted → booked → done, or lost, or spam (a
     * suspected bot: kept 7 days, never emailed, until staff say "not spam").
     */
    status: text("status").notNull().default("new"),
    /** Why a request was judged a suspected bot: "honeypot", "too-fast", "no-stamp", "forged-stamp", "expired-stamp". */
    spamReason: text("spam_reason"),
    /**
     * When staff marked the request spam; it is kept 7 days from then. Null while it is not spam, and
     * for one the intake judged spam on arrival (kept 7 days from receipt).
     */
    markedSpamAt: timestamp("marked_spam_at", { withTimezone: true }),
    /** The member of staff looking after it. */
    assigneeId: text("assignee_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** The price quoted, in pence. */
    quotedPricePence: integer("quoted_price_pence"),
    /** The day the collection is booked for (London calendar date). */
    bookedFor: date("booked_for", { mode: "string" }),
    /** When the request first reached each stage (the inbox's figures are worked out from these). */
    contactedAt: timestamp("contacted_at", { withTimezone: true }),
    quotedAt: timestamp("quoted_at", { withTimezone: true }),
    bookedAt: timestamp("booked_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    /**
     * When the reply promise's time is up: `constants.replyWithinHours` business hours after the
     * request arrived, under the collection hours and bank holidays in force then (replyDeadlineFor,
     * decision 33). Set when the request is stored. Null when no business hours fall within the
     * lookahead (late whatever happens), and for a request stored before this column until the
     * next start-up fills it in (fillReplyDeadlines).
     */
    replyDeadline: timestamp("reply_deadline", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("quotes_reference_key").on(t.reference),
    uniqueIndex("quotes_idempotency_key").on(t.idempotencyKey),
    uniqueIndex("quotes_form_stamp_key").on(t.formStamp),
    index("quotes_created_at_idx").on(t.createdAt),
    // The inbox lists newest first, a page at a time from the last row seen (created_at, reference):
    // each status tab reads its page straight from this index, the "All active" tab from the next.
    index("quotes_status_created_idx").on(t.status, t.createdAt, t.reference),
    index("quotes_active_created_idx")
      .on(t.createdAt, t.reference)
      .where(sql`status IN ('new', 'contacted', 'quoted', 'booked')`),
    // The inbox search (ILIKE '%…%' on each field) from trigram indexes (pg_trgm, migration 0003).
    index("quotes_reference_trgm_idx").using("gin", t.reference.op("gin_trgm_ops")),
    index("quotes_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("quotes_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    index("quotes_phone_trgm_idx").using("gin", t.phone.op("gin_trgm_ops")),
    index("quotes_postcode_trgm_idx").using("gin", sql`replace(${t.postcode}, ' ', '') gin_trgm_ops`),
    // The figures' "quoted → booked" over the last 30 days.
    index("quotes_quoted_at_idx")
      .on(t.quotedAt)
      .where(sql`quoted_at IS NOT NULL`),
    // The reply promise over the last 90 days, spam aside: counted from this index alone (an index-only scan).
    index("quotes_reply_window_idx")
      .on(t.createdAt, t.contactedAt, t.replyDeadline)
      .where(sql`status <> 'spam'`),
  ],
);

/**
 * How many requests hold each status, kept by triggers on quotes (migration 0005) in the same
 * transaction as every insert, status change and deletion, so the inbox's tabs are counted without
 * reading every request.
 */
export const quoteStatusCounts = pgTable("quote_status_counts", {
  status: text("status").primaryKey(),
  count: integer("count").notNull(),
});

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
    storedName: storedFile("stored_name", { folder: "quote_id" }).notNull(),
    contentType: text("content_type").notNull(),
    bytes: integer("bytes").notNull(),
    width: integer("width"),
    height: integer("height"),
    /** JPEG preview (≤ 1600 px), made after the quote is stored; null until then. */
    previewName: storedFile("preview_name", { folder: "quote_id" }),
    /** Set once metadata (EXIF, GPS) has been stripped from the kept photo. */
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [index("quote_photos_quote_idx").on(t.quoteId), uniqueIndex("quote_photos_position_key").on(t.quoteId, t.position)],
);

/** Notes staff add to a quote; never edited or deleted (but erased with the quote). */
export const quoteNotes = pgTable(
  "quote_notes",
  {
    id: serial("id").primaryKey(),
    quoteId: text("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => staffUsers.id),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("quote_notes_quote_idx").on(t.quoteId, t.createdAt)],
);

/** When each member of staff last opened the inbox list, to highlight what arrived since. */
export const staffInboxVisits = pgTable("staff_inbox_visits", {
  userId: text("user_id")
    .primaryKey()
    .references(() => staffUsers.id, { onDelete: "cascade" }),
  previousVisitAt: timestamp("previous_visit_at", { withTimezone: true }),
  lastVisitAt: timestamp("last_visit_at", { withTimezone: true }).notNull(),
});

// ---------------------------------------------------------------------------------------------
// Staff accounts (better-auth's tables: its model and field names, our table and column names).

export type Quote = typeof quotes.$inferSelect;

export type NewQuote = typeof quotes.$inferInsert;

export type QuotePhoto = typeof quotePhotos.$inferSelect;

export type NewQuotePhoto = typeof quotePhotos.$inferInsert;

export type QuoteNote = typeof quoteNotes.$inferSelect;
