import { describe, expect, it } from "vitest";
import { constants } from "../content/business";
import { exampleLoads, loadSize, loadSizes, maxItemCount, priceFrom, surcharges, unconfirmedPrices } from "../content/pricing";
import { describeChoices, estimate, estimateQuery, formatRange, noChoices, parseEstimateQuery, type EstimateChoices } from "./estimate";

const choose = (partial: Partial<Omit<EstimateChoices, "counts">> & { counts?: Partial<EstimateChoices["counts"]> }): EstimateChoices => ({
  ...noChoices,
  ...partial,
  counts: { ...noChoices.counts, ...partial.counts },
});

describe("the price list", () => {
  it("agrees with the headline prices the rest of the site states", () => {
    expect(priceFrom).toBe(`£${constants.priceFrom}`);
    expect(loadSize("quarter").price.min).toBe(constants.minimumCharge);
    expect(exampleLoads.map((l) => l.price)).toEqual(["from £100", "from £200", "from £350"]);
  });

  it("has sensible ranges: positive, low to high, bigger loads cost more", () => {
    for (const item of [...loadSizes.flatMap((l) => [l.price, l.stairs]), ...surcharges.map((s) => s.price)]) {
      expect(item.min).toBeGreaterThan(0);
      expect(item.max).toBeGreaterThanOrEqual(item.min);
      expect(Number.isInteger(item.min) && Number.isInteger(item.max)).toBe(true);
    }
    for (let i = 1; i < loadSizes.length; i++) {
      expect(loadSizes[i]!.price.min).toBeGreaterThan(loadSizes[i - 1]!.price.min);
      expect(loadSizes[i]!.stairs.min).toBeGreaterThanOrEqual(loadSizes[i - 1]!.stairs.min);
    }
  });

  it("lists every price still to confirm before launch", () => {
    const unconfirmed = unconfirmedPrices();
    for (const load of loadSizes.filter((l) => !l.confirmed)) expect(unconfirmed).toContain(load.label);
    for (const charge of surcharges.filter((s) => !s.confirmed)) expect(unconfirmed).toContain(charge.item);
    expect(unconfirmed.length).toBe(loadSizes.filter((l) => !l.confirmed).length * 2 + surcharges.filter((s) => !s.confirmed).length);
  });
});

describe("the estimate", () => {
  it("is nothing until a load is chosen", () => {
    expect(estimate(noChoices)).toBeNull();
    expect(describeChoices(noChoices)).toBe("");
  });

  it("is the load's own range for the load alone", () => {
    expect(estimate(choose({ load: "single" }))).toEqual({
      lines: [{ label: "Single item", amount: { min: 49, max: 75 } }],
      total: { min: 49, max: 75 },
    });
  });

  it("adds each item by count and the stairs for that load, line by line", () => {
    const result = estimate(choose({ load: "half", counts: { mattress: 2, fridge: 1 }, stairs: true }))!;
    expect(result.lines).toEqual([
      { label: "Half van", amount: { min: 200, max: 260 } },
      { label: "1 × fridge or freezer", each: "£25–£40 each", amount: { min: 25, max: 40 } },
      { label: "2 × mattress", each: "£15–£25 each", amount: { min: 30, max: 50 } },
      { label: "Carrying down stairs, no lift", amount: { min: 35, max: 50 } },
    ]);
    expect(result.total).toEqual({ min: 290, max: 400 });
    expect(formatRange(result.total)).toBe("£290–£400");
  });

  it("totals every line at the most the form allows", () => {
    const counts = Object.fromEntries(surcharges.map((s) => [s.id, maxItemCount])) as EstimateChoices["counts"];
    const result = estimate(choose({ load: "full", counts, stairs: true }))!;
    const full = loadSize("full");
    const extras = surcharges.reduce(
      (sum, s) => ({ min: sum.min + maxItemCount * s.price.min, max: sum.max + maxItemCount * s.price.max }),
      { min: 0, max: 0 },
    );
    expect(result.total).toEqual({
      min: full.price.min + extras.min + full.stairs.min,
      max: full.price.max + extras.max + full.stairs.max,
    });
    expect(result.lines).toHaveLength(1 + surcharges.length + 1);
  });

  it("writes ranges as people read them", () => {
    expect(formatRange({ min: 145, max: 175 })).toBe("£145–£175");
    expect(formatRange({ min: 49, max: 49 })).toBe("£49");
  });

  it("puts the choices into words for the quote form", () => {
    expect(describeChoices(choose({ load: "quarter", counts: { sofa: 1 }, stairs: true }))).toBe(
      "From the price estimate: Quarter van; 1 × sofa or upholstered item; Carrying down stairs, no lift. Estimate £145–£210.",
    );
  });
});

describe("the estimate form's query string", () => {
  it("reads back what the form sends", () => {
    const choices = choose({ load: "half", counts: { mattress: 2, tyre: 4 }, stairs: true });
    const parsed = parseEstimateQuery(new URLSearchParams(estimateQuery(choices)));
    expect(parsed).toEqual({ choices, errors: {}, submitted: true });
  });

  it("is not a submission without any of the form's fields", () => {
    expect(parseEstimateQuery(new URLSearchParams(""))).toEqual({ choices: noChoices, errors: {}, submitted: false });
    expect(parseEstimateQuery(new URLSearchParams("utm_source=x"))).toMatchObject({ errors: {}, submitted: false });
  });

  it("asks for a load when none, or an unknown one, is sent", () => {
    expect(parseEstimateQuery(new URLSearchParams("fridge=1")).errors.load).toMatch(/Choose how much/);
    expect(parseEstimateQuery(new URLSearchParams("load=skip")).errors.load).toMatch(/Choose how much/);
    expect(parseEstimateQuery(new URLSearchParams("load=<script>")).choices.load).toBeNull();
  });

  it("refuses counts that are not whole numbers from 0 to the limit", () => {
    for (const bad of ["-1", String(maxItemCount + 1), "1e3", "1.5", " 1", "0x1", "one", "999999999999", "１"]) {
      const parsed = parseEstimateQuery(new URLSearchParams({ load: "half", fridge: bad }));
      expect(parsed.errors.fridge, bad).toMatch(/from 0 to 10/);
      expect(parsed.choices.counts.fridge, bad).toBe(0);
    }
    expect(parseEstimateQuery(new URLSearchParams({ load: "half", fridge: "" })).errors).toEqual({});
    expect(parseEstimateQuery(new URLSearchParams({ load: "half", fridge: "07" })).choices.counts.fridge).toBe(7);
  });

  it("takes stairs only as 'yes', ignores parameters it does not know, and reads only the first of a repeated one", () => {
    expect(parseEstimateQuery(new URLSearchParams("load=half&stairs=no")).errors.stairs).toBeTruthy();
    expect(parseEstimateQuery(new URLSearchParams("load=half&stairs=yes&colour=red")).errors).toEqual({});
    expect(parseEstimateQuery(new URLSearchParams("load=half&load=full")).choices.load).toBe("half");
  });

  it("refuses over-long values unread", () => {
    const parsed = parseEstimateQuery(new URLSearchParams({ load: "half".repeat(1000), mattress: "1".repeat(10_000) }));
    expect(parsed.choices.load).toBeNull();
    expect(parsed.errors.mattress).toBeTruthy();
  });
});
