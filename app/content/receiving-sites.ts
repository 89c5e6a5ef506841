/**
 * The permitted sites the business delivers waste to, as business data, in one list: each line of a
 * waste transfer note names the one its waste goes to (/staff/jobs/<booking>/complete), and each tip
 * run is recorded against the one it was weighed in at (/staff/disposals). Both copy the name and
 * permit number as they were on the day. Placeholders until the business confirms each site's name,
 * address and Environment Agency permit number; `npm run check:launch` lists every one still marked
 * `placeholder: true`. Only `.ts` imports: the launch check loads this file directly.
 */

/** What a site does with the waste it receives, as its permit states it. */
export type SiteTreatment = "transfer" | "recycling" | "energy-recovery" | "incineration" | "fridge-treatment";

/** How a note and the office name each treatment; whether it recycles (counts towards the recycling figure); whether it destroys POPs. */
export const siteTreatments: Record<SiteTreatment, { label: string; recycles: boolean; destroysPops: boolean }> = {
  transfer: { label: "Transfer (sorted and sent on)", recycles: true, destroysPops: false },
  recycling: { label: "Recycling", recycles: true, destroysPops: false },
  "energy-recovery": { label: "Energy recovery (incineration)", recycles: false, destroysPops: true },
  incineration: { label: "Incineration", recycles: false, destroysPops: true },
  "fridge-treatment": { label: "Treatment of fridges and electrical equipment", recycles: true, destroysPops: false },
};

export interface ReceivingSite {
  /** Stable id, stored with each note line and tip run; never reused for another site. */
  id: string;
  name: string;
  /** One line per element, as on the site's permit. */
  address: readonly string[];
  /** The site's environmental permit number, as on its weighbridge tickets. */
  permit: string;
  /** What the site does with what it receives. */
  treatment: SiteTreatment;
  /**
   * The List of Waste codes its permit accepts, as printed ("20 03 01", "20 01 23*" with the asterisk
   * of a hazardous code). A note line or a tip run of any other code is refused.
   */
  accepts: readonly string[];
  /** True until the business supplies the real site and permit. */
  placeholder: boolean;
}

/**
 * The business takes every load straight to a site permitted for it and bulks nothing at its own
 * yard: household hazardous waste (fridges, CRT screens, tubes) goes to its first destination on the
 * waste transfer note, which needs no consignment note (docs/decisions). The first site is the usual
 * one for mixed waste.
 */
export const receivingSites: readonly ReceivingSite[] = [
  {
    id: "main-transfer-station",
    name: "Crawley Waste Transfer Station",
    address: ["Example Industrial Estate", "Crawley", "RH10 9ZZ"],
    permit: "EPR/AB0000XY",
    treatment: "transfer",
    accepts: [
      "20 03 01",
      "20 03 07",
      "20 02 01",
      "20 02 02",
      "17 01 07",
      "17 09 04",
      "17 08 02",
      "20 01 38",
      "20 01 01",
      "20 01 39",
      "20 01 40",
      "20 01 36",
      "16 01 03",
      "20 01 10",
      "20 01 11",
    ],
    placeholder: true,
  },
  {
    id: "materials-recycling-facility",
    name: "Horsham Materials Recycling Facility",
    address: ["Example Lane", "Horsham", "RH12 9ZZ"],
    permit: "EPR/EF0000XV",
    treatment: "recycling",
    accepts: ["20 01 01", "20 01 39", "20 01 40", "20 01 38", "20 02 01", "17 01 07", "17 08 02", "20 01 10", "20 01 11"],
    placeholder: true,
  },
  {
    id: "pops-incinerator",
    name: "Energy Recovery Facility (POPs seating)",
    address: ["Example Road", "Example Town", "RH1 0ZZ"],
    permit: "EPR/CD0000ZW",
    treatment: "energy-recovery",
    accepts: ["20 03 07", "20 03 01"],
    placeholder: true,
  },
  {
    id: "weee-treatment",
    name: "Fridge and Electricals Treatment Facility",
    address: ["Example Park", "Example Town", "GU1 9ZZ"],
    permit: "EPR/GH0000ZT",
    treatment: "fridge-treatment",
    accepts: ["20 01 23*", "20 01 35*", "20 01 21*", "20 01 36"],
    placeholder: true,
  },
];

export const receivingSite = (id: string): ReceivingSite | undefined => receivingSites.find((site) => site.id === id);

/** What a site's line on a note needs to know of its waste. */
interface LineWaste {
  code: string;
  hazardous: boolean;
  pops: boolean;
  description: string;
}

/**
 * Why `site` may not receive this waste, or undefined when it may: its permit does not list the code,
 * or the waste is POPs seating and the site does not destroy it. The message names both.
 */
export function siteRefuses(site: ReceivingSite, waste: LineWaste): string | undefined {
  const code = `${waste.code}${waste.hazardous ? "*" : ""}`;
  if (!site.accepts.includes(code))
    return `${site.name} does not accept ${code} (${waste.description}): its permit does not list that code. Pick a site that accepts it.`;
  if (waste.pops && !siteTreatments[site.treatment].destroysPops)
    return `${site.name} does not destroy ${waste.description} (${code}): seating with POPs must go to a site that incinerates it.`;
  return undefined;
}

/** Why a tip run with POPs seating cannot be recorded at `site`. */
export const popsRefusal = (site: Pick<ReceivingSite, "name">) =>
  `${site.name} does not destroy seating containing POPs: it goes to a site that incinerates it, recorded as a tip run of its own. Enter 0 here, or choose that site.`;

/** The site a line of this waste goes to unless the crew picks another: the first that takes it, POPs to one that destroys it. */
export function usualSiteFor(waste: LineWaste): ReceivingSite | undefined {
  return receivingSites.find((site) => siteRefuses(site, waste) === undefined);
}

/**
 * What one tip run may weigh, in tonnes: more than any of the business's vehicles can carry. A
 * heavier figure is a typing slip (kilograms entered as tonnes), refused with a message.
 */
export const MAX_TIP_RUN_TONNES = 20;

/**
 * Below this many tonnes tipped in 12 months the records are too few to judge the public recycling
 * figure against (one unusual load would swing it).
 */
export const MIN_TONNES_TO_JUDGE_CLAIM = 5;
