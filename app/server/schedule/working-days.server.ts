/**
 * Which week the schedule opens on: the one holding the next working day. The days the crews work
 * and their hours are the booking rules' (app/content/booking.ts: the collection week of
 * app/content/business.ts, each slot's times on each date), bank holidays closed; every date is a UK
 * one (Europe/London).
 */
import { bookingRules, type BookingRules } from "../../content/booking";
import { addDays, londonDate, weekdayOf } from "../../kernel/uk-time";
import { isWorkingDay, slotOf } from "../booking/index.server";

/** The Monday of the London week holding `date`. */
export const mondayOf = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));

/** Whether every slot of `date` has ended at `now` (a slot that does not run that day has nothing left). */
const dayOver = (date: string, now: Date, rules: BookingRules) =>
  rules.slots.every((definition) => (slotOf({ date, id: definition.id }, rules)?.end.getTime() ?? 0) <= now.getTime());

/**
 * The next day the crews work: today while its last slot has not ended (7pm on a weekday, 5pm on a
 * Sunday, by default), otherwise the first working day after it (a bank holiday Monday gives the
 * Tuesday).
 */
export function nextWorkingDay(now: Date, rules: BookingRules = bookingRules): string {
  const today = londonDate(now);
  // A year ahead at most: rules with no working day at all give today.
  for (let offset = 0; offset < 366; offset++) {
    const date = addDays(today, offset);
    if (!isWorkingDay(date, rules) || (offset === 0 && dayOver(date, now, rules))) continue;
    return date;
  }
  return today;
}
