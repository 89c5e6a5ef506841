import { describe, expect, it } from "vitest";
import { constants, hours, sameDay } from "../content/business";
import { businessRules, formatMinutes, sameDayRule, sameDayStatus, spokenTime } from "./same-day";

/** An instant given in UTC, so each case says exactly which moment it is. */
const utc = (iso: string) => new Date(`${iso}Z`);
/** Every day a collection day, written out: the tests do not depend on the business's days. */
const everyDay = { cutoff: "10:00", weekdays: [0, 1, 2, 3, 4, 5, 6] };

describe("the same-day line", () => {
  it("reads its rules from the business's content", () => {
    expect(businessRules.cutoff).toBe(sameDay.cutoff);
    expect(sameDay.timeZone).toBe("Europe/London");
    // Every day of the week is a collection day (Monday to Saturday, and Sunday).
    expect([...businessRules.weekdays].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(hours.collections.flatMap((row) => row.weekdays)).toHaveLength(7);
    // The cut-off as visitors read it elsewhere on the site is the same time.
    expect(spokenTime(sameDay.cutoff)).toBe(constants.sameDayCutoff);
    expect(sameDayRule).toBe("Same-day collection when you book before 10am (UK time); after that, the next collection day.");
  });

  it("counts down to 10:00 in summer time (BST, UTC+1)", () => {
    // Monday 2 June 2025, 07:46 in London.
    expect(sameDayStatus(utc("2025-06-02T06:46:00"))).toEqual({
      kind: "today",
      minutesLeft: 134,
      text: "Book in the next 2 h 14 min for a same-day collection.",
    });
    // Part of a minute left still counts as a minute: never "0 min".
    expect(sameDayStatus(utc("2025-06-02T08:59:30")).text).toBe("Book in the next 1 min for a same-day collection.");
    expect(sameDayStatus(utc("2025-06-02T08:00:00")).text).toBe("Book in the next 1 h for a same-day collection.");
  });

  it("counts down to 10:00 in winter time (GMT)", () => {
    // Wednesday 15 January 2025, 09:15 in London.
    expect(sameDayStatus(utc("2025-01-15T09:15:00")).text).toBe("Book in the next 45 min for a same-day collection.");
  });

  it("switches to the next day at 10:00 exactly", () => {
    expect(sameDayStatus(utc("2025-06-02T08:59:59.999")).kind).toBe("today");
    expect(sameDayStatus(utc("2025-06-02T09:00:00"))).toEqual({
      kind: "later",
      day: "tomorrow",
      text: "Book now for tomorrow: same-day bookings close at 10am.",
    });
    expect(sameDayStatus(utc("2025-01-15T10:00:00"))).toMatchObject({ kind: "later", day: "tomorrow" });
    expect(sameDayStatus(utc("2025-01-15T09:59:00")).kind).toBe("today");
  });

  it("crosses midnight in London, not in UTC", () => {
    // Saturday 23:59 BST is 22:59 UTC: bookings are for tomorrow (Sunday).
    expect(sameDayStatus(utc("2025-06-07T22:59:00"), everyDay).text).toBe("Book now for tomorrow: same-day bookings close at 10am.");
    // One minute later it is Sunday 00:00 in London: ten hours to book for today.
    expect(sameDayStatus(utc("2025-06-07T23:00:00"), everyDay).text).toBe("Book in the next 10 h for a same-day collection.");
    // In winter London midnight is UTC midnight.
    expect(sameDayStatus(utc("2025-01-15T23:59:59"), everyDay).kind).toBe("later");
    expect(sameDayStatus(utc("2025-01-16T00:00:00"), everyDay).text).toBe("Book in the next 10 h for a same-day collection.");
  });

  it("is right on the day the clocks go forward (last Sunday of March)", () => {
    // Sunday 30 March 2025: at 01:00 GMT the clocks jump to 02:00 BST, so 10:00 BST is 09:00 UTC.
    // 00:30 GMT: 8 h 30 min of real time to 10:00 BST (a clock-face difference would say 9 h 30 min).
    expect(sameDayStatus(utc("2025-03-30T00:30:00"), everyDay).text).toBe("Book in the next 8 h 30 min for a same-day collection.");
    // 03:00 BST, after the change.
    expect(sameDayStatus(utc("2025-03-30T02:00:00"), everyDay).text).toBe("Book in the next 7 h for a same-day collection.");
    expect(sameDayStatus(utc("2025-03-30T08:59:00"), everyDay).kind).toBe("today");
    expect(sameDayStatus(utc("2025-03-30T09:00:00"), everyDay).kind).toBe("later");
    // The night before: Saturday 23:30 GMT is still Saturday.
    expect(sameDayStatus(utc("2025-03-29T23:30:00"), everyDay).kind).toBe("later");
  });

  it("is right on the day the clocks go back (last Sunday of October)", () => {
    // Sunday 26 October 2025: at 02:00 BST (01:00 UTC) the clocks go back to 01:00 GMT, so 10:00 is 10:00 UTC.
    // 00:30 BST is 23:30 UTC on Saturday: 10 h 30 min of real time to 10:00 GMT.
    expect(sameDayStatus(utc("2025-10-25T23:30:00"), everyDay).text).toBe("Book in the next 10 h 30 min for a same-day collection.");
    // 01:30 happens twice: first in BST (00:30 UTC), then in GMT (01:30 UTC).
    expect(sameDayStatus(utc("2025-10-26T00:30:00"), everyDay).text).toBe("Book in the next 9 h 30 min for a same-day collection.");
    expect(sameDayStatus(utc("2025-10-26T01:30:00"), everyDay).text).toBe("Book in the next 8 h 30 min for a same-day collection.");
    expect(sameDayStatus(utc("2025-10-26T09:59:00"), everyDay).kind).toBe("today");
    expect(sameDayStatus(utc("2025-10-26T10:00:00"), everyDay).kind).toBe("later");
    // The Saturday before, 10:30 BST (09:30 UTC): too late for today.
    expect(sameDayStatus(utc("2025-10-25T09:30:00"), everyDay).text).toBe("Book now for tomorrow: same-day bookings close at 10am.");
  });

  it("names the next collection day when tomorrow has none", () => {
    const weekdaysOnly = { cutoff: "10:00", weekdays: [1, 2, 3, 4, 5] };
    // Friday 6 June 2025 at 11:00 BST: the next collection day is Monday.
    expect(sameDayStatus(utc("2025-06-06T10:00:00"), weekdaysOnly)).toMatchObject({ kind: "later", day: "Monday" });
    // Saturday morning is not a collection day, so no countdown.
    expect(sameDayStatus(utc("2025-06-07T07:00:00"), weekdaysOnly)).toMatchObject({ kind: "later", day: "Monday" });
    // Sunday before 10:00: tomorrow is Monday.
    expect(sameDayStatus(utc("2025-06-08T07:00:00"), weekdaysOnly)).toMatchObject({ kind: "later", day: "tomorrow" });
    expect(() => sameDayStatus(utc("2025-06-08T07:00:00"), { ...weekdaysOnly, weekdays: [] })).toThrow();
  });

  it("writes durations and times as people say them", () => {
    expect(formatMinutes(134)).toBe("2 h 14 min");
    expect(formatMinutes(60)).toBe("1 h");
    expect(formatMinutes(59)).toBe("59 min");
    expect(spokenTime("10:00")).toBe("10am");
    expect(spokenTime("13:30")).toBe("1:30pm");
    expect(spokenTime("00:00")).toBe("12am");
  });
});
