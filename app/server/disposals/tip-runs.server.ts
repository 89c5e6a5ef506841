import { and, asc, desc, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import {
  MIN_TONNES_TO_JUDGE_CLAIM,
  popsRefusal,
  siteTreatments,
  type ReceivingSite,
  type SiteTreatment,
} from "../../content/receiving-sites";

/** The treatments whose loads count towards the recycling figure (at the rate the site reports). */
const recyclingTreatments = (Object.keys(siteTreatments) as SiteTreatment[]).filter((t) => siteTreatments[t].recycles);
import type { Db } from "../db/client.server";
import { violatedConstraint } from "../db/errors.server";
import { bookings, priceQuoteLines, quotes, tipRunJobs, tipRuns, wasteNoteLines, wasteNotes, type TipRun } from "../db/schema.server";
import { audit, type Actor } from "../audit.server";
import { refuse, type Result } from "../../kernel/refusal";
import { hasRefusedCharacters } from "../../kernel/text";
import { addDays, londonDate, londonInstant } from "../../kernel/uk-time";
import type { HeldTicket } from "./held-tickets.server";
import { formatTonnes, jobLoad, weightCheck, weightConfirmedText, type JobLoad, type WeightCheck } from "./weight-bound";

export { formatTonnes };

/*
 * Disposal records: each tip run as its weighbridge ticket tells it (date, permitted site, weight)
 * with the rate the site reports recycled or recovered for the load, the upholstered seating
 * containing POPs it held, the done jobs whose waste it carried and a photo of the ticket. The
 * recycling figure over the last 12 months is worked out from these rows alone.
 */

/** The longest reason a tip run without jobs may give (the column's check says the same). */
export const MAX_REASON = 200;

/** A job's waste can be tipped up to this many days after the job (kept in the van or the yard). */
export const JOB_DAYS_BEFORE_TIP = 14;
/** The recycling figure's period: the 365 days to today. */
const FIGURE_DAYS = 365;

/** A done job as the tip-run form lists it. */
export interface DoneJob {
  bookingId: string;
  reference: string;
  date: string;
  postcode: string;
  /** The booked load's label, or the first line's. */
  load: string;
}

/** Done jobs whose waste changed hands on London days `first` to `last` (the time on their current note). */
const collectedBetween = (first: string, last: string) =>
  and(
    eq(bookings.status, "done"),
    gte(wasteNotes.transferredAt, londonInstant(first, "00:00")),
    lt(wasteNotes.transferredAt, londonInstant(addDays(last, 1), "00:00")),
  );

/** The jobs marked done (bookings.status "done") collected from `first` to `last`, by the day they were collected, newest first. */
export async function doneJobsBetween(db: Db, first: string, last: string): Promise<DoneJob[]> {
  const found = await db
    .select({
      bookingId: bookings.id,
      priceQuoteId: bookings.priceQuoteId,
      reference: quotes.reference,
      collectedAt: wasteNotes.transferredAt,
      postcode: bookings.postcode,
    })
    .from(bookings)
    .innerJoin(quotes, eq(quotes.id, bookings.quoteId))
    .innerJoin(wasteNotes, and(eq(wasteNotes.bookingId, bookings.id), eq(wasteNotes.status, "issued")))
    .where(collectedBetween(first, last))
    .orderBy(desc(wasteNotes.transferredAt), asc(quotes.reference));
  if (!found.length) return [];
  const rows = found.map(({ collectedAt, ...row }) => ({ ...row, date: londonDate(collectedAt) }));
  const lines = await db
    .select({ priceQuoteId: priceQuoteLines.priceQuoteId, kind: priceQuoteLines.kind, label: priceQuoteLines.label })
    .from(priceQuoteLines)
    .where(inArray(priceQuoteLines.priceQuoteId, [...new Set(rows.map((row) => row.priceQuoteId))]))
    .orderBy(asc(priceQuoteLines.position));
  return rows.map(({ priceQuoteId, ...row }) => {
    const own = lines.filter((line) => line.priceQuoteId === priceQuoteId);
    return { ...row, load: (own.find((line) => line.kind === "load") ?? own[0])?.label ?? "" };
  });
}

export interface TipRunInput {
  tipDate: string;
  site: ReceivingSite;
  weightKg: number;
  popsKg: number;
  recycledBasisPoints: number;
  /** The done jobs whose waste it carried; none only with `noJobsReason`. */
  bookingIds: string[];
  /** Why no jobs are named (the ticket older than the system, or its jobs not in it): required with none, refused with some. */
  noJobsReason: string | null;
  /**
   * The confirmation's token ("The weight is right: save it" ticked, WeightCheck.token) when the form
   * sent one: a weight above the jobs' bound is recorded only with the token of the same figures.
   */
  weightConfirmed: string | null;
  /** The ticket's photo, already held in the photo store (holdTicket); the run takes its id. */
  ticket: HeldTicket;
  actor: Actor & { id: string | null };
  now: Date;
}

/** Basis points as a percentage: "93.5%". */
export const formatRate = (basisPoints: number) => `${(basisPoints / 100).toLocaleString("en-GB", { maximumFractionDigits: 2 })}%`;

/** The loads of the jobs `bookingIds` (their booked price's load lines, their issued note's lines and van), by reference. */
async function jobLoads(db: Db, jobs: { id: string; reference: string }[]): Promise<JobLoad[]> {
  if (!jobs.length) return [];
  const ids = jobs.map((job) => job.id);
  const booked = await db
    .select({ bookingId: bookings.id, itemId: priceQuoteLines.itemId, quantity: priceQuoteLines.quantity })
    .from(priceQuoteLines)
    .innerJoin(bookings, eq(bookings.priceQuoteId, priceQuoteLines.priceQuoteId))
    .where(and(inArray(bookings.id, ids), eq(priceQuoteLines.kind, "load")));
  const noted = await db
    .select({
      bookingId: wasteNotes.bookingId,
      vanLitres: wasteNotes.vanLitres,
      vanPercent: wasteNoteLines.vanPercent,
      weightKg: wasteNoteLines.weightKg,
    })
    .from(wasteNoteLines)
    .innerJoin(wasteNotes, and(eq(wasteNotes.id, wasteNoteLines.noteId), eq(wasteNotes.status, "issued")))
    .where(inArray(wasteNotes.bookingId, ids));
  return [...jobs]
    .sort((a, b) => a.reference.localeCompare(b.reference))
    .map((job) => {
      const lines = noted.filter((line) => line.bookingId === job.id);
      return jobLoad({
        reference: job.reference,
        booked: booked.filter((line) => line.bookingId === job.id),
        noted: lines,
        vanLitres: lines[0]?.vanLitres ?? null,
      });
    });
}

/** Where on the form a refusal of recordTipRun belongs ("weightOk": the weight is to be confirmed, with `check`). */
export type TipRunField = "job" | "pops" | "reason" | "weightOk";

/** The message of a tip run with neither jobs nor a reason. */
export const NO_JOBS = "Choose the jobs whose waste this tip run carried, or say why it has none.";
/** The message of a reason sent with jobs ticked. */
export const REASON_WITH_JOBS = "Leave the reason empty when jobs are ticked: it is for a tip run with none.";

/**
 * Record a tip run from its held ticket, under the ticket's id: one transaction checks that every job
 * named is done and from the run's day or the 14 days before it (or, with none, that a reason says
 * why), weighs the run against what its jobs' loads could hold (weight-bound.ts), writes the run, its
 * jobs and an audit entry. A weight above that bound is refused with the figures (`check`) unless the
 * form sent the confirmation of the same figures; the audit line then says so. A refusal leaves the
 * ticket held for the form to offer again. The same ticket sent twice (a double submit) records one
 * run: the second answers with the first.
 */
export async function recordTipRun(
  db: Db,
  input: TipRunInput,
): Promise<Result<{ id: string }, { field: TipRunField; check?: WeightCheck }>> {
  const { ticket } = input;
  const id = ticket.id;
  const reason = input.noJobsReason?.trim() || null;
  let result: Result<{ id: string }, { field: TipRunField; check?: WeightCheck }>;
  try {
    result = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const wanted = [...new Set(input.bookingIds)];
      const jobs = wanted.length
        ? await tx
            .select({ id: bookings.id, reference: quotes.reference })
            .from(bookings)
            .innerJoin(quotes, eq(quotes.id, bookings.quoteId))
            .innerJoin(wasteNotes, and(eq(wasteNotes.bookingId, bookings.id), eq(wasteNotes.status, "issued")))
            .where(and(inArray(bookings.id, wanted), collectedBetween(addDays(input.tipDate, -JOB_DAYS_BEFORE_TIP), input.tipDate)))
            .for("share", { of: bookings })
        : [];
      if (!wanted.length && !reason) return refuse("invalid", NO_JOBS, { field: "job" as const });
      if (wanted.length && reason) return refuse("invalid", REASON_WITH_JOBS, { field: "reason" as const });
      if (reason && (reason.length > MAX_REASON || hasRefusedCharacters(reason)))
        return refuse("invalid", `Keep the reason to one line of ${MAX_REASON} characters or fewer.`, { field: "reason" as const });
      if (input.popsKg > 0 && !siteTreatments[input.site.treatment].destroysPops)
        return refuse("invalid", popsRefusal(input.site), { field: "pops" as const });
      if (jobs.length !== wanted.length) {
        return refuse("invalid", `Choose only completed jobs from the day of the tip run or the ${JOB_DAYS_BEFORE_TIP} days before it.`, {
          field: "job" as const,
        });
      }
      const check = weightCheck(input.weightKg, await jobLoads(tx, jobs));
      if (check.above && input.weightConfirmed !== check.token) {
        const against = jobs.length ? "what the chosen jobs' loads could hold" : "one full van";
        return refuse(
          "conflict",
          `The weight, ${formatTonnes(check.weightKg)}, is more than ${against} (up to ${formatTonnes(check.boundKg)}): check it against the ticket, then tick “The weight is right: save it”, or correct it.`,
          { field: "weightOk" as const, check },
        );
      }
      await tx.insert(tipRuns).values({
        id,
        tipDate: input.tipDate,
        siteId: input.site.id,
        siteName: input.site.name,
        sitePermit: input.site.permit,
        siteTreatment: input.site.treatment,
        weightKg: input.weightKg,
        popsKg: input.popsKg,
        recycledBasisPoints: input.recycledBasisPoints,
        ticketName: ticket.storedName,
        previewName: ticket.previewName,
        ticketContentType: ticket.contentType,
        noJobsReason: reason,
        createdById: input.actor.id,
        createdAt: input.now,
      });
      if (jobs.length) await tx.insert(tipRunJobs).values(jobs.map((job) => ({ tipRunId: id, bookingId: job.id })));
      const references = jobs.map((job) => job.reference).sort();
      const carried = reason ? `no jobs: "${reason}"` : `jobs ${references.join(", ")}`;
      await audit(tx, input.actor, {
        action: "tip-run-recorded",
        detail: `tip run on ${input.tipDate} at ${input.site.name} (permit ${input.site.permit}): ${formatTonnes(input.weightKg)}, ${formatRate(input.recycledBasisPoints)} recycled or recovered, ${formatTonnes(input.popsKg)} POPs seating; ${carried}${check.above ? `; ${weightConfirmedText(check)}` : ""}`,
        at: input.now,
      });
      return { ok: true, id } as const;
    });
  } catch (error) {
    if (violatedConstraint(error) === "tip_runs_pkey") return { ok: true, id };
    throw error;
  }
  return result;
}

