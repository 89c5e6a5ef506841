import { describe, expect, it } from "vitest";
import { registerQuantity } from "./register.server";

describe("the register's quantity", () => {
  it("is never blank and says how it was measured: the weight where given, else the van's share as a volume", () => {
    expect(registerQuantity({ vanPercent: 25, weightKg: 120, vanLitres: 15_000 })).toBe("120 kg (estimated weight)");
    expect(registerQuantity({ vanPercent: null, weightKg: 40, vanLitres: 15_000 })).toBe("40 kg (estimated weight)");
    expect(registerQuantity({ vanPercent: 50, weightKg: null, vanLitres: 15_000 })).toBe("about 7.5 m³ (50% of the van)");
    // A note issued before the van's size was kept on it.
    expect(registerQuantity({ vanPercent: 50, weightKg: null, vanLitres: null })).toBe("50% of the van (its size not recorded)");
  });
});
