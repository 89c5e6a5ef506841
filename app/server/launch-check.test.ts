import { describe, expect, it } from "vitest";
import { bankHolidaysEnd } from "../content/bank-holidays.generated";
import { londonInstant } from "../kernel/uk-time";
import { bankHolidaysCheck } from "./launch-check.server";

describe("the bank holiday list in the launch check", () => {
  const list = { end: "2028-12-26", fetchedOn: "2026-11-27", source: "https://www.gov.uk/bank-holidays.json" };
  const on = (date: string, time = "12:00") => londonInstant(date, time);

  it("is a note while 6 months (183 days) or more are left before its last date", () => {
    for (const now of [on("2026-11-27"), on("2028-06-26"), on("2028-06-26", "23:59")]) {
      const check = bankHolidaysCheck(now, list);
      expect(check.problem).toBeUndefined();
      expect(check.note).toBe(
        "Bank holidays are listed to Tuesday 26 December 2028 (from https://www.gov.uk/bank-holidays.json, Friday 27 November 2026).",
      );
    }
  });

  it("is a problem, with the command that fetches the list, once fewer than 6 months are left (on the UK date)", () => {
    // 23:30 GMT on 26 June is 00:30 on 27 June in London (BST).
    for (const now of [on("2028-06-27", "00:00"), new Date("2028-06-26T23:30:00Z"), on("2028-12-26")]) {
      const check = bankHolidaysCheck(now, list);
      expect(check.problem?.problem).toBe(
        "The bank holiday list ends on Tuesday 26 December 2028, fewer than 6 months away: after it, the booking page would offer slots on bank holidays.",
      );
      expect(check.problem?.fix).toContain("npm run content:bank-holidays");
      expect(check.note).toBe(check.problem?.problem);
    }
  });

  it("says when the list has already ended", () => {
    expect(bankHolidaysCheck(on("2028-12-27"), list).problem?.problem).toMatch(/^The bank holiday list ended on Tuesday 26 December 2028:/);
  });

  it("reads the committed list by default", () => {
    expect(bankHolidaysCheck(on("2026-11-27")).note).toContain(`listed to`);
    expect(bankHolidaysCheck(londonInstant(bankHolidaysEnd, "12:00")).problem).toBeDefined();
  });
});
