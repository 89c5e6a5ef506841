/** Calendar arithmetic in Europe/London, for weeks and dates the business reads. */

const partsFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZoneName: "longOffset",
});

function londonParts(date: Date) {
  const p = Object.fromEntries(partsFormat.formatToParts(date).map((part) => [part.type, part.value]));
  const offset = /GMT([+-])(\d{2}):(\d{2})/.exec(p.timeZoneName ?? "");
  const offsetMinutes = offset ? (offset[1] === "-" ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : 0;
  return { year: Number(p.year), month: Number(p.month), day: Number(p.day), weekday: p.weekday ?? "Mon", offsetMinutes };
}

/** The London calendar date of an instant, "YYYY-MM-DD". */
export function londonDate(date: Date): string {
  const { year, month, day } = londonParts(date);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The instant a London calendar day begins (clocks change at 01:00 or 02:00, never at midnight). */
export function londonMidnight(year: number, month: number, day: number): Date {
  const guess = Date.UTC(year, month - 1, day);
  return new Date(guess - londonParts(new Date(guess)).offsetMinutes * 60_000);
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** When the London week (Monday to Sunday) holding `date` begins, and `weeksBack` weeks before that. */
export function londonWeekStart(date: Date, weeksBack = 0): Date {
  const { year, month, day, weekday } = londonParts(date);
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
  const first = wall - londonParts(new Date(wall)).offsetMinutes * 60_000;
  return new Date(wall - londonParts(new Date(first)).offsetMinutes * 60_000);
}

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
