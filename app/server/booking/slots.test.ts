import { describe, expect, it } from "vitest";
import { bankHolidays, bookingRules, type BookingRules } from "../../content/booking";
import { candidateSlots, describeSlot, isOfferable, parseSlotValue, slotOf, slotValue } from "./slots.server";

const at = (iso: string) => new Date(iso);
const list = (now: Date, rules: BookingRules = bookingRules) => candidateSlots(now, rules).map(slotValue);
/** Every day of the week worked, no closed days: to look at the clock-change Sundays themselves. */
const everyDay: BookingRules = { ...bookingRules, workingWeekdays: [0, 1, 2, 3, 4, 5, 6], closedDates: [] };

describe("slot times in Europe/London", () => {
  it("a winter slot is on GMT and a summer slot on BST", () => {
    expect(slotOf({ date: "2026-11-25", id: "morning" })!.start.toISOString()).toBe("2026-11-25T08:00:00.000Z");
    expect(slotOf({ date: "2026-07-01", id: "afternoon" })!.start.toISOString()).toBe("2026-07-01T11:00:00.000Z");
    expect(slotOf({ date: "2026-07-01", id: "afternoon" })!.end.toISOString()).toBe("2026-07-01T16:00:00.000Z");
  });

  it("on the last Sunday of March the clocks go forward at 01:00 GMT: that day's slots are already on BST", () => {
    expect(slotOf({ date: "2026-03-28", id: "morning" })!.start.toISOString()).toBe("2026-03-28T08:00:00.000Z");
    expect(slotOf({ date: "2026-03-29", id: "morning" })!.start.toISOString()).toBe("2026-03-29T07:00:00.000Z");
    expect(slotOf({ date: "2026-03-29", id: "afternoon" })!.end.toISOString()).toBe("2026-03-29T16:00:00.000Z");
    expect(slotOf({ date: "2026-03-30", id: "morning" })!.start.toISOString()).toBe("2026-03-30T07:00:00.000Z");
  });

  it("on the last Sunday of October the clocks go back at 01:00 GMT: that day's slots are on GMT", () => {
    expect(slotOf({ date: "2026-10-24", id: "morning" })!.start.toISOString()).toBe("2026-10-24T07:00:00.000Z");
    expect(slotOf({ date: "2026-10-25", id: "morning" })!.start.toISOString()).toBe("2026-10-25T08:00:00.000Z");
    expect(slotOf({ date: "2026-10-26", id: "afternoon" })!.start.toISOString()).toBe("2026-10-26T12:00:00.000Z");
  });

  it("a slot that does not exist is undefined: an unknown id, a date that is not a date", () => {
    expect(slotOf({ date: "2026-11-25", id: "evening" })).toBeUndefined();
    expect(slotOf({ date: "2026-02-30", id: "morning" })).toBeUndefined();
    expect(slotOf({ date: "25/11/2026", id: "morning" })).toBeUndefined();
    expect(parseSlotValue("2026-11-25/morning")).toEqual({ date: "2026-11-25", id: "morning" });
    expect(parseSlotValue("2026-11-25/morning/x")).toBeUndefined();
    expect(parseSlotValue("<script>")).toBeUndefined();
  });

  it("describes a slot as the customer reads it", () => {
    expect(describeSlot({ date: "2026-11-25", id: "morning" })).toBe("Wednesday 25 November, morning (8am–12pm)");
  });
});

