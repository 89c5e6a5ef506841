import { describe, expect, it } from "vitest";
import { collectionWeek, hours } from "./business";
import { bookingRules, collectionHoursOn, workingWeekdays, type BookingRules } from "./booking";
import { dayNames, hoursRows, slotTimesSummary, weekProblems, type SlotDefinition } from "./collection-week";

/** A second week, passed in: Monday to Saturday, 8am to 5pm, no Sunday (the business's week before). */
const weekdaysOnly: SlotDefinition[] = [
  { id: "morning", label: "Morning", times: [{ weekdays: [1, 2, 3, 4, 5, 6], start: "08:00", end: "12:00" }] },
  { id: "afternoon", label: "Afternoon", times: [{ weekdays: [1, 2, 3, 4, 5, 6], start: "12:00", end: "17:00" }] },
];

describe("the collection week", () => {
  it("is the business's: Monday to Saturday 7am to 7pm and Sunday 8am to 5pm, the stored slot ids kept", () => {
    expect(hours.collections).toEqual([
      { days: "Monday to Saturday", short: "Mon–Sat", weekdays: [1, 2, 3, 4, 5, 6], opens: "07:00", closes: "19:00", label: "7am – 7pm" },
      { days: "Sunday", short: "Sun", weekdays: [0], opens: "08:00", closes: "17:00", label: "8am – 5pm" },
    ]);
    // Stored with bookings: never renamed.
    expect(collectionWeek.map((slot) => slot.id)).toEqual(expect.arrayContaining(["morning", "afternoon"]));
    expect(bookingRules.slots).toBe(collectionWeek);
    expect(bookingRules.capacityPerSlot).toBe(2);
    expect(workingWeekdays()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekProblems(collectionWeek)).toEqual([]);
  });

  it("gives the hours people read from any week: another one, passed in, reads as itself", () => {
    expect(hoursRows(weekdaysOnly)).toEqual([
      { days: "Monday to Saturday", short: "Mon–Sat", weekdays: [1, 2, 3, 4, 5, 6], opens: "08:00", closes: "17:00", label: "8am – 5pm" },
    ]);
    expect(weekProblems(weekdaysOnly)).toEqual([]);
    // Days with the same hours go together, Monday first, whether or not they are next to each other.
    const split: SlotDefinition[] = [
      { id: "day", label: "Day", times: [{ weekdays: [1, 3, 5], start: "09:00", end: "15:00" }] },
      { id: "late", label: "Late", times: [{ weekdays: [2, 4, 6, 0], start: "12:00", end: "20:30" }] },
    ];
    expect(hoursRows(split).map((row) => `${row.days}: ${row.label}`)).toEqual([
      "Monday, Wednesday and Friday: 9am – 3pm",
      "Tuesday, Thursday, Saturday and Sunday: 12pm – 8:30pm",
    ]);
  });

  it("names weekdays as people say them, Monday first", () => {
    expect(dayNames([1, 2, 3, 4, 5])).toEqual({ days: "Monday to Friday", short: "Mon–Fri" });
    expect(dayNames([6, 0])).toEqual({ days: "Saturday and Sunday", short: "Sat, Sun" });
    expect(dayNames([0, 1, 2, 3, 4, 5, 6])).toEqual({ days: "Every day", short: "Mon–Sun" });
    expect(dayNames([5, 6, 0, 1])).toEqual({ days: "Monday and Friday to Sunday", short: "Mon, Fri–Sun" });
  });

  it("sums up a slot's times over the week for a list that names no day", () => {
    expect(collectionWeek.map((slot) => `${slot.label} (${slotTimesSummary(slot)})`)).toEqual([
      "Morning (7am–12pm Mon–Sat, 8am–12pm Sun)",
      "Afternoon (12pm–5pm Mon–Sun)",
      "Evening (5pm–7pm Mon–Sat)",
    ]);
    expect(slotTimesSummary(weekdaysOnly[0]!)).toBe("8am–12pm Mon–Sat");
  });

  it("a date's collection hours (the reply promise's business hours): the day's first slot to its last, none on a bank holiday", () => {
    const other: BookingRules = { ...bookingRules, slots: weekdaysOnly };
    // Wednesday 25 November 2026, Sunday 29 November, Christmas Day (a Friday).
    expect(collectionHoursOn("2026-11-25")).toEqual({ opens: "07:00", closes: "19:00" });
    expect(collectionHoursOn("2026-11-29")).toEqual({ opens: "08:00", closes: "17:00" });
    expect(collectionHoursOn("2026-12-25")).toBeUndefined();
    expect(collectionHoursOn("2026-11-25", other)).toEqual({ opens: "08:00", closes: "17:00" });
    expect(collectionHoursOn("2026-11-29", other)).toBeUndefined();
    // The hours shown are the same hours, weekday by weekday.
    for (const [date, weekday] of [
      ["2026-11-23", 1],
      ["2026-11-28", 6],
      ["2026-11-29", 0],
    ] as const) {
      const row = hours.collections.find((r) => r.weekdays.includes(weekday))!;
      expect(collectionHoursOn(date)).toEqual({ opens: row.opens, closes: row.closes });
    }
  });

  it("refuses a week that cannot be booked as written", () => {
    expect(
      weekProblems([
        { id: "Morning", label: "Morning", times: [{ weekdays: [1], start: "08:00", end: "12:00" }] },
        { id: "late", label: "Late", times: [{ weekdays: [1], start: "11:00", end: "10:00" }] },
        { id: "late", label: "Late again", times: [] },
        {
          id: "split",
          label: "Split",
          times: [
            { weekdays: [2], start: "08:00", end: "9:00" },
            { weekdays: [2, 7], start: "10:00", end: "12:00" },
          ],
        },
        { id: "early", label: "Early", times: [{ weekdays: [1], start: "07:00", end: "09:00" }] },
      ]),
    ).toEqual([
      '"Morning" is not a slot id (lower-case letters, digits and hyphens)',
      '"late" ends at 10:00, not after it starts (11:00)',
      '"late" is defined twice',
      '"late" runs on no day',
      '"split": 08:00–9:00 is not a time',
      '"split": 7 is not a weekday',
      '"split" has two times on Tuesday',
      '"late" starts before "Morning" ends on Monday: list a day\'s slots in time order, apart',
      '"early" starts before "late" ends on Monday: list a day\'s slots in time order, apart',
    ]);
  });
});
