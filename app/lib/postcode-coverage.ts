/**
 * "Do you cover my postcode?" The answer from a full postcode or just its district ("RH12",
 * "rh12 1ab"), given the coverage table (lib/coverage-table.ts, made at build time from our towns).
 * Shared by the browser, which fetches the table on first use, and the server's result page.
 */

import { POSTCODE_INPUT_MAX } from "./postcode-limit";

export { POSTCODE_INPUT_MAX };

export interface CoverageTown {
  slug: string;
  name: string;
  /** Whole miles from the yard, at least 1. */
  miles: number;
}

export interface CoverageTable {
  /** The yard's postcode district, e.g. "RH10". */
  base: string;
  /** Each district one of our towns lists: the town we name for it, and our other towns in it. */
  districts: Record<string, { town: CoverageTown; others: { slug: string; name: string }[] }>;
  /** The postcode areas we work in, with their names: { RH: "Redhill", … }. */
  areas: Record<string, string>;
  /** Every UK postcode area, to tell a real postcode from a made-up one. */
  ukAreas: string[];
}

export type CoverageAnswer =
  | { kind: "empty" }
  | { kind: "invalid" }
  | { kind: "covered"; district: string; town: CoverageTown; others: { slug: string; name: string }[]; base: string }
  | { kind: "likely"; district: string; area: string; areaName: string }
  | { kind: "outside"; district: string };

export const postcodeFieldError = "Enter a UK postcode, or just its first half: for example RH12 or RH12 1AB.";
export const postcodeEmptyError = "Enter your postcode, or just its first half, such as RH12.";

const outward = /^([A-Z]{1,2})\d[A-Z\d]?$/;
const inward = /^\d[A-Z]{2}$/;

/**
 * The district and area of a postcode, or null if it is not shaped like one. Spaces are ignored and
 * case does not matter; the last three characters are the inward code when there are more than four.
 * Input is capped in length before any pattern runs, and the patterns have no nested repetition.
 */
export function parsePostcode(input: string): { district: string; area: string } | null {
  if (input.length > POSTCODE_INPUT_MAX) return null;
  const compact = input.replace(/\s/g, "").toUpperCase();
  if (compact.length < 2 || compact.length > 7) return null;
  let district = compact;
  if (compact.length > 4) {
    if (!inward.test(compact.slice(-3))) return null;
    district = compact.slice(0, -3);
  }
  const match = outward.exec(district);
  return match ? { district, area: match[1]! } : null;
}

/** The answer for what a visitor typed. */
export function answerPostcode(input: string, table: CoverageTable): CoverageAnswer {
  if (input.trim() === "") return { kind: "empty" };
  const parsed = parsePostcode(input);
  if (!parsed || !table.ukAreas.includes(parsed.area)) return { kind: "invalid" };
  const listed = table.districts[parsed.district];
  if (listed) return { kind: "covered", district: parsed.district, town: listed.town, others: listed.others, base: table.base };
  const areaName = table.areas[parsed.area];
  if (areaName) return { kind: "likely", district: parsed.district, area: parsed.area, areaName };
  return { kind: "outside", district: parsed.district };
}

export const milesText = (miles: number) => `about ${miles} ${miles === 1 ? "mile" : "miles"}`;
