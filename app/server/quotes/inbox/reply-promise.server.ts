/**
 * The reply promise measured: of the requests of the last 90 days (suspected bots left out), the
 * share first contacted within the promised number of business hours. Business hours are the
 * collection hours (app/content/business.ts `hours`), closed on bank holidays; a request that
 * arrives outside them counts from the next opening. A request not yet contacted counts once its
 * time is up (it is late), and not before.
 *
 * Each request's deadline is worked out once, when it is stored (replyDeadlineFor), and kept in
 * quotes.reply_deadline, so the share is one count over an index, whatever the number of requests
 * (decision 33). Requests stored before the column are filled in at start-up (fillReplyDeadlines).
 */
import { asc, and, gt, isNull, sql } from "drizzle-orm";
import { hours, constants } from "../../../content/business";
import { bookingRules } from "../../../content/booking";
import { claimEvidence } from "../../../content/claims";
import { addDays, londonDate, londonInstant, weekdayOf } from "../../../kernel/uk-time";
import type { Db } from "../../db/client.server";
import { quotes } from "../../db/schema.server";
import { REPLY_WINDOW_DAYS, type ReplyPromise } from "./model";

const DAY_MS = 24 * 60 * 60 * 1000;
const closed = new Set(bookingRules.closedDates);

/** The business-hours windows of one London day (none on a closed day). */
function openWindows(date: string): [number, number][] {
  if (closed.has(date)) return [];
  const weekday = weekdayOf(date);
  return hours.collections
    .filter((row) => (row.weekdays as readonly number[]).includes(weekday))
    .map((row) => [londonInstant(date, row.opens).getTime(), londonInstant(date, row.closes).getTime()]);
}

/**
 * The instant `budgetMs` of business time after `from`; looks at most `maxDays` days ahead
 * (undefined past them). Linear in the days it walks.
 */
export function businessDeadline(from: Date, budgetMs: number, maxDays = 30): Date | undefined {
  let left = budgetMs;
  let date = londonDate(from);
  for (let i = 0; i <= maxDays; i++, date = addDays(date, 1)) {
    for (const [open, close] of openWindows(date)) {
      const start = Math.max(open, from.getTime());
      if (start >= close) continue;
      if (close - start >= left) return new Date(start + left);
      left -= close - start;
    }
  }
  return undefined;
}

/**
 * When a request that arrived at `createdAt` must be first contacted by: `constants.replyWithinHours`
 * business hours on, under the hours and bank holidays in force now. Null when no business hours fall
 * within businessDeadline's lookahead: such a request is late whatever happens (as replyPromise counts it).
 */
export function replyDeadlineFor(createdAt: Date): Date | null {
  return businessDeadline(createdAt, constants.replyWithinHours * 60 * 60 * 1000) ?? null;
}

/** Requests filled in per transaction by fillReplyDeadlines. */
const FILL_BATCH_ROWS = 500;

/**
 * Works out the reply deadline of every request without one (stored before the column existed), a
 * batch at a time in the order of their ids; resolves with the number filled in. Each batch locks its
 * rows in that order (FOR UPDATE), so two instances starting together take turns rather than
 * deadlock, and a row the other has filled meanwhile is left out of the batch. A request whose deadline is
 * beyond the lookahead stays null and is looked at again at the next start (none, with any opening
 * hours in a month).
 */
export async function fillReplyDeadlines(db: Db, batchRows = FILL_BATCH_ROWS): Promise<number> {
  let filled = 0;
  let last: string | undefined;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: quotes.id, createdAt: quotes.createdAt })
        .from(quotes)
        .where(and(isNull(quotes.replyDeadline), last === undefined ? undefined : gt(quotes.id, last)))
        .orderBy(asc(quotes.id))
        .limit(batchRows)
        .for("update");
      const found = rows.flatMap((row) => {
        const deadline = replyDeadlineFor(row.createdAt);
        return deadline ? [sql`(${row.id}, ${deadline.toISOString()}::timestamptz)`] : [];
      });
      if (found.length) {
        await tx.execute(
          sql`UPDATE quotes SET reply_deadline = v.deadline FROM (VALUES ${sql.join(found, sql`, `)}) AS v(id, deadline) WHERE quotes.id = v.id`,
        );
      }
      return { rows: rows.length, filled: found.length, last: rows.at(-1)?.id };
    });
    // A batch can come back short while another instance fills the same rows (a row it locked and
    // filled no longer matches), so only an empty one ends the pass.
    if (!batch.rows) return filled;
    filled += batch.filled;
    last = batch.last;
  }
}

/**
 * The share now, from the kept deadlines: one pass over quotes_reply_window_idx (the 90 days'
 * requests, spam aside; the condition is written out so the planner matches the partial index).
 * Judged: contacted, or not yet and the deadline passed (or none within the lookahead); in time:
 * contacted by the deadline.
 */
export async function replyPromise(db: Db, now: Date): Promise<ReplyPromise> {
  const from = new Date(now.getTime() - REPLY_WINDOW_DAYS * DAY_MS);
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    SELECT
      count(*) FILTER (WHERE contacted_at IS NOT NULL OR reply_deadline IS NULL OR reply_deadline < ${at})::int AS judged,
      count(*) FILTER (WHERE contacted_at <= reply_deadline)::int AS in_time
    FROM quotes
    WHERE status <> 'spam' AND created_at >= ${from.toISOString()}::timestamptz AND created_at <= ${at}`);
  const row = (result as unknown as { rows: { judged: number | string; in_time: number | string }[] }).rows[0];
  const judged = Number(row?.judged ?? 0);
  const inTime = Number(row?.in_time ?? 0);
  const share = judged ? inTime / judged : null;
  const kept = judged >= claimEvidence.reply.minimumRequests && share !== null && share >= claimEvidence.reply.share;
  return { judged, inTime, share, kept, from, to: now };
}
