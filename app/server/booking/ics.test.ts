import { describe, expect, it } from "vitest";
import { calendarEvent } from "../../../tests/support/ical";
import { calendarFile, escapeText, foldLine } from "./ics.server";

const event = (date: string, start = "08:00", end = "12:00") =>
  calendarFile({
    uid: "b1@example.com",
    sequence: 0,
    stamp: new Date("2026-11-24T10:00:00Z"),
    date,
    start,
    end,
    summary: "Collection Q-1, with; commas\\",
    location: "1 Road, Town",
    description: "Line one\nLine two",
  });

describe("the booking's iCalendar file", () => {
  it("is read by a real parser as the slot's window in Europe/London, in winter (GMT) and summer (BST)", () => {
    const winter = calendarEvent(event("2026-12-01"));
    expect(winter.startDate.toJSDate().toISOString()).toBe("2026-12-01T08:00:00.000Z");
    expect(winter.endDate.toJSDate().toISOString()).toBe("2026-12-01T12:00:00.000Z");
    const summer = calendarEvent(event("2026-07-01", "12:00", "17:00"));
    expect(summer.startDate.toJSDate().toISOString()).toBe("2026-07-01T11:00:00.000Z");
    expect(summer.endDate.toJSDate().toISOString()).toBe("2026-07-01T16:00:00.000Z");
    expect(summer.startDate.zone?.tzid).toBe("Europe/London");
  });

  it("on the days the clocks change", () => {
    // 29 March 2026: clocks go forward at 01:00 GMT; 25 October 2026: back at 01:00 GMT.
    expect(calendarEvent(event("2026-03-29")).startDate.toJSDate().toISOString()).toBe("2026-03-29T07:00:00.000Z");
    expect(calendarEvent(event("2026-10-25")).startDate.toJSDate().toISOString()).toBe("2026-10-25T08:00:00.000Z");
  });

  it("escapes text and keeps the summary, location and description as written", () => {
    const parsed = calendarEvent(event("2026-12-01"));
    expect(parsed.summary).toBe("Collection Q-1, with; commas\\");
    expect(parsed.location).toBe("1 Road, Town");
    expect(parsed.description).toBe("Line one\nLine two");
    expect(escapeText("a\u0000b\r\nc")).toBe("ab\\nc");
  });

  it("folds long lines at 75 octets without splitting a character, with CRLF line ends", () => {
    const long = `DESCRIPTION:${"é".repeat(100)}`;
    const folded = foldLine(long);
    for (const line of folded.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(long);
    expect(event("2026-12-01")).toMatch(/\r\nEND:VCALENDAR\r\n$/);
  });
});
