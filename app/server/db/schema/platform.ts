/** The platform's tables: the email outbox, the rate limits' hits and the audit log. */
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { quotes } from "./quotes.ts";
import { staffUsers } from "./staff.ts";

/** Emails to send, written in the same transaction as the quote; the worker delivers them. */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    quoteId: text("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    /** "staff" (the office), "customer", or "crew" (the member of staff a booked job is given to): who it goes to. */
    kind: text("kind").notNull(),
    /**
     * Which email: "quote" (the request's office copy and confirmation) or one of the booking
     * emails ("price", "booked", "declined", "moved", "cancelled"; app/server/booking/emails), the
     * schedule's ("staff-moved", "on-my-way", "reminder", and "crew-day" to the crew member given
     * the job) and "review" (the day after a done job).
     */
    template: text("template").notNull().default("quote"),
    /**
     * The facts of the event the email tells of (ids, the slot then and before), so a message sent
     * later still tells what happened then. A customer email that carries their link holds the link
     * sealed (AES-GCM under the app secret) until it is sent, then the sealed copy is removed.
     */
    payload: jsonb("payload").$type<OutboxPayload>(),
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
    index("outbox_due_idx")
      .on(t.status, t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index("outbox_recipient_idx")
      .on(t.recipient, t.createdAt)
      .where(sql`kind = 'customer'`),
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

/** What an outbox row of a booking email records of its event. */
export interface OutboxPayload {
  priceQuoteId?: string;
  bookingId?: string;
  /** The member of staff a crew email goes to (template "crew-day"). */
  staffId?: string;
  /** The slot the email tells of, and the one before a move. */
  slot?: { date: string; id: string };
  previousSlot?: { date: string; id: string };
  /** The calendar event's SEQUENCE: 0 when booked, raised by each move and by the cancellation. */
  sequence?: number;
  /** The customer's link, sealed; removed once the email is sent. */
  sealedToken?: string;
  /** The waste transfer note the email carries (template "note"), and why it is sent. */
  noteId?: string;
  noteEvent?: "issued" | "corrected" | "resent";
}

export type OutboxMessage = typeof outbox.$inferSelect;

export type AuditEntry = typeof auditLog.$inferSelect;
