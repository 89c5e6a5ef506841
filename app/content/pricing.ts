import type { ExampleLoad } from "./types";

export const priceFrom = "£49";

export const priceFactors = [
  { title: "Volume and weight", text: "Most of the price is how much van space your waste takes up, and how heavy it is: a bag of soil weighs far more than a bag of clothes." },
  { title: "Access and location", text: "A ground-floor garage with parking outside is quicker to clear than a third-floor flat with no lift and a long carry to the van." },
  { title: "Type of waste", text: "Some items cost more to dispose of lawfully, such as fridges and sofas. Mixed household waste costs the least." },
  { title: "Complexity", text: "Dismantling furniture, lifting from a loft or sorting a mixed load takes longer than carrying bagged waste." },
] as const;

export const exampleLoads: ExampleLoad[] = [
  {
    size: "Small load (up to a quarter van)",
    description: "A few bulky items or a small clear-out.",
    examples: ["A wardrobe, a bed frame and a few bags", "10–12 garden bags", "A single room's boxes and bags"],
    price: "from £100",
    image: "/illustrations/van-small.svg",
  },
  {
    size: "Medium load (up to a half van)",
    description: "A garage, a shed or a couple of rooms.",
    examples: ["A garage clear-out", "A bathroom strip-out", "A two-bedroom flat's leftover furniture"],
    price: "from £200",
    image: "/illustrations/van-medium.svg",
  },
  {
    size: "Large load (up to a full van)",
    description: "A whole house, a big garden or a building job.",
    examples: ["A three-bedroom house clearance", "Builders' waste from a renovation", "An office floor of desks and chairs"],
    price: "from £350",
    image: "/illustrations/van-large.svg",
  },
];

/** Extra charges with the honest reason for each (spec §9). */
export const extraCharges = [
  { item: "Fridges and freezers", reason: "They contain refrigerant gases that must be recovered at a licensed facility before the metal is recycled." },
  { item: "Mattresses", reason: "They are taken to a specialist recycler that separates the springs, foam and fabric." },
  { item: "Sofas and upholstered items", reason: "Since 2023 their foam and fabric count as containing persistent organic pollutants (POPs), so they must be incinerated, not landfilled." },
  { item: "Car tyres", reason: "Tyres cannot go to landfill and are charged per tyre by the recycling plant." },
  { item: "Fluorescent tubes", reason: "They contain mercury and go to a hazardous waste facility." },
] as const;

export const pricingIncludes = [
  "Loading by a two-person crew",
  "Transport and licensed disposal",
  "A sweep of the cleared area",
  "A digital waste transfer note",
  "VAT, where it applies: the price shown is the price you pay",
] as const;

export const photoQuoteReasons = [
  { title: "A fixed price, not an estimate", text: "Photos show us the volume, the items and the access, so we can give a fixed price rather than a range." },
  { title: "No wasted visit", text: "You don't need to take time off for a survey. Send photos from your phone in two minutes." },
  { title: "The right van and crew", text: "We send the right size of van and enough people to finish in one trip." },
  { title: "No surprises on the day", text: "Anything that costs extra, such as a fridge or a sofa, is listed in your quote before you agree to it." },
] as const;
