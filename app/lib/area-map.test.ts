import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { coastlineFile, coastlineSource } from "../../scripts/coastline";
import { getArea, listAreas, milesBetween } from "../content/areas";
import { business } from "../content/business";
import { distanceBands, mapHalfMiles, mapLabels } from "../content/coverage";
import { land } from "../content/map/coastline";
import { areaMap, areaMapHtml } from "./area-map";
import { boxAround, clipRing, projector } from "./map-geometry";

describe("the areas map", () => {
  const map = areaMap();

  it("uses the committed coastline extract, exactly as the script makes it from Natural Earth", () => {
    expect(readFileSync(coastlineFile, "utf8")).toBe(coastlineSource());
    // Land and sea both: the coast crosses the map, it is not all one or the other.
    expect(land.length).toBeGreaterThan(0);
    expect(map.land).toMatch(/^M[\d. ]+(L[\d. ]+)+Z/);
  });

  it("shows the whole service circle, centred on the yard", () => {
    expect(mapHalfMiles).toBeGreaterThan(business.serviceRadiusMiles);
    expect(map.yard).toMatchObject({ x: map.size / 2, y: map.size / 2, district: business.basePostcodeDistrict });
    expect(map.radius.miles).toBe(business.serviceRadiusMiles);
    expect(map.radius.units).toBeLessThan(map.size / 2);
  });

  it("puts a dot for every town where its coordinates say, inside the picture", () => {
    const areas = listAreas();
    expect(map.towns.map((t) => t.slug).sort()).toEqual(areas.map((a) => a.slug).sort());
    const scale = map.size / (2 * mapHalfMiles);
    for (const town of map.towns) {
      expect(town.x, town.slug).toBeGreaterThan(0);
      expect(town.x, town.slug).toBeLessThan(map.size);
      expect(town.y, town.slug).toBeGreaterThan(0);
      expect(town.y, town.slug).toBeLessThan(map.size);
      // Distance on the picture matches the distance on the ground to within half a mile.
      const onMap = Math.hypot(town.x - map.yard.x, town.y - map.yard.y) / scale;
      expect(Math.abs(onMap - milesBetween(business.geo, getArea(town.slug)!)), town.slug).toBeLessThan(0.5);
    }
    // North is up, east is right: Epsom is north of Brighton, Eastbourne east of Worthing.
    const at = (slug: string) => map.towns.find((t) => t.slug === slug)!;
    expect(at("epsom").y).toBeLessThan(at("brighton").y);
    expect(at("eastbourne").x).toBeGreaterThan(at("worthing").x);
  });

  it("names only towns we have, and lists every town once in bands of distance, nearest first", () => {
    for (const slug of Object.keys(mapLabels)) expect(getArea(slug), slug).toBeTruthy();
    const listed = map.bands.flatMap((b) => b.towns);
    expect(listed.map((t) => t.slug).sort()).toEqual(map.towns.map((t) => t.slug).sort());
    const [near, middle] = distanceBands;
    expect(map.bands[0]!.towns.every((t) => t.miles <= near)).toBe(true);
    expect(map.bands[1]!.towns.every((t) => t.miles > near && t.miles <= middle)).toBe(true);
    expect(map.bands[2]!.towns.every((t) => t.miles > middle)).toBe(true);
    for (const band of map.bands)
      for (let i = 1; i < band.towns.length; i++) expect(band.towns[i]!.miles).toBeGreaterThanOrEqual(band.towns[i - 1]!.miles);
  });

  it("is plain HTML: a hidden picture with untabbable dots, and a list of real links", () => {
    const html = areaMapHtml(map);
    expect(html).toContain('aria-hidden="true"');
    expect(html.match(/<a href="\/areas\/[a-z-]+" tabindex="-1">/g)).toHaveLength(map.towns.length);
    expect(html.match(/<li class="inline"><a href="\/areas\/[a-z-]+"/g)).toHaveLength(map.towns.length);
    expect(html).not.toMatch(/<script/i);
  });

  it("escapes town names", () => {
    const html = areaMapHtml({
      ...map,
      towns: [{ slug: "x", name: `<img src=x onerror="1">`, miles: 1, x: 10, y: 10, label: "left" }],
      bands: [],
    });
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=&quot;1&quot;&gt;");
  });
});

describe("map geometry", () => {
  it("clips a ring to the box, keeping what is inside", () => {
    const box = { west: 0, east: 10, south: 0, north: 10 };
    expect(
      clipRing(
        [
          [2, 2],
          [8, 2],
          [8, 8],
          [2, 8],
        ],
        box,
      ),
    ).toEqual([
      [2, 2],
      [8, 2],
      [8, 8],
      [2, 8],
    ]);
    expect(
      clipRing(
        [
          [20, 20],
          [30, 20],
          [30, 30],
        ],
        box,
      ),
    ).toEqual([]);
    const clipped = clipRing(
      [
        [-5, 5],
        [5, 5],
        [5, 15],
      ],
      box,
    );
    for (const [x, y] of clipped) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(10);
    }
    expect(clipped).toContainEqual([5, 5]);
  });

  it("projects the box onto the square, north up", () => {
    const centre = { lat: 51, lng: 0 };
    const box = boxAround(centre, 10);
    const p = projector(centre, 10, 200);
    expect(p.point(centre)).toEqual({ x: 100, y: 100 });
    expect(p.point({ lat: box.north, lng: box.west })).toEqual({ x: 0, y: 0 });
    expect(p.point({ lat: box.south, lng: box.east })).toEqual({ x: 200, y: 200 });
  });
});
