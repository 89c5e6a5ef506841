import { writeFileSync } from "node:fs";
import { expect, test as base, type Page, type Response, type TestInfo } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { freePort } from "../integration/harness";
import { startServerProcess, type ServerProcess } from "../server/server-process";
import { calendarEvent } from "../support/ical";
import { startSmtp, type TestSmtpServer } from "../support/smtp";
import { fillQuote, fixture, quoteButton, quoteDialog, quoteFields, REFERENCE, waitForHydration } from "./helpers";
import { addStaff, expectNoSidewaysScroll, expectNoViolations, signIn, staffEmail } from "./staff-helpers";

/**
 * From photos to a booked job, in the browser: the customer sends a quote with two photos, staff send
 * a fixed price from the request's page, the customer opens the link in the email the test SMTP server
 * received, books a slot, gets the confirmation with its calendar file, moves the booking, and inside
 * 24 hours is told about the fee instead of being offered the buttons; staff see the job in the week
 * and on its day. The times are stated per request (X-Test-Now), so each worker runs a server of its
 * own with the test clock on and its mail going to a test SMTP server.
 */
interface Journey {
  server: ServerProcess;
  smtp: TestSmtpServer;
}

const test = base.extend<{ staff: Page }, { journey: Journey }>({
  journey: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const smtp = await startSmtp();
      const server = await startServerProcess(await freePort(), { SMTP_URL: smtp.url, TEST_CLOCK: "header" });
      await provide({ server, smtp });
      await server.stop();
      await smtp.close();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ journey }, provide) => provide(journey.server.url),
  /** The office, in a browser of its own beside the customer's (`page`), the same size. */
  staff: async ({ browser, baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, javaScriptEnabled }, provide) => {
    const context = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, javaScriptEnabled });
    await provide(await context.newPage());
    await context.close();
  },
});

/** The address the site's emails link to (the pages were built with it; the browser reaches this server on its own port). */
const SITE_URL = "http://localhost:3000";

/** Monday 7 June 2027, 09:00 UK time (BST, an hour ahead of UTC): a working week with no bank holiday. */
const MONDAY = new Date("2027-06-07T08:00:00Z");
const hours = (n: number) => n * 3_600_000;

interface SlotChoice {
  /** The day as the page names it. */
  day: string;
  /** The slot's radio button. */
  label: string;
  /** As the page and the emails describe it. */
  described: string;
  /** The slot's window as instants. */
  start: string;
  end: string;
}

const wednesdayMorning: SlotChoice = { day: "Wednesday 9 June", label: "Morning, 8am–12pm", described: "Wednesday 9 June, morning (8am–12pm)", start: "2027-06-09T07:00:00.000Z", end: "2027-06-09T11:00:00.000Z" };
const wednesdayAfternoon: SlotChoice = { day: "Wednesday 9 June", label: "Afternoon, 12pm–5pm", described: "Wednesday 9 June, afternoon (12pm–5pm)", start: "2027-06-09T11:00:00.000Z", end: "2027-06-09T16:00:00.000Z" };
const thursdayMorning: SlotChoice = { day: "Thursday 10 June", label: "Morning, 8am–12pm", described: "Thursday 10 June, morning (8am–12pm)", start: "2027-06-10T07:00:00.000Z", end: "2027-06-10T11:00:00.000Z" };
const thursdayAfternoon: SlotChoice = { day: "Thursday 10 June", label: "Afternoon, 12pm–5pm", described: "Thursday 10 June, afternoon (12pm–5pm)", start: "2027-06-10T11:00:00.000Z", end: "2027-06-10T16:00:00.000Z" };

interface Plan {
  name: string;
  address: { line1: string; line2: string; town: string; postcode: string };
  book: SlotChoice;
  moveTo: SlotChoice;
}

/** Each browser states a client address of its own (the booking page's rate limit counts per address) and, from a point on, the time. */
let addresses = 0;
function visitor(page: Page, info: TestInfo) {
  addresses += 1;
  const ip = `203.0.113.${(info.workerIndex * 50 + addresses) % 250 + 1}`;
  return (now?: Date) => page.context().setExtraHTTPHeaders({ "x-forwarded-for": ip, ...(now ? { "x-test-now": now.toISOString() } : {}) });
}

