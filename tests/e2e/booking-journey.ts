import { writeFileSync } from "node:fs";
import { expect, test as base, type Page, type Response, type TestInfo } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { freePort } from "../integration/harness";
import { startServerProcess, type ServerProcess } from "../server/server-process";
import { calendarEvent } from "../support/ical";
import { startSmtp, type TestSmtpServer } from "../support/smtp";
import { fillQuote, fixture, quoteButton, quoteDialog, quoteFields, REFERENCE, waitForPageScripts } from "./helpers";
import { expectNoSidewaysScroll } from "./staff-helpers";
import { expectNoViolations } from "./axe";

/*
 * The booking journey's parts, shared by the journey itself (booking.spec.ts) and the one that
 * continues it to the waste transfer note (collection.spec.ts): each worker runs a server of its own
 * with the test clock on (times stated per request, X-Test-Now) and its mail going to a test SMTP server.
 */
export interface Journey {
  server: ServerProcess;
  smtp: TestSmtpServer;
}

export const test = base.extend<{ staff: Page }, { journey: Journey }>({
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
export const SITE_URL = "http://localhost:3000";

/** Monday 7 June 2027, 09:00 UK time (BST, an hour ahead of UTC): a working week with no bank holiday. */
export const MONDAY = new Date("2027-06-07T08:00:00Z");
export const hours = (n: number) => n * 3_600_000;

export interface SlotChoice {
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

export const wednesdayMorning: SlotChoice = {
  day: "Wednesday 9 June",
  label: "Morning, 7am–12pm",
  described: "Wednesday 9 June, morning (7am–12pm)",
  start: "2027-06-09T06:00:00.000Z",
  end: "2027-06-09T11:00:00.000Z",
};
export const wednesdayAfternoon: SlotChoice = {
  day: "Wednesday 9 June",
  label: "Afternoon, 12pm–5pm",
  described: "Wednesday 9 June, afternoon (12pm–5pm)",
  start: "2027-06-09T11:00:00.000Z",
  end: "2027-06-09T16:00:00.000Z",
};
export const thursdayMorning: SlotChoice = {
  day: "Thursday 10 June",
  label: "Morning, 7am–12pm",
  described: "Thursday 10 June, morning (7am–12pm)",
  start: "2027-06-10T06:00:00.000Z",
  end: "2027-06-10T11:00:00.000Z",
};
export const thursdayAfternoon: SlotChoice = {
  day: "Thursday 10 June",
  label: "Afternoon, 12pm–5pm",
  described: "Thursday 10 June, afternoon (12pm–5pm)",
  start: "2027-06-10T11:00:00.000Z",
  end: "2027-06-10T16:00:00.000Z",
};

export interface Plan {
  name: string;
  address: { line1: string; line2: string; town: string; postcode: string };
  book: SlotChoice;
  moveTo: SlotChoice;
}

/** Each browser states a client address of its own (the booking page's rate limit counts per address) and, from a point on, the time. */
let addresses = 0;
export function visitor(page: Page, info: TestInfo) {
  addresses += 1;
  const ip = `203.0.113.${((info.workerIndex * 50 + addresses) % 250) + 1}`;
  return (now?: Date) => page.context().setExtraHTTPHeaders({ "x-forwarded-for": ip, ...(now ? { "x-test-now": now.toISOString() } : {}) });
}

/** The first message matching, once the test SMTP server has it; kept beside the test's output as received. */
export async function received(
  smtp: TestSmtpServer,
  info: TestInfo,
  name: string,
  match: (mail: ParsedMail) => boolean,
): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(() => (found = smtp.messages.find(match)) !== undefined, { message: `the email "${name}" arrives`, timeout: 20_000 })
    .toBe(true);
  const mail = found!;
  const to = [mail.to]
    .flat()
    .map((address) => address?.text ?? "")
    .join(", ");
  const attachments = mail.attachments.map((a) => `${a.filename} (${a.contentType})`).join(", ") || "none";
  writeFileSync(
    info.outputPath(`email-${name}.txt`),
    `Subject: ${mail.subject}\nTo: ${to}\nAttachments: ${attachments}\n\n${mail.text ?? ""}`,
  );
  return mail;
}

/** The customer's page as served: private, not indexed, no referrer, and no script at all. */
export async function expectPrivateNoScript(page: Page, response: Response | null, label: string) {
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
export const axe = (javaScript: boolean) => (page: Page, label: string) =>
  javaScript ? expectNoViolations(page, label) : Promise.resolve();

/** Every state of the customer's page: as served, axe-clean, nothing sideways at 390 px; a screenshot to look at. */
export async function checkCustomerPage(page: Page, info: TestInfo, label: string, javaScript: boolean) {
  const response = await page.reload();
  await expectPrivateNoScript(page, response, label);
  await axe(javaScript)(page, label);
  await expectNoSidewaysScroll(page, label);
  await page.screenshot({ path: info.outputPath(`booking-${label.replace(/\W+/g, "-")}-${info.project.name}.png`), fullPage: true });
}

/** The quote with two photos, through the dialog (JavaScript on) or the /contact form (off). */
export async function sendQuote(page: Page, javaScript: boolean): Promise<string> {
  if (javaScript) {
    await page.goto("/");
    await waitForPageScripts(page);
    await quoteButton(page).click();
    const dialog = quoteDialog(page);
    await fillQuote(dialog);
    await quoteFields(dialog).photos.setInputFiles([fixture("garden.jpg"), fixture("sofa.png")]);
    await expect(quoteFields(dialog).chosen.getByRole("listitem")).toHaveCount(2);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/functions/v1/submit-quote")),
      quoteFields(dialog).submit.click(),
    ]);
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
export async function sendFixedPrice(staff: Page, reference: string, javaScript: boolean) {
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
  await expect(preview.getByRole("row")).toHaveText([
    /^Half van: a garage, a shed or a couple of rooms\s*£220\.00$/,
    /^Sofa or upholstered item\s*£30\.00$/,
    /^Total, fixed\s*£250\.00$/,
  ]);
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

export function expectEventAt(mail: ParsedMail, reference: string, slot: SlotChoice, address: string) {
  const event = calendarOf(mail, reference);
  expect(event.startDate.zone?.tzid).toBe("Europe/London");
  expect(event.endDate.zone?.tzid).toBe("Europe/London");
  expect(event.startDate.toJSDate().toISOString()).toBe(slot.start);
  expect(event.endDate.toJSDate().toISOString()).toBe(slot.end);
  expect(event.summary).toContain(reference);
  expect(event.location).toBe(address);
  return event;
}
