/**
 * Which week the schedule opens on: the one holding the next working day. The days the crews work
 * and their hours are the booking rules' (app/content/booking.ts, made from the business's hours in
 * app/content/business.ts), bank holidays included; every date is a UK one (Europe/London).
 */
import { bookingRules, type BookingRules } from "../../content/booking";
import { addDays, londonDate, weekdayOf } from "../../kernel/uk-time";
import { isWorkingDay, slotOf } from "../booking/index.server";

/** The Monday of the London week holding `date`. */
export const mondayOf = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));

/** Whether every slot of `date` has ended at `now`. */
const dayOver = (date: string, now: Date, rules: BookingRules) =>
  rules.slots.every((definition) => (slotOf({ date, id: definition.id }, rules)?.end.getTime() ?? 0) <= now.getTime());

/**
 * The next day the crews work: today while its last slot has not ended, otherwise the first working
 * day after it (a Saturday evening or a Sunday gives the Monday, a bank holiday Monday the Tuesday).
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