/** The first message matching, once the test SMTP server has it; kept beside the test's output as received. */
async function received(smtp: TestSmtpServer, info: TestInfo, name: string, match: (mail: ParsedMail) => boolean): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect.poll(() => (found = smtp.messages.find(match)) !== undefined, { message: `the email "${name}" arrives`, timeout: 20_000 }).toBe(true);
  const mail = found!;
  const to = [mail.to].flat().map((address) => address?.text ?? "").join(", ");
  const attachments = mail.attachments.map((a) => `${a.filename} (${a.contentType})`).join(", ") || "none";
  writeFileSync(info.outputPath(`email-${name}.txt`), `Subject: ${mail.subject}\nTo: ${to}\nAttachments: ${attachments}\n\n${mail.text ?? ""}`);
  return mail;
}

/** The customer's page as served: private, not indexed, no referrer, and no script at all. */
async function expectPrivateNoScript(page: Page, response: Response | null, label: string) {
  expect(response, label).not.toBeNull();
  const headers = response!.headers();
  expect(headers["cache-control"], label).toBe("private, no-store");
  expect(headers["referrer-policy"], label).toBe("no-referrer");
  expect(headers["x-robots-tag"], label).toMatch(/noindex/);
  const csp = headers["content-security-policy"] ?? "";
  expect(csp, label).toContain("default-src 'none'");
  expect(csp, label).not.toMatch(/script-src/);
  expect(await response!.text(), label).not.toMatch(/<script/i);
  await expect(page.locator("script")).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");
}

/**
 * axe runs as a script in the page, which a browser with JavaScript off does not run; the journey with
 * it on checks the same server-rendered states (the customer's page sends no script, so they are the same).
 */
const axe = (javaScript: boolean) => (page: Page, label: string) => (javaScript ? expectNoViolations(page, label) : Promise.resolve());

/** Every state of the customer's page: as served, axe-clean, nothing sideways at 390 px; a screenshot to look at. */
async function checkCustomerPage(page: Page, info: TestInfo, label: string, javaScript: boolean) {
  const response = await page.reload();
  await expectPrivateNoScript(page, response, label);
  await axe(javaScript)(page, label);
  await expectNoSidewaysScroll(page, label);
  await page.screenshot({ path: info.outputPath(`booking-${label.replace(/\W+/g, "-")}-${info.project.name}.png`), fullPage: true });
}

/** The quote with two photos, through the dialog (JavaScript on) or the /contact form (off). */
async function sendQuote(page: Page, javaScript: boolean): Promise<string> {
  if (javaScript) {
    await page.goto("/");
    await waitForHydration(page);
    await quoteButton(page).click();
    const dialog = quoteDialog(page);
    await fillQuote(dialog);
    await quoteFields(dialog).photos.setInputFiles([fixture("garden.jpg"), fixture("sofa.png")]);
    await expect(quoteFields(dialog).chosen.getByRole("listitem")).toHaveCount(2);
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith("/functions/v1/submit-quote")), quoteFields(dialog).submit.click()]);
    expect(response.status()).toBe(201);
    return ((await response.json()) as { reference: string }).reference;
  }
  await page.goto("/contact");
  const form = page.getByRole("region", { name: "Request a free quote" });
  await fillQuote(form);
  await quoteFields(form).photos.setInputFiles([fixture("garden.jpg"), fixture("sofa.png")]);
  await quoteFields(form).submit.click();
  const status = quoteFields(page.getByRole("region", { name: "Request a free quote" })).status;
  await expect(status).toContainText("Message Sent!");
  return REFERENCE.exec((await status.textContent()) ?? "")![0];
}

