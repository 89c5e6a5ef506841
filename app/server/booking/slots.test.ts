import { describe, expect, it } from "vitest";
import { bankHolidays, bookingRules, type BookingRules } from "../../content/booking";
import { candidateSlots, describeSlot, isOfferable, isWorkingDay, parseSlotValue, slotOf, slotValue } from "./slots.server";

const at = (iso: string) => new Date(iso);
const list = (now: Date, rules: BookingRules = bookingRules) => candidateSlots(now, rules).map(slotValue);

/**
 * A second week, passed in: the week the business kept before (Monday to Saturday, 8am to 5pm in two
 * slots, no Sunday). Everything below that follows the week is tried with both.
 */
const weekdaysOnly: BookingRules = {
  ...bookingRules,
  slots: [
    { id: "morning", label: "Morning", times: [{ weekdays: [1, 2, 3, 4, 5, 6], start: "08:00", end: "12:00" }] },
    { id: "afternoon", label: "Afternoon", times: [{ weekdays: [1, 2, 3, 4, 5, 6], start: "12:00", end: "17:00" }] },
  ],
};
/** Every day of the week worked, no closed days. */
const noClosedDays: BookingRules = { ...bookingRules, closedDates: [] };

describe("slot times in Europe/London, for the slot's date", () => {
  it("the business's week: mornings from 7am Monday to Saturday and from 8am on Sunday, evenings Monday to Saturday", () => {
    // Wednesday 25 November 2026 (GMT).
    expect(slotOf({ date: "2026-11-25", id: "morning" })).toMatchObject({ times: { start: "07:00", end: "12:00" }, window: "7am–12pm" });
    expect(slotOf({ date: "2026-11-25", id: "morning" })!.start.toISOString()).toBe("2026-11-25T07:00:00.000Z");
    expect(slotOf({ date: "2026-11-25", id: "evening" })!.end.toISOString()).toBe("2026-11-25T19:00:00.000Z");
    // Sunday 29 November: the morning starts at 8am, the afternoon is as on weekdays, no evening.
    expect(slotOf({ date: "2026-11-29", id: "morning" })).toMatchObject({ times: { start: "08:00", end: "12:00" }, window: "8am–12pm" });
    expect(slotOf({ date: "2026-11-29", id: "morning" })!.start.toISOString()).toBe("2026-11-29T08:00:00.000Z");
    expect(slotOf({ date: "2026-11-29", id: "afternoon" })!.end.toISOString()).toBe("2026-11-29T17:00:00.000Z");
    expect(slotOf({ date: "2026-11-29", id: "evening" })).toBeUndefined();
    // Summer: BST.
    expect(slotOf({ date: "2026-07-01", id: "afternoon" })!.start.toISOString()).toBe("2026-07-01T11:00:00.000Z");
    expect(slotOf({ date: "2026-07-01", id: "evening" })!.end.toISOString()).toBe("2026-07-01T18:00:00.000Z");
  });

  it("another week passed in gives its own times on the same dates", () => {
    expect(slotOf({ date: "2026-11-25", id: "morning" }, weekdaysOnly)!.start.toISOString()).toBe("2026-11-25T08:00:00.000Z");
    expect(slotOf({ date: "2026-11-25", id: "morning" }, weekdaysOnly)!.window).toBe("8am–12pm");
    expect(slotOf({ date: "2026-11-25", id: "evening" }, weekdaysOnly)).toBeUndefined();
    expect(slotOf({ date: "2026-11-29", id: "morning" }, weekdaysOnly)).toBeUndefined();
    expect(isWorkingDay("2026-11-29")).toBe(true);
    expect(isWorkingDay("2026-11-29", weekdaysOnly)).toBe(false);
  });

  it("on the last Sunday of March the clocks go forward at 01:00 GMT: that day's slots are already on BST", () => {
    expect(slotOf({ date: "2026-03-28", id: "morning" })!.start.toISOString()).toBe("2026-03-28T07:00:00.000Z");
    expect(slotOf({ date: "2026-03-29", id: "morning" })!.start.toISOString()).toBe("2026-03-29T07:00:00.000Z");
    expect(slotOf({ date: "2026-03-29", id: "afternoon" })!.end.toISOString()).toBe("2026-03-29T16:00:00.000Z");
    expect(slotOf({ date: "2026-03-30", id: "morning" })!.start.toISOString()).toBe("2026-03-30T06:00:00.000Z");
    expect(slotOf({ date: "2026-03-28", id: "morning" }, weekdaysOnly)!.start.toISOString()).toBe("2026-03-28T08:00:00.000Z");
    expect(slotOf({ date: "2026-03-30", id: "morning" }, weekdaysOnly)!.start.toISOString()).toBe("2026-03-30T07:00:00.000Z");
  });

  it("on the last Sunday of October the clocks go back at 01:00 GMT: that day's slots are on GMT", () => {
    expect(slotOf({ date: "2026-10-24", id: "morning" })!.start.toISOString()).toBe("2026-10-24T06:00:00.000Z");
    expect(slotOf({ date: "2026-10-25", id: "morning" })!.start.toISOString()).toBe("2026-10-25T08:00:00.000Z");
    expect(slotOf({ date: "2026-10-26", id: "afternoon" })!.start.toISOString()).toBe("2026-10-26T12:00:00.000Z");
  });

  it("a slot that does not exist is undefined: an unknown id, a date that is not a date, a day it does not run", () => {
    expect(slotOf({ date: "2026-11-25", id: "night" })).toBeUndefined();
    expect(slotOf({ date: "2026-02-30", id: "morning" })).toBeUndefined();
    expect(slotOf({ date: "25/11/2026", id: "morning" })).toBeUndefined();
    expect(slotOf({ date: "2026-11-29", id: "evening" })).toBeUndefined();
    expect(parseSlotValue("2026-11-25/morning")).toEqual({ date: "2026-11-25", id: "morning" });
    expect(parseSlotValue("2026-11-25/morning/x")).toBeUndefined();
    expect(parseSlotValue("<script>")).toBeUndefined();
  });

  it("describes a slot as the customer reads it, with its times on that day", () => {
    expect(describeSlot({ date: "2026-11-25", id: "morning" })).toBe("Wednesday 25 November, morning (7am–12pm)");
    expect(describeSlot({ date: "2026-11-29", id: "morning" })).toBe("Sunday 29 November, morning (8am–12pm)");
    expect(describeSlot({ date: "2026-11-25", id: "evening" })).toBe("Wednesday 25 November, evening (5pm–7pm)");
    expect(describeSlot({ date: "2026-11-25", id: "morning" }, weekdaysOnly)).toBe("Wednesday 25 November, morning (8am–12pm)");
    // A booking whose slot no longer runs that day keeps its name, without times; an id nobody knows, as it is.
    expect(describeSlot({ date: "2026-11-29", id: "evening" })).toBe("Sunday 29 November, evening");
    expect(describeSlot({ date: "2026-11-25", id: "evening" }, weekdaysOnly)).toBe("Wednesday 25 November, evening");
    expect(describeSlot({ date: "2026-11-25", id: "night" })).toBe("Wednesday 25 November, night");
  });
});

