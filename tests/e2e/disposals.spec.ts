import { expect, test, type Page } from "@playwright/test";
import { eq, inArray } from "drizzle-orm";
import { fixture } from "./helpers";
import { bookOverServer, officeServerPerFile, sendQuoteOverHttp, signInNewStaff } from "../support/office-server";
import { expectNoSidewaysScroll, staffMenu } from "./staff-helpers";
import { expectNoViolations } from "./axe";

/**
 * Recording a tip run in the browser, at 390 and 1280 px: two jobs booked as customers book them
 * (the request through the public endpoint, the price sent and accepted through the server's own
 * functions) and marked done, then the tip run from its ticket on /staff/disposals: a refused form
 * keeps what was typed, a weight far above what the jobs could hold is asked about (the figures side by
 * side, everything kept) and confirmed, the recorded run is listed, and the recycling figure shows on the inbox.
 * The server runs on PostgreSQL of its own with TEST_CLOCK=header, so the test states the day.
 */
const APP_SECRET = "disposals-browser-test-secret-0123456789abcdef";

/** Monday 8 February 2027, 09:00 GMT: the jobs are booked. */
const MONDAY = new Date("2027-02-08T09:00:00Z");

const office = officeServerPerFile(APP_SECRET);

/** A request with a photo of the garden, through the public endpoint. */
const sendQuote = () =>
  sendQuoteOverHttp(office.server.url, { accessNotes: "", description: "An old sofa and six garden bags in the garage." }, ["garden.jpg"]);

/** A job booked for `slot`. */
async function bookedJob(reference: string, slot: { date: string; id: string }): Promise<void> {
  await bookOverServer(office, reference, slot, { acceptedAt: MONDAY, validUntil: "2027-02-20" });
}

/** The job collected on its day, its note issued by the server as the crew's form sends it (the customer not there). */
async function collected(page: Page, reference: string, time: string): Promise<void> {
  const { bookings, quotes } = office.app.schema;
  const [quote] = await office.database.db.select().from(quotes).where(eq(quotes.reference, reference));
  const [booking] = await office.database.db.select().from(bookings).where(eq(bookings.quoteId, quote!.id));
  const done = await page.request.post(`${office.server.url}/staff/jobs/${booking!.id}/complete`, {
    form: {
      "line-0-wasteId": "mixed-household",
      "line-0-vanPercent": "50",
      "line-0-containment": "bags",
      customerName: "Jo Bloggs",
      transferTime: time,
      present: "not-present",
      reason: "Left out at the front",
    },
    headers: { "x-test-now": `${booking!.slotDate}T15:00:00.000Z` },
    maxRedirects: 0,
  });
  expect(done.status(), await done.text()).toBe(303);
}

