import { getArea } from "./areas";
import { areaFaqs, unlistedAreaFaqs } from "./faqs";
import { areaServiceIds, getService } from "./services";
import type { Area, FaqItem, Service } from "./types";
import { claim } from "./claims";

export interface AreaPage {
  known: boolean;
  slug: string;
  town: string;
  area: Area | undefined;
  intro: string;
  faqs: FaqItem[];
  services: Service[];
}

/** The data of /areas/{slug}; an unknown slug gets the generic 'This Area' page. */
export function areaPage(slug: string): AreaPage {
  const area = getArea(slug);
  const town = area?.name ?? "This Area";
  const landmark = area?.localInfo.landmarks[0];
  const intro = area
    ? `Licensed rubbish and waste clearance in ${area.name}, from homes near ${landmark} to offices and building sites across ${area.postcodes.join(", ")}. Same-day slots if you contact us before 10am, and ${claim("recycling.phrase")}.`
    : `Licensed rubbish and waste clearance for homes and businesses in this area. Same-day slots if you contact us before 10am, and ${claim("recycling.phrase")}.`;
  return {
    known: Boolean(area),
    slug,
    town,
    area,
    intro,
    faqs: [...(area?.faqs ?? unlistedAreaFaqs), ...areaFaqs(area?.name ?? "this area")],
    services: areaServiceIds.map(getService),
  };
}
