import { expect, test as site } from "@playwright/test";
import { addStaff, signIn, staffEmail } from "./staff-helpers";
import { jsonLd, ofType } from "./helpers";
import { MONDAY, received, sendFixedPrice, sendQuote, test, visitor } from "./booking-journey";

/*
 * The collection week (app/content/business.ts `collectionWeek`, decision 37) as a visitor meets it:
 * /contact shows Monday to Saturday 7am – 7pm and Sunday 8am – 5pm and says the same in its structured
 * data, and a customer's booking page offers Sunday's slots, at Sunday's times.
 */

// What reads the same at any width is checked once, at 390 px (the desktop project leaves it out).
site.describe("the hours on /contact", () => {
  site("/contact shows the collection hours, Sunday's included, and its structured data says the same", async ({ page }) => {
    await page.goto("/contact");
    const hours = page.getByRole("region", { name: "Opening hours" });
    const rows = hours.locator("dl > div");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).locator("dt")).toHaveText("Monday to Saturday");
    await expect(rows.nth(0).locator("dd")).toHaveText(/^7am\s*–\s*7pm$/);
    await expect(rows.nth(1).locator("dt")).toHaveText("Sunday");
    await expect(rows.nth(1).locator("dd")).toHaveText(/^8am\s*–\s*5pm$/);
    // The phone is still answered around the clock, here and in the structured data.
    await expect(hours).toContainText("Phone and WhatsApp answered 24/7.");
    const [business] = ofType(await jsonLd(page), "LocalBusiness");
    expect(business!.openingHoursSpecification).toEqual([
      expect.objectContaining({ opens: "00:00", closes: "23:59", dayOfWeek: expect.arrayContaining(["Sunday"]) }),
    ]);
    const offer = business!.makesOffer as { itemOffered: { hoursAvailable: unknown } };
    expect(offer.itemOffered.hoursAvailable).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        opens: "07:00",
        closes: "19:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Sunday"], opens: "08:00", closes: "17:00" },
    ]);
  });
});

test("a customer's booking page offers Sunday's slots at Sunday's times, and books one", async ({ page, staff, journey }, info) => {
  test.setTimeout(120_000);
  const customerAt = visitor(page, info);
  const staffAt = visitor(staff, info);
  await customerAt();
  const reference = await sendQuote(page, true);

  // Staff price it on Monday 7 June 2027, 09:00 BST; the customer opens the link in the price's email then.
  await staffAt();
  const email = staffEmail(info, "sunday");
  addStaff(email, "Sam Carter", journey.server.dataDir);
  await signIn(staff, email);
  await staffAt(MONDAY);
  await sendFixedPrice(staff, reference, true);
  const priceMail = await received(
    journey.smtp,
    info,
    `price-sunday-${info.project.name}`,
    (m) => (m.text ?? "").includes(reference) && (m.text ?? "").includes("See your price and book a slot"),
  );
  const bookingPath = new URL(/See your price and book a slot: (\S+)/.exec(priceMail.text ?? "")![1]!).pathname;
  await customerAt(MONDAY);
  await page.goto(bookingPath);

  // The fortnight from Monday 7 June holds two Sundays: each offers a morning from 8am and an afternoon, no evening.
  const slots = page.getByRole("group", { name: "Day and time" });
  for (const day of ["Sunday 13 June", "Sunday 20 June"]) {
    const sunday = slots.getByRole("group", { name: day });
    await expect(sunday.getByRole("radio")).toHaveCount(2);
    await expect(sunday.getByRole("radio", { name: "Morning, 8am–12pm" })).toBeVisible();
    await expect(sunday.getByRole("radio", { name: "Afternoon, 12pm–5pm" })).toBeVisible();
  }
  // A weekday has three, its morning from 7am.
  const tuesday = slots.getByRole("group", { name: "Tuesday 8 June" });
  await expect(tuesday.getByRole("radio")).toHaveCount(3);
  await expect(tuesday.getByRole("radio", { name: "Morning, 7am–12pm" })).toBeVisible();
  await expect(tuesday.getByRole("radio", { name: "Evening, 5pm–7pm" })).toBeVisible();

  // Book Sunday morning: the page and the confirmation name Sunday's times.
  await page.getByLabel("Address line 1").fill("12 Oak Road");
  await slots.getByRole("group", { name: "Sunday 13 June" }).getByRole("radio", { name: "Morning, 8am–12pm" }).check();
  await page.getByLabel("I accept this fixed price and the terms").check();
  await page.getByRole("button", { name: "Accept and book" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your collection is booked");
  await expect(page.getByRole("region", { name: "Your booking" })).toContainText("Sunday 13 June, morning (8am–12pm)");
  await received(
    journey.smtp,
    info,
    `booked-sunday-${info.project.name}`,
    (m) => m.subject === `Your collection is booked: Sunday 13 June, morning (8am–12pm) - ${reference}`,
  );
});
