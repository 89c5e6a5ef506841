/**
 * Plane geometry for the areas map, shared by the coastline extract (scripts/coastline.ts) and the
 * map drawn at build time (lib/area-map.ts). Over a 70-mile square a plain equirectangular
 * projection, squeezed east–west by the cosine of the centre's latitude, is within 0.5% of true
 * distances: no map library is needed.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

/** Miles per degree of latitude (the same Earth radius as milesBetween in content/areas.ts). */
const MILES_PER_DEGREE = (3958.8 * Math.PI) / 180;

/** The square of `halfMiles` around a centre, in degrees. */
export function boxAround(centre: LatLng, halfMiles: number) {
  const dLat = halfMiles / MILES_PER_DEGREE;
  const dLng = halfMiles / (MILES_PER_DEGREE * Math.cos((centre.lat * Math.PI) / 180));
  return { west: centre.lng - dLng, east: centre.lng + dLng, south: centre.lat - dLat, north: centre.lat + dLat };
}

export type Box = ReturnType<typeof boxAround>;
type Point = [number, number];

/**
 * One polygon ring clipped to a box (Sutherland–Hodgman, one edge of the box at a time). The result
 * may run along the box's edges, which is what a filled map cut at its frame should do.
 */
export function clipRing(ring: Point[], box: Box): Point[] {
  const edges: { inside: (p: Point) => boolean; cross: (a: Point, b: Point) => Point }[] = [
    { inside: (p) => p[0] >= box.west, cross: (a, b) => atX(a, b, box.west) },
    { inside: (p) => p[0] <= box.east, cross: (a, b) => atX(a, b, box.east) },
    { inside: (p) => p[1] >= box.south, cross: (a, b) => atY(a, b, box.south) },
    { inside: (p) => p[1] <= box.north, cross: (a, b) => atY(a, b, box.north) },
  ];
  let points = ring;
  for (const edge of edges) {
    if (points.length === 0) break;
    const input = points;
    points = [];
    for (let i = 0; i < input.length; i++) {
      const current = input[i]!;
      const previous = input[(i + input.length - 1) % input.length]!;
      if (edge.inside(current)) {
        if (!edge.inside(previous)) points.push(edge.cross(previous, current));
        points.push(current);
      } else if (edge.inside(previous)) {
        points.push(edge.cross(previous, current));
      }
    }
  }
  return points;
}

function atX(a: Point, b: Point, x: number): Point {
  const t = (x - a[0]) / (b[0] - a[0]);
  return [x, a[1] + t * (b[1] - a[1])];
}

function atY(a: Point, b: Point, y: number): Point {
  const t = (y - a[1]) / (b[1] - a[1]);
  return [a[0] + t * (b[0] - a[0]), y];
}

/** A projection of the box onto a square picture `size` units wide, north up. */
export function projector(centre: LatLng, halfMiles: number, size: number) {
  const scale = size / (2 * halfMiles); // units per mile
  const cosLat = Math.cos((centre.lat * Math.PI) / 180);
  const round = (n: number) => Math.round(n * 10) / 10 + 0; // + 0 turns -0 into 0
  return {
    /** Units per mile. */
    scale,
    point: ({ lat, lng }: LatLng) => ({
      x: round(size / 2 + (lng - centre.lng) * cosLat * MILES_PER_DEGREE * scale),
      y: round(size / 2 - (lat - centre.lat) * MILES_PER_DEGREE * scale),
    }),
  };
}

/** An SVG path for closed rings of points, with repeated points dropped. */
export function ringsToPath(rings: { x: number; y: number }[][]): string {
  return rings
    .map((ring) => {
      const kept = ring.filter((p, i) => i === 0 || p.x !== ring[i - 1]!.x || p.y !== ring[i - 1]!.y);
      return kept.length < 3 ? "" : `M${kept.map((p) => `${p.x} ${p.y}`).join("L")}Z`;
    })
    .join("");
}
