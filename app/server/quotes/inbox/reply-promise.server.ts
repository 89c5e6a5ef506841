/**
 * The reply promise measured: of the requests of the last 90 days (suspected bots left out), the
 * share first contacted within the promised number of business hours. Business hours are the
 * collection hours (app/content/business.ts `hours`), closed on bank holidays; a request that
 * arrives outside them counts from the next opening. A request not yet contacted counts once its
 * time is up (it is late), and not before.
 */
import { and, gte, lte, ne } from "drizzle-orm";
import { hours, constants } from "../../../content/business";
import { bookingRules } from "../../../content/booking";
import { claimEvidence } from "../../../content/claims";
import { addDays, londonDate, londonInstant, weekdayOf } from "../../../kernel/uk-time";
import type { Db } from "../../db/client.server";
import { quotes } from "../../db/schema.server";

const DAY_MS = 24 * 60 * 60 * 1000;
export const REPLY_WINDOW_DAYS = 90;
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

export interface ReplyPromise {
  /** Requests whose time is up or that were contacted, in the window. */
  judged: number;
  inTime: number;
  /** inTime / judged, or null with none judged. */
  share: number | null;
  /** Enough requests, and at least the share needed, answered in time: the public wording may say so. */
  kept: boolean;
  from: Date;
  to: Date;
}

export async function replyPromise(db: Db, now: Date): Promise<ReplyPromise> {
  const from = new Date(now.getTime() - REPLY_WINDOW_DAYS * DAY_MS);
  const rows = await db
    .select({ createdAt: quotes.createdAt, contactedAt: quotes.contactedAt })
    .from(quotes)
    .where(and(ne(quotes.status, "spam"), gte(quotes.createdAt, from), lte(quotes.createdAt, now)));
  const budget = constants.replyWithinHours * 60 * 60 * 1000;
  let judged = 0;
  let inTime = 0;
  for (const row of rows) {
    const deadline = businessDeadline(row.createdAt, budget);
    if (row.contactedAt) {
      judged++;
      if (deadline && row.contactedAt.getTime() <= deadline.getTime()) inTime++;
    } else if (!deadline || deadline.getTime() < now.getTime()) judged++;
  }
  const share = judged ? inTime / judged : null;
  const kept = judged >= claimEvidence.reply.minimumRequests && share !== null && share >= claimEvidence.reply.share;
  return { judged, inTime, share, kept, from, to: now };
}
