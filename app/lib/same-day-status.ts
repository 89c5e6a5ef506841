/**
 * The same-day line's words from the rules and the time, with nothing else: the content pages'
 * same-day island (app/islands/same-day.ts) runs it in the browser without the site's content or
 * framework, the rules coming from the page. app/lib/same-day.ts gives it the business's rules.
 */
import { spokenTime } from "../kernel/spoken-time";
import { ukClock } from "../kernel/uk-time";

export { spokenTime };

/** What the same-day line says at a given moment. */
export type SameDayStatus = { kind: "today"; minutesLeft: number; text: string } | { kind: "later"; day: string; text: string };

/** The rule as data: the cut-off ("10:00", UK time) and the collection days (0 is Sunday). */
export interface SameDayRules {
  cutoff: string;
  weekdays: readonly number[];
}

const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

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
export function sameDayStatusFor(now: Date | number, rules: SameDayRules): SameDayStatus {
  const instant = typeof now === "number" ? now : now.getTime();
  const { weekday, seconds } = ukClock(instant);
  const [hour = 0, minute = 0] = rules.cutoff.split(":").map(Number);
  const cutoff = (hour * 60 + minute) * 60;
  if (rules.weekdays.includes(weekday) && seconds < cutoff) {
    // Time left by the clock face, then corrected by what the clock will really show then: on the
    // days the clocks change, an hour is gained or lost before the cut-off.
    let left = cutoff - seconds;
    left += cutoff - ukClock(instant + left * 1000).seconds;
    const minutesLeft = Math.ceil(left / 60);
    return { kind: "today", minutesLeft, text: `Book in the next ${formatMinutes(minutesLeft)} for a same-day collection.` };
  }
  for (let ahead = 1; ahead <= 7; ahead++) {
    const next = (weekday + ahead) % 7;
    if (!rules.weekdays.includes(next)) continue;
    const day = ahead === 1 ? "tomorrow" : weekdayNames[next]!;
    return { kind: "later", day, text: `Book now for ${day}: same-day bookings close at ${spokenTime(rules.cutoff)}.` };
  }
  throw new Error("The same-day rules list no collection day");
}
