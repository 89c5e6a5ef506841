/**
 * The permitted sites the business delivers waste to, as business data, in one list: a waste
 * transfer note names the one its waste goes to (/staff/jobs/<booking>/complete), and each tip run
 * is recorded against the one it was weighed in at (/staff/disposals). Both copy the name and
 * permit number as they were on the day. Placeholders until the business confirms each site's name,
 * address and Environment Agency permit number; `npm run check:launch` lists every one still marked
 * `placeholder: true`. Only `.ts` imports: the launch check loads this file directly.
 */

export interface ReceivingSite {
  /** Stable id, stored with each note and tip run; never reused for another site. */
  id: string;
  name: string;
  /** One line per element, as on the site's permit. */
  address: readonly string[];
  /** The site's environmental permit number, as on its weighbridge tickets. */
  permit: string;
  /** True until the business supplies the real site and permit. */
  placeholder: boolean;
}

/** The first is the usual one (the completion form starts on it). */
export const receivingSites: readonly ReceivingSite[] = [
  {
    id: "main-transfer-station",
    name: "Crawley Waste Transfer Station",
    address: ["Example Industrial Estate", "Crawley", "RH10 9ZZ"],
    permit: "EPR/AB0000XY",
    placeholder: true,
  },
  {
    id: "materials-recycling-facility",
    name: "Horsham Materials Recycling Facility",
    address: ["Example Lane", "Horsham", "RH12 9ZZ"],
    permit: "EPR/EF0000XV",
    placeholder: true,
  },
  {
    id: "pops-incinerator",
    name: "Energy Recovery Facility (POPs seating)",
    address: ["Example Road", "Example Town", "RH1 0ZZ"],
    permit: "EPR/CD0000ZW",
    placeholder: true,
  },
];

export const receivingSite = (id: string): ReceivingSite | undefined => receivingSites.find((site) => site.id === id);

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
