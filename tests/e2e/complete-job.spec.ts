import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { bookOverServer, officeServerPerFile, sendQuoteOverHttp, signInNewStaff } from "../support/office-server";
import { drawSignature } from "./helpers";
import { expectNoSidewaysScroll } from "./staff-helpers";
import { expectNoViolations } from "./axe";

/**
 * "Collected" on the crew's phone: a booked job (a half load and a sofa) completed from the crew's
 * day with a fridge added, the customer signing by drawing and by typing; the note issued, the
 * customer's email with the PDF written to the server's outbox, the PDF's text read with pdftotext.
 * Without JavaScript the same form takes the typed signature alone. The server runs on PostgreSQL of
 * its own with TEST_CLOCK=header, so "now" is the job's day.
 */
const APP_SECRET = "complete-job-browser-test-secret-0123456789";
/** Monday 8 February 2027, 09:00 GMT: the price is accepted for Wednesday morning. */
const MONDAY = new Date("2027-02-08T09:00:00Z");
/** Wednesday, at the job. */
const WEDNESDAY = new Date("2027-02-10T10:42:00Z");

const office = officeServerPerFile(APP_SECRET);

/** A request through the public endpoint, its fixed price (a half load and a sofa) sent and accepted for Wednesday morning. */
async function bookedJob(email: string): Promise<string> {
  const reference = await sendQuoteOverHttp(office.server.url, {
    email,
    accessNotes: "",
    description: "An old sofa, a fridge and bags from the garage.",
  });
  await bookOverServer(office, reference, { date: "2027-02-10", id: "morning" }, { acceptedAt: MONDAY, validUntil: "2027-02-20" });
  return reference;
}

async function signIn(page: Page, email: string) {
  await signInNewStaff(page, office, email);
  await page.context().setExtraHTTPHeaders({ "x-test-now": WEDNESDAY.toISOString() });
}