describe("the slots offered", () => {
  it("14 days from today, working days only (no Sundays), both slots, in time order", () => {
    // Tuesday 24 November 2026, 07:00: today's morning has not begun.
    const slots = list(at("2026-11-24T07:00:00Z"));
    expect(slots[0]).toBe("2026-11-24/morning");
    expect(slots[1]).toBe("2026-11-24/afternoon");
    expect(slots.at(-1)).toBe("2026-12-07/afternoon");
    expect(slots.some((s) => s.startsWith("2026-11-29"))).toBe(false); // a Sunday
    expect(slots).toHaveLength(12 * 2);
  });

  it("today's afternoon only before 10:00 UK time, and a slot that has begun never", () => {
    expect(list(at("2026-11-24T09:59:00Z")).slice(0, 2)).toEqual(["2026-11-24/afternoon", "2026-11-25/morning"]);
    expect(list(at("2026-11-24T10:00:00Z"))[0]).toBe("2026-11-25/morning");
    // In summer 10:00 UK is 09:00 GMT.
    expect(list(at("2026-07-01T08:59:00Z"))[0]).toBe("2026-07-01/afternoon");
    expect(list(at("2026-07-01T09:00:00Z"))[0]).toBe("2026-07-02/morning");
  });

  it("bank holidays are closed", () => {
    const slots = list(at("2026-12-21T12:00:00Z"));
    expect(slots.some((s) => s.startsWith("2026-12-25") || s.startsWith("2026-12-28"))).toBe(false);
    expect(slots).toContain("2026-12-29/morning");
    expect(bookingRules.closedDates).toEqual(expect.arrayContaining(bankHolidays.map((h) => h.date)));
  });

  it("across the last Sunday of March: 14 calendar days, none twice or skipped, the cut-off on the clock of each day", () => {
    // Saturday 28 March 2026, 09:30 GMT (09:30 UK): today's afternoon is still offered.
    const slots = candidateSlots(at("2026-03-28T09:30:00Z"), everyDay);
    const days = [...new Set(slots.map((s) => s.date))];
    expect(days).toHaveLength(14);
    expect(days[0]).toBe("2026-03-28");
    expect(days[1]).toBe("2026-03-29");
    expect(days.at(-1)).toBe("2026-04-10");
    expect(slots[0]!.id).toBe("afternoon");
    // Sunday 29 March at 09:30 GMT is 10:30 BST: past the cut-off, so that afternoon is not offered.
    expect(isOfferable(slotOf({ date: "2026-03-29", id: "afternoon" }, everyDay)!, at("2026-03-29T09:30:00Z"), everyDay)).toBe(false);
    expect(isOfferable(slotOf({ date: "2026-03-29", id: "afternoon" }, everyDay)!, at("2026-03-29T08:59:00Z"), everyDay)).toBe(true);
  });

  it("across the last Sunday of October: 14 calendar days, and 09:30 GMT on the Sunday is still before the cut-off", () => {
    const slots = candidateSlots(at("2026-10-24T06:00:00Z"), everyDay);
    const days = [...new Set(slots.map((s) => s.date))];
    expect(days).toHaveLength(14);
    expect(days.slice(0, 3)).toEqual(["2026-10-24", "2026-10-25", "2026-10-26"]);
    // 09:30 GMT on 25 October is 09:30 UK (clocks went back at 01:00 GMT).
    expect(isOfferable(slotOf({ date: "2026-10-25", id: "afternoon" }, everyDay)!, at("2026-10-25T09:30:00Z"), everyDay)).toBe(true);
    expect(isOfferable(slotOf({ date: "2026-10-25", id: "afternoon" }, everyDay)!, at("2026-10-25T10:00:00Z"), everyDay)).toBe(false);
    // The business's own rules: the Sunday is not worked, the Monday is.
    expect(list(at("2026-10-24T12:00:00Z")).slice(0, 2)).toEqual(["2026-10-26/morning", "2026-10-26/afternoon"]);
  });

  it("nothing beyond the horizon, nothing in the past", () => {
    const now = at("2026-11-24T12:00:00Z");
    expect(isOfferable(slotOf({ date: "2026-12-08", id: "morning" })!, now)).toBe(false);
    expect(isOfferable(slotOf({ date: "2026-12-07", id: "morning" })!, now)).toBe(true);
    expect(isOfferable(slotOf({ date: "2026-11-23", id: "afternoon" })!, now)).toBe(false);
    expect(isOfferable(slotOf({ date: "2026-11-24", id: "afternoon" })!, now)).toBe(false);
  });
});
