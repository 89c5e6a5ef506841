import { hours, sameDay } from "../content/business";

/** What the same-day line says at a given moment. */
export type SameDayStatus =
  | { kind: "today"; minutesLeft: number; text: string }
  | { kind: "later"; day: string; text: string };

/** The rule in words, for pages rendered before anyone knows the time (prerendered, or no JavaScript). */
export const sameDayRule = `Same-day collection when you book before ${spokenTime(sameDay.cutoff)} (UK time); after that, the next collection day.`;

/** The rule as data: the cut-off ("10:00"), its time zone, and the collection days (0 is Sunday). */
export interface SameDayRules {
  cutoff: string;
  timeZone: string;
  weekdays: readonly number[];
}

/** The business's rules, from app/content/business.ts. */
export const businessRules: SameDayRules = {
  cutoff: sameDay.cutoff,
  timeZone: sameDay.timeZone,
  weekdays: hours.collections.flatMap((row) => [...row.weekdays]),
};

const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The date and time on a clock in a time zone at an instant. */
function wallClock(instant: number, timeZone: string): WallClock {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
      second: "numeric",
      hourCycle: "h23",
    });
    formats.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) if (part.type !== "literal") parts[part.type] = Number(part.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return { year, month, day, hour, minute, second, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/** How far a time zone's clock is ahead of UTC at an instant, in milliseconds (0 or 1 h in the UK). */
function offsetAt(instant: number, timeZone: string): number {
  const c = wallClock(instant, timeZone);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The instant at which a time zone's clock shows a time on a date. The offset is read again at the
 * first answer, so on a day the clocks change it is the offset in force at that time of day.
 */
function instantOf(clock: WallClock, hour: number, minute: number, timeZone: string): number {
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, hour, minute);
  const first = asUtc - offsetAt(asUtc, timeZone);
  return asUtc - offsetAt(first, timeZone);
}

/** "10:00" → "10am", "13:30" → "1:30pm". */
export function spokenTime(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const suffix = h < 12 ? "am" : "pm";
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${hour12}${suffix}` : `${hour12}:${String(m).padStart(2, "0")}${suffix}`;
}

/** "2 h 14 min", "45 min", "3 h". */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/**
 * The same-day line at `now`: before the cut-off on a collection day, the time left to book (whole
 * minutes, rounded up, so it never says 0); after it, the next collection day.
 */
export function sameDayStatus(now: Date | number, rules: SameDayRules = businessRules): SameDayStatus {
  const instant = typeof now === "number" ? now : now.getTime();
  const clock = wallClock(instant, rules.timeZone);
  const days = new Set(rules.weekdays);
  const [cutoffHour = 0, cutoffMinute = 0] = rules.cutoff.split(":").map(Number);
  if (days.has(clock.weekday)) {
    const cutoff = instantOf(clock, cutoffHour, cutoffMinute, rules.timeZone);
    if (instant < cutoff) {
      const minutesLeft = Math.ceil((cutoff - instant) / 60_000);
      return { kind: "today", minutesLeft, text: `Book in the next ${formatMinutes(minutesLeft)} for a same-day collection.` };
    }
  }
  for (let ahead = 1; ahead <= 7; ahead++) {
    const weekday = (clock.weekday + ahead) % 7;
    if (!days.has(weekday)) continue;
    const day = ahead === 1 ? "tomorrow" : weekdayNames[weekday]!;
    return { kind: "later", day, text: `Book now for ${day}: same-day bookings close at ${spokenTime(rules.cutoff)}.` };
  }
  throw new Error("The same-day rules list no collection day");
}
