import { bankHolidays } from "./bank-holidays.generated";
import { constants, hours, sameDay } from "./business";

/**
 * Bookings as business data: the slots a customer can book, how many jobs each takes, the days the
 * crews work and the days they don't. Every time is a UK clock time (Europe/London).
 */

export interface SlotDefinition {
  /** Stored with each booking: never rename one that has bookings. */
  id: string;
  label: string;
  /** "HH:MM", UK time. */
  start: string;
  end: string;
  /** What the customer reads, e.g. "8am–12pm". */
  window: string;
}

export interface BookingRules {
  slots: readonly SlotDefinition[];
  /** Jobs per slot: one per crew. */
  capacityPerSlot: number;
  /** Days the crews work: 0 is Sunday, as JavaScript counts them. */
  workingWeekdays: readonly number[];
  /** Closed days, "YYYY-MM-DD". */
  closedDates: readonly string[];
  /** How many days, today included, a customer can book ahead. */
  horizonDays: number;
  /** Today's slots that start after this UK time are offered only before it (the same-day promise). */
  sameDayCutoff: string;
}

const slotDefinitions: readonly SlotDefinition[] = [
  { id: "morning", label: "Morning", start: "08:00", end: "12:00", window: "8am–12pm" },
  { id: "afternoon", label: "Afternoon", start: "12:00", end: "17:00", window: "12pm–5pm" },
];

/**
 * England and Wales bank holidays: GOV.UK's official list, checked in by npm run content:bank-holidays
 * (app/content/bank-holidays.generated.ts, with the date it was fetched and the last date it lists).
 */
export { bankHolidays } from "./bank-holidays.generated";

export const bookingRules: BookingRules = {
  slots: slotDefinitions,
  capacityPerSlot: 2,
  workingWeekdays: hours.collections.flatMap((row) => [...row.weekdays]),
  closedDates: bankHolidays.map((holiday) => holiday.date),
  horizonDays: 14,
  sameDayCutoff: sameDay.cutoff,
};

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
