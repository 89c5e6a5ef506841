import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../app/server/db/client.server";
import type { ServerProcess } from "../server/server-process";
import { totp } from "../support/totp";
import { fixture } from "./helpers";
import { serverModules, serverOnPostgres } from "./server-modules";
import { expectNoSidewaysScroll, expectNoViolations, PASSWORD } from "./staff-helpers";

/**
 * Recording a tip run in the browser, at 390 and 1280 px: two jobs booked as customers book them
 * (the request through the public endpoint, the price sent and accepted through the server's own
 * functions) and marked done, then the tip run from its ticket on /staff/disposals: a refused form
 * keeps what was typed, the recorded run is listed, and the recycling figure shows on the inbox.
 * The server runs on PostgreSQL of its own with TEST_CLOCK=header, so the test states the day.
 */
const APP_SECRET = "disposals-browser-test-secret-0123456789abcdef";
const SITE_URL = "http://localhost:3000";

/** Monday 8 February 2027, 09:00 GMT: the jobs are booked. */
const MONDAY = new Date("2027-02-08T09:00:00Z");

let server: ServerProcess;
let app: Awaited<ReturnType<typeof serverModules>>;
let database: Database;
let stop: (() => Promise<void>) | undefined;

test.beforeAll(async () => {
  ({ server, app, database, stop } = await serverOnPostgres(APP_SECRET));
});

test.afterAll(async () => {
  await stop?.();
});

