import { describe, expect, it } from "vitest";
import { formatDate, formatLondon, formatLondonDate, formatPreferred, ukClock } from "./uk-time";

describe("UK time", () => {
  it("reads the UK clock exactly as Intl's Europe/London does, every half hour from 2024 to 2027", () => {
    const london = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/London",
      weekday: "short",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      hourCycle: "h23",
    });
    const days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
    const mismatches: string[] = [];
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2028, 0, 1); t += 30 * 60_000) {
      const parts = Object.fromEntries(london.formatToParts(t).map((p) => [p.type, p.value]));
      const expected = {
        weekday: days.indexOf(parts.weekday!),
        seconds: Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second),
      };
      const got = ukClock(t);
      if (got.weekday !== expected.weekday || got.seconds !== expected.seconds) mismatches.push(new Date(t).toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it("writes calendar dates and instants the ways the business reads them", () => {
    expect(formatDate("2026-11-23", "full")).toBe("Monday 23 November 2026");
    expect(formatDate("2026-11-23", "weekday")).toBe("Monday 23 November");
    expect(formatDate("2026-11-23", "short")).toBe("Mon 23 Nov");
    expect(formatDate("2026-11-23", "long")).toBe("23 November 2026");
    expect(formatDate("2026-11-23", "brief")).toBe("23 Nov");
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    expect(formatLondonDate(new Date("2026-06-30T23:30:00Z"), "long")).toBe("1 July 2026");
    expect(formatLondon(new Date("2026-06-30T23:30:00Z"))).toBe("Wednesday 1 July 2026 at 00:30 BST");
    expect(formatPreferred("2026-11-23T10:00")).toBe("Monday 23 November 2026 at 10:00");
    expect(formatPreferred("2026-11-23")).toBe("Monday 23 November 2026");
    expect(formatPreferred("soon\nplease")).toBe("soon please");
    expect(formatPreferred(" ")).toBeNull();
  });
});
