import { expect, test, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { expectNoSidewaysScroll, staffMenu } from "./staff-helpers";
import { expectNoViolations } from "./axe";
import { bookOverServer, officeServerPerFile, sendQuoteOverHttp, signInNewStaff } from "../support/office-server";

/**
 * The office's week and the crew's day, in the browser. A job is booked as a customer books one:
 * the request with two photos through the public endpoint, the fixed price sent and accepted through
 * the server's own functions. The test states "now" per request (X-Test-Now), so this server runs on
 * PostgreSQL of its own, where the test can write while the server runs, with TEST_CLOCK=header.
 */
const APP_SECRET = "schedule-browser-test-secret-0123456789abcdef";

/** Monday 8 February 2027, 09:00 GMT: no bank holiday that week. */
const MONDAY = new Date("2027-02-08T09:00:00Z");
/** The job's day, before its slot. */
const THURSDAY = new Date("2027-02-11T07:30:00Z");

const office = officeServerPerFile(APP_SECRET);

/** A quote with two photos through the public endpoint, as the dialog sends it. */
const sendQuote = () => sendQuoteOverHttp(office.server.url, {}, ["garden.jpg", "sofa.png"]);

/** The fixed price sent by staff and accepted by the customer for Wednesday morning, through the server's own functions. */
const bookIt = (reference: string) =>
  bookOverServer(
    office,
    reference,
    { date: "2027-02-10", id: "morning" },
    { acceptedAt: MONDAY, validUntil: "2027-02-20", addressLine2: "Flat 2" },
  );

/** From now on the server reads the time from each request. */
const standAt = (page: Page, now: Date) => page.context().setExtraHTTPHeaders({ "x-test-now": now.toISOString() });

test("a booked job in the week's schedule: moved, a slot blocked; on its day in the crew's list with address, call, photos and on my way", async ({
  page,
}, testInfo) => {
  // A journey of many pages, each checked by axe: allowed time for a loaded two-core machine.
  test.setTimeout(120_000);
  const narrow = (page.viewportSize()?.width ?? 1280) < 640;
  const { bookings, outbox, quotes } = office.app.schema;
  const reference = await sendQuote();
  await bookIt(reference);
  await signInNewStaff(page, office, `crew-${testInfo.project.name}-${Date.now()}@example.com`);
  await standAt(page, MONDAY);

  // The week: the job in Wednesday morning, with its town, load and price.
  await page.goto(`${office.server.url}/staff/schedule`);
  await expect(page.getByRole("heading", { level: 1, name: "Schedule" })).toBeVisible();
  const wednesday = page.getByRole("region", { name: /^Wednesday 10 February/ });
  const job = wednesday.getByRole("listitem").filter({ hasText: reference });
  await expect(job.getByRole("link", { name: reference })).toHaveAttribute("href", `/staff/quotes/${reference}`);
  await expect(job).toContainText("Crawley");
  await expect(job).toContainText("Half van");
  await expect(job).toContainText("£245.00");
  await expectNoViolations(page, "the week");
  await expectNoSidewaysScroll(page, "the week");
  if (!narrow) {
    // A grid: the seven days side by side.
    const tops = await page
      .getByRole("region", { name: /^(Monday|Sunday) / })
      .evaluateAll((days) => days.map((day) => day.getBoundingClientRect().top));
    expect(tops).toHaveLength(2);
    expect(tops[0]).toBe(tops[1]);
  }
  await page.screenshot({ path: testInfo.outputPath(`schedule-${testInfo.project.name}.png`), fullPage: true });

  // Move it to Thursday afternoon: the customer's email is queued.
  await job.getByText(`Move ${reference}`, { exact: true }).click();
  await job.getByLabel(`New slot for ${reference}`).selectOption({ label: "Thu 11 Feb, afternoon (12pm–5pm)" });
  await job.getByRole("button", { name: "Move and email the customer" }).click();
  await expect(page.getByRole("status")).toContainText("Job moved");
  const thursday = page.getByRole("region", { name: /^Thursday 11 February/ });
  await expect(thursday.getByRole("link", { name: reference })).toBeVisible();
  await expect(wednesday.getByRole("link", { name: reference })).toHaveCount(0);
  const [quote] = await office.database.db.select().from(quotes).where(eq(quotes.reference, reference));
  await expect
    .poll(async () =>
      (await office.database.db.select().from(outbox).where(eq(outbox.template, "staff-moved"))).map(
        (row) => `${row.quoteId} ${row.status}`,
      ),
    )
    .toEqual([`${quote!.id} sent`]);

  // Block Friday morning, then see it blocked.
  await page.getByRole("button", { name: "Block slot for Friday 12 February, morning" }).click();
  await expect(page.getByRole("status")).toContainText("Blocked");
  await expect(page.getByRole("button", { name: "Unblock slot for Friday 12 February, morning" })).toBeVisible();
  await expectNoViolations(page, "the week after a move and a block");

  // On the job's day, the crew's list.
  await standAt(page, THURSDAY);
  await (await staffMenu(page)).getByRole("link", { name: "Today" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Today, Thursday 11 February");
  const card = page.getByRole("article", { name: new RegExp(reference) });
  await expect(card).toContainText("12 Oak Road");
  await expect(card).toContainText("Side gate, park on the drive.");
  await expect(card).toContainText("Sofa: £25.00");
  await expect(card).toContainText("£245.00");
  await expect(card.getByRole("link", { name: /^Open in maps/ })).toHaveAttribute(
    "href",
    "https://www.google.com/maps/search/?api=1&query=12%20Oak%20Road%2C%20Flat%202%2C%20Crawley%2C%20RH10%201AA",
  );
  await expect(card.getByRole("link", { name: "Call 07911 123456" })).toHaveAttribute("href", "tel:+447911123456");
  const photos = card.getByRole("img");
  await expect(photos).toHaveCount(2);
  for (const photo of await photos.all())
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expectNoViolations(page, "the crew's day");
  await expectNoSidewaysScroll(page, "the crew's day");
  await page.screenshot({ path: testInfo.outputPath(`today-${testInfo.project.name}.png`), fullPage: true });

  // On my way: sent once; a second press says so.
  await card.getByRole("button", { name: `On my way to ${reference}` }).click();
  await expect(page.getByRole("status")).toContainText(`"On my way" sent to the customer of ${reference}`);
  await page
    .getByRole("article", { name: new RegExp(reference) })
    .getByRole("button", { name: `On my way to ${reference}` })
    .click();
  await expect(page.getByRole("status")).toContainText("was already sent");
  await expectNoViolations(page, "the crew's day after on my way");
  await expect
    .poll(async () => (await office.database.db.select().from(outbox).where(eq(outbox.template, "on-my-way"))).map((row) => row.status))
    .toEqual(["sent"]);
  const [booking] = await office.database.db.select().from(bookings).where(eq(bookings.quoteId, quote!.id));
  expect([booking!.slotDate, booking!.slotId]).toEqual(["2027-02-11", "afternoon"]);
});

test("the Schedule link opens the week at today: on a phone the days already past are above it; a wide screen does not scroll", async ({
  page,
}, testInfo) => {
  await signInNewStaff(page, office, `week-${testInfo.project.name}-${Date.now()}@example.com`);
  await standAt(page, THURSDAY);
  await page.goto(`${office.server.url}/staff/today`);
  await (await staffMenu(page)).getByRole("link", { name: "Schedule" }).click();
  const today = page.getByRole("heading", { level: 2, name: /^Thursday 11 February/ });
  const monday = page.getByRole("heading", { level: 2, name: /^Monday 8 February/ });
  await expect(today).toBeInViewport();
  if ((page.viewportSize()?.width ?? 1280) < 1024) {
    await expect(monday).not.toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.screenshot({ path: testInfo.outputPath(`schedule-opens-on-today-${testInfo.project.name}.png`) });
  } else {
    await expect(monday).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  }
});
