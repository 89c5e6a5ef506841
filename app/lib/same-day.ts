import { hours, sameDay } from "../content/business";
import { sameDayStatusFor, spokenTime, type SameDayRules, type SameDayStatus } from "./same-day-status";

export { formatMinutes, spokenTime, type SameDayRules, type SameDayStatus } from "./same-day-status";

/** The rule in words, for pages rendered before anyone knows the time (prerendered, or no JavaScript). */
export const sameDayRule = `Same-day collection when you book before ${spokenTime(sameDay.cutoff)} (UK time); after that, the next collection day.`;

/** The business's rules, from app/content/business.ts. */
export const businessRules: SameDayRules = {
  cutoff: sameDay.cutoff,
  weekdays: hours.collections.flatMap((row) => [...row.weekdays]),
};

/**
 * The same-day line at `now`: before the cut-off on a collection day, the time left to book (whole
 * minutes, rounded up, so it never says 0); after it, the next collection day.
 */
export const sameDayStatus = (now: Date | number, rules: SameDayRules = businessRules): SameDayStatus => sameDayStatusFor(now, rules);