export interface ListedTipRun extends TipRun {
  references: string[];
}

/** The newest tip runs, with the references of the jobs each carried (erased jobs drop out). */
export async function recentTipRuns(db: Db, limit = 20): Promise<ListedTipRun[]> {
  const runs = await db.select().from(tipRuns).orderBy(desc(tipRuns.tipDate), desc(tipRuns.createdAt)).limit(limit);
  if (!runs.length) return [];
  const links = await db
    .select({ tipRunId: tipRunJobs.tipRunId, reference: quotes.reference })
    .from(tipRunJobs)
    .innerJoin(bookings, eq(bookings.id, tipRunJobs.bookingId))
    .innerJoin(quotes, eq(quotes.id, bookings.quoteId))
    .where(
      inArray(
        tipRunJobs.tipRunId,
        runs.map((run) => run.id),
      ),
    )
    .orderBy(asc(quotes.reference));
  return runs.map((run) => ({ ...run, references: links.filter((link) => link.tipRunId === run.id).map((link) => link.reference) }));
}

export const tipRunById = async (db: Db, id: string) => (await db.select().from(tipRuns).where(eq(tipRuns.id, id)))[0];

/** The ids of every tip run (their tickets live in the photo store beside the requests' photos). */
export async function knownTipRunIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  return new Set((await db.select({ id: tipRuns.id }).from(tipRuns).where(inArray(tipRuns.id, ids))).map((row) => row.id));
}

