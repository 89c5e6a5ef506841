/**
 * The waste the business handles, as its waste transfer notes name it: the List of Waste codes it
 * meets most, where the waste goes, and the words the notes print. Business data: placeholders here
 * are listed by `npm run check:launch`.
 */

export type WasteId =
  | "mixed-household"
  | "bulky"
  | "pops-seating"
  | "garden"
  | "soil-stones"
  | "rubble"
  | "construction"
  | "plasterboard"
  | "wood"
  | "paper"
  | "plastics"
  | "metals"
  | "appliances"
  | "fridges"
  | "hazardous-electricals"
  | "fluorescent-tubes"
  | "tyres"
  | "clothes"
  | "textiles";

export interface WasteKind {
  id: WasteId;
  /** The List of Waste code as printed: six digits in pairs ("20 03 07"), without the asterisk. */
  code: string;
  /** The plain description, specific enough to handle the waste safely; the crew may make it more specific. */
  description: string;
  /** An asterisk code: hazardous waste. */
  hazardous: boolean;
  /** Upholstered domestic seating containing persistent organic pollutants: kept apart and destroyed, never recycled. */
  pops: boolean;
}

/** The codes the business meets most, in the order the completion form offers them. */
export const wasteKinds: readonly WasteKind[] = [
  {
    id: "mixed-household",
    code: "20 03 01",
    description: "Mixed municipal waste (general household rubbish)",
    hazardous: false,
    pops: false,
  },
  { id: "bulky", code: "20 03 07", description: "Bulky waste (furniture, mattresses)", hazardous: false, pops: false },
  { id: "pops-seating", code: "20 03 07", description: "Domestic seating waste containing POPs", hazardous: false, pops: true },
  { id: "garden", code: "20 02 01", description: "Biodegradable waste (garden waste)", hazardous: false, pops: false },
  { id: "soil-stones", code: "20 02 02", description: "Soil and stones", hazardous: false, pops: false },
  { id: "rubble", code: "17 01 07", description: "Mixtures of concrete, bricks, tiles and ceramics", hazardous: false, pops: false },
  { id: "construction", code: "17 09 04", description: "Mixed construction and demolition waste", hazardous: false, pops: false },
  { id: "plasterboard", code: "17 08 02", description: "Gypsum-based materials (plasterboard)", hazardous: false, pops: false },
  { id: "wood", code: "20 01 38", description: "Wood", hazardous: false, pops: false },
  { id: "paper", code: "20 01 01", description: "Paper and cardboard", hazardous: false, pops: false },
  { id: "plastics", code: "20 01 39", description: "Plastics", hazardous: false, pops: false },
  { id: "metals", code: "20 01 40", description: "Metals", hazardous: false, pops: false },
  {
    id: "appliances",
    code: "20 01 36",
    description: "Electrical and electronic equipment without hazardous parts (washing machines, cookers)",
    hazardous: false,
    pops: false,
  },
  {
    id: "fridges",
    code: "20 01 23",
    description: "Equipment containing chlorofluorocarbons (fridges, freezers)",
    hazardous: true,
    pops: false,
  },
  {
    id: "hazardous-electricals",
    code: "20 01 35",
    description: "Electrical and electronic equipment with hazardous parts (CRT televisions, some monitors)",
    hazardous: true,
    pops: false,
  },
  {
    id: "fluorescent-tubes",
    code: "20 01 21",
    description: "Fluorescent tubes and other mercury-containing waste",
    hazardous: true,
    pops: false,
  },
  { id: "tyres", code: "16 01 03", description: "End-of-life tyres", hazardous: false, pops: false },
  { id: "clothes", code: "20 01 10", description: "Clothes", hazardous: false, pops: false },
  { id: "textiles", code: "20 01 11", description: "Textiles (curtains, bedding)", hazardous: false, pops: false },
];

export const wasteKind = (id: string): WasteKind | undefined => wasteKinds.find((kind) => kind.id === id);

/** "20 01 23*" for a hazardous code, "20 03 07" otherwise. */
export const printedCode = (kind: Pick<WasteKind, "code" | "hazardous">) => `${kind.code}${kind.hazardous ? "*" : ""}`;

/**
 * The van a "share of the van" is a share of: its load space in cubic metres, printed on each note
 * beside the percentage ("50% of the van (about 5 m³)"). A placeholder until the business measures its
 * van (a typical 3.5 t Luton box van holds about 15 m³); `npm run check:launch` lists it.
 */
export const van = { loadCubicMetres: 15, placeholder: true } as const;

/** "about 7.5 m³": a share of the van as a volume, to one decimal place (whole cubic metres shown without one). */
export function vanVolume(percent: number, loadLitres: number): string {
  const tenths = Math.round((percent * loadLitres) / 10_000);
  return `about ${(tenths / 10).toLocaleString("en-GB", { maximumFractionDigits: 1 })} m³`;
}

/** How the waste was held when it was handed over. */
export const containments = [
  { id: "loose", label: "Loose in the van" },
  { id: "bags", label: "Bags" },
  { id: "other", label: "Other (say what)" },
] as const;
export type ContainmentId = (typeof containments)[number]["id"];

export const paymentMethods = [
  { id: "cash", label: "Cash" },
  { id: "card", label: "Card" },
  { id: "bank-transfer", label: "Bank transfer" },
] as const;

export const customerRoles = [
  { id: "householder", label: "Householder", printed: "Householder (producer of household waste)" },
  { id: "business", label: "Business", printed: "Business (producer of commercial waste)" },
] as const;

/** The words the note prints for the parties' roles and the statements it makes. */
export const noteWording = {
  title: "Waste transfer note",
  carrierRole: "Registered waste carrier (transferee)",
  /** Printed when a line is domestic seating containing POPs. */
  popsStatement:
    "This load includes domestic seating containing persistent organic pollutants (POPs). It is kept apart from other waste, carried whole and sent for destruction (incineration); it is not landfilled or recycled.",
  hierarchyDeclaration:
    "The business declares that it applied the waste hierarchy (prevent, reuse, recycle, recover, dispose) before transferring this waste.",
  customerConfirmation: "The customer confirms that this describes the waste they handed over.",
  keep: "Keep this note for at least two years.",
} as const;

/** What the form reminds the crew of when a POPs line is on the note. */
export const popsReminder = "Seating with POPs travels apart from other waste and is tipped apart, at a site that destroys it.";

/**
 * How the completion form is prefilled from a booked price: each load size becomes a line of mixed
 * household waste with its share of the van; each extra-cost item a line of its own code, with an
 * estimated weight per item. The crew edits both.
 */
export const prefillRules = {
  loadVanPercent: { single: 10, quarter: 25, half: 50, full: 100 } as Record<string, number>,
  surcharges: {
    sofa: { wasteId: "pops-seating", kgEach: 40 },
    fridge: { wasteId: "fridges", kgEach: 45 },
    mattress: { wasteId: "bulky", kgEach: 25 },
    tyre: { wasteId: "tyres", kgEach: 10 },
    tube: { wasteId: "fluorescent-tubes", kgEach: 1 },
  } as Record<string, { wasteId: WasteId; kgEach: number }>,
} as const;
