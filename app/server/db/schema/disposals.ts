/** Tip runs (a load taken to a receiving site, with its weighbridge ticket) and the jobs each carried. */
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { bookings } from "./booking.ts";
import { storedFile } from "./columns.ts";
import { staffUsers } from "./staff.ts";

/**
 * A tip run: one load weighed in at a permitted receiving site, from its weighbridge ticket. The
 * site's name and permit number are kept as they were that day (the list is business data,
 * app/content/receiving-sites.ts). Weights in whole kilograms; the rate the site reports recycled or
 * recovered for the load in basis points (9350 = 93.5%); popsKg, the upholstered seating containing
 * POPs in the load, is never counted as recycled. The ticket's photo is in the photo store under the
 * run's id (ticketName, previewName), re-encoded like a request's photos. A run recorded without jobs
 * (its ticket older than the system, or its jobs not in it) says why in noJobsReason, one line typed by
 * staff; a run with jobs has none (app/server/disposals/tip-runs.server.ts keeps the two apart).
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
    /** Why the run names no jobs, as staff typed it (one line, at most 200 characters); null for a run with jobs. */
    noJobsReason: text("no_jobs_reason"),
    createdById: text("created_by_id").references(() => staffUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("tip_runs_date_idx").on(t.tipDate),
    check("tip_runs_weight_check", sql`weight_kg > 0 AND weight_kg <= 20000 AND pops_kg >= 0 AND pops_kg <= weight_kg`),
    check("tip_runs_rate_check", sql`recycled_basis_points BETWEEN 0 AND 10000`),
    check("tip_runs_reason_check", sql`no_jobs_reason IS NULL OR char_length(no_jobs_reason) BETWEEN 1 AND 200`),
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

export type TipRun = typeof tipRuns.$inferSelect;
