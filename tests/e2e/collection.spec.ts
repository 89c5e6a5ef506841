import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { freePort } from "../integration/harness";
import { startServerProcess } from "../server/server-process";
import { startSmtp } from "../support/smtp";
import { MONDAY, received, sendQuote, visitor, wednesdayMorning } from "./booking-journey";
import { drawSignature, fixture } from "./helpers";
import { serverModules } from "./server-modules";
import { addStaff, expectNoSidewaysScroll, signIn, staffEmail, staffMenu } from "./staff-helpers";
import { expectNoViolations } from "./axe";

/**
 * The booking journey continued to the law's record, on a phone (390 px; the desktop project leaves
 * this file out, see playwright.config.ts): a quote with photos, a fixed price with a sofa and a fridge
 * accepted for Wednesday morning; on the day the crew complete the job from their day's list, the
 * customer signing by drawing and by typing, a photo of the cleared space added; the note's email with
 * its PDF arrives at the test SMTP server and the PDF is checked with qpdf and read with pdftotext; the
 * customer's page offers the same file; the customer's erasure request keeps the note and removes the
 * rest; and retention, with the time passed in, keeps the note to the last day of its two years and
 * removes it the day after. The server runs on its own data with the test clock on (X-Test-Now).
 */

const job = wednesdayMorning;
/** Wednesday 9 June 2027, 10:40 UK time (BST): the crew at the door. */
const AT_THE_DOOR = new Date("2027-06-09T09:40:00Z");
const TWO_YEARS_LESS_A_DAY = new Date("2029-06-08T12:00:00Z");
const TWO_YEARS_AND_A_DAY = new Date("2029-06-10T12:00:00Z");
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** The PDF checked by qpdf (which exits 0 only for a sound file: 2 for errors, 3 for warnings) and its text as pdftotext reads it. */
function pdfText(file: string): string {
  execFileSync("qpdf", ["--check", file], { stdio: ["ignore", "ignore", "pipe"] });
  return execFileSync("pdftotext", ["-raw", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

test("booked with a sofa and a fridge, collected on the day, the note emailed and downloaded, kept through an erasure, gone two years and a day on", async ({
  browser,
  viewport,
  userAgent,
  deviceScaleFactor,
  isMobile,
  hasTouch,
}, info) => {
  test.setTimeout(300_000);
  expect(viewport?.width).toBe(390);
  const app = await serverModules();
  const smtp = await startSmtp();
  const server = await startServerProcess(await freePort(), { SMTP_URL: smtp.url, TEST_CLOCK: "header" });
  const options = { baseURL: server.url, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch };
  const customerContext = await browser.newContext(options);
  const staffContext = await browser.newContext(options);
  try {
    const page = await customerContext.newPage();
    const staff = await staffContext.newPage();
    const customerAt = visitor(page, info);
    const staffAt = visitor(staff, info);

    // 1. The quote with two photos; the office signs in and sends a fixed price with a sofa and a fridge.
    await customerAt();
    const reference = await sendQuote(page, true);
    await staffAt();
    const email = staffEmail(info, "collection");
    addStaff(email, "Sam Carter", server.dataDir);
    await signIn(staff, email);
    await staffAt(MONDAY);
    await staff.goto(`/staff/quotes/${reference}`);
    const price = staff.getByRole("region", { name: "Fixed price" });
    await price.getByLabel("Load size").selectOption("half");
    await price.getByLabel("Load price (£)").fill("220");
    await price.getByLabel("Sofas and upholstered items: how many").fill("1");
    await price.getByLabel("Sofas and upholstered items: price each (£25–£40)").fill("30");
    await price.getByLabel("Fridges and freezers: how many").fill("1");
    await price.getByLabel("Fridges and freezers: price each (£25–£40)").fill("35");
    await price.getByRole("button", { name: "Preview the price" }).click();
    await staff
      .getByRole("region", { name: "Preview: what the customer will see" })
      .getByRole("button", { name: "Send this price (£285.00) to the customer" })
      .click();
    await expect(staff.getByRole("status")).toContainText("Fixed price sent");

    // 2. The customer books Wednesday morning from the link in the email.
    const priceMail = await received(
      smtp,
      info,
      "collection-price",
      (m) => m.subject === `Your fixed price £285.00 - ${reference} - Clearwell Waste Clearance`,
    );
    const bookingPath = new URL(/See your price and book a slot: (\S+)/.exec(priceMail.text ?? "")![1]!).pathname;
    await customerAt(MONDAY);
    await page.goto(bookingPath);
    await page.getByLabel("Address line 1").fill("12 Oak Road");
    await page.getByLabel("Town").fill("Crawley");
    await page.getByLabel("Postcode").fill("RH10 1AA");
    await page.getByRole("group", { name: "Day and time" }).getByRole("group", { name: job.day }).getByLabel(job.label).check();
    await page.getByLabel("I accept this fixed price and the terms").check();
    await page.getByRole("button", { name: "Accept and book" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your collection is booked");

    // 3. On the day, at the door: the crew open the job from their list; the form is prefilled.
    await staffAt(AT_THE_DOOR);
    await staff.goto("/staff/today");
    await staff
      .getByRole("article", { name: new RegExp(reference) })
      .getByRole("link", { name: new RegExp(`^Collected\\W+complete ${reference}$`) })
      .click();
    await expect(staff.getByRole("heading", { level: 1 })).toHaveText(`Collected: ${reference}`);
    await expect(staff.locator("#line-0-wasteId")).toHaveValue("mixed-household");
    await expect(staff.locator("#line-0-vanPercent")).toHaveValue("50");
    await expect(staff.locator("#line-1-wasteId")).toHaveValue("fridges");
    await expect(staff.locator("#line-2-wasteId")).toHaveValue("pops-seating");
    await expect(staff.locator("#pops-reminder")).toContainText("tipped apart");
    await expectNoViolations(staff, "the completion form");
    await expectNoSidewaysScroll(staff, "the completion form");
    await staff.screenshot({ path: info.outputPath("completion-form-390.png"), fullPage: true });

    // The customer types their name, ticks and draws; a photo of the cleared space; paid by card.
    await staff.getByLabel("Customer's full name, typed by the customer").fill("Jo Bloggs");
    await staff.getByLabel("This describes the waste I handed over").check();
    await drawSignature(staff);
    await expect(staff.locator("#signature-png-field")).toHaveValue(/^data:image\/png;base64,/);
    await staff.getByLabel(/^Add photos/).setInputFiles(fixture("garden.jpg"));
    await staff.getByRole("radio", { name: "Card" }).check();
    await staff.getByRole("button", { name: "Issue the waste transfer note" }).click();
    await expect(staff.getByRole("status")).toContainText(/Waste transfer note WTN-2027-\d{6} issued/);
    const number = /WTN-2027-\d{6}/.exec(await staff.getByRole("status").innerText())![0];
    await expectNoViolations(staff, "the note issued");
    // Back on the crew's day the job stays, ticked, with its note and the time collected; no more buttons.
    await staff.goto("/staff/today");
    const doneCard = staff.getByRole("article", { name: new RegExp(reference) });
    await expect(doneCard).toContainText("Done");
    await expect(doneCard.getByRole("link", { name: new RegExp(number) })).toHaveAttribute("href", `/staff/notes/${number}.pdf`);
    await expect(doneCard).toContainText("10:40 BST");
    await expect(doneCard.getByRole("link", { name: /^Collected/ })).toHaveCount(0);
    await expectNoViolations(staff, "the crew's day with the job done");
    await staff.screenshot({ path: info.outputPath("today-done-390.png"), fullPage: true });

    // 4. The customer's email with the PDF, as the SMTP server received it; the file checked and read.
    const noteMail = await received(
      smtp,
      info,
      "collection-note",
      (m) => (m.subject ?? "").includes(number) && (m.subject ?? "").includes(reference),
    );
    expect([noteMail.to].flat()[0]?.text).toBe("jo.bloggs@example.com");
    const attachment = noteMail.attachments.find((a) => a.contentType === "application/pdf");
    expect(attachment?.filename).toBe(`${number}.pdf`);
    const emailed = attachment!.content;
    writeFileSync(info.outputPath(`${number}.pdf`), emailed);
    const text = pdfText(info.outputPath(`${number}.pdf`));
    writeFileSync(info.outputPath(`${number}.txt`), text);
    for (const expected of [
      number,
      reference,
      "Jo Bloggs",
      "12 Oak Road",
      "RH10 1AA",
      "Householder",
      "Clearwell Waste Clearance",
      "CBDU000000",
      "Crawley Waste Transfer Station",
      "EPR/AB0000XY",
      "20 03 01",
      "20 03 07",
      "Domestic seating waste containing POPs",
      "persistent organic pollutants",
      "20 01 23",
      "Equipment containing chlorofluorocarbons",
      "Sam Carter",
      "9 June 2027",
      // Each line to a site whose permit takes it: the seating destroyed, the fridge treated.
      "Energy Recovery Facility (POPs seating) (EPR/CD0000ZW)",
      "Fridge and Electricals Treatment Facility (EPR/GH0000ZT)",
      "of the van (about",
    ]) {
      expect(text, expected).toContain(expected);
    }
    // No money on the note: the payment is the job's sales record.
    expect(text).not.toContain("£285.00");

    // 5. The customer's page offers the same file.
    await customerAt(new Date(AT_THE_DOOR.getTime() + 3_600_000));
    await page.goto(bookingPath);
    const download = page.getByRole("link", { name: `Download note ${number} (PDF)` });
    await expect(download).toBeVisible();
    await expectNoViolations(page, "the customer's page with the note");
    await page.screenshot({ path: info.outputPath("customer-page-with-note-390.png"), fullPage: true });
    const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
    expect(file.suggestedFilename()).toBe(`${number}.pdf`);
    expect(sha256(readFileSync(await file.path()))).toBe(sha256(emailed));

    // 5b. The office finds the sofa weighed more: "Correct this note", from the request's page, the form prefilled.
    await staffAt(new Date(AT_THE_DOOR.getTime() + 2 * 3_600_000));
    await staff.goto(`/staff/quotes/${reference}`);
    await staff.getByRole("link", { name: `Correct this note ${number}` }).click();
    await expect(staff.getByRole("heading", { level: 1 })).toHaveText(`Correct note ${number}`);
    await expect(staff.locator("#line-2-wasteId")).toHaveValue("pops-seating");
    await expect(staff.locator("#line-2-siteId")).toHaveValue("pops-incinerator");
    await expectNoViolations(staff, "the correction form");
    await expectNoSidewaysScroll(staff, "the correction form");
    await staff.locator("#line-2-weightKg").fill("60");
    await staff.getByRole("button", { name: "Issue the corrected note" }).click();
    // The reason is required: refused at its field, the new weight kept.
    await expect(staff.getByRole("alert").first()).toContainText("Say what was wrong and what the correction changes.");
    await expect(staff.locator("#line-2-weightKg")).toHaveValue("60");
    await staff.getByLabel("What was wrong, and what the correction changes").fill("The sofa weighed 60 kg, not 40 kg.");
    await staff.getByRole("button", { name: "Issue the corrected note" }).click();
    await expect(staff.getByRole("status")).toContainText("The corrected waste transfer note was issued");
    const notes = staff.getByRole("region", { name: "Waste transfer notes" });
    const corrected = /WTN-2027-\d{6}/.exec((await notes.getByText(`Replaced by`).innerText())!)![0];
    expect(corrected).not.toBe(number);
    await staff.screenshot({ path: info.outputPath("request-corrected-390.png"), fullPage: true });
    const correctionMail = await received(smtp, info, "collection-correction", (m) => (m.subject ?? "").includes(corrected));
    expect(correctionMail.subject).toBe(`Your corrected waste transfer note ${corrected} - ${reference}`);
    expect(correctionMail.text).toContain(`replaces note ${number}. What changed: The sofa weighed 60 kg, not 40 kg.`);
    const correctedPdf = correctionMail.attachments.find((a) => a.contentType === "application/pdf")!.content;
    writeFileSync(info.outputPath(`${corrected}.pdf`), correctedPdf);
    const correctedText = pdfText(info.outputPath(`${corrected}.pdf`));
    expect(correctedText).toContain(`This note corrects and replaces note ${number}`);
    expect(correctedText).toContain("What was corrected: The sofa weighed 60 kg, not 40 kg.");
    // The customer's page now offers the corrected note only.
    await page.goto(bookingPath);
    await expect(page.getByRole("link", { name: `Download note ${corrected} (PDF)` })).toBeVisible();
    await expect(page.getByRole("link", { name: `Download note ${number} (PDF)` })).toHaveCount(0);

    // 6. The customer asks to be erased: the erase screen says the note stays; the rest goes.
    const uploads = path.join(server.dataDir, "uploads");
    const requestFolder = readdirSync(uploads).find((folder) => existsSync(path.join(uploads, folder, "cleared-1.jpg")))!;
    expect(requestFolder, "the cleared space's photo is in the request's folder").toBeTruthy();
    expect(readdirSync(path.join(uploads, requestFolder))).toEqual(expect.arrayContaining(["photo-1.jpg", "cleared-1.jpg"]));
    await staff.goto(`/staff/quotes/${reference}`);
    const erase = staff.getByRole("region", { name: "Erase this request" });
    await expect(erase).toContainText(
      `The waste transfer note ${number} is kept until 9 June 2029, and ${corrected} is kept until 9 June 2029 because the law requires it; everything else is erased.`,
    );
    await expect(erase).toContainText("its photos, description, email address, phone, notes, emails and its booking's details");
    await erase.getByLabel(`Type ${reference} to confirm`).fill(reference);
    await erase.getByRole("button", { name: "Erase for good" }).click();
    await expect(staff.getByRole("status")).toContainText(`The waste transfer note ${number} is kept until 9 June 2029`);
    // The notes are still found, by postcode district and date, from the staff menu: both, with what was kept.
    await (await staffMenu(staff)).getByRole("link", { name: "Notes" }).click();
    // The filters but the note's number are folded after the list until one is in use.
    await staff.getByRole("search", { name: "More filters" }).getByText("More filters").click();
    await staff.getByLabel("Postcode", { exact: true }).fill("RH10");
    await staff.getByLabel("Transferred from").fill("2027-06-09");
    await staff.getByLabel("Transferred to").fill("2027-06-09");
    await staff.getByRole("button", { name: "Search", exact: true }).click();
    const found = staff.getByRole("table");
    await expect(found).toContainText(number);
    await expect(found).toContainText(corrected);
    await expect(found).toContainText(`Superseded by ${corrected}`);
    await expect(found).toContainText("Request erased");
    await expect(found).not.toContainText("Jo Bloggs");
    await expectNoViolations(staff, "the notes after the erasure");
    await expectNoSidewaysScroll(staff, "the notes after the erasure");
    await staff.screenshot({ path: info.outputPath("notes-after-erasure-390.png"), fullPage: true });
    await expectNoViolations(staff, "the inbox after the erasure");
    expect(existsSync(path.join(uploads, requestFolder)), "the request's photos are gone").toBe(false);
    expect((await staff.goto(`/staff/quotes/${reference}`))?.status()).toBe(404);
    const customerLink = await page.goto(bookingPath);
    expect(customerLink?.status(), "the customer's link no longer opens anything").toBe(404);
    // The superseded note, kept: shown marked, and the file as issued byte for byte.
    const shown = await staff.request.get(`/staff/notes/${number}.pdf`);
    expect(shown.status()).toBe(200);
    writeFileSync(info.outputPath(`${number}-shown.pdf`), await shown.body());
    expect(pdfText(info.outputPath(`${number}-shown.pdf`))).toContain(`SUPERSEDED by note ${corrected}`);
    const kept = await staff.request.get(`/staff/notes/${number}.pdf?as=issued`);
    expect(kept.status()).toBe(200);
    const keptBytes = Buffer.from(await kept.body());
    expect(sha256(keptBytes), "the note is kept as issued").toBe(sha256(emailed));
    const { wasteNotes, quotes, bookings } = app.schema;

    // 7. Retention, with the time passed in: kept to the end of its two years, gone the day after.
    await server.stop();
    const database = await app.openDatabase({ dataDir: server.dataDir });
    try {
      const deps = { database, photoStore: app.diskPhotoStore(uploads), env: { dataDir: server.dataDir } };
      expect(await database.db.select().from(quotes).where(eq(quotes.reference, reference))).toHaveLength(0);
      expect(await database.db.select().from(bookings)).toHaveLength(0);
      const [note] = await database.db.select().from(wasteNotes).where(eq(wasteNotes.number, number));
      expect(note).toMatchObject({ customerName: "Jo Bloggs", placeLine1: "12 Oak Road", quoteId: null });
      const noteFolder = path.join(uploads, note!.id);
      expect(readdirSync(noteFolder)).toEqual([`${number.toLowerCase()}.pdf`]);

      expect((await app.applyRetention(deps, TWO_YEARS_LESS_A_DAY)).notesDeleted).toBe(0);
      expect(await database.db.select().from(wasteNotes).where(eq(wasteNotes.number, number))).toHaveLength(1);
      expect(existsSync(noteFolder)).toBe(true);

      // The note and its correction, both issued that day, go together.
      expect((await app.applyRetention(deps, TWO_YEARS_AND_A_DAY)).notesDeleted).toBe(2);
      expect(await database.db.select().from(wasteNotes).where(eq(wasteNotes.number, number))).toHaveLength(0);
      expect(existsSync(noteFolder), "the note's PDF is gone").toBe(false);
    } finally {
      await database.close();
    }
  } finally {
    await customerContext.close();
    await staffContext.close();
    await server.stop();
    await smtp.close();
  }
});
