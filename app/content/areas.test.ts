import { describe, expect, it } from "vitest";
import { areaGroups, areasFor, getArea, homeAreaSlugs, listAreas, milesBetween, regions } from "./areas";
import { featuredAreas } from "./featured-areas";
import { business } from "./business";

/** Every town the business names, and Portslade, which the footer links to. */
const namedSlugs = `crawley horsham east-grinstead haywards-heath burgess-hill reigate redhill dorking horley copthorne three-bridges
gatwick charlwood lingfield epsom ewell leatherhead bookham ashtead guildford godalming woking farnham cranleigh haslemere
worthing lancing shoreham-by-sea southwick steyning henfield storrington pulborough littlehampton arundel billingshurst lewes
uckfield peacehaven newhaven seaford rottingdean saltdean hove brighton eastbourne banstead chipstead tadworth caterham
warlingham oxted edenbridge hassocks ditchling portslade`.split(/\s+/);

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, " ")
    .split(/\s+/)
    .filter(Boolean);

describe("areas content", () => {
  const areas = listAreas();

  it("has every town the business names, each once", () => {
    const slugs = areas.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of namedSlugs) expect(slugs, slug).toContain(slug);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it("puts every town in a known group and region", () => {
    for (const area of areas) {
      expect(areaGroups, area.slug).toContain(area.group);
      expect(regions, area.slug).toContain(area.region);
    }
    expect(areaGroups.every((group) => areas.some((a) => a.group === group))).toBe(true);
  });

  it("places every town within 40 miles of RH10", () => {
    for (const area of areas) {
      expect(milesBetween(business.geo, area), area.slug).toBeLessThan(40);
    }
  });

  it("links only to towns that exist: nearby, footer and home", () => {
    for (const area of areas) {
      expect(area.nearby).toHaveLength(3);
      for (const near of area.nearby) {
        expect(getArea(near.slug)?.name, `${area.slug} → ${near.slug}`).toBe(near.name);
        expect(near.slug).not.toBe(area.slug);
      }
    }
    for (const featured of featuredAreas) expect(getArea(featured.slug)?.name).toBe(featured.name);
    expect(() => areasFor(homeAreaSlugs)).not.toThrow();
  });

  it("computes nearby towns from coordinates (the nearest three)", () => {
    const crawley = getArea("crawley")!;
    const others = areas.filter((a) => a.slug !== "crawley").sort((a, b) => milesBetween(crawley, a) - milesBetween(crawley, b));
    expect(crawley.nearby.map((n) => n.slug)).toEqual(others.slice(0, 3).map((a) => a.slug));
  });

  it("gives every town at least 150 words of its own prose and the required fields", () => {
    for (const area of areas) {
      expect(words(area.prose.join(" ")).length, area.slug).toBeGreaterThanOrEqual(150);
      expect(area.localInfo.landmarks.length, area.slug).toBeGreaterThanOrEqual(3);
      expect(area.localInfo.roads.length, area.slug).toBeGreaterThanOrEqual(3);
      expect(area.faqs, area.slug).toHaveLength(2);
      expect(area.metaTitle, area.slug).toContain(area.name);
      expect(area.metaDescription.length, area.slug).toBeLessThanOrEqual(170);
      expect(area.description.length, area.slug).toBeLessThanOrEqual(120);
    }
  });

  it("shares no run of 8 words between two towns' prose (no name-swapped pages)", () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const area of areas) {
      const text = [...area.prose, ...area.tips, ...area.faqs.map((f) => f.answer)].join(" ");
      // Compare with the town's own name taken out, so a name-swapped copy still matches.
      const w = words(text.split(area.name).join(" "));
      const seen = new Set<string>();
      for (let i = 0; i + 8 <= w.length; i++) {
        const run = w.slice(i, i + 8).join(" ");
        if (seen.has(run)) continue;
        seen.add(run);
        const first = owner.get(run);
        if (first && first !== area.slug) clashes.push(`${first} / ${area.slug}: "${run}"`);
        else owner.set(run, area.slug);
      }
    }
    expect(clashes).toEqual([]);
  });

  it("gives unique titles and descriptions", () => {
    expect(new Set(areas.map((a) => a.metaTitle)).size).toBe(areas.length);
    expect(new Set(areas.map((a) => a.metaDescription)).size).toBe(areas.length);
    expect(new Set(areas.map((a) => a.description)).size).toBe(areas.length);
  });
});
