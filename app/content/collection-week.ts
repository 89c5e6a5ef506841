/**
 * The collection week as data, and what follows from it. A week is a list of slots; each slot names
 * the weekdays it runs and its times on them (a slot may run only on some days, and at other times
 * on some: Sunday's morning from 8am, the weekdays' from 7am). The business's own week is
 * `collectionWeek` in app/content/business.ts; the hours the contact and about pages, the terms, the
 * emails and the structured data show, the slots the customer and the staff choose from, the
 * schedule, the reminder, the .ics and the reply promise's business hours all come from it through
 * these functions. They take any week, so the tests try more than one.
 */
// With its extension, as business.ts imports this: plain-Node scripts (the social images) load them.
import { spokenTime } from "../kernel/spoken-time.ts";

/** A slot's times on some weekdays (0 is Sunday, as JavaScript counts them), "HH:MM" UK time (Europe/London). */
interface SlotTimes {
  weekdays: readonly number[];
  start: string;
  end: string;
}

export interface SlotDefinition {
  /**
   * Stored with each booking (bookings.slot_id): never rename one. A new slot gets a new id; a slot
   * with bookings keeps running on their days until they are moved (decision 37).
   */
  id: string;
  label: string;
  /** The weekdays it runs, each with its times; a weekday in none of them: the slot does not run that day. */
  times: readonly SlotTimes[];
}

/** A slot's times on one day. */
export interface DayTimes {
  start: string;
  end: string;
}

/** One line of the collection hours as people read them: "Monday to Saturday", "7am – 7pm". */
export interface HoursRow {
  days: string;
  short: string;
  weekdays: readonly number[];
  /** "HH:MM", UK time: the day's first slot's start and its last slot's end. */
  opens: string;
  closes: string;
  label: string;
}

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
/** The week as the business reads it, Monday first. */
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

/** A slot's times on a weekday, or undefined when it does not run that day. */
export function slotTimesOnWeekday(slot: SlotDefinition, weekday: number): DayTimes | undefined {
  const found = slot.times.find((times) => times.weekdays.includes(weekday));
  return found ? { start: found.start, end: found.end } : undefined;
}

/** The hours of a weekday: its first slot's start to its last slot's end; undefined when no slot runs. */
export function openingOnWeekday(slots: readonly SlotDefinition[], weekday: number): { opens: string; closes: string } | undefined {
  const times = slots.flatMap((slot) => slotTimesOnWeekday(slot, weekday) ?? []);
  if (!times.length) return undefined;
  return {
    opens: times.map((t) => t.start).reduce((a, b) => (b < a ? b : a)),
    closes: times.map((t) => t.end).reduce((a, b) => (b > a ? b : a)),
  };
}

/** The weekdays some slot runs on, Sunday (0) first. */
export const weekdaysOf = (slots: readonly SlotDefinition[]) => [0, 1, 2, 3, 4, 5, 6].filter((day) => openingOnWeekday(slots, day));

/** "7am–12pm". */
export const timeWindow = (times: DayTimes) => `${spokenTime(times.start)}–${spokenTime(times.end)}`;

/** Weekdays in words, Monday first, a run of three or more as a span: ["Monday to Saturday", "Mon–Sat"], ["Sunday", "Sun"]. */
export function dayNames(weekdays: readonly number[]): { days: string; short: string } {
  const ordered = MONDAY_FIRST.filter((day) => weekdays.includes(day));
  if (ordered.length === 7) return { days: "Every day", short: "Mon–Sun" };
  const runs: number[][] = [];
  for (const day of ordered) {
    const run = runs.at(-1);
    if (run && MONDAY_FIRST.indexOf(day) === MONDAY_FIRST.indexOf(run.at(-1)!) + 1) run.push(day);
    else runs.push([day]);
  }
  const long: string[] = [];
  const short: string[] = [];
  for (const run of runs) {
    if (run.length >= 3) {
      long.push(`${DAY_NAMES[run[0]!]} to ${DAY_NAMES[run.at(-1)!]}`);
      short.push(`${DAY_NAMES[run[0]!]!.slice(0, 3)}–${DAY_NAMES[run.at(-1)!]!.slice(0, 3)}`);
    } else
      for (const day of run) {
        long.push(DAY_NAMES[day]!);
        short.push(DAY_NAMES[day]!.slice(0, 3));
      }
  }
  const days = long.length > 1 ? `${long.slice(0, -1).join(", ")} and ${long.at(-1)}` : (long[0] ?? "");
  return { days, short: short.join(", ") };
}

