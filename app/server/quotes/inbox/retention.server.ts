import { and, eq, inArray, isNull, lt, notInArray, or, sql, type SQL } from "drizzle-orm";
import { retention } from "../../../content/retention";
import { auditLog, quotes, salesRecords } from "../../db/schema.server";
import { log } from "../../log.server";
import { expireNotes } from "../../waste/index.server";
import { eraseQuotes, type EraseDeps } from "./erase.server";
import { londonDate } from "../../../kernel/uk-time";
import type { Actor } from "../../audit.server";

const RETENTION: Actor = { id: null, label: "retention" };

/** When a suspected bot's 7 days began: when staff marked it spam, or else when it arrived. */
export const spamSince: SQL = sql`coalesce(${quotes.markedSpamAt}, ${quotes.createdAt})`;
/** At most this many requests are erased per run; the next hour takes the rest. */
const BATCH = 500;

/** `date` moved back by whole calendar months (UTC), e.g. 12 months before 2026-11-23 10:00 is 2025-11-23 10:00. */
function monthsBefore(date: Date, months: number): Date {
  const back = new Date(date.getTime());
  back.setUTCMonth(back.getUTCMonth() - months);
  return back;
}

/**
 * Hourly, idempotent: erases what the privacy policy says is no longer kept (app/content/retention.ts):
 * requests that never became a booking 12 months after receipt; booked and done jobs 2 years after
 * the later of their booked day and their last change (receipt when neither); audit entries after
 * 2 years. Suspected bots' requests go 7 days after they arrived or were marked spam, in
 * purgeExpired; the few that have emails (marked "not spam", then spam again) are erased here first,
 * so the copies of their emails go too. Waste transfer notes go 2 years after the transfer, rows and
 * PDF (expireNotes), whether or not their request was erased before; payments' sales records 7 years
 * after the day paid. `now` is passed in so tests move time, never wait.
 */
export async function applyRetention(deps: EraseDeps, now: Date): Promise<{ erased: number; auditDeleted: number; notesDeleted: number }> {
  const { db } = deps.database;
  const enquiryCutoff = monthsBefore(now, retention.enquiryMonths);
  const jobCutoff = monthsBefore(now, retention.jobYears * 12);
  const jobCutoffDay = londonDate(jobCutoff);
  const spamCutoff = new Date(now.getTime() - retention.spamDays * 24 * 60 * 60 * 1000);
  const due = await db
    .select({ reference: quotes.reference })
    .from(quotes)
    .where(
      or(
        and(notInArray(quotes.status, ["booked", "done", "spam"]), lt(quotes.createdAt, enquiryCutoff)),
        and(eq(quotes.status, "spam"), lt(spamSince, spamCutoff), sql`EXISTS (SELECT 1 FROM outbox o WHERE o.quote_id = ${quotes.id})`),
        and(
          inArray(quotes.status, ["booked", "done"]),
          or(isNull(quotes.bookedFor), lt(quotes.bookedFor, jobCutoffDay)),
          lt(sql`coalesce(${quotes.updatedAt}, ${quotes.createdAt})`, jobCutoff),
        ),
      ),
    )
    .limit(BATCH);
  let erased = 0;
  for (const { reference } of due) erased += (await eraseQuotes(deps, { reference }, RETENTION, now)).references.length;
  const auditCutoff = monthsBefore(now, retention.auditYears * 12);
  const removed = await db.delete(auditLog).where(lt(auditLog.at, auditCutoff)).returning({ id: auditLog.id });
  const notes = await expireNotes(db, deps.photoStore, now);
  await db.delete(salesRecords).where(lt(salesRecords.paidOn, londonDate(monthsBefore(now, retention.salesRecordYears * 12))));
  if (erased || removed.length || notes.deleted.length)
    log.info({ erased, auditDeleted: removed.length, notesDeleted: notes.deleted.length }, "retention: past-period records deleted");
  return { erased, auditDeleted: removed.length, notesDeleted: notes.deleted.length };
}
