import { listAreas } from "../../content/areas";

const townByDistrict = new Map<string, string>();
for (const area of listAreas()) {
  for (const district of area.postcodes) if (!townByDistrict.has(district)) townByDistrict.set(district, area.name);
}

/** The covered town for a normalised postcode ("RH10 1AA" → "Crawley"), or null outside our list. */
export function townForPostcode(postcode: string): string | null {
  const district = postcode.trim().toUpperCase().split(/\s+/)[0] ?? "";
  return townByDistrict.get(district) ?? null;
}
