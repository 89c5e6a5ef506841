import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { bankHolidays, bookingRules, priceTerms, workingWeekdays, type BookingRules } from "../../content/booking";
import type { Db } from "../db/client.server";
import { bookings, outbox, priceQuotes, quotes, slotBlocks } from "../db/schema.server";
import { addDays, formatDate, isDate, londonDate, weekdayOf } from "../../kernel/uk-time";
import { audit, type Actor } from "../audit.server";
import { refuse, type Result } from "../../kernel/refusal";
import { blockSlot, describeSlot, isWorkingDay, slotOf, takeSlot, unblockSlot, type SlotRef } from "../booking/index.server";
import { queueScheduleEmail, scheduleMessageId } from "./emails/queue.server";
import { queueCrewDay } from "./emails/crew-queue.server";
import { jobsBetween } from "./jobs.server";
import type { Job, ScheduleDay } from "./jobs";

/**
 * The office's week and the crews' day: what is booked where, moving a job to another slot, closing
 * a slot or a day, and telling a customer the crew is on the way. Every write that changes how full
 * a slot is takes the slot's lock (slots.server.ts) in the same transaction.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const transaction = <T>(db: Db, job: (tx: Db) => Promise<T>) => db.transaction((tx) => job(tx as unknown as Db));

interface BlockRow {
  date: string;
  /** null: the whole day. */
  slotId: string | null;
  reason: string | null;
}

async function blocksBetween(db: Db, first: string, last: string): Promise<BlockRow[]> {
  return db
    .select({ date: slotBlocks.slotDate, slotId: slotBlocks.slotId, reason: slotBlocks.reason })
    .from(slotBlocks)
    .where(and(gte(slotBlocks.slotDate, first), lte(slotBlocks.slotDate, last)));
}

/**
 * The working week from `monday`: each day some slot runs on (Monday to Sunday by default; a bank
 * holiday among them, marked closed) with every slot of the week in the rules' order, so the grid's
 * rows line up. A slot that does not run on a day has no window and no room; it is there for its
 * row, and for any job booked in it before its days changed (decision 37).
 */
export async function weekSchedule(db: Db, monday: string, now: Date, rules: BookingRules = bookingRules): Promise<ScheduleDay[]> {
  const last = addDays(monday, 6);
  const [jobs, blocks] = await Promise.all([jobsBetween(db, monday, last, rules), blocksBetween(db, monday, last)]);
  const days: ScheduleDay[] = [];
  const weekdays = workingWeekdays(rules);
  for (let offset = 0; offset < 7; offset++) {
    const date = addDays(monday, offset);
    if (!weekdays.includes(weekdayOf(date))) continue;
    const dayBlockRow = blocks.find((block) => block.date === date && block.slotId === null);
    const closed = isWorkingDay(date, rules) ? null : (bankHolidays.find((holiday) => holiday.date === date)?.name ?? "Closed");
    days.push({
      date,
      closed,
      dayBlock: dayBlockRow ? { reason: dayBlockRow.reason } : null,
      slots: rules.slots.map((definition) => {
        const ref = { date, id: definition.id };
        const slotJobs = jobs.filter((job) => job.slot.date === date && job.slot.id === definition.id);
        const own = blocks.find((block) => block.date === date && block.slotId === definition.id);
        const slot = slotOf(ref, rules);
        const booked = slotJobs.filter((job) => job.status === "booked").length;
        return {
          ref,
          definition,
          window: slot?.window ?? null,
          jobs: slotJobs,
          booked,
          blocked: dayBlockRow ? { reason: dayBlockRow.reason, wholeDay: true } : own ? { reason: own.reason, wholeDay: false } : null,
          room: slot ? Math.max(0, rules.capacityPerSlot - booked) : 0,
          begun: slot ? slot.start.getTime() <= now.getTime() : true,
        };
      }),
    });
  }
  return days;
}

/**
 * Where a job can be moved at `now`: the slots from today for `days` days that have not begun, are
 * on a working day, are not blocked and have room (the job's own slot excluded).
 */
export async function moveTargets(db: Db, now: Date, days = 28, rules: BookingRules = bookingRules): Promise<SlotRef[]> {
  const today = londonDate(now);
  const last = addDays(today, days - 1);
  const [counts, blocks] = await Promise.all([
    db
      .select({ date: bookings.slotDate, id: bookings.slotId, jobs: sql<number>`count(*)::int` })
      .from(bookings)
      .where(and(eq(bookings.status, "booked"), gte(bookings.slotDate, today), lte(bookings.slotDate, last)))
      .groupBy(bookings.slotDate, bookings.slotId),
    blocksBetween(db, today, last),
  ]);
  const targets: SlotRef[] = [];
  for (let offset = 0; offset < days; offset++) {
    const date = addDays(today, offset);
    if (!isWorkingDay(date, rules) || blocks.some((block) => block.date === date && block.slotId === null)) continue;
    for (const definition of rules.slots) {
      const slot = slotOf({ date, id: definition.id }, rules);
      if (!slot || slot.start.getTime() <= now.getTime()) continue;
      if (blocks.some((block) => block.date === date && block.slotId === definition.id)) continue;
      const booked = counts.find((row) => row.date === date && row.id === definition.id)?.jobs ?? 0;
      if (booked < rules.capacityPerSlot) targets.push({ date, id: definition.id });
    }
  }
  return targets;
}

