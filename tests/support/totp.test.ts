import { describe, expect, it } from "vitest";
import { totp, unusedCode } from "./totp";

describe("totp", () => {
  // RFC 6238 appendix B (SHA-1, secret "12345678901234567890"), last six digits.
  const secret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
  it.each([
    [59, "287082"],
    [1111111109, "081804"],
    [1234567890, "005924"],
    [2000000000, "279037"],
  ])("at %i s gives %s", (seconds, code) => {
    expect(totp(secret, seconds * 1000)).toBe(code);
  });
});

describe("unusedCode", () => {
  const secret = "JBSWY3DPEHPK3PXP";
  const step = 60_000_000; // a step's number; its start is step × 30 s
  const at = (secondsIntoStep: number) => (step * 30 + secondsIntoStep) * 1000;

  it("types the step before now while it has 10 s left, then the steps after it, never one twice", () => {
    const key = `${secret}A`;
    expect(unusedCode(key, 10_000, at(5))).toBe(totp(key, (step - 1) * 30_000));
    expect(unusedCode(key, 10_000, at(6))).toBe(totp(key, step * 30_000));
    expect(unusedCode(key, 10_000, at(7))).toBe(totp(key, (step + 1) * 30_000));
    expect(() => unusedCode(key, 10_000, at(8))).toThrow(/every code of the server's window has been typed/);
  });

  it("types now's step, not the one before, within 10 s of the step's end", () => {
    const key = `${secret}B`;
    expect(unusedCode(key, 10_000, at(25))).toBe(totp(key, step * 30_000));
  });
});
