import { describe, expect, it } from "vitest";
import { listAreas, milesBetween } from "../content/areas";
import { business } from "../content/business";
import { coveredPostcodeAreas, sharedDistrictTown } from "../content/coverage";
import type { AreaSource } from "../content/types";
import { coverageTable, milesFromYard, ukPostcodeAreas } from "./coverage-table";
import { answerPostcode, parsePostcode, POSTCODE_INPUT_MAX } from "./postcode-coverage";

const table = coverageTable();
const areas = listAreas();

describe("the coverage table", () => {
  it("has every district any town lists, and no other", () => {
    const listed = new Set(areas.flatMap((a) => a.postcodes));
    expect(new Set(Object.keys(table.districts))).toEqual(listed);
    expect(table.base).toBe(business.basePostcodeDistrict);
  });

  it("names one town per shared district, as content/coverage.ts says, and each entry is needed", () => {
    for (const [district, slug] of Object.entries(sharedDistrictTown)) {
      const towns = areas.filter((a) => a.postcodes.includes(district));
      expect(towns.length, `${district} is shared`).toBeGreaterThan(1);
      expect(
        towns.map((t) => t.slug),
        district,
      ).toContain(slug);
      expect(table.districts[district]!.town.slug).toBe(slug);
    }
  });

  it("refuses to guess when a shared district has no named town", () => {
    const a = { ...areas[0]!, slug: "a", name: "A", postcodes: ["ZZ1"] } as AreaSource;
    const b = { ...areas[1]!, slug: "b", name: "B", postcodes: ["ZZ1"] } as AreaSource;
    expect(() => coverageTable([a, b])).toThrow(/ZZ1 is listed by A, B/);
  });

  it("gives distances from the town's coordinates to the yard's, in whole miles", () => {
    expect(table.districts.RH12!.town).toEqual({
      slug: "horsham",
      name: "Horsham",
      miles: Math.round(
        milesBetween(
          business.geo,
          areas.find((a) => a.slug === "horsham")!,
        ),
      ),
    });
    // Crawley is about a mile from the yard: never "0 miles".
    expect(table.districts.RH10!.town.miles).toBe(1);
    for (const area of areas) expect(milesFromYard(area), area.slug).toBeGreaterThanOrEqual(1);
  });

  it("is small enough to fetch on first use (a byte budget)", () => {
    expect(JSON.stringify(table).length).toBeLessThan(8000);
  });

  it("knows every UK postcode area once, including ours", () => {
    expect(new Set(ukPostcodeAreas).size).toBe(ukPostcodeAreas.length);
    expect(ukPostcodeAreas.length).toBe(124);
    for (const area of Object.keys(coveredPostcodeAreas)) expect(ukPostcodeAreas).toContain(area);
  });
});

describe("answers to 'do you cover my postcode?'", () => {
  it("says yes for every district in our data, naming its town and distance", () => {
    for (const area of areas) {
      for (const district of area.postcodes) {
        const answer = answerPostcode(district, table);
        expect(answer.kind, district).toBe("covered");
        if (answer.kind !== "covered") continue;
        expect(answer.district).toBe(district);
        const named = areas.find((a) => a.slug === answer.town.slug)!;
        expect(named.postcodes, district).toContain(district);
        expect(answer.town.miles).toBe(milesFromYard(named));
        // Every town of ours in the district is named, once.
        const inDistrict = areas
          .filter((a) => a.postcodes.includes(district))
          .map((a) => a.slug)
          .sort();
        expect([answer.town.slug, ...answer.others.map((o) => o.slug)].sort()).toEqual(inDistrict);
      }
    }
  });

  it("takes a full postcode or a district in any case and spacing", () => {
    for (const input of ["RH12", "rh12", " rh12 ", "RH12 1AB", "rh12 1ab", "RH121AB", "  RH12   1AB  ", "Rh12 1aB"]) {
      expect(answerPostcode(input, table), input).toMatchObject({
        kind: "covered",
        district: "RH12",
        town: { slug: "horsham", name: "Horsham" },
      });
    }
    // The inward code decides where the district ends: RH1 1AA is Redhill, not RH11.
    expect(answerPostcode("RH11AA", table)).toMatchObject({ kind: "covered", district: "RH1", town: { slug: "redhill" } });
    expect(answerPostcode("RH111AA", table)).toMatchObject({ kind: "covered", district: "RH11", town: { slug: "crawley" } });
    expect(answerPostcode("rh10", table)).toMatchObject({
      town: { slug: "crawley" },
      others: [{ slug: "three-bridges" }, { slug: "copthorne" }],
    });
  });

  it("says probably for a district of an area we work in that no town lists", () => {
    const cases: [string, string, string][] = [
      ["RH18 5AA", "RH18", "RH"],
      ["RH3", "RH3", "RH"],
      ["BN16 1AA", "BN16", "BN"],
      ["GU3", "GU3", "GU"],
      ["KT1 1AA", "KT1", "KT"],
      ["CR0 2AB", "CR0", "CR"],
      ["SM1", "SM1", "SM"],
      ["TN1 1AA", "TN1", "TN"],
    ];
    for (const [input, district, area] of cases) {
      expect(answerPostcode(input, table), input).toEqual({
        kind: "likely",
        district,
        area,
        areaName: coveredPostcodeAreas[area as keyof typeof coveredPostcodeAreas],
      });
    }
  });

  it("says outside our usual area for any other real postcode", () => {
    for (const [input, district] of [
      ["SW1A 1AA", "SW1A"],
      ["M1 1AE", "M1"],
      ["EH1", "EH1"],
      ["W1A 0AX", "W1A"],
      ["PO19 1AB", "PO19"],
      ["ME14", "ME14"],
    ]) {
      expect(answerPostcode(input!, table), input).toEqual({ kind: "outside", district });
    }
  });

  it("says it is not a postcode for anything else", () => {
    expect(answerPostcode("", table)).toEqual({ kind: "empty" });
    expect(answerPostcode("   ", table)).toEqual({ kind: "empty" });
    for (const junk of [
      "hello",
      "12345",
      "RH",
      "R",
      "RH12 1A",
      "RH12 ABC",
      "RH12 1AB 1AB",
      "ZZ1 1AA",
      "QQ12",
      "RH1234",
      "<script>",
      "RH12%201AB",
      "RH12-1AB",
      "😀",
      "x".repeat(POSTCODE_INPUT_MAX + 1),
    ]) {
      expect(answerPostcode(junk, table), junk).toEqual({ kind: "invalid" });
    }
  });

  it("does not read past the length limit, however the input is padded", () => {
    expect(parsePostcode(`RH12${" ".repeat(POSTCODE_INPUT_MAX)}`)).toBeNull();
    expect(parsePostcode("RH12 1AB".padEnd(POSTCODE_INPUT_MAX))).toEqual({ district: "RH12", area: "RH" });
    expect(answerPostcode(`${"A".repeat(100_000)}1 1AA`, table)).toEqual({ kind: "invalid" });
  });

  it("keeps the result pages' paths free: no town slug is 'check'", () => {
    expect(areas.map((a) => a.slug)).not.toContain("check");
  });
});
