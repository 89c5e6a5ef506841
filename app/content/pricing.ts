import type { ExampleLoad } from "./types";

/**
 * A price range in whole pounds, VAT included (see pricingIncludes). `confirmed: false` marks a
 * figure the business has still to confirm before launch, like the placeholder phone number in
 * business.ts; unconfirmedPrices() lists them.
 */
export interface PriceRange {
  min: number;
  max: number;
}

export type LoadId = "single" | "quarter" | "half" | "full";

export interface LoadSize {
  id: LoadId;
  label: string;
  detail: string;
  price: PriceRange;
  /** Extra when the crew carries everything down stairs with no lift, for this size of load. */
  stairs: PriceRange;
  confirmed: boolean;
}

/** What the instant estimate on /pricing starts from: the load, by how much of the van it fills. */
export const loadSizes: LoadSize[] = [
  {
    id: "single",
    label: "Single item",
    detail: "One bulky item, such as a wardrobe or a washing machine",
    price: { min: 49, max: 75 },
    stairs: { min: 10, max: 20 },
    confirmed: false,
  },
  {
    id: "quarter",
    label: "Quarter van",
    detail: "A few bulky items or 10–12 garden bags",
    price: { min: 100, max: 140 },
    stairs: { min: 20, max: 30 },
    confirmed: false,
  },
  {
    id: "half",
    label: "Half van",
    detail: "A garage, a shed or a couple of rooms",
    price: { min: 200, max: 260 },
    stairs: { min: 35, max: 50 },
    confirmed: false,
  },
  {
    id: "full",
    label: "Full van",
    detail: "A whole house, a big garden or a building job",
    price: { min: 350, max: 420 },
    stairs: { min: 50, max: 80 },
    confirmed: false,
  },
];

export type SurchargeId = "fridge" | "mattress" | "sofa" | "tyre" | "tube";

export interface Surcharge {
  id: SurchargeId;
  /** The item as the extra-charges list names it. */
  item: string;
  /** One of them, for a line of the estimate ("2 × mattress"). */
  one: string;
  price: PriceRange;
  /** The honest reason it costs extra. */
  reason: string;
  confirmed: boolean;
}

/** Items that cost extra to dispose of lawfully, each priced per item on top of the load. */
export const surcharges: Surcharge[] = [
  {
    id: "fridge",
    item: "Fridges and freezers",
    one: "fridge or freezer",
    price: { min: 25, max: 40 },
    reason: "They contain refrigerant gases that must be recovered at a licensed facility before the metal is recycled.",
    confirmed: false,
  },
  {
    id: "mattress",
    item: "Mattresses",
    one: "mattress",
    price: { min: 15, max: 25 },
    reason: "They are taken to a specialist recycler that separates the springs, foam and fabric.",
    confirmed: false,
  },
  {
    id: "sofa",
    item: "Sofas and upholstered items",
    one: "sofa or upholstered item",
    price: { min: 25, max: 40 },
    reason:
      "Since 2023 their foam and fabric count as containing persistent organic pollutants (POPs), so they must be incinerated, not landfilled.",
    confirmed: false,
  },
  {
    id: "tyre",
    item: "Car tyres",
    one: "car tyre",
    price: { min: 5, max: 8 },
    reason: "Tyres cannot go to landfill and are charged per tyre by the recycling plant.",
    confirmed: false,
  },
  {
    id: "tube",
    item: "Fluorescent tubes",
    one: "fluorescent tube",
    price: { min: 3, max: 5 },
    reason: "They contain mercury and go to a hazardous waste facility.",
    confirmed: false,
  },
];

/** The most of one surcharged item the estimate takes; more than that is a job for a photo quote. */
export const maxItemCount = 10;

export function loadSize(id: LoadId): LoadSize {
  const load = loadSizes.find((l) => l.id === id);
  if (!load) throw new Error(`Unknown load size: ${id}`);
  return load;
}

/** Every price still to confirm before launch, for a launch check. */
export function unconfirmedPrices(): string[] {
  return [
    ...loadSizes.filter((l) => !l.confirmed).flatMap((l) => [`${l.label}`, `${l.label}: stairs with no lift`]),
    ...surcharges.filter((s) => !s.confirmed).map((s) => s.item),
  ];
}

export const priceFrom = `£${loadSize("single").price.min}`;

export const priceFactors = [
  {
    title: "Volume and weight",
    text: "Most of the price is how much van space your waste takes up, and how heavy it is: a bag of soil weighs far more than a bag of clothes.",
  },
  {
    title: "Access and location",
    text: "A ground-floor garage with parking outside is quicker to clear than a third-floor flat with no lift and a long carry to the van.",
  },
  {
    title: "Type of waste",
    text: "Some items cost more to dispose of lawfully, such as fridges and sofas. Mixed household waste costs the least.",
  },
  {
    title: "Complexity",
    text: "Dismantling furniture, lifting from a loft or sorting a mixed load takes longer than carrying bagged waste.",
  },
] as const;

export const exampleLoads: ExampleLoad[] = [
  {
    size: "Small load (up to a quarter van)",
    description: "A few bulky items or a small clear-out.",
    examples: ["A wardrobe, a bed frame and a few bags", "10–12 garden bags", "A single room's boxes and bags"],
    price: `from £${loadSize("quarter").price.min}`,
    image: "/illustrations/van-small.svg",
  },
  {
    size: "Medium load (up to a half van)",
    description: "A garage, a shed or a couple of rooms.",
    examples: ["A garage clear-out", "A bathroom strip-out", "A two-bedroom flat's leftover furniture"],
    price: `from £${loadSize("half").price.min}`,
    image: "/illustrations/van-medium.svg",
  },
  {
    size: "Large load (up to a full van)",
    description: "A whole house, a big garden or a building job.",
    examples: ["A three-bedroom house clearance", "Builders' waste from a renovation", "An office floor of desks and chairs"],
    price: `from £${loadSize("full").price.min}`,
    image: "/illustrations/van-large.svg",
  },
];

/** The small print under every price and estimate. */
export const vatNote = "Prices include VAT where it applies: the price shown is the price you pay.";

export const pricingIncludes = [
  "Loading by a two-person crew",
  "Transport and licensed disposal",
  "A sweep of the cleared area",
  "A digital waste transfer note",
  "VAT, where it applies: the price shown is the price you pay",
] as const;

export const photoQuoteReasons = [
  {
    title: "A fixed price, not an estimate",
    text: "Photos show us the volume, the items and the access, so we can give a fixed price rather than a range.",
  },
  { title: "No wasted visit", text: "You don't need to take time off for a survey. Send photos from your phone in two minutes." },
  { title: "The right van and crew", text: "We send the right size of van and enough people to finish in one trip." },
  {
    title: "No surprises on the day",
    text: "Anything that costs extra, such as a fridge or a sofa, is listed in your quote before you agree to it.",
  },
] as const;
