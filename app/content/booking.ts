import { bankHolidays } from "./bank-holidays.generated";
import { collectionWeek, constants, sameDay } from "./business";
import { openingOnWeekday, slotTimesOnWeekday, timeWindow, weekdaysOf, type DayTimes, type SlotDefinition } from "./collection-week";
import { weekdayOf } from "../kernel/uk-time";

/**
 * Bookings as business data: the slots a customer can book (the collection week of
 * app/content/business.ts), how many jobs each takes, the days the crews don't work. Every time is
 * a UK clock time (Europe/London). A slot's times are looked up for each date: the same slot id may
 * run at other times on another weekday, or not at all.
 */

export type { DayTimes, SlotDefinition } from "./collection-week";

export interface BookingRules {
  /** The collection week: each slot with the weekdays it runs and its times on them. The crews work the days some slot runs. */
  slots: readonly SlotDefinition[];
  /** Jobs per slot: one per crew. */
  capacityPerSlot: number;
  /** Closed days, "YYYY-MM-DD". */
  closedDates: readonly string[];
  /** How many days, today included, a customer can book ahead. */
  horizonDays: number;
  /** Today's slots that start after this UK time are offered only before it (the same-day promise). */
  sameDayCutoff: string;
}

/**
 * England and Wales bank holidays: GOV.UK's official list, checked in by npm run content:bank-holidays
 * (app/content/bank-holidays.generated.ts, with the date it was fetched and the last date it lists).
 */
export { bankHolidays } from "./bank-holidays.generated";

export const bookingRules: BookingRules = {
  slots: collectionWeek,
  capacityPerSlot: 2,
  closedDates: bankHolidays.map((holiday) => holiday.date),
  horizonDays: 14,
  sameDayCutoff: sameDay.cutoff,
};

/** A slot's times on a date ("YYYY-MM-DD", UK), or undefined when it does not run on that weekday. */
export const slotTimesOn = (slot: SlotDefinition, date: string): DayTimes | undefined => slotTimesOnWeekday(slot, weekdayOf(date));

/** A slot's times on a date as the customer reads them ("7am–12pm"), or undefined when it does not run that day. */
export function slotWindowOn(slot: SlotDefinition, date: string): string | undefined {
  const times = slotTimesOn(slot, date);
  return times && timeWindow(times);
}

/** The weekdays the crews work (0 is Sunday): those some slot runs on. */
export const workingWeekdays = (rules: BookingRules = bookingRules) => weekdaysOf(rules.slots);

/**
 * A date's collection hours, which are the business hours the reply promise is measured in: its
 * first slot's start to its last slot's end ("HH:MM", UK time). Undefined on a closed day (a bank
 * holiday) and on a weekday no slot runs.
 */
export function collectionHoursOn(date: string, rules: BookingRules = bookingRules): { opens: string; closes: string } | undefined {
  if (rules.closedDates.includes(date)) return undefined;
  return openingOnWeekday(rules.slots, weekdayOf(date));
}

/** The fixed price and the customer's link. */
export const priceTerms = {
  /** A price is valid for this many days unless staff choose another date. */
  validDays: 14,
  /** The customer's link keeps working this many days after the job. */
  linkDaysAfterJob: 30,
  /** Free changes and cancellations until this many hours before the slot begins. */
  freeChangeHours: constants.cancellationNoticeHours,
  /** The most one line may be, and the most a whole price may be, in pence. */
  maxLinePence: 500_000,
  maxTotalPence: 1_000_000,
  maxFreeLines: 8,
} as const;

/** Why a customer says no (the decline form's choices). */
export const declineReasons = [
  { id: "price", label: "The price is more than I expected" },
  { id: "elsewhere", label: "I found someone else" },
  { id: "timing", label: "None of the dates suit me" },
  { id: "not-needed", label: "I no longer need a collection" },
  { id: "other", label: "Another reason" },
] as const;

/** The terms that apply to a booking, in short (the full terms are at /terms). */
export const bookingTermsSummary = [
  `You can move or cancel free of charge until ${constants.cancellationNoticeHours} hours before your slot begins; with less notice, a cancellation fee may apply.`,
  "Payment is due at the time of collection.",
  "The fixed price covers what your photos and description showed. If the crew find extra items on the day, they tell you the extra price before taking them, and take them only if you agree.",
] as const;