/** Staff send a fixed price with a sofa surcharge from the request's page: preview, then send. */
async function sendFixedPrice(staff: Page, reference: string, javaScript: boolean) {
  await staff.goto(`/staff/quotes/${reference}`);
  const section = staff.getByRole("region", { name: "Fixed price" });
  await expect(section).toContainText("No fixed price sent yet.");
  await section.getByLabel("Load size").selectOption("half");
  await section.getByLabel("Load price (£)").fill("220");
  await section.getByLabel("Sofas and upholstered items: how many").fill("1");
  await section.getByLabel("Sofas and upholstered items: price each (£25–£40)").fill("30");
  // Valid for 14 days from the stated day unless staff choose another date.
  await expect(section.getByLabel("Valid until")).toHaveValue("2027-06-21");
  await section.getByRole("button", { name: "Preview the price" }).click();

  const preview = staff.getByRole("region", { name: "Preview: what the customer will see" });
  await expect(preview.getByRole("row")).toHaveText([/^Half van: a garage, a shed or a couple of rooms\s*£220\.00$/, /^Sofa or upholstered item\s*£30\.00$/, /^Total, fixed\s*£250\.00$/]);
  await expect(preview).toContainText("Valid until Monday 21 June 2027.");
  await axe(javaScript)(staff, "the price's preview");
  await expectNoSidewaysScroll(staff, "the price's preview");
  await preview.getByRole("button", { name: "Send this price (£250.00) to the customer" }).click();
  await expect(staff.getByRole("status")).toContainText("Fixed price sent");
  await expect(staff.getByRole("region", { name: "Fixed price" })).toContainText("Version 1: £250.00 · Sent, waiting for the customer");
}

/** The calendar file of a customer's booking email, read by a real iCalendar parser. */
function calendarOf(mail: ParsedMail, reference: string) {
  const file = mail.attachments.find((a) => a.filename === `collection-${reference.toLowerCase()}.ics`);
  expect(file, "the calendar file is attached").toBeDefined();
  expect(file!.contentType).toBe("text/calendar");
  return calendarEvent(file!.content.toString("utf8"));
}

function expectEventAt(mail: ParsedMail, reference: string, slot: SlotChoice, address: string) {
  const event = calendarOf(mail, reference);
  expect(event.startDate.zone?.tzid).toBe("Europe/London");
  expect(event.endDate.zone?.tzid).toBe("Europe/London");
  expect(event.startDate.toJSDate().toISOString()).toBe(slot.start);
  expect(event.endDate.toJSDate().toISOString()).toBe(slot.end);
  expect(event.summary).toContain(reference);
  expect(event.location).toBe(address);
  return event;
}

