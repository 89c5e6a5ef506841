import type { Service } from "./types";
import { claim } from "./claims";

export const services: Service[] = [
  {
    id: "house",
    title: "House Clearance",
    description:
      "Whole houses, single rooms, lofts and garages cleared, from a downsizing move to a probate clearance. We sort what can be reused or recycled and sweep up before we go.",
    image: "/illustrations/house.svg",
    icon: "house",
    included: [
      "Loading from any floor, loft or garage",
      "Furniture, boxes and general household waste",
      "Items for reuse passed to local charities",
      "A sweep of every cleared room",
    ],
  },
  {
    id: "garden",
    title: "Garden Waste Removal",
    description:
      "Branches, hedge cuttings, turf, soil, old sheds and broken garden furniture taken away. Green waste goes for composting, not landfill.",
    image: "/illustrations/garden.svg",
    icon: "trees",
    included: ["Green waste, turf and soil", "Shed and fence panel removal", "Old garden furniture and pots", "Composting of green waste"],
  },
  {
    id: "builders",
    title: "Builders' Waste & Rubble",
    description:
      "Rubble, plasterboard, timber, tiles and bathroom or kitchen strip-outs collected from homes and sites, without the wait or permit of a skip.",
    image: "/illustrations/builders.svg",
    icon: "hard-hat",
    included: [
      "Rubble, bricks and hardcore",
      "Timber, tiles and plasterboard (kept separate)",
      "Old kitchens and bathroom suites",
      "Waste transfer note for your records",
    ],
  },
  {
    id: "bulky",
    title: "Bulky Items & Furniture",
    description:
      "Wardrobes, beds, tables, white goods and anything too big for the car. One item or a van load, carried out by two people.",
    image: "/illustrations/bulky.svg",
    icon: "armchair",
    included: [
      "Wardrobes, beds, tables and chairs",
      "White goods: washing machines, cookers, fridges",
      "Dismantling where needed",
      "Careful carrying down stairs",
    ],
  },
  {
    id: "office",
    title: "Office & Commercial Clearance",
    description:
      "Desks, chairs, filing cabinets, IT equipment and shop fittings cleared out of hours if you need, with the paperwork your business must keep.",
    image: "/illustrations/office.svg",
    icon: "building-2",
    included: [
      "Desks, chairs and storage",
      "IT and electrical waste (WEEE)",
      "Evening and weekend clearances",
      "Digital waste transfer notes",
    ],
  },
  {
    id: "tenancy",
    title: "End-of-Tenancy Clearance",
    description: "Left-behind furniture and rubbish cleared between tenants so the property is ready to clean, photograph and let again.",
    image: "/illustrations/tenancy.svg",
    icon: "key-round",
    included: [
      "Left-behind furniture and belongings",
      "Kitchen and bathroom clear-outs",
      "Key collection arranged with agents",
      "Photos of the empty rooms on request",
    ],
  },
  {
    id: "overflow",
    title: "Overflowing Bins",
    description: "Extra bags after a party, a move or a missed collection taken away the same day, so they don't attract foxes or a fine.",
    image: "/illustrations/overflow.svg",
    icon: "trash-2",
    included: [
      "Loose bags and side waste",
      "Communal bin stores for flats",
      "Regular collections for landlords",
      "Bin area swept afterwards",
    ],
  },
  {
    id: "mattress",
    title: "Mattress Disposal",
    description:
      "Single, double and king-size mattresses collected and sent for recycling: the springs, foam and fabric are separated, not buried.",
    image: "/illustrations/mattress.svg",
    icon: "bed-double",
    included: [
      "Any size of mattress and divan base",
      "Bagged for hygiene on request",
      "Recycled through a specialist facility",
      "Small extra charge, stated in your quote",
    ],
  },
  {
    id: "sofa",
    title: "Sofa Removal",
    description:
      "Sofas, armchairs and other upholstered seating removed and disposed of the lawful way: since 2023 their foam must be incinerated because it contains persistent organic pollutants.",
    image: "/illustrations/sofa.svg",
    icon: "sofa",
    included: [
      "Sofas, sofa beds and armchairs",
      "Footstools and upholstered dining chairs",
      "POPs-compliant disposal",
      "Extra charge stated in your quote",
    ],
  },
  {
    id: "wait-load",
    title: "Wait & Load",
    description:
      "You fill the van while we wait, or we help you fill it: ideal for a clear-out you want to sort as you go. Priced by the load, with loading time included.",
    image: "/illustrations/wait-load.svg",
    icon: "truck",
    included: ["Van and two-person crew on site", "You sort, we load", "Priced by the load you fill", "Same-day slots before 10am"],
  },
];

export function getService(id: Service["id"]): Service {
  const service = services.find((s) => s.id === id);
  if (!service) throw new Error(`Unknown service id: ${id}`);
  return service;
}

/** The seven service cards on the home page. */
export const homeServiceIds: Service["id"][] = ["house", "garden", "builders", "bulky", "office", "tenancy", "wait-load"];

/** The three service tiles on every area page. */
export const areaServiceIds: Service["id"][] = ["house", "garden", "builders"];

/** "Why choose us": four points, used on /services and on area pages. */
export const whyChooseUs = [
  {
    title: "Licensed & insured",
    text: "Environment Agency licensed waste carrier, fully insured, with digital waste transfer notes for every job.",
  },
  { title: "Same-day collection", text: "Contact us before 10am for a same-day collection; next-day slots subject to availability." },
  {
    title: claim("recycling.short"),
    text: `${claim("recycling.sentence")} Furniture fit for use goes to reuse charities.`,
  },
  {
    title: "Fixed photo quotes",
    text: `Send photos and get a fixed price ${claim("reply.when")}. The price we quote is the price you pay.`,
  },
] as const;