/**
 * The collection hours as the pages, the terms and the emails show them: the days with the same
 * hours together, Monday first ("Monday to Saturday 7am – 7pm", "Sunday 8am – 5pm"); a day no slot
 * runs on is left out.
 */
export function hoursRows(slots: readonly SlotDefinition[]): HoursRow[] {
  const rows: { weekdays: number[]; opens: string; closes: string }[] = [];
  for (const day of MONDAY_FIRST) {
    const opening = openingOnWeekday(slots, day);
    if (!opening) continue;
    const same = rows.find((row) => row.opens === opening.opens && row.closes === opening.closes);
    if (same) same.weekdays.push(day);
    else rows.push({ weekdays: [day], ...opening });
  }
  return rows.map((row) => ({
    ...dayNames(row.weekdays),
    weekdays: row.weekdays,
    opens: row.opens,
    closes: row.closes,
    label: `${spokenTime(row.opens)} – ${spokenTime(row.closes)}`,
  }));
}

/** A slot's times over the week, for a list that names no day: "7am–12pm Mon–Sat, 8am–12pm Sun". */
export const slotTimesSummary = (slot: SlotDefinition) =>
  slot.times.map((times) => `${timeWindow(times)} ${dayNames(times.weekdays).short}`).join(", ");

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
/** What a slot id may be: it travels in forms and addresses ("2026-11-25/morning", parseSlotValue). */
const ID_RE = /^[a-z][a-z0-9-]{0,30}$/;

/**
 * What is wrong with a week, in words (none: it is sound): ids unique and fit for a form, times that
 * are times, each slot ending after it starts, no weekday twice in one slot, and each day's slots in
 * the list's order, one ending before the next starts.
 */
export function weekProblems(slots: readonly SlotDefinition[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const slot of slots) {
    if (!ID_RE.test(slot.id)) problems.push(`"${slot.id}" is not a slot id (lower-case letters, digits and hyphens)`);
    if (ids.has(slot.id)) problems.push(`"${slot.id}" is defined twice`);
    ids.add(slot.id);
    if (!slot.times.some((times) => times.weekdays.length)) problems.push(`"${slot.id}" runs on no day`);
    for (const times of slot.times) {
      if (!TIME_RE.test(times.start) || !TIME_RE.test(times.end)) problems.push(`"${slot.id}": ${times.start}–${times.end} is not a time`);
      else if (times.start >= times.end) problems.push(`"${slot.id}" ends at ${times.end}, not after it starts (${times.start})`);
      for (const day of times.weekdays)
        if (!Number.isInteger(day) || day < 0 || day > 6) problems.push(`"${slot.id}": ${day} is not a weekday`);
    }
    for (let day = 0; day < 7; day++)
      if (slot.times.filter((times) => times.weekdays.includes(day)).length > 1)
        problems.push(`"${slot.id}" has two times on ${DAY_NAMES[day]}`);
  }
  // In the list's order on every day, each slot after the one before has ended: the booking page,
  // the schedule and the crew's day list a day's slots in the list's order.
  for (let day = 0; day < 7; day++) {
    const today = slots.flatMap((slot) => {
      const times = slotTimesOnWeekday(slot, day);
      return times ? [{ id: slot.id, ...times }] : [];
    });
    for (let i = 1; i < today.length; i++)
      if (today[i]!.start < today[i - 1]!.end)
        problems.push(
          `"${today[i]!.id}" starts before "${today[i - 1]!.id}" ends on ${DAY_NAMES[day]}: list a day's slots in time order, apart`,
        );
  }
  return problems;
}
