import { and, eq, gte, lte, sql } from "drizzle-orm";
import { bookingRules, collectionHoursOn, slotTimesOn, type BookingRules, type DayTimes, type SlotDefinition } from "../../content/booking";
import { timeWindow } from "../../content/collection-week";
import type { Db } from "../db/client.server";
import { bookings, slotBlocks } from "../db/schema.server";
import { addDays, londonDate, londonInstant } from "../../kernel/uk-time";
import { describeSlot, slotValue, type SlotRef } from "./slot-names";

/**
 * Slots and capacity. A slot is a calendar date (UK time) and one of the business's slot
 * definitions; its jobs are the bookings with status "booked". Every booking, move and block of a
 * slot takes the slot's lock (a PostgreSQL transaction-level advisory lock) before it counts, so the
 * last place goes to exactly one customer however many ask at once.
 */

export { describeSlot, slotValue, type SlotRef };

export interface Slot extends SlotRef {
  definition: SlotDefinition;
  /** Its times on this date, "HH:MM" UK time. */
  times: DayTimes;
  /** Its times on this date as the customer reads them, "7am–12pm". */
  window: string;
  start: Date;
  end: Date;
}

export interface OfferedSlot extends Slot {
  /** Jobs still to be had in it. */
  room: number;
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The slot a date and slot id name, with its times on that date; undefined when no such slot exists
 * (an unknown id, a date that isn't one, a slot that does not run on that weekday).
 */
export function slotOf(ref: SlotRef, rules: BookingRules = bookingRules): Slot | undefined {
  if (typeof ref.date !== "string" || !DATE_RE.test(ref.date) || addDays(ref.date, 0) !== ref.date) return undefined;
  const definition = rules.slots.find((slot) => slot.id === ref.id);
  const times = definition && slotTimesOn(definition, ref.date);
  if (!definition || !times) return undefined;
  return {
    date: ref.date,
    id: definition.id,
    definition,
    times,
    window: timeWindow(times),
    start: londonInstant(ref.date, times.start),
    end: londonInstant(ref.date, times.end),
  };
}

/** Whether the crews work on a date at all (some slot runs on its weekday, and it is not a closed day). */
export function isWorkingDay(date: string, rules: BookingRules = bookingRules): boolean {
  return collectionHoursOn(date, rules) !== undefined;
}

/**
 * Whether a slot may be offered to a customer at `now`, before room is counted: a working day within
 * the next `horizonDays` days (today included), not begun; and today's slots that start after the
 * same-day cut-off only while it is before the cut-off.
 */
export function isOfferable(slot: Slot, now: Date, rules: BookingRules = bookingRules): boolean {
  const today = londonDate(now);
  if (slot.date < today || slot.date > addDays(today, rules.horizonDays - 1)) return false;
  if (!isWorkingDay(slot.date, rules)) return false;
  if (slot.start.getTime() <= now.getTime()) return false;
  if (slot.date === today && slot.times.start > rules.sameDayCutoff && now.getTime() >= londonInstant(today, rules.sameDayCutoff).getTime())
    return false;
  return true;
}

/** Every slot that may be offered at `now`, in time order, before room is counted. */
export function candidateSlots(now: Date, rules: BookingRules = bookingRules): Slot[] {
  const today = londonDate(now);
  const slots: Slot[] = [];
  for (let day = 0; day < rules.horizonDays; day++) {
    const date = addDays(today, day);
    for (const definition of rules.slots) {
      const slot = slotOf({ date, id: definition.id }, rules);
      if (slot && isOfferable(slot, now, rules)) slots.push(slot);
    }
  }
  return slots;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Booked jobs per slot and the blocks, for the dates from `first` to `last`. */
async function slotLoad(db: Db, first: string, last: string): Promise<{ booked: Map<string, number>; blocked: Set<string> }> {
  const counts = await db
    .select({ date: bookings.slotDate, id: bookings.slotId, jobs: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.status, "booked"), gte(bookings.slotDate, first), lte(bookings.slotDate, last)))
    .groupBy(bookings.slotDate, bookings.slotId);
  const blocks = await db
    .select({ date: slotBlocks.slotDate, id: slotBlocks.slotId })
    .from(slotBlocks)
    .where(and(gte(slotBlocks.slotDate, first), lte(slotBlocks.slotDate, last)));
  return {
    booked: new Map(counts.map((row) => [slotValue(row), row.jobs])),
    // A whole-day block is kept as "<date>/*".
    blocked: new Set(blocks.map((row) => slotValue({ date: row.date, id: row.id ?? "*" }))),
  };
}

/** A slot as the office's booking form lists it: its room (zero or less when full) and whether staff closed it. */
export interface SlotWithRoom extends OfferedSlot {
  blocked: boolean;
}

/** Every slot a customer could be offered at `now` (the same list), with its room and blocks, full and blocked ones included. */
export async function slotsWithRoom(db: Db, now: Date, rules: BookingRules = bookingRules): Promise<SlotWithRoom[]> {
  const candidates = candidateSlots(now, rules);
  if (candidates.length === 0) return [];
  const { booked, blocked } = await slotLoad(db, candidates[0]!.date, candidates.at(-1)!.date);
  return candidates.map((slot) => ({
    ...slot,
    room: rules.capacityPerSlot - (booked.get(slotValue(slot)) ?? 0),
    blocked: blocked.has(slotValue(slot)) || blocked.has(slotValue({ date: slot.date, id: "*" })),
  }));
}

/** The slots offered to a customer at `now`: not begun, within the horizon, not blocked, with room. */
export async function offeredSlots(db: Db, now: Date, rules: BookingRules = bookingRules): Promise<OfferedSlot[]> {
  return (await slotsWithRoom(db, now, rules)).filter((slot) => !slot.blocked && slot.room > 0).map(({ blocked: _, ...slot }) => slot);
}

/**
 * Take the slot's lock for the rest of the transaction `tx`. Every write that changes how full a
 * slot is, or whether it is open, takes it first; readers that only show the schedule need not.
 */
async function lockSlot(tx: Db, ref: SlotRef): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`slot:${slotValue(ref)}`}, 0))`);
}

export type SlotVerdict =
  | { ok: true; slot: Slot }
  /** "unknown": no such slot; "closed": not offered now (begun, past the cut-off, too far, a closed day); "blocked" by staff; "full". */
  | { ok: false; reason: "unknown" | "closed" | "blocked" | "full" };

export interface TakeSlotOptions {
  now: Date;
  rules?: BookingRules;
  /** A customer may take only what is offered to them; staff may place a job in any slot with room. */
  asCustomer: boolean;
  /** A booking moving within its own slot does not count against it. */
  ignoreBookingId?: string;
}

/**
 * Inside the caller's transaction: lock the slot, then check that it exists, is open to this taker
 * and has room. On `ok` the caller writes the booking (or the move) in the same transaction, before
 * the lock is released at commit.
 */
export async function takeSlot(tx: Db, ref: SlotRef, options: TakeSlotOptions): Promise<SlotVerdict> {
  const rules = options.rules ?? bookingRules;
  const slot = slotOf(ref, rules);
  if (!slot) return { ok: false, reason: "unknown" };
  if (options.asCustomer ? !isOfferable(slot, options.now, rules) : slot.start.getTime() <= options.now.getTime())
    return { ok: false, reason: "closed" };
  await lockSlot(tx, slot);
  const blocked = await tx
    .select({ id: slotBlocks.id })
    .from(slotBlocks)
    .where(and(eq(slotBlocks.slotDate, slot.date), sql`(${slotBlocks.slotId} IS NULL OR ${slotBlocks.slotId} = ${slot.id})`))
    .limit(1);
  if (blocked.length > 0) return { ok: false, reason: "blocked" };
  const [row] = rowsOf<{ jobs: number }>(
    await tx.execute(sql`
      SELECT count(*)::int AS jobs FROM bookings
      WHERE status = 'booked' AND slot_date = ${slot.date} AND slot_id = ${slot.id}
        ${options.ignoreBookingId ? sql`AND id <> ${options.ignoreBookingId}` : sql``}`),
  );
  if ((row?.jobs ?? 0) >= rules.capacityPerSlot) return { ok: false, reason: "full" };
  return { ok: true, slot };
}

/**
 * Close a whole day (`slotId` null) or one slot to new bookings; jobs already booked stay. Takes the
 * locks of the slots it closes, so a booking racing the block either lands before it or is refused.
 */
export async function blockSlot(
  db: Db,
  block: { date: string; slotId: string | null; reason?: string | null; staffId?: string | null },
  rules: BookingRules = bookingRules,
): Promise<void> {
  await db.transaction(async (tx) => {
    const ids = block.slotId === null ? rules.slots.map((slot) => slot.id) : [block.slotId];
    for (const id of ids) await lockSlot(tx, { date: block.date, id });
    await tx
      .insert(slotBlocks)
      .values({ slotDate: block.date, slotId: block.slotId, reason: block.reason ?? null, createdById: block.staffId ?? null })
      .onConflictDoNothing();
  });
}

/** Open a blocked day or slot again. */
export async function unblockSlot(db: Db, block: { date: string; slotId: string | null }): Promise<void> {
  await db
    .delete(slotBlocks)
    .where(
      and(
        eq(slotBlocks.slotDate, block.date),
        block.slotId === null ? sql`${slotBlocks.slotId} IS NULL` : eq(slotBlocks.slotId, block.slotId),
      ),
    );
}

/** A slot's value in a form ("2026-11-25/morning") read back. */
export function parseSlotValue(value: string): SlotRef | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})\/([a-z][a-z0-9-]{0,30})$/.exec(value);
  return match ? { date: match[1]!, id: match[2]! } : undefined;
}
