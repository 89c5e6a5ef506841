import { describe, expect, it } from "vitest";
import { receivingSites, siteRefuses, usualSiteFor } from "../../content/receiving-sites";
import { van, vanVolume, wasteKind, wasteKinds } from "../../content/waste";
import { placeholders } from "../launch-check.server";
import { readEnv } from "../env.server";
import { prefillLines } from "./prefill.server";

const line = (position: number, kind: "load" | "surcharge" | "stairs" | "custom", itemId: string | null, quantity = 1) => ({
  position,
  kind,
  itemId,
  quantity,
});

describe("prefillLines", () => {
  it("makes the load a line of mixed household waste with its share of the van, a sofa POPs seating and a fridge 20 01 23*", () => {
    const lines = prefillLines([
      line(0, "load", "half"),
      line(1, "surcharge", "sofa", 2),
      line(2, "surcharge", "fridge"),
      line(3, "stairs", null),
      line(4, "custom", null),
    ]);
    expect(lines).toEqual([
      {
        wasteId: "mixed-household",
        description: "Mixed municipal waste (general household rubbish)",
        vanPercent: 50,
        weightKg: null,
        containment: "loose",
        containmentText: null,
      },
      {
        wasteId: "pops-seating",
        description: "Domestic seating waste containing POPs (2 items)",
        vanPercent: null,
        weightKg: 80,
        containment: "loose",
        containmentText: null,
      },
      {
        wasteId: "fridges",
        description: "Equipment containing chlorofluorocarbons (fridges, freezers)",
        vanPercent: null,
        weightKg: 45,
        containment: "loose",
        containmentText: null,
      },
    ]);
    expect(wasteKind("pops-seating")).toMatchObject({ code: "20 03 07", pops: true, hazardous: false });
    expect(wasteKind("fridges")).toMatchObject({ code: "20 01 23", hazardous: true });
  });

  it("follows the price's order, adds items of one kind together and never passes a whole van", () => {
    const lines = prefillLines([
      line(3, "surcharge", "fridge"),
      line(0, "load", "full"),
      line(1, "load", "half"),
      line(2, "surcharge", "fridge", 2),
    ]);
    expect(lines.map((l) => [l.wasteId, l.vanPercent, l.weightKg])).toEqual([
      ["mixed-household", 100, null],
      ["fridges", null, 135],
    ]);
  });

  it("suggests nothing from carrying charges, the office's own lines or items it does not know", () => {
    expect(
      prefillLines([line(0, "stairs", null), line(1, "custom", null), line(2, "surcharge", "piano"), line(3, "load", "lorry")]),
    ).toEqual([]);
  });
});

describe("the business's waste data", () => {
  it("prints every code as six digits in pairs, with unique ids", () => {
    for (const kind of wasteKinds) expect(kind.code).toMatch(/^\d{2} \d{2} \d{2}$/);
    expect(new Set(wasteKinds.map((k) => k.id)).size).toBe(wasteKinds.length);
  });

  it("lists placeholder receiving sites and the carrier registration for the launch check", () => {
    const problems = placeholders(readEnv({ DATA_DIR: "/tmp/unused" })).map((p) => p.problem);
    for (const site of receivingSites.filter((s) => s.placeholder)) expect(problems.some((p) => p.includes(site.permit))).toBe(true);
    expect(problems.some((p) => p.includes("waste carrier registration"))).toBe(true);
    expect(problems.some((p) => p.includes(`The van's load space (${van.loadCubicMetres} m³) is a placeholder`))).toBe(van.placeholder);
  });

  it("gives every code on the form a usual site whose permit accepts it; POPs seating only where it is destroyed", () => {
    for (const kind of wasteKinds) {
      const site = usualSiteFor(kind);
      expect(site, kind.id).toBeDefined();
      expect(siteRefuses(site!, kind), kind.id).toBeUndefined();
    }
    expect(usualSiteFor(wasteKind("pops-seating")!)?.treatment).toBe("energy-recovery");
    expect(usualSiteFor(wasteKind("fridges")!)?.id).toBe("weee-treatment");
    expect(usualSiteFor(wasteKind("mixed-household")!)?.id).toBe("main-transfer-station");
    // A bulky sofa without POPs may go to the transfer station; with POPs it may not.
    const station = receivingSites.find((s) => s.id === "main-transfer-station")!;
    expect(siteRefuses(station, wasteKind("bulky")!)).toBeUndefined();
    expect(siteRefuses(station, wasteKind("pops-seating")!)).toMatch(/does not destroy/);
    expect(siteRefuses(station, wasteKind("fridges")!)).toMatch(/does not accept 20 01 23\*/);
  });

  it("says the van's share as a volume", () => {
    expect(vanVolume(50, 15_000)).toBe("about 7.5 m³");
    expect(vanVolume(100, 15_000)).toBe("about 15 m³");
    expect(vanVolume(1, 15_000)).toBe("about 0.2 m³");
  });
});