// ---- Moving a job ----

const REFUSED: Record<"unknown" | "closed" | "blocked" | "full", string> = {
  unknown: "That slot does not exist. Choose one of the slots listed.",
  closed: "That slot has already begun. Choose a later one.",
  blocked: "That slot is blocked. Unblock it first, or choose another.",
  full: "That slot is full. Choose another of the slots listed.",
};

/**
 * Move a booked job to another slot with room, as the office: in one transaction the request's, the
 * price's and the booking's rows are locked (in the order the customer's own actions take them),
 * then the new slot's lock is taken and its room counted, the booking moved, the customer's link
 * kept until 30 days after the new slot, an audit entry written and the customer's email queued,
 * and the crew member the job is assigned to (if anyone) told of the new slot.
 */
export async function staffMoveBooking(
  db: Db,
  input: { bookingId: string; to: SlotRef; actor: Actor; now: Date; mailDomain: string; secret?: Buffer; rules?: BookingRules },
): Promise<Result<{ already?: boolean }>> {
  const rules = input.rules ?? bookingRules;
  return transaction(db, async (tx) => {
    const [found] = await tx
      .select({ quoteId: bookings.quoteId, priceQuoteId: bookings.priceQuoteId })
      .from(bookings)
      .where(eq(bookings.id, input.bookingId));
    if (!found) return refuse("conflict", "There is no such booking.");
    const [quote] = await tx.select().from(quotes).where(eq(quotes.id, found.quoteId)).for("update");
    await tx.select({ id: priceQuotes.id }).from(priceQuotes).where(eq(priceQuotes.id, found.priceQuoteId)).for("update");
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, input.bookingId)).for("update");
    if (!quote || !booking || booking.status !== "booked") return refuse("conflict", "This job is no longer booked.");
    if (booking.slotDate === input.to.date && booking.slotId === input.to.id) return { ok: true, already: true };
    const verdict = await takeSlot(tx, input.to, { now: input.now, rules, asCustomer: false, ignoreBookingId: booking.id });
    if (!verdict.ok) return refuse("conflict", REFUSED[verdict.reason]);
    if (!isWorkingDay(verdict.slot.date, rules)) return refuse("conflict", "The crews don't work that day. Choose another.");
    const moves = booking.moves + 1;
    const previousSlot = { date: booking.slotDate, id: booking.slotId };
    await tx
      .update(bookings)
      .set({ slotDate: verdict.slot.date, slotId: verdict.slot.id, moves, updatedAt: input.now })
      .where(eq(bookings.id, booking.id));
    await tx
      .update(priceQuotes)
      .set({ linkExpiresAt: new Date(verdict.slot.end.getTime() + priceTerms.linkDaysAfterJob * DAY_MS) })
      .where(eq(priceQuotes.id, booking.priceQuoteId));
    await tx.update(quotes).set({ bookedFor: verdict.slot.date, updatedAt: input.now }).where(eq(quotes.id, quote.id));
    await audit(tx, input.actor, {
      reference: quote.reference,
      action: "moved",
      detail: `booking moved by the office from ${previousSlot.date} ${previousSlot.id} to ${verdict.slot.date} ${verdict.slot.id}`,
      at: input.now,
    });
    const moved = { ...booking, slotDate: verdict.slot.date, slotId: verdict.slot.id, moves };
    await queueScheduleEmail(tx, moved, quote, {
      template: "staff-moved",
      event: String(moves),
      mailDomain: input.mailDomain,
      previousSlot,
      sequence: moves,
      secret: input.secret,
    });
    await queueCrewDay(tx, moved, quote, { mailDomain: input.mailDomain, previousSlot });
    return { ok: true };
  });
}

// ---- Blocks ----

/** A day or slot staff may block or unblock: a real date, today or later, and a slot of ours that runs that day (or the whole day). */
function checkBlockTarget(target: { date: string; slotId: string | null }, now: Date, rules: BookingRules): string | undefined {
  if (!isDate(target.date)) return "That is not a date.";
  if (target.slotId !== null && !slotOf({ date: target.date, id: target.slotId }, rules))
    return rules.slots.some((slot) => slot.id === target.slotId)
      ? `There is no ${target.slotId} slot on ${formatDate(target.date, "weekday")}.`
      : "That slot does not exist.";
  if (target.date < londonDate(now)) return "That day has passed.";
  return undefined;
}

