import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { issueStamp, judgeStamp, stampKey } from "./form-stamp.server";

const secret = randomBytes(32);
const at = (ms: number) => new Date(Date.UTC(2026, 10, 22, 12) + ms);

describe("form stamp", () => {
  it("accepts its own stamp once the fill time has passed, and not before", () => {
    const stamp = issueStamp(secret, at(0));
    expect(judgeStamp(stamp, secret, at(2_999), 3000)).toBe("too-fast");
    expect(judgeStamp(stamp, secret, at(3_000), 3000)).toBe("ok");
    expect(judgeStamp(stamp, secret, at(25 * 3600_000), 3000)).toBe("expired-stamp");
  });

  it("refuses a missing, altered, re-dated or foreign stamp", () => {
    const stamp = issueStamp(secret, at(0));
    const [v, , nonce, sig] = stamp.split(".");
    expect(judgeStamp(undefined, secret, at(10_000), 3000)).toBe("no-stamp");
    expect(judgeStamp(`${v}.${at(-60_000).getTime().toString(36)}.${nonce}.${sig}`, secret, at(10_000), 3000)).toBe("forged-stamp");
    expect(judgeStamp(stamp, randomBytes(32), at(10_000), 3000)).toBe("forged-stamp");
    expect(judgeStamp(`${stamp}x`, secret, at(10_000), 3000)).toBe("forged-stamp");
    expect(judgeStamp("v1.a.b", secret, at(10_000), 3000)).toBe("forged-stamp");
    expect(judgeStamp("x".repeat(5000), secret, at(10_000), 3000)).toBe("forged-stamp");
  });

  it("gives each stamp its own idempotency key", () => {
    const a = issueStamp(secret, at(0));
    const b = issueStamp(secret, at(0));
    expect(a).not.toBe(b);
    expect(stampKey(a)).toBe(stampKey(a));
    expect(stampKey(a)).not.toBe(stampKey(b));
    expect(stampKey(a)).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });
});
