/**
 * The land of the areas map: Natural Earth's 1:10m land polygons (public domain, shipped in the
 * world-atlas npm package), clipped to the square the map shows around the yard, written to
 * app/content/map/coastline.ts. Run `npm run map:coastline` after the yard or the service radius
 * changes; a unit test fails while the committed file differs from what this makes.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { business } from "../app/content/business.ts";
import { mapHalfMiles } from "../app/content/coverage.ts";
import { boxAround, clipRing } from "../app/lib/map-geometry.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
export const coastlineFile = path.join(root, "app", "content", "map", "coastline.ts");

/** The land rings inside the map's square, as [longitude, latitude] pairs to 4 decimal places (~10 m). */
export function extractLand(): [number, number][][] {
  const topology = JSON.parse(readFileSync(require.resolve("world-atlas/land-10m.json"), "utf8")) as Topology<{
    land: GeometryCollection;
  }>;
  const land = feature(topology, topology.objects.land);
  const box = boxAround(business.geo, mapHalfMiles);
  const rings: [number, number][][] = [];
  for (const shape of land.features) {
    const geometry = shape.geometry;
    const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.type === "MultiPolygon" ? geometry.coordinates : [];
    for (const polygon of polygons) {
      for (const ring of polygon) {
        const clipped = clipRing(ring as [number, number][], box).map(
          ([lng, lat]) => [Number(lng.toFixed(4)), Number(lat.toFixed(4))] as [number, number],
        );
        // Land wholly outside the square clips to a sliver along its edge, with no area: leave it out.
        if (clipped.length >= 3 && Math.abs(ringArea(clipped)) > 1e-6) rings.push(clipped);
      }
    }
  }
  return rings;
}

/** Twice the signed area of a ring, in square degrees (shoelace formula). */
function ringArea(ring: [number, number][]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[(i + 1) % ring.length]!;
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

export function coastlineSource(): string {
  const rings = extractLand();
  const body = rings.map((ring) => `  [${ring.map(([lng, lat]) => `[${lng}, ${lat}]`).join(", ")}],`).join("\n");
  return `/**
 * Land inside the areas map's square, made by scripts/coastline.ts (npm run map:coastline); do not
 * edit by hand. Source: Natural Earth 1:10m land, public domain, from the world-atlas npm package.
 * [longitude, latitude] pairs.
 */
export const land: [number, number][][] = [
${body}
];
`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(coastlineFile, coastlineSource());
  console.log(`wrote ${path.relative(root, coastlineFile)}`);
}