async function journey(page: Page, staff: Page, info: TestInfo, { server, smtp }: Journey, plan: Plan, javaScript: boolean) {
  test.setTimeout(240_000);
  const customerAt = visitor(page, info);
  const staffAt = visitor(staff, info);
  const { address, book, moveTo } = plan;
  const addressLine = `${address.line1}, ${address.line2}, ${address.town}, ${address.postcode}`;

  // 1. The quote with two photos.
  await customerAt();
  const reference = await sendQuote(page, javaScript);
  expect(reference).toMatch(REFERENCE);

  // 2. Staff sign in and send a fixed price with a sofa surcharge, on Monday morning.
  await staffAt();
  const email = staffEmail(info, plan.name);
  addStaff(email, "Sam Carter", server.dataDir);
  await signIn(staff, email);
  await staffAt(MONDAY);
  await sendFixedPrice(staff, reference, javaScript);

  // 3. The price email arrives at the SMTP server with the customer's link.
  const priceMail = await received(smtp, info, `price-${plan.name}`, (m) => m.subject === `Your fixed price £250.00 - ${reference} - Clearwell Waste Clearance`);
  expect([priceMail.to].flat()[0]?.text).toBe("jo.bloggs@example.com");
  expect(priceMail.text).toContain("Half van: a garage, a shed or a couple of rooms: £220.00");
  expect(priceMail.text).toContain("Sofa or upholstered item: £30.00");
  expect(priceMail.text).toContain("Total (fixed): £250.00");
  expect(priceMail.text).toContain("This price is valid until Monday 21 June 2027.");
  const link = /See your price and book a slot: (\S+)/.exec(priceMail.text ?? "")?.[1] ?? "";
  const linkUrl = new URL(link);
  expect(linkUrl.origin).toBe(SITE_URL);
  expect(linkUrl.pathname).toMatch(/^\/booking\/[A-Za-z0-9_-]{22,}$/);
  const bookingPath = linkUrl.pathname;

  // 4. The customer's page, on Monday morning: the price, then accept with an address and a slot.
  await customerAt(MONDAY);
  await page.goto(bookingPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your fixed price");
  await expect(page.getByText(`Reference ${reference}`)).toBeVisible();
  const price = page.getByRole("table", { name: `Fixed price for ${reference}` });
  await expect(price.getByRole("row")).toHaveText([/^Item\s*Amount$/, /^Half van: a garage, a shed or a couple of rooms\s*£220\.00$/, /^Sofa or upholstered item\s*£30\.00$/, /^Total, fixed\s*£250\.00$/]);
  await expect(page.getByText("Valid until Monday 21 June.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Read our full terms and conditions" })).toHaveAttribute("href", "/terms");
  // Today's afternoon is still offered before 10:00; today's morning has begun.
  const slots = page.getByRole("group", { name: "Day and time" });
  await expect(slots.getByRole("group", { name: "Monday 7 June" }).getByLabel("Afternoon, 12pm–5pm")).toBeVisible();
  await expect(slots.getByRole("group", { name: "Monday 7 June" }).getByLabel("Morning, 8am–12pm")).toHaveCount(0);
  await expect(page.getByLabel("Phone number for the day")).toHaveValue("07911 123456");
  await checkCustomerPage(page, info, "open", javaScript);

  // A postcode we don't cover: a clear message, nothing typed lost, nothing booked.
  await page.getByLabel("Address line 1").fill(address.line1);
  await page.getByLabel("Address line 2").fill(address.line2);
  await page.getByLabel("Town").fill(address.town);
  await page.getByLabel("Postcode").fill("M1 1AE");
  await slots.getByRole("group", { name: book.day }).getByLabel(book.label).check();
  await page.getByLabel("I accept this fixed price and the terms").check();
  await page.getByRole("button", { name: "Accept and book" }).click();
  await expect(page.getByRole("alert")).toContainText("Nothing is booked yet:");
  await expect(page.getByLabel("Postcode")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Postcode")).toHaveValue("M1 1AE");
  await expect(page.getByLabel("Address line 1")).toHaveValue(address.line1);
  await expect(page.getByRole("group", { name: "Day and time" }).getByRole("group", { name: book.day }).getByLabel(book.label)).toBeChecked();
  await expect(page.getByLabel("I accept this fixed price and the terms")).toBeChecked();
  await axe(javaScript)(page, "accept form with a postcode we don't cover");

  await page.getByLabel("Postcode").fill(address.postcode);
  await page.getByRole("button", { name: "Accept and book" }).click();
  await expect(page).toHaveURL(new RegExp(`${bookingPath}\\?done=booked$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your collection is booked");
  await expect(page.getByRole("status")).toContainText("Your collection is booked.");
  const booking = page.getByRole("region", { name: "Your booking" });
  await expect(booking).toContainText(book.described);
  await expect(booking).toContainText(`${address.line1}${address.line2}${address.town}${address.postcode}`);
  await expect(booking).toContainText("£250.00, paid at collection");
  await checkCustomerPage(page, info, "booked", javaScript);

  // The confirmation, with a calendar file for the slot in Europe/London; the office's copy.
  const bookedMail = await received(smtp, info, `booked-${plan.name}`, (m) => m.subject === `Your collection is booked: ${book.described} - ${reference}`);
  expect(bookedMail.text).toContain(`When: ${book.described}`);
  expect(bookedMail.text).toContain(`Address: ${addressLine}`);
  expect(bookedMail.text).toContain(`See, move or cancel your booking: ${SITE_URL}${bookingPath}`);
  const booked = expectEventAt(bookedMail, reference, book, addressLine);
  await received(smtp, info, `office-booked-${plan.name}`, (m) => m.subject?.startsWith(`Booked: ${reference}`) === true);

  // 5. The job in the week's schedule, and on its day in the crew's list.
  await staff.goto("/staff/schedule");
  const day = staff.getByRole("region", { name: new RegExp(`^${book.day}`) });
  const job = day.getByRole("listitem").filter({ hasText: reference });
  await expect(job.getByRole("link", { name: reference })).toHaveAttribute("href", `/staff/quotes/${reference}`);
  await expect(job).toContainText(address.town);
  await expect(job).toContainText("Half van");
  await expect(job).toContainText("£250.00");
  await axe(javaScript)(staff, "the week with the job");

  await staffAt(new Date(new Date(book.start).getTime() - hours(1.5)));
  await staff.goto("/staff/today");
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText(`Today, ${book.day}`);
  const card = staff.getByRole("article", { name: new RegExp(reference) });
  await expect(card).toContainText(address.line1);
  await expect(card).toContainText("Side gate, park on the drive.");
  await expect(card).toContainText("Sofa or upholstered item");
  await expect(card).toContainText("£250.00");
  await expect(card.getByRole("link", { name: "Call 07911 123456" })).toHaveAttribute("href", "tel:+447911123456");
  await expect(card.getByRole("img")).toHaveCount(2);
  await axe(javaScript)(staff, "the crew's day");
  await expectNoSidewaysScroll(staff, "the crew's day");

  // 6. Back on Monday, the customer moves the collection; the new calendar file replaces the old event.
  await customerAt(new Date(MONDAY.getTime() + hours(1)));
  await page.goto(bookingPath);
  const move = page.getByRole("region", { name: "Move your collection" });
  await move.getByRole("group", { name: moveTo.day }).getByLabel(moveTo.label).check();
  await move.getByRole("button", { name: "Move to this slot" }).click();
  await expect(page).toHaveURL(new RegExp(`${bookingPath}\\?done=moved$`));
  await expect(page.getByRole("status")).toContainText("Your collection has moved.");
  await expect(page.getByRole("region", { name: "Your booking" })).toContainText(moveTo.described);
  await checkCustomerPage(page, info, "moved", javaScript);
  const movedMail = await received(smtp, info, `moved-${plan.name}`, (m) => m.subject === `Your collection has moved: ${moveTo.described} - ${reference}`);
  expect(movedMail.text).toContain(`Was: ${book.described}`);
  const moved = expectEventAt(movedMail, reference, moveTo, addressLine);
  expect(moved.uid).toBe(booked.uid);
  expect(moved.sequence).toBeGreaterThan(booked.sequence);
  await received(smtp, info, `office-moved-${plan.name}`, (m) => m.subject?.startsWith(`Booking moved: ${reference}`) === true);

  await staffAt(MONDAY);
  await staff.goto("/staff/schedule");
  await expect(staff.getByRole("region", { name: new RegExp(`^${moveTo.day}`) }).getByRole("link", { name: reference })).toBeVisible();

  // Just over 24 hours before the new slot the buttons are still there; just under, the fee and the phone instead.
  const slotStart = new Date(moveTo.start).getTime();
  await customerAt(new Date(slotStart - hours(25)));
  await page.goto(bookingPath);
  await expect(page.getByRole("button", { name: "Cancel the collection" })).toBeVisible();
  await customerAt(new Date(slotStart - hours(23)));
  await page.goto(bookingPath);
  const change = page.getByRole("region", { name: "Need to change or cancel?" });
  await expect(change).toContainText("less than 24 hours away");
  await expect(change).toContainText("a cancellation fee may apply");
  await expect(change.getByRole("link", { name: /^Call 0/ })).toHaveAttribute("href", /^tel:\+44/);
  await expect(page.getByRole("button", { name: "Cancel the collection" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Move to this slot" })).toHaveCount(0);
  await checkCustomerPage(page, info, "inside 24 hours", javaScript);
}

test.describe("the booking journey", () => {
  test("quote with two photos, fixed price sent, email link, accept and book, .ics, schedule and the crew's day, move, inside 24 hours", async ({ page, staff, journey: j }, info) => {
    await journey(page, staff, info, j, { name: "js", address: { line1: "12 Oak Road", line2: "Flat 2", town: "Crawley", postcode: "RH10 1AA" }, book: wednesdayMorning, moveTo: thursdayAfternoon }, true);
  });

  test("a forged or mangled link gets the page that says to call us (404), as private as the real one", async ({ page }, info) => {
    await visitor(page, info)();
    for (const path of [`/booking/${"A".repeat(32)}`, `/booking/${"A".repeat(43)}`, "/booking/x"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expectPrivateNoScript(page, response, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("We don't recognise this link");
      await expect(page.getByRole("region", { name: "Talk to us" }).getByRole("link", { name: /^Call 0/ })).toHaveAttribute("href", /^tel:\+44/);
    }
    await expectNoViolations(page, "unknown link");
    await expectNoSidewaysScroll(page, "unknown link");
  });
});

test.describe("the booking journey without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("quote from /contact with two photos, fixed price, accept and book, .ics, schedule and the crew's day, move, inside 24 hours", async ({ page, staff, journey: j }, info) => {
    await journey(page, staff, info, j, { name: "nojs", address: { line1: "3 Mill Lane", line2: "Rear cottage", town: "Horsham", postcode: "RH12 1AB" }, book: wednesdayAfternoon, moveTo: thursdayMorning }, false);
  });
});