test("a tip run recorded against the day's two done jobs: a refused form keeps what was typed and the ticket's photo; the run is listed and the figure shown", async ({
  page,
}, testInfo) => {
  // A journey of many pages, each checked by axe: allowed time for a loaded two-core machine.
  test.setTimeout(120_000);
  // Each screen width has a day of its own on the shared office.database.
  const day =
    testInfo.project.name === "mobile"
      ? { date: "2027-02-10", label: "10 February 2027" }
      : { date: "2027-02-11", label: "11 February 2027" };
  const first = await sendQuote();
  const second = await sendQuote();
  await bookedJob(first, { date: day.date, id: "morning" });
  await bookedJob(second, { date: day.date, id: "afternoon" });
  await signInNewStaff(page, office, `tip-${testInfo.project.name}-${Date.now()}@example.com`);
  await collected(page, first, "11:00");
  await collected(page, second, "14:30");
  await page.context().setExtraHTTPHeaders({ "x-test-now": `${day.date}T16:00:00.000Z` });

  await page.goto(`${office.server.url}/staff`);
  await (await staffMenu(page)).getByRole("link", { name: "Disposals" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Disposals" })).toBeVisible();
  await expect(page.getByText(`Tip run on ${day.label}`)).toBeVisible();
  const jobs = page.getByRole("group", { name: "Jobs whose waste it carried" });
  await expect(jobs.getByRole("checkbox", { name: new RegExp(first) })).toBeChecked();
  await expect(jobs.getByRole("checkbox", { name: new RegExp(second) })).toBeChecked();
  await expectNoViolations(page, "the disposals page");
  await expectNoSidewaysScroll(page, "the disposals page");

  // Kilograms typed as tonnes, a rate over 100, and sofas at a site that does not destroy them: refused, everything typed kept.
  await page.getByRole("radio", { name: /Crawley Waste Transfer Station/ }).check();
  await page.getByLabel("Weight (tonnes)").fill("1240");
  await page.getByLabel("Recycled or recovered (%)").fill("120");
  await page.getByLabel("Of which POPs seating (kg)").fill("85");
  await page.getByLabel("Photo of the weighbridge ticket").setInputFiles(fixture("garden.jpg"));
  await page.getByRole("button", { name: "Record the tip run" }).click();
  await expect(page.getByRole("alert").first()).toContainText("Nothing was changed");
  await expect(page.getByRole("alert").first()).toContainText("enter tonnes, not kilograms");
  await expect(page.getByRole("alert").first()).toContainText("The rate is a percentage from 0 to 100.");
  await expect(page.getByRole("alert").first()).toContainText("Crawley Waste Transfer Station does not destroy seating containing POPs");
  await expect(page.getByLabel("Weight (tonnes)")).toHaveValue("1240");
  await expect(page.getByLabel("Weight (tonnes)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Recycled or recovered (%)")).toHaveValue("120");
  await expect(page.getByLabel("Of which POPs seating (kg)")).toHaveValue("85");
  await expect(page.getByRole("radio", { name: /Crawley Waste Transfer Station/ })).toBeChecked();
  await expect(jobs.getByRole("checkbox", { name: new RegExp(first) })).toBeChecked();
  // The ticket's photo is kept: shown, and ticked to be used; nothing to choose again.
  await expect(page.getByRole("checkbox", { name: "Keep garden.jpg" })).toBeChecked();
  await expect(page.getByRole("img", { name: "The weighbridge ticket: garden.jpg" })).toHaveJSProperty("complete", true);
  expect(
    await page.getByRole("img", { name: "The weighbridge ticket: garden.jpg" }).evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  await expectNoViolations(page, "the refused tip run");
  await expectNoSidewaysScroll(page, "the refused tip run");
  await page.screenshot({ path: testInfo.outputPath(`disposals-refused-${testInfo.project.name}.png`), fullPage: true });

  // Corrected (the sofas go to the energy recovery facility on a run of their own), but the weight typed as 4.8 t: more than
  // the two half-van jobs could hold. Not recorded: the second step shows the figures side by side, everything kept.
  await page.getByLabel("Of which POPs seating (kg)").fill("0");
  await page.getByLabel("Weight (tonnes)").fill("4.8");
  await page.getByLabel("Recycled or recovered (%)").fill("92.5");
  await page.getByRole("button", { name: "Record the tip run" }).click();
  await expect(page.getByRole("alert").first()).toContainText("Not recorded yet:");
  await expect(page.getByRole("alert").first()).toContainText("The weight, 4.80 t, is more than what the chosen jobs' loads could hold");
  const check = page.getByRole("region", { name: "Check the weight" });
  await expect(check.getByRole("definition").first()).toHaveText("4.80 t");
  await expect(check.getByText("What the chosen jobs' loads could hold", { exact: true })).toBeVisible();
  const loads = check.getByRole("table", { name: /Each chosen job's load/ });
  for (const reference of [first, second]) {
    const job = loads.getByRole("row").filter({ hasText: reference });
    await expect(job).toContainText("Half van booked (50% of the van); 50% of the van on its note");
    await expect(job).toContainText("up to 1.125 t");
  }
  await expect(check).toContainText("A full van (15 m³) holds up to 2.25 t");
  await expect(page.getByLabel("Weight (tonnes)")).toHaveValue("4.8");
  await expect(page.getByLabel("Recycled or recovered (%)")).toHaveValue("92.5");
  await expect(page.getByLabel("Of which POPs seating (kg)")).toHaveValue("0");
  await expect(page.getByRole("radio", { name: /Crawley Waste Transfer Station/ })).toBeChecked();
  await expect(jobs.getByRole("checkbox", { name: new RegExp(second) })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Keep garden.jpg" })).toBeChecked();
  const confirm = page.getByRole("checkbox", { name: "The weight is right: save it" });
  await expect(confirm).not.toBeChecked();
  await expectNoViolations(page, "the tip run's weight to confirm");
  await expectNoSidewaysScroll(page, "the tip run's weight to confirm");
  await page.screenshot({ path: testInfo.outputPath(`disposals-confirm-${testInfo.project.name}.png`), fullPage: true });

  // The ticket says 4.8 t (the van went twice): confirmed, recorded with the kept photo and listed with its ticket.
  await confirm.check();
  await page.getByRole("button", { name: "Record the tip run" }).click();
  await expect(page.getByRole("status")).toContainText("The tip run was recorded.");
  const runs = page.getByRole("table", { name: /most recent tip runs/ });
  const row = runs.getByRole("row").filter({ hasText: day.label });
  await expect(row).toContainText("4.80 t");
  await expect(row).toContainText("0 kg");
  await expect(row).toContainText("92.5%");
  await expect(row).toContainText([first, second].sort().join(", "));
  const ticket = row.getByRole("link", { name: /Ticket photo/ });
  const response = await page.request.get(`${office.server.url}${await ticket.getAttribute("href")}`);
  expect(response.headers()["content-type"]).toBe("image/jpeg");
  await expect(page.getByText(/recycled of .* tipped/)).toBeVisible();
  await expectNoViolations(page, "the disposals page with a run");
  await expectNoSidewaysScroll(page, "the disposals page with a run");
  await page.screenshot({ path: testInfo.outputPath(`disposals-${testInfo.project.name}.png`), fullPage: true });

  // The inbox's figures: the rate and how it is worked out.
  await (await staffMenu(page)).getByRole("link", { name: "Inbox" }).click();
  await expect(page.getByText("Recycled (12 months, from tip runs)")).toBeVisible();
  await page.getByText("How this is worked out").click();
  await expect(page.getByText(/never as recycled/)).toBeVisible();
  await expectNoViolations(page, "the inbox with the recycling figure");

  const { tipRuns, tipRunJobs } = office.app.schema;
  const recorded = await office.database.db.select().from(tipRuns).where(eq(tipRuns.tipDate, day.date));
  expect(recorded.map((run) => [run.weightKg, run.popsKg, run.recycledBasisPoints])).toEqual([[4800, 0, 9250]]);
  const { auditLog } = office.app.schema;
  const confirmed = await office.database.db.select().from(auditLog).where(eq(auditLog.action, "tip-run-recorded"));
  expect(confirmed.map((entry) => entry.detail).filter((detail) => detail?.includes(`tip run on ${day.date}`))).toEqual([
    expect.stringContaining("weight confirmed above what its jobs' loads could hold: 4.80 t entered, their loads up to 2.25 t"),
  ]);
  expect(
    await office.database.db
      .select()
      .from(tipRunJobs)
      .where(
        inArray(
          tipRunJobs.tipRunId,
          recorded.map((run) => run.id),
        ),
      ),
  ).toHaveLength(2);
});