describe("the slots offered", () => {
  it("14 days from today, every day of the business's week: three slots Monday to Saturday, two on Sunday, in time order", () => {
    // Tuesday 24 November 2026, 06:00 GMT: today's morning has not begun.
    const slots = list(at("2026-11-24T06:00:00Z"));
    expect(slots.slice(0, 3)).toEqual(["2026-11-24/morning", "2026-11-24/afternoon", "2026-11-24/evening"]);
    expect(slots.filter((s) => s.startsWith("2026-11-29"))).toEqual(["2026-11-29/morning", "2026-11-29/afternoon"]);
    expect(slots.at(-1)).toBe("2026-12-07/evening");
    // 12 days of three slots and 2 Sundays of two.
    expect(slots).toHaveLength(12 * 3 + 2 * 2);
    const starts = candidateSlots(at("2026-11-24T06:00:00Z")).map((slot) => slot.start.getTime());
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it("with the other week: Monday to Saturday, two slots, no Sunday", () => {
    const slots = list(at("2026-11-24T07:00:00Z"), weekdaysOnly);
    expect(slots.slice(0, 2)).toEqual(["2026-11-24/morning", "2026-11-24/afternoon"]);
    expect(slots.at(-1)).toBe("2026-12-07/afternoon");
    expect(slots.some((s) => s.startsWith("2026-11-29"))).toBe(false);
    expect(slots).toHaveLength(12 * 2);
  });

  it("today's slots that start after 10:00 UK time only before it, and a slot that has begun never", () => {
    // Tuesday 24 November 09:59 GMT: the morning began at 7am; the afternoon and the evening are still offered.
    expect(list(at("2026-11-24T09:59:00Z")).slice(0, 3)).toEqual(["2026-11-24/afternoon", "2026-11-24/evening", "2026-11-25/morning"]);
    expect(list(at("2026-11-24T10:00:00Z"))[0]).toBe("2026-11-25/morning");
    expect(list(at("2026-11-24T09:59:00Z"), weekdaysOnly).slice(0, 2)).toEqual(["2026-11-24/afternoon", "2026-11-25/morning"]);
    expect(list(at("2026-11-24T10:00:00Z"), weekdaysOnly)[0]).toBe("2026-11-25/morning");
    // In summer 10:00 UK is 09:00 GMT.
    expect(list(at("2026-07-01T08:59:00Z"))[0]).toBe("2026-07-01/afternoon");
    expect(list(at("2026-07-01T09:00:00Z"))[0]).toBe("2026-07-02/morning");
    // Sunday 29 November: the morning until 8am, then the afternoon until 10am, then Monday.
    expect(list(at("2026-11-29T07:59:00Z")).slice(0, 2)).toEqual(["2026-11-29/morning", "2026-11-29/afternoon"]);
    expect(list(at("2026-11-29T08:00:00Z"))[0]).toBe("2026-11-29/afternoon");
    expect(list(at("2026-11-29T10:00:00Z"))[0]).toBe("2026-11-30/morning");
    expect(list(at("2026-11-29T07:59:00Z"), weekdaysOnly)[0]).toBe("2026-11-30/morning");
  });

  it("bank holidays are closed, whichever the week", () => {
    for (const rules of [bookingRules, weekdaysOnly]) {
      const slots = list(at("2026-12-21T12:00:00Z"), rules);
      expect(slots.some((s) => s.startsWith("2026-12-25") || s.startsWith("2026-12-28"))).toBe(false);
      expect(slots).toContain("2026-12-29/morning");
      expect(isWorkingDay("2026-12-25", rules)).toBe(false);
    }
    // Sunday 27 December is no bank holiday: worked in the business's week.
    expect(list(at("2026-12-21T12:00:00Z"))).toContain("2026-12-27/morning");
    expect(bookingRules.closedDates).toEqual(expect.arrayContaining(bankHolidays.map((h) => h.date)));
  });

  it("across the last Sunday of March: 14 calendar days, none twice or skipped, the cut-off on the clock of each day", () => {
    // Saturday 28 March 2026, 09:30 GMT (09:30 UK): today's afternoon and evening are still offered.
    const slots = candidateSlots(at("2026-03-28T09:30:00Z"), noClosedDays);
    const days = [...new Set(slots.map((s) => s.date))];
    expect(days).toHaveLength(14);
    expect(days[0]).toBe("2026-03-28");
    expect(days[1]).toBe("2026-03-29");
    expect(days.at(-1)).toBe("2026-04-10");
    expect(slots[0]!.id).toBe("afternoon");
    // Sunday 29 March at 09:30 GMT is 10:30 BST: past the cut-off, so that afternoon is not offered.
    expect(isOfferable(slotOf({ date: "2026-03-29", id: "afternoon" })!, at("2026-03-29T09:30:00Z"))).toBe(false);
    expect(isOfferable(slotOf({ date: "2026-03-29", id: "afternoon" })!, at("2026-03-29T08:59:00Z"))).toBe(true);
    // Its morning starts at 8am BST, 07:00 GMT.
    expect(isOfferable(slotOf({ date: "2026-03-29", id: "morning" })!, at("2026-03-29T06:59:00Z"))).toBe(true);
    expect(isOfferable(slotOf({ date: "2026-03-29", id: "morning" })!, at("2026-03-29T07:00:00Z"))).toBe(false);
  });

  it("across the last Sunday of October: 14 calendar days, and 09:30 GMT on the Sunday is still before the cut-off", () => {
    const slots = candidateSlots(at("2026-10-24T05:00:00Z"), noClosedDays);
    const days = [...new Set(slots.map((s) => s.date))];
    expect(days).toHaveLength(14);
    expect(days.slice(0, 3)).toEqual(["2026-10-24", "2026-10-25", "2026-10-26"]);
    // 09:30 GMT on 25 October is 09:30 UK (clocks went back at 01:00 GMT).
    expect(isOfferable(slotOf({ date: "2026-10-25", id: "afternoon" })!, at("2026-10-25T09:30:00Z"))).toBe(true);
    expect(isOfferable(slotOf({ date: "2026-10-25", id: "afternoon" })!, at("2026-10-25T10:00:00Z"))).toBe(false);
    // The business's week works the Sunday; the other week does not, and goes to the Monday.
    expect(list(at("2026-10-24T12:00:00Z")).slice(0, 2)).toEqual(["2026-10-25/morning", "2026-10-25/afternoon"]);
    expect(list(at("2026-10-24T12:00:00Z"), weekdaysOnly).slice(0, 2)).toEqual(["2026-10-26/morning", "2026-10-26/afternoon"]);
  });

  it("nothing beyond the horizon, nothing in the past", () => {
    const now = at("2026-11-24T12:00:00Z");
    expect(isOfferable(slotOf({ date: "2026-12-08", id: "morning" })!, now)).toBe(false);
    expect(isOfferable(slotOf({ date: "2026-12-07", id: "morning" })!, now)).toBe(true);
    expect(isOfferable(slotOf({ date: "2026-11-23", id: "afternoon" })!, now)).toBe(false);
    expect(isOfferable(slotOf({ date: "2026-11-24", id: "afternoon" })!, now)).toBe(false);
  });
});
