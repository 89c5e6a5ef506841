import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CollectionHours } from "../components/sections/collection-hours";
import { collectionWeek } from "../content/business";
import { hoursRows, type SlotDefinition } from "../content/collection-week";
import { openingHoursJsonLd, pageMeta } from "./seo";

/** A second week, passed in: Monday to Saturday, 8am to 5pm, no Sunday (the business's week before). */
const weekdaysOnly: SlotDefinition[] = [
  { id: "morning", label: "Morning", times: [{ weekdays: [1, 2, 3, 4, 5, 6], start: "08:00", end: "12:00" }] },
  { id: "afternoon", label: "Afternoon", times: [{ weekdays: [1, 2, 3, 4, 5, 6], start: "12:00", end: "17:00" }] },
];
const SIX_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The page's LocalBusiness block. */
function localBusiness(): Record<string, unknown> {
  const tags = pageMeta({ title: "Contact", description: "Contact us", path: "/contact" });
  const blocks = tags.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"] as Record<string, unknown>] : []));
  return blocks.find((block) => block["@type"] === "LocalBusiness")!;
}

describe("the collection hours shown and in the structured data", () => {
  it("follow the collection week: the business's, and another passed in", () => {
    expect(openingHoursJsonLd(hoursRows(collectionWeek))).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: SIX_DAYS, opens: "07:00", closes: "19:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Sunday"], opens: "08:00", closes: "17:00" },
    ]);
    expect(openingHoursJsonLd(hoursRows(weekdaysOnly))).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: SIX_DAYS, opens: "08:00", closes: "17:00" },
    ]);
  });

  it("the page's LocalBusiness keeps the phone's 24/7 and gives the collections' hours as its service's", () => {
    const business = localBusiness();
    expect(business.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: [...SIX_DAYS, "Sunday"], opens: "00:00", closes: "23:59" },
    ]);
    expect(business.description).toMatch(/^Phone and WhatsApp answered 24\/7\./);
    expect(business.makesOffer).toMatchObject({
      "@type": "Offer",
      itemOffered: { "@type": "Service", hoursAvailable: openingHoursJsonLd(hoursRows(collectionWeek)) },
    });
  });

  it("the hours on /contact and /about: Monday to Saturday 7am – 7pm and Sunday 8am – 5pm, or another week's", () => {
    const shown = (html: string) =>
      [...html.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd>([^<]*)<\/dd>/g)].map((match) => `${match[1]}: ${match[2]}`);
    expect(shown(renderToStaticMarkup(createElement(CollectionHours)))).toEqual(["Monday to Saturday: 7am – 7pm", "Sunday: 8am – 5pm"]);
    expect(shown(renderToStaticMarkup(createElement(CollectionHours, { rows: hoursRows(weekdaysOnly) })))).toEqual([
      "Monday to Saturday: 8am – 5pm",
    ]);
  });
});
