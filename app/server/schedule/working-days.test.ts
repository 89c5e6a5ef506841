import { describe, expect, it } from "vitest";
import { bookingRules, type BookingRules } from "../../content/booking";
import { mondayOf, nextWorkingDay } from "./working-days.server";

const at = (iso: string) => new Date(iso);

describe("the next working day, in Europe/London", () => {
  it("is today until its last slot ends, then the next day the crews work", () => {
    // Saturday 28 November 2026: the crews work until 5pm GMT.
    expect(nextWorkingDay(at("2026-11-28T07:00:00Z"))).toBe("2026-11-28");
    expect(nextWorkingDay(at("2026-11-28T16:59:59Z"))).toBe("2026-11-28");
    expect(nextWorkingDay(at("2026-11-28T17:00:00Z"))).toBe("2026-11-30");
    // Sunday: Monday.
    expect(nextWorkingDay(at("2026-11-29T00:30:00Z"))).toBe("2026-11-30");
    expect(nextWorkingDay(at("2026-11-29T23:30:00Z"))).toBe("2026-11-30");
  });

  it("follows the UK clock in summer: Saturday 4:30pm BST is still the day, 5:00pm BST is over", () => {
    expect(nextWorkingDay(at("2026-07-04T15:30:00Z"))).toBe("2026-07-04");
    expect(nextWorkingDay(at("2026-07-04T16:00:00Z"))).toBe("2026-07-06");
    // Just after midnight BST on Monday is still Sunday 23:xx in UTC.
    expect(nextWorkingDay(at("2026-07-05T23:30:00Z"))).toBe("2026-07-06");
  });

  it("passes over bank holidays", () => {
    expect(nextWorkingDay(at("2026-08-30T09:00:00Z"))).toBe("2026-09-01");
    expect(nextWorkingDay(at("2026-12-24T18:00:00Z"))).toBe("2026-12-26");
    expect(nextWorkingDay(at("2026-12-26T18:00:00Z"))).toBe("2026-12-29");
  });

  it("takes the working days and hours from the booking rules: a business that works Sundays opens on the Sunday", () => {
    const sundays: BookingRules = {
      ...bookingRules,
      workingWeekdays: [0, 1, 2, 3, 4, 5, 6],
      slots: [...bookingRules.slots, { id: "evening", label: "Evening", start: "17:00", end: "19:00", window: "5pm–7pm" }],
    };
    expect(nextWorkingDay(at("2026-11-29T12:00:00Z"), sundays)).toBe("2026-11-29");
    expect(nextWorkingDay(at("2026-11-28T18:00:00Z"), sundays)).toBe("2026-11-28");
    expect(nextWorkingDay(at("2026-11-28T19:00:00Z"), sundays)).toBe("2026-11-29");
  });

  it("the week holding a day starts on its Monday", () => {
    expect(mondayOf("2026-11-30")).toBe("2026-11-30");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
    expect(mondayOf("2026-12-26")).toBe("2026-12-21");
  });
});
