/**
 * Every date and time the business reads, in UK time (Europe/London): calendar dates, day and week
 * boundaries, instants from a wall-clock time, relative times, the formats of pages, emails and PDFs,
 * and the browser's same-day clock. Isomorphic: the Intl formatters are made on first use, so the
 * browser, which only reads the clock, pays nothing for them.
 */

import { cleanLine } from "./clean-text";

/** The business's time zone, as the IANA database and iCalendar name it. */
export const UK_TIME_ZONE = "Europe/London";

// Each formatter is made on first use and kept (a plain function, so a bundle that never calls it
// drops it).
let offsetFormatter: Intl.DateTimeFormat | undefined;
const offsetFormat = () =>
  (offsetFormatter ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: UK_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZoneName: "longOffset",
  }));

/** An instant's London calendar date, weekday and offset from UTC, as numbers. */
function calendarParts(date: Date) {
  const p = Object.fromEntries(
    offsetFormat()
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const offset = /GMT([+-])(\d{2}):(\d{2})/.exec(p.timeZoneName ?? "");
  const offsetMinutes = offset ? (offset[1] === "-" ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : 0;
  return { year: Number(p.year), month: Number(p.month), day: Number(p.day), weekday: p.weekday ?? "Mon", offsetMinutes };
}

/** The London calendar date of an instant, "YYYY-MM-DD". */
export function londonDate(date: Date): string {
  const { year, month, day } = calendarParts(date);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The instant a London calendar day begins (clocks change at 01:00 or 02:00, never at midnight). */
function londonMidnight(year: number, month: number, day: number): Date {
  const guess = Date.UTC(year, month - 1, day);
  return new Date(guess - calendarParts(new Date(guess)).offsetMinutes * 60_000);
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** When the London week (Monday to Sunday) holding `date` begins, and `weeksBack` weeks before that. */
export function londonWeekStart(date: Date, weeksBack = 0): Date {
  const { year, month, day, weekday } = calendarParts(date);
  const back = WEEKDAYS.indexOf(weekday) + 7 * weeksBack;
  const noon = new Date(Date.UTC(year, month - 1, day - back, 12));
  return londonMidnight(noon.getUTCFullYear(), noon.getUTCMonth() + 1, noon.getUTCDate());
}

/** "2 h ago", "3 days ago": how long ago, roughly. */
export function relativeTime(then: Date, now: Date): string {
  const minutes = Math.max(0, Math.round((now.getTime() - then.getTime()) / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days < 60) return `${days} days ago`;
  return `${Math.floor(days / 30)} months ago`;
}

/** A duration for a figure: "45 min", "3.5 h", "2.1 days". */
export function formatDuration(ms: number): string {
  const minutes = ms / 60_000;
  if (minutes < 90) return `${Math.round(minutes)} min`;
  const hours = minutes / 60;
  if (hours < 48) return `${hours.toFixed(1)} h`;
  return `${(hours / 24).toFixed(1)} days`;
}

/**
 * The instant a London clock shows `time` ("HH:MM") on `date` ("YYYY-MM-DD"). The offset is read at
 * the answer itself, so a time after a clock change on the day of the change is right.
 */
export function londonInstant(date: string, time: string): Date {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - calendarParts(new Date(wall)).offsetMinutes * 60_000;
  return new Date(wall - calendarParts(new Date(first)).offsetMinutes * 60_000);
}

/** Whether a value is a real calendar date written "YYYY-MM-DD" (not 2026-02-30). */
export const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value;

/** A calendar date `days` later ("YYYY-MM-DD"; no time zone involved). */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The weekday of a calendar date, 0 for Sunday as JavaScript counts them. */
export function weekdayOf(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/*
 * The browser's clock. Worked out rather than asked of Intl, whose first time-zone lookup costs a
 * phone tens of milliseconds; a unit test holds it to Intl's Europe/London every half hour over four
 * years.
 */

/** 01:00 GMT on the last Sunday of a month (0 is January): when UK clocks change. */
function clockChange(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * The weekday (0 is Sunday) and the seconds since midnight on a UK clock at an instant: GMT, or BST
 * (an hour ahead) from the last Sunday of March to the last Sunday of October, changing at 01:00 GMT.
 */
export function ukClock(instant: number): { weekday: number; seconds: number } {
  const year = new Date(instant).getUTCFullYear();
  const summer = instant >= clockChange(year, 2) && instant < clockChange(year, 9);
  const clock = new Date(instant + (summer ? 3_600_000 : 0));
  return { weekday: clock.getUTCDay(), seconds: clock.getUTCHours() * 3600 + clock.getUTCMinutes() * 60 + clock.getUTCSeconds() };
}

// --- the formats people read ------------------------------------------------------------------

let londonFormatter: Intl.DateTimeFormat | undefined;
const londonFormat = () =>
  (londonFormatter ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: UK_TIME_ZONE,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZoneName: "short",
  }));

/** An instant's parts in UK time (weekday, day, month, year, hour, minute, timeZoneName: GMT or BST). */
export const londonParts = (date: Date): Record<string, string> =>
  Object.fromEntries(
    londonFormat()
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );

/** An instant as people in Britain read it, e.g. "Monday 23 November 2026 at 10:00 GMT". */
export function formatLondon(date: Date): string {
  const p = londonParts(date);
  return `${p.weekday} ${p.day} ${p.month} ${p.year} at ${p.hour}:${p.minute} ${p.timeZoneName}`;
}

/** The ways a calendar date is written, e.g. for Monday 23 November 2026. */
const DAY_STYLES = {
  /** "Monday 23 November 2026" */
  full: { weekday: "long", day: "numeric", month: "long", year: "numeric" },
  /** "Monday 23 November" */
  weekday: { weekday: "long", day: "numeric", month: "long" },
  /** "Mon 23 Nov" */
  short: { weekday: "short", day: "numeric", month: "short" },
  /** "23 November 2026" */
  long: { day: "numeric", month: "long", year: "numeric" },
  /** "23 Nov" */
  brief: { day: "numeric", month: "short" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DayStyle = keyof typeof DAY_STYLES;

const dayFormats: Partial<Record<DayStyle, Intl.DateTimeFormat>> = {};

/**
 * A calendar date ("YYYY-MM-DD", already a UK date: no time zone involved) in words. Intl puts a
 * comma after the weekday when the year is shown; the business writes none.
 */
export function formatDate(date: string, style: DayStyle): string {
  const format = (dayFormats[style] ??= new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", ...DAY_STYLES[style] }));
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const text = format.format(new Date(Date.UTC(year, month - 1, day, 12)));
  return style === "full" ? text.replace(",", "") : text;
}

/** The London calendar date of an instant in words, e.g. "23 November 2026". */
export const formatLondonDate = (date: Date, style: DayStyle) => formatDate(londonDate(date), style);

/**
 * A preferred date and time from a datetime-local field ("2026-11-23T10:00"): a wall-clock time in
 * Britain already, so it is shown as typed, not converted. Other values are shown cleaned, as sent.
 */
export function formatPreferred(value: string | null): string | null {
  if (!value?.trim()) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/.exec(value.trim());
  if (m) {
    const [, y, mo, d, h, mi] = m;
    const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
    if (!Number.isNaN(day.getTime()) && day.getUTCDate() === Number(d)) {
      const date = formatDate(`${y}-${mo}-${d}`, "full");
      return h && mi ? `${date} at ${h}:${mi}` : date;
    }
  }
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? cleanLine(value, 60) : formatLondon(parsed);
}
