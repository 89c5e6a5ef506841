import { readFileSync } from "node:fs";
import { feature } from "topojson-client";
const topo = JSON.parse(readFileSync("node_modules/world-atlas/land-10m.json", "utf8"));
const land = feature(topo, topo.objects.land) as any;
const box = { w: -0.95, e: 0.65, s: 50.6, n: 51.62 };
let pts = 0, rings = 0;
for (const f of land.features) for (const poly of (f.geometry.type === "Polygon" ? [f.geometry.coordinates] : f.geometry.coordinates)) for (const ring of poly) {
  const inside = ring.filter(([x, y]: number[]) => x > box.w && x < box.e && y > box.s && y < box.n);
  if (inside.length) { rings++; pts += inside.length; console.log(ring.length, inside.length, JSON.stringify(inside.slice(0, 50))); }
}
console.log(rings, pts);