const blockName = (target: { date: string; slotId: string | null }) =>
  target.slotId === null ? `${target.date} (whole day)` : `${target.date} ${target.slotId}`;

/** The block on a slot, or on a whole day (`slotId` null), if there is one. */
async function blockAt(tx: Db, target: { date: string; slotId: string | null }): Promise<{ id: number } | undefined> {
  const same = and(
    eq(slotBlocks.slotDate, target.date),
    target.slotId === null ? sql`${slotBlocks.slotId} IS NULL` : eq(slotBlocks.slotId, target.slotId),
  );
  const [existing] = await tx.select({ id: slotBlocks.id }).from(slotBlocks).where(same);
  return existing;
}

/** Close a slot or a whole day to new bookings (jobs already in it stay), with an audit entry. */
export async function blockFromSchedule(
  db: Db,
  input: { date: string; slotId: string | null; reason: string | null; actor: Actor; now: Date; rules?: BookingRules },
): Promise<Result<{ already?: boolean }>> {
  const rules = input.rules ?? bookingRules;
  const problem = checkBlockTarget(input, input.now, rules);
  if (problem) return refuse("conflict", problem);
  return transaction(db, async (tx) => {
    const existing = await blockAt(tx, input);
    if (existing) return { ok: true, already: true };
    await blockSlot(tx, { date: input.date, slotId: input.slotId, reason: input.reason, staffId: input.actor.id }, rules);
    await audit(tx, input.actor, {
      reference: null,
      action: "slot-blocked",
      detail: `blocked ${blockName(input)}${input.reason ? ` (${input.reason})` : ""}`,
      at: input.now,
    });
    return { ok: true };
  });
}

/** Open a blocked slot or day again, with an audit entry. */
export async function unblockFromSchedule(
  db: Db,
  input: { date: string; slotId: string | null; actor: Actor; now: Date; rules?: BookingRules },
): Promise<Result<{ already?: boolean }>> {
  const rules = input.rules ?? bookingRules;
  const problem = checkBlockTarget(input, input.now, rules);
  if (problem) return refuse("conflict", problem);
  return transaction(db, async (tx) => {
    const existing = await blockAt(tx, input);
    if (!existing) return { ok: true, already: true };
    await unblockSlot(tx, input);
    await audit(tx, input.actor, { reference: null, action: "slot-unblocked", detail: `unblocked ${blockName(input)}`, at: input.now });
    return { ok: true };
  });
}

// ---- On my way ----

/**
 * The crew tells the customer they are on the way: once per job per day. The email's Message-ID is
 * the booking's and the day's, so a second press (or two phones at once) queues nothing more.
 */
export async function sendOnMyWay(
  db: Db,
  input: { bookingId: string; actor: Actor; now: Date; mailDomain: string; secret?: Buffer },
): Promise<{ result: "sent" | "already-sent" | "not-today" | "not-booked"; reference?: string }> {
  return transaction(db, async (tx) => {
    const [row] = await tx
      .select({ booking: bookings, reference: quotes.reference, email: quotes.email })
      .from(bookings)
      .innerJoin(quotes, eq(quotes.id, bookings.quoteId))
      .where(eq(bookings.id, input.bookingId));
    if (!row || row.booking.status !== "booked") return { result: "not-booked" };
    const today = londonDate(input.now);
    if (row.booking.slotDate !== today) return { result: "not-today", reference: row.reference };
    const queued = await queueScheduleEmail(tx, row.booking, row, {
      template: "on-my-way",
      event: today,
      mailDomain: input.mailDomain,
      secret: input.secret,
    });
    if (!queued) return { result: "already-sent", reference: row.reference };
    await audit(tx, input.actor, {
      reference: row.reference,
      action: "on-my-way",
      detail: `"on my way" sent for ${describeSlot({ date: row.booking.slotDate, id: row.booking.slotId })}`,
      at: input.now,
    });
    return { result: "sent", reference: row.reference };
  });
}

/** Which of these jobs have had "on my way" sent on `date`. */
export async function onMyWaySent(
  db: Db,
  jobs: Pick<Job, "bookingId" | "reference">[],
  date: string,
  mailDomain: string,
): Promise<Set<string>> {
  if (!jobs.length) return new Set();
  const ids = new Map(jobs.map((job) => [scheduleMessageId(job.reference, job.bookingId, "on-my-way", date, mailDomain), job.bookingId]));
  const rows = await db
    .select({ messageId: outbox.messageId })
    .from(outbox)
    .where(inArray(outbox.messageId, [...ids.keys()]));
  return new Set(rows.map((row) => ids.get(row.messageId)!));
}
