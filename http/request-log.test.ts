import { describe, expect, it } from "vitest";
import { loggablePath } from "./request-log.ts";

describe("paths written to the log", () => {
  it("never carries a customer's booking link, its query string, or more than 300 characters", () => {
    const token = "q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c2";
    expect(loggablePath(`/booking/${token}`)).toBe("/booking/[link]");
    expect(loggablePath(`/booking/${token}/calendar.ics?x=1`)).toBe("/booking/[link]/calendar.ics");
    expect(loggablePath(`/BOOKING/${token}`)).toBe("/booking/[link]");
    expect(loggablePath("/pricing/estimate?load=half&name=Jo")).toBe("/pricing/estimate");
    expect(loggablePath(`/${"a/".repeat(200)}`)).toHaveLength(300);
    expect(loggablePath("/areas/crawley")).toBe("/areas/crawley");
    // The same link written other ways: the token never survives.
    for (const path of [`//booking/${token}`, `/%62ooking/${token}`, `/booking//${token}`, `/booking/./${token}`])
      expect(loggablePath(path)).not.toContain(token);
  });
});
