import { describe, expect, it } from "vitest";
import { van } from "../../content/waste";
import {
  DENSE_LOAD_KG_PER_CUBIC_METRE,
  FULL_VAN_MAX_KG,
  jobLoad,
  loadText,
  weightCheck,
  weightConfirmedText,
  type JobLoadFacts,
} from "./weight-bound";

/** A job booked as a half van, its note saying half the van and a 40 kg sofa, on the 15 m³ van. */
const halfVan = (overrides: Partial<JobLoadFacts> = {}): JobLoadFacts => ({
  reference: "CW-HALF01",
  booked: [{ itemId: "half", quantity: 1 }],
  noted: [
    { vanPercent: 50, weightKg: null },
    { vanPercent: null, weightKg: 40 },
  ],
  vanLitres: 15_000,
  ...overrides,
});

describe("the upper bound of a tip run's weight from its jobs' loads", () => {
  it("a full van holds at most its volume at a dense load's density: 15 m³ × 150 kg/m³ = 2.25 t", () => {
    expect(DENSE_LOAD_KG_PER_CUBIC_METRE).toBe(150);
    expect(FULL_VAN_MAX_KG).toBe(van.loadCubicMetres * 150);
    expect(FULL_VAN_MAX_KG).toBe(2250);
    // Generous: above the 1.5–2 t a full Luton van of mixed waste rarely exceeds.
    expect(FULL_VAN_MAX_KG).toBeGreaterThan(2000);
  });

  it("a job's load: the larger of its booked share and its note's, as a volume of the note's van, plus the weights its note estimates apart", () => {
    expect(jobLoad(halfVan())).toMatchObject({ percent: 50, bookedPercent: 50, notedPercent: 50, notedKg: 40, boundKg: 1125 + 40 });
    // The crew found more than was booked: the note's 80% counts.
    expect(jobLoad(halfVan({ noted: [{ vanPercent: 80, weightKg: null }] }))).toMatchObject({ percent: 80, boundKg: 1800 });
    // Less than booked on the note: the booked half still counts (the bound is generous).
    expect(jobLoad(halfVan({ noted: [{ vanPercent: 20, weightKg: 30 }] }))).toMatchObject({ percent: 50, notedKg: 0, boundKg: 1125 });
    // A note's own van size: half of a 10 m³ van.
    expect(jobLoad(halfVan({ vanLitres: 10_000, noted: [] }))).toMatchObject({ percent: 50, boundKg: 750 });
    // No note's van size (an older note): the van of the business data.
    expect(jobLoad(halfVan({ vanLitres: null, noted: [] })).boundKg).toBe(1125);
    expect(jobLoad(halfVan({ booked: [{ itemId: "full", quantity: 1 }], noted: [] })).boundKg).toBe(2250);
    expect(jobLoad(halfVan({ booked: [{ itemId: "single", quantity: 2 }], noted: [] }))).toMatchObject({ percent: 20, boundKg: 450 });
  });

  it("a job whose share is known neither from its price nor its note counts as a full van", () => {
    const unknown = jobLoad(halfVan({ booked: [{ itemId: null, quantity: 1 }], noted: [{ vanPercent: null, weightKg: 40 }] }));
    expect(unknown).toMatchObject({ known: false, bookedPercent: null, notedPercent: null, percent: 100, boundKg: 2250 + 40 });
    expect(loadText(unknown)).toBe("no share of the van booked or noted: counted as a full van; 40 kg estimated on its note");
  });

  it("the load in words: the booked size and share, then the note's", () => {
    expect(loadText(jobLoad(halfVan()))).toBe("Half van booked (50% of the van); 50% of the van and 40 kg estimated on its note");
    expect(loadText(jobLoad(halfVan({ noted: [] })))).toBe("Half van booked (50% of the van)");
    expect(loadText(jobLoad(halfVan({ booked: [], noted: [{ vanPercent: 30, weightKg: null }] })))).toBe("30% of the van on its note");
  });

  it("a run above the sum of its jobs' bounds asks; at the bound or under it does not; with no jobs, one full van is the bound", () => {
    const one = [jobLoad(halfVan())];
    // The case that moved the public figure: 4.8 t against one half-van job.
    expect(weightCheck(4800, one)).toMatchObject({ weightKg: 4800, boundKg: 1165, above: true, token: "4800-1165" });
    expect(weightCheck(1165, one).above).toBe(false);
    expect(weightCheck(1166, one).above).toBe(true);
    const two = [jobLoad(halfVan()), jobLoad(halfVan({ reference: "CW-HALF02" }))];
    expect(weightCheck(3000, two)).toMatchObject({ boundKg: 2330, above: true });
    expect(weightCheck(2330, two).above).toBe(false);
    expect(weightCheck(2250, [])).toMatchObject({ boundKg: 2250, above: false, jobs: [] });
    expect(weightCheck(2251, []).above).toBe(true);
  });

  it("the audit's words for a weight confirmed above the bound carry the figures", () => {
    expect(weightConfirmedText(weightCheck(4800, [jobLoad(halfVan())]))).toBe(
      "weight confirmed above what its jobs' loads could hold: 4.80 t entered, their loads up to 1.165 t (CW-HALF01: 50% of a 15 m³ van up to 1.125 t, plus 40 kg; a full van up to 2.25 t)",
    );
    expect(weightConfirmedText(weightCheck(3000, []))).toBe(
      "weight confirmed above one full van (no jobs): 3.00 t entered, a full van up to 2.25 t",
    );
  });
});