/** The note's email in the server's outbox (no SMTP here): its PDF attachment's text. */
async function notePdfText(reference: string, number: string): Promise<{ subject: string; text: string }> {
  const dir = path.join(office.server.dataDir, "outbox");
  let file: string | undefined;
  await expect
    .poll(
      () => {
        file = readdirSync(dir).find(
          (name) =>
            name.endsWith(".eml") &&
            name.startsWith(reference.toLowerCase()) &&
            readFileSync(path.join(dir, name), "latin1").includes(number.toLowerCase()),
        );
        return Boolean(file);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const mail = await simpleParser(readFileSync(path.join(dir, file!)));
  const pdf = mail.attachments.find((a) => a.contentType === "application/pdf");
  expect(pdf?.filename).toBe(`${number}.pdf`);
  const text = execFileSync("pdftotext", ["-raw", "-", "-"], { input: pdf!.content, encoding: "utf8" }).replace(/\s+/g, " ");
  return { subject: mail.subject ?? "", text };
}

test("the crew completes a job with a sofa and a fridge; the customer draws and types a signature; the note is emailed", async ({
  page,
}, testInfo) => {
  // A journey of many pages, each checked by axe: allowed time for a loaded two-core machine.
  test.setTimeout(120_000);
  const email = `jo-${testInfo.project.name}-${Date.now()}@example.com`;
  const reference = await bookedJob(email);
  await signIn(page, `crew-js-${testInfo.project.name}-${Date.now()}@example.com`);

  await page.goto(`${office.server.url}/staff/today`);
  const card = page.getByRole("article", { name: new RegExp(reference) });
  await card.getByRole("link", { name: new RegExp(`^Collected\\W+complete ${reference}$`) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Collected: ${reference}`);
  // Prefilled from the price: the half load as mixed household waste, the sofa as POPs seating, and the reminder.
  await expect(page.locator("#line-0-wasteId")).toHaveValue("mixed-household");
  await expect(page.locator("#line-0-vanPercent")).toHaveValue("50");
  await expect(page.locator("#line-1-wasteId")).toHaveValue("pops-seating");
  await expect(page.locator("#line-1-description")).toHaveValue("Domestic seating waste containing POPs");
  await expect(page.locator("#pops-reminder")).toContainText("tipped apart");
  // The drawing area appears with the script.
  await expect(page.locator("#signature-canvas")).toBeVisible();
  await expectNoViolations(page, "the completion form");
  await expectNoSidewaysScroll(page, "the completion form");
  await page.screenshot({ path: testInfo.outputPath(`complete-form-${testInfo.project.name}.png`), fullPage: true });

  // A fridge on a line of its own: "Add a line" brings the form back at the new line, nothing typed lost.
  await page.getByLabel("Customer's full name, typed by the customer").fill("Jo Bloggs");
  await expect(page.locator("#line-2-wasteId")).toHaveCount(0);
  await page.getByRole("button", { name: "Add a line" }).click();
  await expect(page).toHaveURL(/#line-2$/);
  await expect(page.locator("#line-2")).toBeInViewport();
  await expect(page.getByLabel("Customer's full name, typed by the customer")).toHaveValue("Jo Bloggs");
  await expect(page.locator("#line-1-wasteId")).toHaveValue("pops-seating");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.locator("#line-2-wasteId").selectOption("fridges");
  // The whole form for a three-line job: at most four screens of a 390 × 844 phone.
  const height = (await page.locator("main form").first().boundingBox())!.height;
  const screen = page.viewportSize()!.height;
  testInfo.annotations.push({
    type: "completion form height",
    description: `${Math.round(height)} px, the page ${await page.evaluate(() => document.documentElement.scrollHeight)} px (screen ${screen} px)`,
  });
  if (testInfo.project.name === "mobile") expect(height).toBeLessThanOrEqual(4 * screen);
  await page.screenshot({ path: testInfo.outputPath(`complete-form-three-lines-${testInfo.project.name}.png`), fullPage: true });
  // The customer's signature drawn and typed, paid by card.
  await page.locator("#line-2-weightKg").fill("45000");
  await page.getByLabel("Customer's full name, typed by the customer").fill("Jo Bloggs");
  await page.getByLabel("This describes the waste I handed over").check();
  // An absurd weight: refused at its field and in the summary, nothing typed lost.
  await page.getByRole("button", { name: "Issue the waste transfer note" }).click();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "Nothing was changed" })
      .getByRole("link", { name: "The weight is at most 5,000 kg: check it." }),
  ).toHaveAttribute("href", "#line-2-weightKg");
  await expect(page.locator("#line-2-weightKg")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Customer's full name, typed by the customer")).toHaveValue("Jo Bloggs");
  await expectNoViolations(page, "the completion form with an error");
  await page.locator("#line-2-weightKg").fill("45");
  await drawSignature(page);
  await expect(page.locator("#signature-png-field")).toHaveValue(/^data:image\/png;base64,/);
  await page.getByRole("radio", { name: "Card" }).check();
  await page.getByRole("button", { name: "Issue the waste transfer note" }).click();

  await expect(page.getByRole("status")).toContainText(/Waste transfer note WTN-2027-\d{6} issued/);
  const number = /WTN-2027-\d{6}/.exec((await page.getByRole("status").innerText())!)![0];
  await expect(page.getByRole("link", { name: `Download note ${number} (PDF)` })).toHaveAttribute("href", `/staff/notes/${number}.pdf`);
  await expectNoViolations(page, "the note issued");

  const { wasteNotes } = office.app.schema;
  const [note] = await office.database.db.select().from(wasteNotes).where(eq(wasteNotes.number, number));
  expect(note!.signaturePng?.subarray(0, 4).toString("hex")).toBe("89504e47");
  expect(note!.signatureName).toBe("Jo Bloggs");

  const { text } = await notePdfText(reference, number);
  for (const expected of [
    number,
    reference,
    "Jo Bloggs",
    "12 Oak Road",
    "20 03 01",
    "20 03 07",
    "Domestic seating waste containing POPs",
    "20 01 23",
    "Equipment containing chlorofluorocarbons",
    "45 kg",
    "Sam Carter",
    // Each line to its own site: the seating to the site that destroys it, the fridge to the one that treats it.
    "Energy Recovery Facility (POPs seating) (EPR/CD0000ZW)",
    "Fridge and Electricals Treatment Facility (EPR/GH0000ZT)",
    "Date and time Wednesday 10 February 2027, 10:42 GMT",
  ]) {
    expect(text, expected).toContain(expected);
  }
  // The payment is the job's sales record, not on the note.
  expect(text).not.toContain("£245.00");
  const { salesRecords } = office.app.schema;
  const sales = await office.database.db.select().from(salesRecords).where(eq(salesRecords.jobReference, reference));
  expect(sales).toMatchObject([{ amountPence: 24500, method: "card", paidOn: "2027-02-10" }]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same form takes a typed signature; a bad SIC code is refused at its field with nothing typed lost", async ({
    page,
  }, testInfo) => {
    const reference = await bookedJob(`jo-nojs-${testInfo.project.name}-${Date.now()}@example.com`);
    await signIn(page, `crew-nojs-${testInfo.project.name}-${Date.now()}@example.com`);
    await page.goto(`${office.server.url}/staff/today`);
    await page
      .getByRole("article", { name: new RegExp(reference) })
      .getByRole("link", { name: new RegExp(`^Collected\\W+complete ${reference}$`) })
      .click();
    // No script: no drawing area. "Add a line" is a plain post.
    await expect(page.locator("#signature-canvas")).toBeHidden();
    await page.getByRole("button", { name: "Add a line" }).click();
    await page.locator("#line-2-wasteId").selectOption("fridges");
    await page.locator("#line-2-weightKg").fill("45");
    await page.getByRole("radio", { name: "A business" }).check();
    // Folded away for a householder; without the script it opens with a tap.
    await page.getByText("A business: its details").click();
    await page.getByLabel("Business name").fill("Oak Road Cafe Ltd");
    await page.getByLabel("SIC code").fill("5610");
    await page.getByLabel(/applied the waste hierarchy/).check();
    await page.getByLabel("Customer's full name, typed by the customer").fill("Jo Bloggs");
    await page.getByLabel("This describes the waste I handed over").check();
    await page.getByRole("radio", { name: "Cash" }).check();
    await page.getByRole("button", { name: "Issue the waste transfer note" }).click();

    const summary = page.getByRole("alert").filter({ hasText: "Nothing was changed" });
    await expect(summary.getByRole("link", { name: "The SIC code is five digits, e.g. 38110." })).toHaveAttribute("href", "#sicCode");
    await expect(page.locator("#sicCode-error")).toHaveText(/five digits/);
    await expect(page.getByText("Nothing typed was lost: correct what is marked")).toBeVisible();
    await expect(page.getByLabel("Business name")).toHaveValue("Oak Road Cafe Ltd");
    await expect(page.locator("#line-2-wasteId")).toHaveValue("fridges");
    await expect(page.getByLabel("Customer's full name, typed by the customer")).toHaveValue("Jo Bloggs");
    await page.screenshot({ path: testInfo.outputPath(`complete-error-${testInfo.project.name}.png`), fullPage: true });

    await page.getByLabel("SIC code").fill("56101");
    await page.getByRole("button", { name: "Issue the waste transfer note" }).click();
    await expect(page.getByRole("status")).toContainText(/Waste transfer note WTN-2027-\d{6} issued/);
    const number = /WTN-2027-\d{6}/.exec((await page.getByRole("status").innerText())!)![0];
    const { wasteNotes } = office.app.schema;
    const [note] = await office.database.db.select().from(wasteNotes).where(eq(wasteNotes.number, number));
    expect(note).toMatchObject({
      customerRole: "business",
      sicCode: "56101",
      signatureName: "Jo Bloggs",
      signaturePng: null,
      paymentMethod: null,
    });
    const { salesRecords } = office.app.schema;
    expect(await office.database.db.select().from(salesRecords).where(eq(salesRecords.jobReference, reference))).toMatchObject([
      { method: "cash" },
    ]);
    const { text } = await notePdfText(reference, number);
    expect(text).toContain("56101");
    expect(text).toContain("Oak Road Cafe Ltd");
  });
});
