import { describe, expect, it } from "vitest";
import { bookingRules, type BookingRules } from "../../content/booking";
import { mondayOf, nextWorkingDay } from "./working-days.server";

const at = (iso: string) => new Date(iso);

/** A second week, passed in: Monday to Saturday, 8am to 5pm, no Sunday (the business's week before). */
const weekdaysOnly: BookingRules = {
  ...bookingRules,
  slots: [
    { id: "morning", label: "Morning", times: [{ weekdays: [1, 2, 3, 4, 5, 6], start: "08:00", end: "12:00" }] },
    { id: "afternoon", label: "Afternoon", times: [{ weekdays: [1, 2, 3, 4, 5, 6], start: "12:00", end: "17:00" }] },
  ],
};

describe("the next working day, in Europe/London", () => {
  it("is today until its last slot ends (7pm Monday to Saturday, 5pm on Sunday), then the next day the crews work", () => {
    // Saturday 28 November 2026 (GMT).
    expect(nextWorkingDay(at("2026-11-28T06:00:00Z"))).toBe("2026-11-28");
    expect(nextWorkingDay(at("2026-11-28T18:59:59Z"))).toBe("2026-11-28");
    expect(nextWorkingDay(at("2026-11-28T19:00:00Z"))).toBe("2026-11-29");
    // Sunday: until 5pm, then Monday.
    expect(nextWorkingDay(at("2026-11-29T00:30:00Z"))).toBe("2026-11-29");
    expect(nextWorkingDay(at("2026-11-29T16:59:59Z"))).toBe("2026-11-29");
    expect(nextWorkingDay(at("2026-11-29T17:00:00Z"))).toBe("2026-11-30");
  });

  it("with the other week: Saturday until 5pm, and Sunday gives Monday", () => {
    expect(nextWorkingDay(at("2026-11-28T16:59:59Z"), weekdaysOnly)).toBe("2026-11-28");
    expect(nextWorkingDay(at("2026-11-28T17:00:00Z"), weekdaysOnly)).toBe("2026-11-30");
    expect(nextWorkingDay(at("2026-11-29T00:30:00Z"), weekdaysOnly)).toBe("2026-11-30");
    expect(nextWorkingDay(at("2026-11-29T12:00:00Z"), weekdaysOnly)).toBe("2026-11-30");
  });

  it("follows the UK clock in summer", () => {
    // Saturday 4 July 2026: 6:30pm BST is still the day, 7pm BST is over; Sunday is worked.
    expect(nextWorkingDay(at("2026-07-04T17:30:00Z"))).toBe("2026-07-04");
    expect(nextWorkingDay(at("2026-07-04T18:00:00Z"))).toBe("2026-07-05");
    // With the other week: 4:30pm BST is still the day, 5pm BST is over, and just after midnight BST on Monday is Sunday 23:xx UTC.
    expect(nextWorkingDay(at("2026-07-04T15:30:00Z"), weekdaysOnly)).toBe("2026-07-04");
    expect(nextWorkingDay(at("2026-07-04T16:00:00Z"), weekdaysOnly)).toBe("2026-07-06");
    expect(nextWorkingDay(at("2026-07-05T23:30:00Z"), weekdaysOnly)).toBe("2026-07-06");
  });

  it("passes over bank holidays", () => {
    // Sunday 30 August 2026 is worked; the Monday is a bank holiday.
    expect(nextWorkingDay(at("2026-08-30T09:00:00Z"))).toBe("2026-08-30");
    expect(nextWorkingDay(at("2026-08-30T16:00:00Z"))).toBe("2026-09-01");
    expect(nextWorkingDay(at("2026-08-30T09:00:00Z"), weekdaysOnly)).toBe("2026-09-01");
    // Christmas Eve: 6pm is within the business's evening; Christmas Day is closed.
    expect(nextWorkingDay(at("2026-12-24T18:00:00Z"))).toBe("2026-12-24");
    expect(nextWorkingDay(at("2026-12-24T19:00:00Z"))).toBe("2026-12-26");
    expect(nextWorkingDay(at("2026-12-24T18:00:00Z"), weekdaysOnly)).toBe("2026-12-26");
    // Saturday 26 December after hours: the Sunday, or with the other week the Tuesday (Monday the 28th is Boxing Day's holiday).
    expect(nextWorkingDay(at("2026-12-26T19:00:00Z"))).toBe("2026-12-27");
    expect(nextWorkingDay(at("2026-12-26T18:00:00Z"), weekdaysOnly)).toBe("2026-12-29");
  });

  it("the week holding a day starts on its Monday", () => {
    expect(mondayOf("2026-11-30")).toBe("2026-11-30");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
    expect(mondayOf("2026-12-26")).toBe("2026-12-21");
  });
});
