import { listAreas, milesBetween } from "../content/areas";
import { business } from "../content/business";
import { coveredPostcodeAreas, sharedDistrictTown } from "../content/coverage";
import type { AreaSource } from "../content/types";
import type { CoverageTable, CoverageTown } from "./postcode-coverage";

/**
 * Every UK postcode area (the letters before the first digit), Crown dependencies included. A
 * postcode whose area is not here is not a postcode.
 */
export const ukPostcodeAreas = `AB AL B BA BB BD BH BL BN BR BS BT CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY E EC EH EN EX
FK FY G GL GU GY HA HD HG HP HR HS HU HX IG IM IP IV JE KA KT KW KY L LA LD LE LL LN LS LU M ME MK ML N NE NG NN NP NR NW OL OX
PA PE PH PL PO PR RG RH RM S SA SE SG SK SL SM SN SO SP SR SS ST SW SY TA TD TF TN TQ TR TS TW UB W WA WC WD WF WN WR WS WV YO ZE`.split(
  /\s+/,
);

/** Whole miles from the yard to a town's centre, at least 1. */
export function milesFromYard(area: Pick<AreaSource, "lat" | "lng">): number {
  return Math.max(1, Math.round(milesBetween(business.geo, area)));
}

/**
 * The coverage table, made from our towns: each district any town lists, with the town we name for
 * it (the only town, or the one content/coverage.ts names where several share it) and its distance.
 * Made at build time: /coverage.json is prerendered from it, and the result page reads it.
 */
export function coverageTable(areas: AreaSource[] = listAreas()): CoverageTable {
  const byDistrict = new Map<string, AreaSource[]>();
  for (const area of areas) {
    for (const district of area.postcodes) byDistrict.set(district, [...(byDistrict.get(district) ?? []), area]);
  }
  const districts: CoverageTable["districts"] = {};
  for (const [district, towns] of [...byDistrict].sort(([a], [b]) => a.localeCompare(b, "en", { numeric: true }))) {
    const named = towns.length === 1 ? towns[0] : towns.find((t) => t.slug === sharedDistrictTown[district]);
    if (!named)
      throw new Error(`Postcode district ${district} is listed by ${towns.map((t) => t.name).join(", ")}: name one in content/coverage.ts`);
    const town: CoverageTown = { slug: named.slug, name: named.name, miles: milesFromYard(named) };
    districts[district] = { town, others: towns.filter((t) => t !== named).map((t) => ({ slug: t.slug, name: t.name })) };
  }
  return { base: business.basePostcodeDistrict, districts, areas: { ...coveredPostcodeAreas }, ukAreas: ukPostcodeAreas };
}

let made: CoverageTable | undefined;

/** The table for our own towns, made once per process (the result page asks for it on each request). */
export function sharedCoverageTable(): CoverageTable {
  made ??= coverageTable();
  return made;
}