async function sendQuote(): Promise<string> {
  const form = new FormData();
  const fields = {
    name: "Jo Bloggs",
    phone: "07911 123456",
    email: "jo.bloggs@example.com",
    postcode: "RH10 1AA",
    preferredDatetime: "",
    accessNotes: "",
    description: "An old sofa and six garden bags in the garage.",
    consentGiven: "true",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("files", new Blob([readFileSync(fixture("garden.jpg"))], { type: "image/jpeg" }), "garden.jpg");
  const response = await fetch(`${server.url}/functions/v1/submit-quote`, { method: "POST", body: form, headers: { "sec-fetch-site": "same-origin", origin: server.url } });
  expect(response.status).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

/** A job booked for `slot` and collected: its booking marked done. */
async function doneJob(reference: string, slot: { date: string; id: string }): Promise<void> {
  const secret = Buffer.from(APP_SECRET, "utf8");
  const { token } = await app.sendPrice(database.db, { reference, draft: app.draft("2027-02-20"), actor: { id: null, label: "terminal" }, now: new Date(MONDAY.getTime() - 3_600_000), secret, mailDomain: "127.0.0.1" });
  const accepted = await app.acceptPrice(database.db, token, { addressLine1: "12 Oak Road", addressLine2: "", town: "Crawley", postcode: "RH10 1AA", phone: "+447911123456", slot, agree: "yes" }, { now: MONDAY, secret, mailDomain: "127.0.0.1" });
  expect(accepted.ok).toBe(true);
  const { bookings, quotes } = app.schema;
  const [quote] = await database.db.select().from(quotes).where(eq(quotes.reference, reference));
  await database.db.update(bookings).set({ status: "done" }).where(eq(bookings.quoteId, quote!.id));
}

async function signIn(page: Page, email: string) {
  const auth = app.staffAuthFor({ db: database.db, appSecret: Buffer.from(APP_SECRET, "utf8"), siteUrl: SITE_URL });
  await app.addStaff(database.db, auth, { email, name: "Sam Carter", password: PASSWORD });
  await page.goto(`${server.url}/staff/sign-in`);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  const key = (await page.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
  await page.getByLabel("Code from the app").fill(totp(key));
  await page.getByRole("button", { name: /Confirm|Turn on|Continue/ }).click();
  await expect(page.getByTestId("backup-codes").getByRole("listitem")).toHaveCount(10);
}

test("a tip run recorded against the day's two done jobs: a refused form keeps what was typed and the ticket's photo; the run is listed and the figure shown", async ({ page }, testInfo) => {
  // Each screen width has a day of its own on the shared database.
  const day = testInfo.project.name === "mobile" ? { date: "2027-02-10", label: "10 February 2027" } : { date: "2027-02-11", label: "11 February 2027" };
  const first = await sendQuote();
  const second = await sendQuote();
  await doneJob(first, { date: day.date, id: "morning" });
  await doneJob(second, { date: day.date, id: "afternoon" });
  await signIn(page, `tip-${testInfo.project.name}-${Date.now()}@example.com`);
  await page.context().setExtraHTTPHeaders({ "x-test-now": `${day.date}T16:00:00.000Z` });

  await page.goto(`${server.url}/staff`);
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Disposals" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Disposals" })).toBeVisible();
  await expect(page.getByText(`Tip run on ${day.label}`)).toBeVisible();
  const jobs = page.getByRole("group", { name: "Jobs whose waste it carried" });
  await expect(jobs.getByRole("checkbox", { name: new RegExp(first) })).toBeChecked();
  await expect(jobs.getByRole("checkbox", { name: new RegExp(second) })).toBeChecked();
  await expectNoViolations(page, "the disposals page");
  await expectNoSidewaysScroll(page, "the disposals page");

  // Kilograms typed as tonnes and a rate over 100: refused, everything typed kept.
  await page.getByRole("radio", { name: /Crawley Waste Transfer Station/ }).check();
  await page.getByLabel("Weight (tonnes)").fill("1240");
  await page.getByLabel("Recycled or recovered (%)").fill("120");
  await page.getByLabel("Of which POPs seating (kg)").fill("85");
  await page.getByLabel("Photo of the weighbridge ticket").setInputFiles(fixture("garden.jpg"));
  await page.getByRole("button", { name: "Record the tip run" }).click();
  await expect(page.getByRole("alert").first()).toContainText("Nothing was changed");
  await expect(page.getByRole("alert").first()).toContainText("enter tonnes, not kilograms");
  await expect(page.getByRole("alert").first()).toContainText("The rate is a percentage from 0 to 100.");
  await expect(page.getByLabel("Weight (tonnes)")).toHaveValue("1240");
  await expect(page.getByLabel("Weight (tonnes)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Recycled or recovered (%)")).toHaveValue("120");
  await expect(page.getByLabel("Of which POPs seating (kg)")).toHaveValue("85");
  await expect(page.getByRole("radio", { name: /Crawley Waste Transfer Station/ })).toBeChecked();
  await expect(jobs.getByRole("checkbox", { name: new RegExp(first) })).toBeChecked();
  // The ticket's photo is kept: shown, and ticked to be used; nothing to choose again.
  await expect(page.getByRole("checkbox", { name: "Keep garden.jpg" })).toBeChecked();
  await expect(page.getByRole("img", { name: "The weighbridge ticket: garden.jpg" })).toHaveJSProperty("complete", true);
  expect(await page.getByRole("img", { name: "The weighbridge ticket: garden.jpg" }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoViolations(page, "the refused tip run");
  await expectNoSidewaysScroll(page, "the refused tip run");
  await page.screenshot({ path: testInfo.outputPath(`disposals-refused-${testInfo.project.name}.png`), fullPage: true });

  // Corrected: recorded and listed with its ticket.
  await page.getByLabel("Weight (tonnes)").fill("1.24");
  await page.getByLabel("Recycled or recovered (%)").fill("92.5");
  await page.getByRole("button", { name: "Record the tip run" }).click();
  await expect(page.getByRole("status")).toContainText("The tip run was recorded.");
  const runs = page.getByRole("table", { name: /most recent tip runs/ });
  const row = runs.getByRole("row").filter({ hasText: day.label });
  await expect(row).toContainText("1.24 t");
  await expect(row).toContainText("85 kg");
  await expect(row).toContainText("92.5%");
  await expect(row).toContainText([first, second].sort().join(", "));
  const ticket = row.getByRole("link", { name: /Ticket photo/ });
  const response = await page.request.get(`${server.url}${await ticket.getAttribute("href")}`);
  expect(response.headers()["content-type"]).toBe("image/jpeg");
  await expect(page.getByText(/recycled of .* tipped/)).toBeVisible();
  await expectNoViolations(page, "the disposals page with a run");
  await expectNoSidewaysScroll(page, "the disposals page with a run");
  await page.screenshot({ path: testInfo.outputPath(`disposals-${testInfo.project.name}.png`), fullPage: true });

  // The inbox's figures: the rate and how it is worked out.
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Inbox" }).click();
  await expect(page.getByText("Recycled (12 months, from tip runs)")).toBeVisible();
  await page.getByText("How this is worked out").click();
  await expect(page.getByText(/never as recycled/)).toBeVisible();
  await expectNoViolations(page, "the inbox with the recycling figure");

  const { tipRuns, tipRunJobs } = app.schema;
  const recorded = await database.db.select().from(tipRuns).where(eq(tipRuns.tipDate, day.date));
  expect(recorded.map((run) => [run.weightKg, run.popsKg, run.recycledBasisPoints])).toEqual([[1240, 85, 9250]]);
  expect(await database.db.select().from(tipRunJobs).where(inArray(tipRunJobs.tipRunId, recorded.map((run) => run.id)))).toHaveLength(2);
});
