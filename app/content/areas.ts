import { coastAreas } from "./areas/coast";
import { coreAreas } from "./areas/core";
import { surreyAreas } from "./areas/surrey";
import type { Area, AreaGroup, AreaSource, AreaSummary, NearbyArea, Region } from "./types";

const sources: AreaSource[] = [...coreAreas, ...surreyAreas, ...coastAreas];

/** Order of the groups on /areas. */
export const areaGroups: AreaGroup[] = [
  "Core Service Areas (RH10 Radius)",
  "Mid-Surrey Towns",
  "West Sussex Coastal Belt",
  "East Sussex Corridor",
  "North Surrey / Border Catchment",
  "Additional Areas",
];

/** The six regions by geography, kept on every record for the structured data and the tests. */
export const regions: Region[] = [
  "Crawley-area and Mid Sussex/Surrey border",
  "Surrey west and north",
  "West Sussex coast",
  "East Sussex and Brighton",
  "Surrey east",
  "Hassocks and Ditchling",
];

/** Great-circle distance in miles. */
export function milesBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}

function nearestThree(area: AreaSource): NearbyArea[] {
  return sources
    .filter((other) => other.slug !== area.slug)
    .map((other) => ({ other, miles: milesBetween(area, other) }))
    .sort((x, y) => x.miles - y.miles)
    .slice(0, 3)
    .map(({ other }) => ({ name: other.name, slug: other.slug }));
}

const areas: Area[] = sources.map((source) => ({ ...source, nearby: nearestThree(source) }));
const bySlug = new Map(areas.map((area) => [area.slug, area]));

export function listAreas(): Area[] {
  return areas;
}

export function getArea(slug: string): Area | undefined {
  return bySlug.get(slug);
}

function summarise({ slug, name, description }: AreaSummary): AreaSummary {
  return { slug, name, description };
}

/** The towns of each group of /areas, A to Z, as summaries (what pages send to the browser). */
export function areasByGroup(): { group: AreaGroup; areas: AreaSummary[] }[] {
  return areaGroups.map((group) => ({
    group,
    areas: areas
      .filter((area) => area.group === group)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(summarise),
  }));
}

/** The eight towns on the home page's area cards. */
export const homeAreaSlugs = [
  "crawley",
  "horsham",
  "east-grinstead",
  "haywards-heath",
  "reigate",
  "brighton",
  "worthing",
  "guildford",
] as const;

export function areasFor(slugs: readonly string[]): AreaSummary[] {
  return slugs.map((slug) => {
    const area = bySlug.get(slug);
    if (!area) throw new Error(`Unknown area slug in content: ${slug}`);
    return summarise(area);
  });
}