export interface RecyclingFigure {
  /** The first and last day counted (London dates). */
  from: string;
  to: string;
  runs: number;
  tippedKg: number;
  popsKg: number;
  recycledKg: number;
  /** Tipped at sites that do not recycle (energy recovery, incineration), POPs seating aside. */
  notRecyclingSitesKg: number;
  /** recycledKg / tippedKg, or null with nothing tipped. */
  rate: number | null;
  /**
   * What the public site shows: the rate in whole percent, rounded down (never overstated), once at
   * least MIN_TONNES_TO_JUDGE_CLAIM are recorded; null until then ("too-few"), when the site makes
   * the claim without a number (app/content/claims.ts).
   */
  publicPercent: number | null;
  verdict: "shown" | "too-few";
}

/**
 * Tonnes recycled over tonnes tipped, the 365 days to today. Each run counts as recycled its weight
 * less its POPs seating, times the rate the site reports for it, when the site recycles (a transfer
 * station, a recycling facility, fridge treatment); a load incinerated or burnt for energy counts
 * as tipped and never as recycled, and so does POPs seating (it must be destroyed, not recycled).
 */
export async function recyclingFigure(db: Db, now: Date): Promise<RecyclingFigure> {
  const to = londonDate(now);
  const from = addDays(to, -(FIGURE_DAYS - 1));
  const recycling = sql`${tipRuns.siteTreatment} IN (${sql.join(
    recyclingTreatments.map((t) => sql`${t}`),
    sql`, `,
  )})`;
  const [row] = await db
    .select({
      runs: sql<number>`count(*)::int`,
      tipped: sql<string>`coalesce(sum(${tipRuns.weightKg}), 0)::bigint`,
      pops: sql<string>`coalesce(sum(${tipRuns.popsKg}), 0)::bigint`,
      elsewhere: sql<string>`coalesce(sum(CASE WHEN ${recycling} THEN 0 ELSE ${tipRuns.weightKg} - ${tipRuns.popsKg} END), 0)::bigint`,
      /** kg × basis points: divided by 10,000 once, at the end, so nothing is rounded per run. */
      recycledScaled: sql<string>`coalesce(sum(CASE WHEN ${recycling} THEN (${tipRuns.weightKg} - ${tipRuns.popsKg})::bigint * ${tipRuns.recycledBasisPoints} ELSE 0 END), 0)::bigint`,
    })
    .from(tipRuns)
    .where(and(gte(tipRuns.tipDate, from), lte(tipRuns.tipDate, to)));
  const tippedKg = Number(row?.tipped ?? 0);
  const recycledScaled = Number(row?.recycledScaled ?? 0);
  const recycledKg = recycledScaled / 10_000;
  const rate = tippedKg > 0 ? recycledKg / tippedKg : null;
  const enough = tippedKg >= MIN_TONNES_TO_JUDGE_CLAIM * 1000;
  // Whole percent, rounded down, in integers: floor(recycledScaled × 100 / (tipped × 10,000)).
  const publicPercent = enough ? Math.floor((recycledScaled * 100) / (tippedKg * 10_000)) : null;
  return {
    from,
    to,
    runs: row?.runs ?? 0,
    tippedKg,
    popsKg: Number(row?.pops ?? 0),
    recycledKg,
    notRecyclingSitesKg: Number(row?.elsewhere ?? 0),
    rate,
    publicPercent,
    verdict: enough ? "shown" : "too-few",
  };
}

/** The figure as a percentage with one decimal: "87.3%". */
export const formatFigure = (rate: number) =>
  `${(Math.floor(rate * 1000) / 10).toLocaleString("en-GB", { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;

/** The launch check's and the staff's view of what the public site says about recycling, and why. */
export function claimNote(figure: RecyclingFigure): string {
  if (figure.publicPercent === null)
    return `The site makes the recycling claim without a number ("every load sorted for recycling"): ${formatTonnes(figure.tippedKg)} of tip runs recorded in 12 months, ${MIN_TONNES_TO_JUDGE_CLAIM} t needed before it shows a figure.`;
  return `The site shows ${figure.publicPercent}% recycled, from 12 months of tip runs: ${formatTonnes(Math.round(figure.recycledKg))} recycled of ${formatTonnes(figure.tippedKg)} tipped.`;
}
