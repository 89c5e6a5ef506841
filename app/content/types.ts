/** Shapes of the business's static content. Pages read these, never raw literals. */

export interface FaqItem {
  question: string;
  answer: string;
}

/** The six regions the towns fall in, by geography. */
export type Region =
  | "Crawley-area and Mid Sussex/Surrey border"
  | "Surrey west and north"
  | "West Sussex coast"
  | "East Sussex and Brighton"
  | "Surrey east"
  | "Hassocks and Ditchling";

/** The six groups the towns are shown in on /areas. */
export type AreaGroup =
  | "Core Service Areas (RH10 Radius)"
  | "Mid-Surrey Towns"
  | "West Sussex Coastal Belt"
  | "East Sussex Corridor"
  | "North Surrey / Border Catchment"
  | "Additional Areas";

type County = "Surrey" | "West Sussex" | "East Sussex" | "Kent";

/** One covered town as written in content/areas/*.ts (nearby towns are computed, not typed). */
export interface AreaSource {
  slug: string;
  name: string;
  county: County;
  region: Region;
  group: AreaGroup;
  /** Town centre, WGS84 decimal degrees. */
  lat: number;
  lng: number;
  /** Postcode districts that cover the town, e.g. ["RH10", "RH11"]. */
  postcodes: string[];
  /** One line for the town's card on /areas (max ~110 characters). */
  description: string;
  /** <title>, 50–60 characters, e.g. "Rubbish Clearance Crawley | Same-Day Waste Removal". */
  metaTitle: string;
  /** 140–160 characters, specific to the town. */
  metaDescription: string;
  localInfo: {
    /** Real local landmarks; the first is named in the page intro. At least 3. */
    landmarks: string[];
    /** Real local roads. At least 3. */
    roads: string[];
  };
  /** The town's own prose: 2–4 paragraphs, at least 150 words in all, true only of this town. */
  prose: string[];
  /** 2–4 practical local tips (parking, permits, tip rules, access). */
  tips: string[];
  /** Typical properties and jobs in this town, 3–5 short items. */
  typicalJobs: string[];
  /** 2 town-specific FAQs (three generic ones are added by the page). */
  faqs: FaqItem[];
}

export interface NearbyArea {
  name: string;
  slug: string;
}

/** What a town card or link needs: loaders send this, not the whole town. */
export type AreaSummary = Pick<AreaSource, "slug" | "name" | "description">;

export interface Area extends AreaSource {
  /** The three nearest covered towns, computed from coordinates. */
  nearby: NearbyArea[];
}

export interface Service {
  id: "house" | "garden" | "builders" | "bulky" | "office" | "tenancy" | "overflow" | "mattress" | "sofa" | "wait-load";
  title: string;
  description: string;
  /** Path under /illustrations, an original SVG. */
  image: string;
  /** Name of the lucide icon shown on small tiles. */
  icon: string;
  included: string[];
}

export interface ExampleLoad {
  size: string;
  description: string;
  examples: string[];
  price: string;
  image: string;
}

export interface Testimonial {
  name: string;
  location: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  /** Where the review was published (its link), or "placeholder" for wording to replace before launch. */
  source: "placeholder" | `https://${string}`;
}
