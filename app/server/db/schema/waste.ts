/** Waste transfer notes: their numbers, facts, waste lines and photos of the cleared space, and the sales record of each job's payment. */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import { bookings } from "./booking.ts";
import { bytea, storedFile } from "./columns.ts";
import { quotes } from "./quotes.ts";
import { staffUsers } from "./staff.ts";

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

export type WasteNote = typeof wasteNotes.$inferSelect;

export type WasteNoteLine = typeof wasteNoteLines.$inferSelect;

export type WasteNotePhoto = typeof wasteNotePhotos.$inferSelect;

export type SalesRecord = typeof salesRecords.$inferSelect;
