import { sql } from "drizzle-orm";
import { bigint, boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

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
    /**
     * Where the request stands: new → contacted → quoted → booked → done, or lost, or spam (a
     * suspected bot: kept 7 days, never emailed, until staff say "not spam").
     */
    status: text("status").notNull().default("new"),
    /** Why a request was judged a suspected bot: "honeypot", "too-fast", "no-stamp", "forged-stamp", "expired-stamp". */
    spamReason: text("spam_reason"),
    /** The member of staff looking after it. */
    assigneeId: text("assignee_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** The price quoted, in pence. */
    quotedPricePence: integer("quoted_price_pence"),
    /** The day the collection is booked for (Europe/London calendar date). */
    bookedFor: date("booked_for", { mode: "string" }),
    /** When the request first reached each stage (the inbox's figures are worked out from these). */
    contactedAt: timestamp("contacted_at", { withTimezone: true }),
    quotedAt: timestamp("quoted_at", { withTimezone: true }),
    bookedAt: timestamp("booked_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
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

/**
 * Who did what, and when: every change staff make, sign-in events and erasures. The text never
 * holds a customer's personal data: a quote is named by its reference only.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The member of staff, or null for the server itself (retention) and the terminal. */
    actorId: text("actor_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** How the actor is shown: a staff email, "terminal" or "retention". */
    actor: text("actor").notNull(),
    quoteReference: text("quote_reference"),
    action: text("action").notNull(),
    detail: text("detail"),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_reference_idx").on(t.quoteReference)],
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

export const staffUsers = pgTable("staff_user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
  /** Set while the account is disabled from the terminal: it cannot sign in and has no sessions. */
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
});

export const staffSessions = pgTable(
  "staff_session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
  },
  (t) => [index("staff_session_user_idx").on(t.userId)],
);

export const staffAccounts = pgTable(
  "staff_account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_account_user_idx").on(t.userId)],
);

export const staffVerifications = pgTable(
  "staff_verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_verification_identifier_idx").on(t.identifier)],
);

export const staffTwoFactors = pgTable(
  "staff_two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [index("staff_two_factor_user_idx").on(t.userId)],
);

/** better-auth's request counters (storage "database", so every instance shares them). */
export const staffRateLimits = pgTable("staff_rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * Failed passwords and one-time codes per account: 10 within 15 minutes lock the account for the
 * rest of the window, whatever address they came from.
 */
export const staffSignInFailures = pgTable(
  "staff_sign_in_failures",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    /** "password" or "code". */
    kind: text("kind").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_sign_in_failures_user_at_idx").on(t.userId, t.at)],
);

export type Quote = typeof quotes.$inferSelect;
export type NewQuote = typeof quotes.$inferInsert;
export type QuotePhoto = typeof quotePhotos.$inferSelect;
export type NewQuotePhoto = typeof quotePhotos.$inferInsert;
export type OutboxMessage = typeof outbox.$inferSelect;
export type QuoteNote = typeof quoteNotes.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;
export type StaffUser = typeof staffUsers.$inferSelect;
