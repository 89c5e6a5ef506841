/** Fixed prices and their lines, bookings of a slot, and the slots the office has blocked. */
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { quotes } from "./quotes.ts";
import { staffUsers } from "./staff.ts";

/**
 * A fixed price sent to the customer. A revised price supersedes the open one (status
 * "superseded", supersededById); history stays. The customer's link is `/booking/<token>`: only the
 * token's SHA-256 is stored, and the link works until linkExpiresAt (the end of the validity day
 * while the price is open; 30 days after the job once booked).
 */
export const priceQuotes = pgTable(
  "price_quotes",
  {
    id: text("id").primaryKey(),
    quoteId: text("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    /** 1, 2, … per request. */
    version: integer("version").notNull(),
    /** SHA-256 of the link's token, hex. */
    tokenHash: text("token_hash").notNull(),
    linkExpiresAt: timestamp("link_expires_at", { withTimezone: true }).notNull(),
    /** The sum of the lines, in pence (kept with them in one transaction; checked against them in tests). */
    totalPence: integer("total_pence").notNull(),
    /** What the price includes, one item per entry. */
    included: text("included").array().notNull(),
    /** The last day the price can be accepted (London calendar date). */
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    /**
     * "open", "superseded", "accepted", "declined" or "cancelled" (accepted, then the booking was
     * cancelled). An open price past validUntil has expired.
     */
    status: text("status").notNull().default("open"),
    createdById: text("created_by_id").references(() => staffUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    supersededAt: timestamp("superseded_at", { withTimezone: true }),
    supersededById: text("superseded_by_id"),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    /** One of declineReasons (app/content/booking.ts), and the customer's own words if any. */
    declineReason: text("decline_reason"),
    declineText: text("decline_text"),
  },
  (t) => [
    uniqueIndex("price_quotes_token_hash_key").on(t.tokenHash),
    uniqueIndex("price_quotes_version_key").on(t.quoteId, t.version),
    // At most one open or accepted price per request.
    uniqueIndex("price_quotes_live_key")
      .on(t.quoteId)
      .where(sql`status IN ('open', 'accepted')`),
    check("price_quotes_total_check", sql`total_pence >= 0 AND total_pence <= 1000000`),
  ],
);

/**
 * One line of a fixed price. kind: "load" (itemId a LoadId), "surcharge" (itemId a SurchargeId),
 * "stairs" (carrying down with no lift) or "custom" (staff's own text). amountPence = quantity ×
 * unitPence; never negative.
 */
export const priceQuoteLines = pgTable(
  "price_quote_lines",
  {
    id: serial("id").primaryKey(),
    priceQuoteId: text("price_quote_id")
      .notNull()
      .references(() => priceQuotes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: text("kind").notNull(),
    itemId: text("item_id"),
    label: text("label").notNull(),
    quantity: integer("quantity").notNull().default(1),
    unitPence: integer("unit_pence").notNull(),
    amountPence: integer("amount_pence").notNull(),
  },
  (t) => [
    uniqueIndex("price_quote_lines_position_key").on(t.priceQuoteId, t.position),
    check(
      "price_quote_lines_amount_check",
      sql`unit_pence >= 0 AND unit_pence <= 500000 AND quantity BETWEEN 1 AND 100 AND amount_pence = unit_pence * quantity`,
    ),
  ],
);

/**
 * A booked collection: the customer accepted a fixed price and chose a slot. status "booked",
 * "cancelled" or "done". A slot's jobs are the "booked" rows with its date and slot id; a booking
 * or a move takes the slot's lock (app/server/booking/slots.server.ts) before counting them.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: text("id").primaryKey(),
    quoteId: text("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    priceQuoteId: text("price_quote_id")
      .notNull()
      .references(() => priceQuotes.id, { onDelete: "cascade" }),
    /** London calendar date and one of the slot definitions' ids (app/content/booking.ts). */
    slotDate: date("slot_date", { mode: "string" }).notNull(),
    slotId: text("slot_id").notNull(),
    addressLine1: text("address_line1").notNull(),
    addressLine2: text("address_line2"),
    town: text("town").notNull(),
    /** Normalised ("RH10 9NB"), and one we cover. */
    postcode: text("postcode").notNull(),
    /** The phone for the day, E.164 or as the quote had it. */
    phone: text("phone").notNull(),
    status: text("status").notNull().default("booked"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** How many times the slot was moved. */
    moves: integer("moves").notNull().default(0),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** "customer" or "staff". */
    cancelledBy: text("cancelled_by"),
    /** What the customer said when cancelling, if anything (optional on their page). */
    cancelReason: text("cancel_reason"),
    /** When the day-before reminder was queued (once per booking). */
    reminderQueuedAt: timestamp("reminder_queued_at", { withTimezone: true }),
    /** When the email asking for a review was queued, the day after a done job (once per booking). */
    reviewRequestedAt: timestamp("review_requested_at", { withTimezone: true }),
    /** For a booking the office made: the id its form was given when drawn, so a second post books nothing more. */
    formId: text("form_id"),
    /** Why the office booked the slot above its capacity (or while it was closed to bookings); null otherwise. */
    overbookReason: text("overbook_reason"),
  },
  (t) => [
    // A request has at most one live booking: a double accept books once.
    uniqueIndex("bookings_live_quote_key")
      .on(t.quoteId)
      .where(sql`status = 'booked'`),
    index("bookings_slot_idx")
      .on(t.slotDate, t.slotId)
      .where(sql`status = 'booked'`),
    index("bookings_price_quote_idx").on(t.priceQuoteId),
    uniqueIndex("bookings_form_id_key").on(t.formId),
  ],
);

/** Staff close a whole day (slotId null) or one slot of it to new bookings. */
export const slotBlocks = pgTable(
  "slot_blocks",
  {
    id: serial("id").primaryKey(),
    slotDate: date("slot_date", { mode: "string" }).notNull(),
    slotId: text("slot_id"),
    reason: text("reason"),
    createdById: text("created_by_id").references(() => staffUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("slot_blocks_key").on(t.slotDate, sql`coalesce(${t.slotId}, '*')`)],
);

export type PriceQuote = typeof priceQuotes.$inferSelect;

/**
 * Further links to a price's page, issued when an email about a booking is sent after the first link
 * was (a move by the office, "on my way"): the first token is only hashed, so it cannot be put in a
 * later email, and a new one is made instead. Only the new token's SHA-256 is kept; it opens the same
 * page as the price's own link, until the price's link expires. Erased with the price.
 */
export const bookingLinks = pgTable(
  "booking_links",
  {
    id: serial("id").primaryKey(),
    priceQuoteId: text("price_quote_id")
      .notNull()
      .references(() => priceQuotes.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("booking_links_token_hash_key").on(t.tokenHash), index("booking_links_price_quote_idx").on(t.priceQuoteId)],
);

export type PriceQuoteLine = typeof priceQuoteLines.$inferSelect;

export type Booking = typeof bookings.$inferSelect;

export type SlotBlock = typeof slotBlocks.$inferSelect;
