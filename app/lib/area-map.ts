import { listAreas } from "../content/areas";
import { business } from "../content/business";
import { distanceBands, mapHalfMiles, mapLabels } from "../content/coverage";
import { land } from "../content/map/coastline";
import { milesFromYard } from "./coverage-table";
import { projector, ringsToPath } from "./map-geometry";

interface MapTown {
  slug: string;
  name: string;
  miles: number;
  x: number;
  y: number;
  /** Named on the map, on this side of its dot. */
  label?: "left" | "right" | "above" | "below";
}

export interface AreaMapData {
  /** Width and height of the picture, in its own units. */
  size: number;
  /** The land, as one SVG path; the rest of the square is sea. */
  land: string;
  yard: { x: number; y: number; district: string; town: string };
  /** The service radius, in picture units and in miles. */
  radius: { units: number; miles: number };
  towns: MapTown[];
  /** The same towns in words, nearest first, in bands of distance. */
  bands: { title: string; towns: Pick<MapTown, "slug" | "name" | "miles">[] }[];
}

const SIZE = 400;

/**
 * The areas map as data, placed at build time (the /areas loader runs when the page is prerendered):
 * the coastline, the service circle around the yard, and a dot for every town, each placed by its
 * coordinates in app/content. The browser gets plain SVG, no map library.
 */
export function areaMap(): AreaMapData {
  const project = projector(business.geo, mapHalfMiles, SIZE);
  const towns: MapTown[] = listAreas().map((area) => {
    const { x, y } = project.point(area);
    const town: MapTown = { slug: area.slug, name: area.name, miles: milesFromYard(area), x, y };
    const label = mapLabels[area.slug];
    if (label) town.label = label;
    return town;
  });
  const byDistance = [...towns].sort((a, b) => a.miles - b.miles || a.name.localeCompare(b.name));
  const [near, middle] = distanceBands;
  const band = (title: string, keep: (miles: number) => boolean) => ({
    title,
    towns: byDistance.filter((t) => keep(t.miles)).map(({ slug, name, miles }) => ({ slug, name, miles })),
  });
  return {
    size: SIZE,
    land: ringsToPath(land.map((ring) => ring.map(([lng, lat]) => project.point({ lat, lng })))),
    yard: { ...project.point(business.geo), district: business.basePostcodeDistrict, town: business.address.locality },
    radius: { units: Math.round(business.serviceRadiusMiles * project.scale * 10) / 10, miles: business.serviceRadiusMiles },
    towns,
    bands: [
      band(`Up to ${near} miles`, (m) => m <= near),
      band(`${near} to ${middle} miles`, (m) => m > near && m <= middle),
      band(`More than ${middle} miles`, (m) => m > middle),
    ],
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const halo = 'paint-order="stroke" stroke="#fff" stroke-width="3.5" stroke-linejoin="round"';
const diamond = (x: number, y: number) =>
  `<rect x="${x - 6}" y="${y - 6}" width="12" height="12" fill="#f59e0b" stroke="#111827" stroke-width="1.5" transform="rotate(45 ${x} ${y})"/>`;

/**
 * The map and its list of towns as HTML, made at build time when /areas is prerendered. The page
 * shows it as it is, so the browser runs no code for it: the towns are plain links.
 *
 * The picture is hidden from screen readers and its dots are out of the tab order; the same towns
 * are listed in words beside it, as links, nearest first.
 */
export function areaMapHtml(map: AreaMapData = areaMap(), headingId = "map-towns-heading"): string {
  const { size, yard, radius, towns, bands } = map;
  const dots = towns
    .map(
      (t) =>
        `<a href="/areas/${t.slug}" tabindex="-1"><title>${escapeHtml(t.name)}, about ${t.miles} miles</title>` +
        `<circle cx="${t.x}" cy="${t.y}" r="7" fill="transparent"/><circle cx="${t.x}" cy="${t.y}" r="3.5" fill="#166534" stroke="#fff" stroke-width="1.2"/></a>`,
    )
    .join("");
  const place = {
    left: (t: MapTown) => `x="${t.x - 7}" y="${t.y + 5}" text-anchor="end"`,
    right: (t: MapTown) => `x="${t.x + 7}" y="${t.y + 5}" text-anchor="start"`,
    above: (t: MapTown) => `x="${t.x}" y="${t.y - 8}" text-anchor="middle"`,
    below: (t: MapTown) => `x="${t.x}" y="${t.y + 19}" text-anchor="middle"`,
  };
  const labels = towns
    .map((t) =>
      t.label ? `<text ${place[t.label](t)} font-size="14" font-weight="600" fill="#0f172a" ${halo}>${escapeHtml(t.name)}</text>` : "",
    )
    .join("");
  const svg =
    `<svg viewBox="0 0 ${size} ${size}" class="h-auto w-full rounded-2xl border border-slate-200 bg-[#dbeafe]" aria-hidden="true" focusable="false">` +
    `<path d="${map.land}" fill="#f7fbf7" stroke="#94a3b8" stroke-width="1" stroke-linejoin="round"/>` +
    `<circle cx="${yard.x}" cy="${yard.y}" r="${radius.units}" fill="#166534" fill-opacity="0.06" stroke="#166534" stroke-width="2" stroke-dasharray="7 5"/>` +
    `<text x="${yard.x}" y="${Math.round(yard.y - radius.units + 17)}" text-anchor="middle" font-size="13" font-weight="600" fill="#14532d" ${halo}>${radius.miles} miles</text>` +
    `<text x="${size / 2}" y="${size - 12}" text-anchor="middle" font-size="13" font-style="italic" fill="#1e3a8a">English Channel</text>` +
    dots +
    `<g pointer-events="none">${labels}` +
    `${diamond(yard.x, yard.y)}</g>` +
    // The key, in the north-west corner, which is outside the area we cover.
    `<g font-size="13" fill="#0f172a"><rect x="6" y="6" width="142" height="46" rx="6" fill="#fff" fill-opacity="0.9" stroke="#cbd5e1"/>` +
    `${diamond(18, 20)}<text x="30" y="24.5" font-weight="700">Our yard (${escapeHtml(yard.district)})</text>` +
    `<circle cx="18" cy="39" r="3.5" fill="#166534" stroke="#fff" stroke-width="1.2"/><text x="30" y="43.5">A town we cover</text></g>` +
    `</svg>`;
  const caption =
    `The ${radius.miles}-mile circle around our yard in ${escapeHtml(yard.town)} (${escapeHtml(yard.district)}), with a dot for each of the ` +
    `${towns.length} towns we cover. Tap a dot to open its page. Coastline: Natural Earth.`;
  const list = bands
    .map(
      (band) =>
        `<h4 class="mt-4 font-semibold text-ink">${escapeHtml(band.title)}</h4><ul>` +
        band.towns
          .map(
            (t, i) =>
              `<li class="inline"><a href="/areas/${t.slug}" class="inline-flex min-h-11 items-center text-brand underline">${escapeHtml(t.name)}</a>${i < band.towns.length - 1 ? ", " : ""}</li>`,
          )
          .join("") +
        `</ul>`,
    )
    .join("");
  return (
    `<div class="grid items-start gap-8 lg:grid-cols-[3fr_2fr]">` +
    `<figure>${svg}<figcaption class="mt-2 text-sm text-muted">${caption}</figcaption></figure>` +
    `<div><h3 id="${headingId}" class="text-xl text-brand-dark">The ${towns.length} towns, nearest first</h3>${list}</div>` +
    `</div>`
  );
}
