/**
 * The permitted sites the crews tip at, as business data: each tip run is recorded against one of
 * these (/staff/disposals), with its permit number. Placeholders until the business confirms each
 * site's name, address and Environment Agency permit number; `npm run check:launch` lists every one
 * still marked `confirmed: false`. Only `.ts` imports: the launch check loads this file directly.
 */

export interface ReceivingSite {
  /** Stable id, stored with each tip run; never reused for another site. */
  id: string;
  name: string;
  /** One line, as on the site's permit. */
  address: string;
  /** The site's environmental permit number, as on its weighbridge tickets. */
  permit: string;
  confirmed: boolean;
}

export const receivingSites: readonly ReceivingSite[] = [
  {
    id: "transfer-station",
    name: "Crawley waste transfer station (placeholder)",
    address: "Unit 1, Example Road, Crawley RH10 0AA",
    permit: "EPR/AB0000XX",
    confirmed: false,
  },
  {
    id: "recycling-centre",
    name: "Horsham materials recycling facility (placeholder)",
    address: "Unit 2, Example Lane, Horsham RH12 0AA",
    permit: "EPR/CD0000XX",
    confirmed: false,
  },
];

export const receivingSiteById = (id: string) => receivingSites.find((site) => site.id === id);

/** The sites whose details are still placeholders. */
export const unconfirmedReceivingSites = () => receivingSites.filter((site) => !site.confirmed);

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
