import { describe, expect, it } from "vitest";
import { rateLimitBucket } from "./rate-limit.server";

describe("rateLimitBucket", () => {
  it("counts IPv4 by address, IPv6 by /64, and IPv4-mapped IPv6 as IPv4", () => {
    expect(rateLimitBucket("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitBucket("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitBucket("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitBucket("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(rateLimitBucket("2001:0db8:0001:0002:0:0:0:1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitBucket("2001:db8:1:3::1")).not.toBe(rateLimitBucket("2001:db8:1:2::1"));
    expect(rateLimitBucket("unknown")).toBe("other:unknown");
  });
});
