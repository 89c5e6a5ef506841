import { describe, expect, it } from "vitest";
import { formatPounds, penceFromPounds, poundsNumber } from "./money";

describe("money", () => {
  it("writes pence as pounds for people, and as a plain number for data", () => {
    expect(formatPounds(25050)).toBe("£250.50");
    expect(formatPounds(500000)).toBe("£5,000.00");
    expect(formatPounds(0)).toBe("£0.00");
    expect(poundsNumber(500000)).toBe("5000.00");
    expect(poundsNumber(5)).toBe("0.05");
  });

  it("reads a typed amount into pence, and back", () => {
    expect(penceFromPounds("£1,200.5")).toBe(120050);
    expect(penceFromPounds(" 180 ")).toBe(18000);
    expect(penceFromPounds("")).toBeNull();
    expect(penceFromPounds("12.345")).toBeUndefined();
    expect(penceFromPounds(poundsNumber(123456))).toBe(123456);
    expect(penceFromPounds(formatPounds(123456))).toBe(123456);
  });
});
