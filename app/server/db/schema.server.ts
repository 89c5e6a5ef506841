import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

/** Bytes (PostgreSQL bytea) as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A column naming a file in the photo store: the object `<folder column's value>/<this column's
 * value>`, and, where the row keeps one, the column holding the file's SHA-256 (hex). Backup,
 * restore and erasure find every stored file through these columns (app/server/db/stored-files.server.ts
 * reads them from this schema), so a table that names a file declares it with this type, never as
 * plain text.
 */
export interface StoredFileConfig {
  /** The column holding the object's folder: a quote's, a tip run's or a note's id. */
  folder: string;
  sha256?: string;
}
export const storedFileType = {
  dataType: () => "text",
};
export const storedFile = customType<{ data: string; driverData: string; config: StoredFileConfig; configRequired: true }>(storedFileType);

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
    /** The hash of the form stamp it was sent with (stampKey): a stamp carries one quote. */
    formStamp: text("form_stamp"),
    /** "api" (JavaScript upload) or "form" (plain form post). */
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

/** Emails to send, written in the same transaction as the quote; the worker delivers them. */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    quoteId: text("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    /** "staff" or "customer": who it goes to. */
    kind: text("kind").notNull(),
    /**
     * Which email: "quote" (the request's office copy and confirmation) or one of the booking
     * emails ("price", "booked", "declined", "moved", "cancelled"; app/server/booking/emails), the
     * schedule's ("staff-moved", "on-my-way", "reminder") and "review" (the day after a done job).
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
  ],
);

/**
 * A tip run: one load weighed in at a permitted receiving site, from its weighbridge ticket. The
 * site's name and permit number are kept as they were that day (the list is business data,
 * app/content/receiving-sites.ts). Weights in whole kilograms; the rate the site reports recycled or
 * recovered for the load in basis points (9350 = 93.5%); popsKg, the upholstered seating containing
 * POPs in the load, is never counted as recycled. The ticket's photo is in the photo store under the
 * run's id (ticketName, previewName), re-encoded like a request's photos.
 */
export const tipRuns = pgTable(
  "tip_runs",
  {
    id: text("id").primaryKey(),
    /** London calendar date on the ticket. */
    tipDate: date("tip_date", { mode: "string" }).notNull(),
    siteId: text("site_id").notNull(),
    siteName: text("site_name").notNull(),
    sitePermit: text("site_permit").notNull(),
    /** What the site does with the load, copied on the day: only a site that recycles counts towards the recycling figure. */
    siteTreatment: text("site_treatment").notNull(),
    weightKg: integer("weight_kg").notNull(),
    popsKg: integer("pops_kg").notNull().default(0),
    recycledBasisPoints: integer("recycled_basis_points").notNull(),
    ticketName: storedFile("ticket_name", { folder: "id" }).notNull(),
    previewName: storedFile("preview_name", { folder: "id" }).notNull(),
    ticketContentType: text("ticket_content_type").notNull(),
    createdById: text("created_by_id").references(() => staffUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("tip_runs_date_idx").on(t.tipDate),
    check("tip_runs_weight_check", sql`weight_kg > 0 AND weight_kg <= 20000 AND pops_kg >= 0 AND pops_kg <= weight_kg`),
    check("tip_runs_rate_check", sql`recycled_basis_points BETWEEN 0 AND 10000`),
  ],
);

/** The done jobs whose waste a tip run carried (a job's waste may go on more than one run). */
export const tipRunJobs = pgTable(
  "tip_run_jobs",
  {
    tipRunId: text("tip_run_id")
      .notNull()
      .references(() => tipRuns.id, { onDelete: "cascade" }),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("tip_run_jobs_key").on(t.tipRunId, t.bookingId), index("tip_run_jobs_booking_idx").on(t.bookingId)],
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

/**
 * The last waste transfer note number given out in each year (London calendar year). The
 * issuing transaction raises it (an UPDATE takes the row's lock), so concurrent issuers queue and the
 * numbers of a year run 1, 2, 3 … without gaps: a transaction that fails gives its number back.
 */
export const wasteNoteCounters = pgTable(
  "waste_note_counters",
  {
    year: integer("year").primaryKey(),
    last: integer("last").notNull(),
  },
  () => [check("waste_note_counters_last_check", sql`last >= 1 AND last <= 999999`)],
);

/**
 * A waste transfer note: the legal record of one collection, issued once when the job is done. It
 * holds every fact it prints, copied at issue (the customer's name and address, the carrier's and the
 * receiving site's details), so the PDF is made again from these rows alone, byte for byte, and the
 * note outlives the request: erasing a request or its booking keeps the note (the links become null).
 * A correction is a new note with `supersedesId` set; the earlier one becomes "superseded". Both stay.
 */
export const wasteNotes = pgTable(
  "waste_notes",
  {
    id: text("id").primaryKey(),
    /** "WTN-2026-000123": the year it was issued in and its place in that year's sequence. */
    number: text("number").notNull(),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    /** "issued" or "superseded" (by a correction). */
    status: text("status").notNull().default("issued"),
    /** The note this one corrects. */
    supersedesId: text("supersedes_id").references((): AnyPgColumn => wasteNotes.id, { onDelete: "restrict" }),
    /** When the note was issued (the form sent, or the correction made). */
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /**
     * The date and time of the transfer: when the waste changed hands, as the crew gave it (now, or a
     * time earlier that day). A correction keeps its day. Notes of layout 1 printed the issue time as
     * the transfer's; for them the two are equal.
     */
    transferredAt: timestamp("transferred_at", { withTimezone: true }).notNull(),
    /** A correction's reason, as the office typed it: printed on the note and in the customer's email. */
    correctionReason: text("correction_reason"),
    quoteId: text("quote_id").references(() => quotes.id, { onDelete: "set null" }),
    bookingId: text("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    /** The request's reference, printed as the job reference. */
    jobReference: text("job_reference").notNull(),
    /** The place of the transfer: the collection address. */
    placeLine1: text("place_line1").notNull(),
    placeLine2: text("place_line2"),
    placeTown: text("place_town").notNull(),
    placePostcode: text("place_postcode").notNull(),
    /** The transferor. role "householder" or "business"; a business has its name, SIC code and the hierarchy declaration. */
    customerName: text("customer_name").notNull(),
    /** The customer's address, one line per line of text ("\n"). */
    customerAddress: text("customer_address").notNull(),
    customerRole: text("customer_role").notNull(),
    businessName: text("business_name"),
    /** SIC (2007) code, five digits. */
    sicCode: text("sic_code"),
    /** The business declared it applied the waste hierarchy. */
    hierarchyDeclared: boolean("hierarchy_declared").notNull().default(false),
    /** The transferee (the carrier) as it was at issue: app/content/business.ts. */
    carrierName: text("carrier_name").notNull(),
    carrierAddress: text("carrier_address").notNull(),
    carrierRegistration: text("carrier_registration").notNull(),
    /**
     * Layout 1 only: the one receiving site of the whole note. From layout 2 each waste line names its
     * own site (waste_note_lines.site_*), and these are null.
     */
    siteId: text("site_id"),
    siteName: text("site_name"),
    siteAddress: text("site_address"),
    sitePermit: text("site_permit"),
    /** The van's load volume in litres at issue (business data), so "50% of the van" reads as a volume; null on layout 1. */
    vanLitres: integer("van_litres"),
    /** The crew member who collected (name copied at issue) and the member of staff who issued the note. */
    crewId: text("crew_id").references(() => staffUsers.id, { onDelete: "set null" }),
    crewName: text("crew_name").notNull(),
    issuedById: text("issued_by_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /**
     * Layout 1 only: the payment taken at collection, in pence, and how. A note does not record money:
     * from layout 2 a payment is a sales record (sales_records) and these stay 0 and null.
     */
    paymentPence: integer("payment_pence").notNull().default(0),
    paymentMethod: text("payment_method"),
    /**
     * The customer's signature: their full name typed and the tick "this describes the waste I handed
     * over", with a drawn image (PNG) when they drew one; or, when they were not there, the reason.
     */
    signatureName: text("signature_name"),
    signatureConfirmed: boolean("signature_confirmed").notNull().default(false),
    signaturePng: bytea("signature_png"),
    notPresentReason: text("not_present_reason"),
    /** The PDF's name in the photo store, in the note's own folder (`<note id>/<pdfKey>`), and its SHA-256 (hex). */
    pdfKey: storedFile("pdf_key", { folder: "id", sha256: "pdf_sha256" }).notNull(),
    pdfSha256: text("pdf_sha256").notNull(),
    pdfBytes: integer("pdf_bytes").notNull(),
    /** Which layout made the PDF (app/server/waste/pdf.server.ts), so a note is made again as it was issued. */
    layout: integer("layout").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("waste_notes_number_key").on(t.number),
    uniqueIndex("waste_notes_sequence_key").on(t.year, t.sequence),
    // A note is corrected once (the correction can itself be corrected).
    uniqueIndex("waste_notes_supersedes_key").on(t.supersedesId),
    // One current note per booking: a double submit issues once.
    uniqueIndex("waste_notes_booking_issued_key")
      .on(t.bookingId)
      .where(sql`status = 'issued'`),
    index("waste_notes_quote_idx").on(t.quoteId),
    index("waste_notes_issued_at_idx").on(t.issuedAt),
    index("waste_notes_transferred_at_idx").on(t.transferredAt),
    check("waste_notes_status_check", sql`status IN ('issued', 'superseded')`),
    check("waste_notes_role_check", sql`customer_role IN ('householder', 'business')`),
    check(
      "waste_notes_business_check",
      sql`(customer_role = 'householder' AND business_name IS NULL AND sic_code IS NULL) OR (customer_role = 'business' AND business_name IS NOT NULL AND sic_code ~ '^[0-9]{5}$' AND hierarchy_declared)`,
    ),
    check(
      "waste_notes_payment_check",
      sql`payment_pence >= 0 AND payment_pence <= 1000000 AND ((payment_pence = 0 AND payment_method IS NULL) OR (payment_pence > 0 AND payment_method IN ('cash', 'card', 'bank-transfer')))`,
    ),
    check(
      "waste_notes_signature_check",
      sql`(signature_name IS NOT NULL AND signature_confirmed AND not_present_reason IS NULL) OR (signature_name IS NULL AND signature_png IS NULL AND not_present_reason IS NOT NULL)`,
    ),
    check("waste_notes_signature_png_check", sql`signature_png IS NULL OR octet_length(signature_png) <= 262144`),
    // From layout 2 the sites are the lines', the van's volume is stated, and no money is on the note.
    check(
      "waste_notes_layout_check",
      sql`layout = 1 OR (site_id IS NULL AND site_name IS NULL AND site_address IS NULL AND site_permit IS NULL AND van_litres > 0 AND payment_pence = 0 AND payment_method IS NULL)`,
    ),
    check("waste_notes_correction_check", sql`(supersedes_id IS NULL) = (correction_reason IS NULL) OR layout = 1`),
    check("waste_notes_transfer_check", sql`transferred_at <= issued_at`),
  ],
);

/**
 * One kind of waste on a note. `wasteId` is the entry of the business's list (app/content/waste.ts);
 * its code, hazardous mark and POPs flag are copied at issue. The quantity is a share of the van (per
 * cent) and/or an estimate in kilograms; containment "loose", "bags" or "other" (with its text).
 */
export const wasteNoteLines = pgTable(
  "waste_note_lines",
  {
    id: serial("id").primaryKey(),
    noteId: text("note_id")
      .notNull()
      .references(() => wasteNotes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    wasteId: text("waste_id").notNull(),
    /** The List of Waste code as printed, "20 03 07" (the asterisk of a hazardous code is not stored: see hazardous). */
    code: text("code").notNull(),
    description: text("description").notNull(),
    hazardous: boolean("hazardous").notNull(),
    /** Upholstered domestic seating containing persistent organic pollutants. */
    pops: boolean("pops").notNull(),
    vanPercent: integer("van_percent"),
    weightKg: integer("weight_kg"),
    containment: text("containment").notNull(),
    containmentText: text("containment_text"),
    /**
     * Where this line's waste goes: one of receivingSites (app/content/receiving-sites.ts), its name,
     * address, permit and what it does with the waste ("transfer", "recycling", "energy-recovery",
     * "incineration", "fridge-treatment"), copied at issue. Lines of layout-1 notes carry their note's site.
     */
    siteId: text("site_id").notNull(),
    siteName: text("site_name").notNull(),
    siteAddress: text("site_address").notNull(),
    sitePermit: text("site_permit").notNull(),
    siteTreatment: text("site_treatment").notNull(),
  },
  (t) => [
    uniqueIndex("waste_note_lines_position_key").on(t.noteId, t.position),
    check("waste_note_lines_code_check", sql`code ~ '^[0-9]{2} [0-9]{2} [0-9]{2}$'`),
    check(
      "waste_note_lines_quantity_check",
      sql`(van_percent IS NOT NULL OR weight_kg IS NOT NULL) AND (van_percent IS NULL OR van_percent BETWEEN 1 AND 100) AND (weight_kg IS NULL OR weight_kg BETWEEN 1 AND 5000)`,
    ),
    check(
      "waste_note_lines_containment_check",
      sql`(containment IN ('loose', 'bags') AND containment_text IS NULL) OR (containment = 'other' AND containment_text IS NOT NULL)`,
    ),
    check(
      "waste_note_lines_treatment_check",
      sql`site_treatment IN ('transfer', 'recycling', 'energy-recovery', 'incineration', 'fridge-treatment')`,
    ),
  ],
);

/**
 * A photo of the cleared space, taken at completion. The file lives in the request's folder of the
 * photo store (`<quote id>/cleared-<n>.jpg`), so erasing the request removes the photo and this row
 * (quote_id cascades) while the note stays.
 */
export const wasteNotePhotos = pgTable(
  "waste_note_photos",
  {
    id: serial("id").primaryKey(),
    noteId: text("note_id")
      .notNull()
      .references(() => wasteNotes.id, { onDelete: "cascade" }),
    quoteId: text("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    originalName: text("original_name").notNull(),
    storedName: storedFile("stored_name", { folder: "quote_id" }).notNull(),
    contentType: text("content_type").notNull(),
    bytes: integer("bytes").notNull(),
    width: integer("width"),
    height: integer("height"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("waste_note_photos_position_key").on(t.noteId, t.position), index("waste_note_photos_quote_idx").on(t.quoteId)],
);

/**
 * A payment taken for a job: a sales record, kept 6 years for tax (docs/decisions), apart from the
 * waste transfer note (which records no money) and apart from the customer: the job's reference,
 * the amount, how and when it was paid, nothing that names or reaches the customer. Erasing the
 * request keeps it (booking_id becomes null).
 */
export const salesRecords = pgTable(
  "sales_records",
  {
    id: text("id").primaryKey(),
    bookingId: text("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    jobReference: text("job_reference").notNull(),
    amountPence: integer("amount_pence").notNull(),
    /** "cash", "card" or "bank-transfer". */
    method: text("method").notNull(),
    /** The London calendar day it was paid. */
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    recordedById: text("recorded_by_id").references(() => staffUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One payment recorded per job at completion: a double submit records once.
    uniqueIndex("sales_records_booking_key").on(t.bookingId),
    index("sales_records_paid_on_idx").on(t.paidOn),
    check("sales_records_amount_check", sql`amount_pence > 0 AND amount_pence <= 1000000`),
    check("sales_records_method_check", sql`method IN ('cash', 'card', 'bank-transfer')`),
  ],
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
  /** When the account's passkeys were last removed for it (not by its owner), and why: the account page says so. */
  passkeysRemovedAt: timestamp("passkeys_removed_at", { withTimezone: true }),
  passkeysRemovedWhy: text("passkeys_removed_why", { enum: ["password-reset", "authenticator-reset"] }),
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
    /**
     * Ours, not better-auth's: the 30-second time step of the last authenticator code accepted.
     * That code and every earlier one are refused (RFC 6238 §5.2: a code is good once).
     */
    lastTotpStep: bigint("last_totp_step", { mode: "number" }),
  },
  (t) => [index("staff_two_factor_user_idx").on(t.userId)],
);

/**
 * Staff passkeys (WebAuthn credentials; app/server/staff/auth/passkey-plugin.server.ts). The public
 * key is not a secret, but it names the account: the rows go with the account, and with its
 * authenticator when that is reset (npm run staff -- reset-2fa).
 */
export const staffPasskeys = pgTable(
  "staff_passkeys",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    /** The credential's id as the browser gives it (base64url). */
    credentialId: text("credential_id").notNull().unique(),
    /** The COSE public key (base64url). */
    publicKey: text("public_key").notNull(),
    /** The signature counter last seen (0 for passkeys that never count, such as synced ones). */
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    /** How the browser may reach the authenticator ("internal", "hybrid", "usb", …), comma-separated. */
    transports: text("transports"),
    /** Whether the passkey is backed up (synced to the platform's cloud), as it last said. */
    backedUp: boolean("backed_up").notNull().default(false),
    /** The name its owner gave it ("Work phone"). */
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("staff_passkeys_user_idx").on(t.userId)],
);

/** better-auth's request counters (storage "database", so every instance shares them). */
export const staffRateLimits = pgTable("staff_rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * The sign-in's throttles (decision 0009): one row per key (an address, a typed email, a remembered
 * device, an account's codes), the attempts counted since the last success and when the next one
 * may be made. Keys are keyed hashes: no typed email or address is stored.
 */
export const staffSignInThrottles = pgTable(
  "staff_sign_in_throttles",
  {
    key: text("key").primaryKey(),
    /** Attempts counted (each before it is checked; a success takes its own back). */
    failures: integer("failures").notNull(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
    /** No attempt is checked before this time. */
    blockedUntil: timestamp("blocked_until", { withTimezone: true }).notNull(),
  },
  (t) => [index("staff_sign_in_throttles_last_at_idx").on(t.lastAt)],
);

/** What an outbox row of a booking email records of its event. */
export interface OutboxPayload {
  priceQuoteId?: string;
  bookingId?: string;
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

export type Quote = typeof quotes.$inferSelect;
export type NewQuote = typeof quotes.$inferInsert;
export type QuotePhoto = typeof quotePhotos.$inferSelect;
export type NewQuotePhoto = typeof quotePhotos.$inferInsert;
export type OutboxMessage = typeof outbox.$inferSelect;
export type QuoteNote = typeof quoteNotes.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;
export type StaffUser = typeof staffUsers.$inferSelect;
export type PriceQuote = typeof priceQuotes.$inferSelect;
export type PriceQuoteLine = typeof priceQuoteLines.$inferSelect;
export type Booking = typeof bookings.$inferSelect;
export type SlotBlock = typeof slotBlocks.$inferSelect;
export type TipRun = typeof tipRuns.$inferSelect;
export type WasteNote = typeof wasteNotes.$inferSelect;
export type WasteNoteLine = typeof wasteNoteLines.$inferSelect;
export type WasteNotePhoto = typeof wasteNotePhotos.$inferSelect;
export type SalesRecord = typeof salesRecords.$inferSelect;
