import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Browser } from "@playwright/test";
import { e2eDataDir } from "../../playwright.config";
import { unusedCode } from "../support/totp";
import { fillQuote, fixture, quoteButton, quoteDialog, quoteFields, waitForPageScripts } from "./helpers";
import { addStaff, ownAddress, PASSWORD, signIn, staffCommand, staffEmail } from "./staff-helpers";
import { expectNoViolations } from "./axe";

/**
 * The staff side as a new member of staff meets it: added from the terminal, first sign-in with the
 * forced authenticator set-up, then the inbox. Each viewport works with its own account.
 */

test.describe("staff sign-in", () => {
  test("a new member of staff is added from the terminal, signs in, sets up the authenticator, and signs out everywhere", async ({
    page,
    browser,
  }, testInfo) => {
    // A journey of many pages, each checked by axe: allowed time for a loaded two-core machine.
    test.setTimeout(120_000);
    const email = staffEmail(testInfo);
    addStaff(email, "Sam Carter");
    await ownAddress(page, testInfo);

    // Every staff page sends a visitor without a session to the sign-in.
    await page.goto("/staff/account");
    await expect(page).toHaveURL(/\/staff\/sign-in\?next=%2Fstaff%2Faccount$/);
    await expectNoViolations(page, "sign-in");

    // A wrong password: a clear message, the email kept, the password not.
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password").fill("not the password at all");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.getByLabel("Email address")).toHaveValue(email);
    await expect(page.getByLabel("Password")).toHaveValue("");
    await expectNoViolations(page, "sign-in with an error");

    // First sign-in: the authenticator set-up comes before anything else.
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/authenticator/i);
    await expect(page.getByRole("img", { name: /QR code/i })).toBeVisible();
    await expectNoViolations(page, "set-up");
    await page.goto("/staff/account");
    await expect(page).toHaveURL(/\/staff\/setup/);
    const key = (await page.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
    expect(key).toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByLabel("Code from the app").fill("000000");
    await page.getByRole("button", { name: /Confirm|Turn on|Continue/ }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expectNoViolations(page, "set-up with a wrong code");
    // Each code is good once: the second browser's sign-in takes a step not typed yet.
    await page.getByLabel("Code from the app").fill(unusedCode(key));
    await page.getByRole("button", { name: /Confirm|Turn on|Continue/ }).click();
    await expect(page.getByTestId("backup-codes").getByRole("listitem")).toHaveCount(10);
    await expectNoViolations(page, "backup codes");
    await page.screenshot({ path: testInfo.outputPath("backup-codes.png"), fullPage: true });

    // The account page, and a second browser signed in with a code.
    await page.goto("/staff/account");
    await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
    await expectNoViolations(page, "account");
    const other = await browser.newContext();
    const second = await other.newPage();
    await ownAddress(second, testInfo);
    await signIn(second, email, key);
    await second.goto("/staff/account");
    await expect(second.getByRole("heading", { name: "Your account" })).toBeVisible();

    await page.getByRole("button", { name: /Sign out everywhere/i }).click();
    await expect(page).toHaveURL(/\/staff\/sign-in/);
    await second.goto("/staff/account");
    await expect(second).toHaveURL(/\/staff\/sign-in/);
    await other.close();
  });
});

/** The .eml copies of emails (no SMTP in the browser tests) that mention `text`. */
function emlFilesMentioning(text: string): string[] {
  const dir = path.join(e2eDataDir, "outbox");
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((name) => name.endsWith(".eml") && readFileSync(path.join(dir, name), "latin1").includes(text));
}

test.describe("the staff inbox", () => {
  test("a quote sent through the public dialog is found, worked on, exported and erased", async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const tag = `${testInfo.project.name}${testInfo.workerIndex}${Date.now().toString(36)}`;
    const customerEmail = `jo.${tag}@example.com`;

    // A customer sends a quote with two photos through the dialog.
    await ownAddress(page, testInfo);
    await page.goto("/");
    await waitForPageScripts(page);
    await quoteButton(page).click();
    const dialog = quoteDialog(page);
    await fillQuote(dialog, { name: "Jo Staffcheck", email: customerEmail, access: "=SUM(1,2) side gate, park on the drive." });
    await quoteFields(dialog).photos.setInputFiles([fixture("garden.jpg"), fixture("sofa.png")]);
    await expect(quoteFields(dialog).chosen.getByRole("listitem")).toHaveCount(2);
    const sent = page.waitForResponse((r) => r.url().endsWith("/functions/v1/submit-quote"));
    await quoteFields(dialog).submit.click();
    const response = await sent;
    expect(response.status()).toBe(201);
    const { reference } = (await response.json()) as { reference: string };

    // A new member of staff signs in for the first time and lands in the inbox.
    const email = staffEmail(testInfo);
    addStaff(email, `Alex Reed ${tag}`);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/staff$/);
    await expect(page.getByRole("heading", { level: 1, name: "Quote requests" })).toBeVisible();
    await expect(page.getByRole("img", { name: /Requests per week/ })).toBeVisible();
    await expectNoViolations(page, "inbox list");
    await page.screenshot({ path: testInfo.outputPath("inbox.png"), fullPage: true });

    // Found by its reference, and by the customer's email.
    await page.getByRole("searchbox", { name: /Search/ }).fill(customerEmail);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("link", { name: reference })).toBeVisible();
    await page.getByRole("searchbox", { name: /Search/ }).fill(reference);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: reference }) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Jo Staffcheck");
    await expect(row).toContainText("2");
    const quoteId = await page.getByRole("checkbox", { name: `Select ${reference}` }).getAttribute("value");
    expect(quoteId).toMatch(/^[0-9a-f-]{36}$/);
    expect(existsSync(path.join(e2eDataDir, "uploads", quoteId!))).toBe(true);
    await page.getByRole("searchbox", { name: /Search/ }).fill("no-such-customer-anywhere");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("link", { name: reference })).toHaveCount(0);
    await expectNoViolations(page, "inbox search with no results");
    await page.getByRole("link", { name: /Spam/ }).first().click();
    await expectNoViolations(page, "spam tab");

    // One quote: every field, photos, the links to answer.
    await page.goto(`/staff?q=${reference}`);
    await page.getByRole("link", { name: reference }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Request ${reference}` })).toBeVisible();
    await expect(page.getByText("Jo Staffcheck")).toBeVisible();
    await expect(page.getByText(customerEmail).first()).toBeVisible();
    await expect(page.getByRole("link", { name: /Call/ })).toHaveAttribute("href", /^tel:/);
    await expect(page.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
      "href",
      new RegExp(`^https://wa\\.me/\\d+\\?text=.*${reference}`),
    );
    await expect(page.getByRole("link", { name: /Email reply/ })).toHaveAttribute("href", new RegExp(`^mailto:.*${reference}`));
    const thumbs = page.getByRole("region", { name: /Photos/ }).getByRole("img");
    await expect(thumbs).toHaveCount(2);
    // Thumbnails are small squares made from the preview, not the full photo.
    await expect.poll(() => thumbs.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
    await expect.poll(() => thumbs.nth(1).evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(256);
    await expectNoViolations(page, "quote page");
    await page.screenshot({ path: testInfo.outputPath("quote.png"), fullPage: true });

    // The full view of a photo, by keyboard.
    await page
      .getByRole("region", { name: /Photos/ })
      .getByRole("link")
      .first()
      .focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
    const large = page.getByRole("main").getByRole("img");
    await expect.poll(() => large.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectNoViolations(page, "photo page");
    await page.getByRole("link", { name: "Next photo" }).click();
    await expect(page.getByRole("link", { name: "Previous photo" })).toBeVisible();
    await page.getByRole("link", { name: "Back to the request" }).click();

    // Work on it: status, a wrong fixed price, assignee, a note; the booking is made with a slot on its own page.
    await page.getByLabel("Status", { exact: true }).selectOption("contacted");
    await page.getByRole("button", { name: "Set status" }).click();
    await expect(page.getByText("Status changed.")).toBeVisible();
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("contacted");
    // The one way to price is the fixed price; a wrong amount is refused in place with what was typed.
    await expect(page.getByLabel("Quoted price (£)")).toHaveCount(0);
    const fixed = page.getByRole("region", { name: "Fixed price" });
    await fixed.getByLabel("Load size").selectOption("half");
    await fixed.getByLabel("Load price (£)").fill("a lot");
    await fixed.getByRole("button", { name: "Preview the price" }).click();
    await expect(page.getByRole("alert").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Fixed price" }).getByLabel("Load price (£)")).toHaveValue("a lot");
    await expectNoViolations(page, "quote page with an error");
    await expect(page.getByLabel("Booked for")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "set the price and book a slot" })).toHaveAttribute(
      "href",
      `/staff/quotes/${reference}/book`,
    );
    await page.getByLabel("Assignee").selectOption({ label: `Alex Reed ${tag}` });
    await page.getByRole("button", { name: "Assign" }).click();
    await expect(page.getByText("Assignee saved.")).toBeVisible();
    await page.getByLabel("Add a note").fill("Rang back: wants a Saturday morning slot.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Note added.")).toBeVisible();
    const notes = page.getByRole("region", { name: "Notes" });
    await expect(notes).toContainText("Rang back: wants a Saturday morning slot.");
    await expect(notes).toContainText(`Alex Reed ${tag}`);
    // Both emails go out (written as files here), and the page says so.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole("region", { name: "Emails" }).getByRole("cell", { name: /^sent/ })).toHaveCount(2);
    }).toPass({ timeout: 30_000 });
    expect(emlFilesMentioning(reference).length).toBeGreaterThan(0);
    await expectNoViolations(page, "quote page after the changes");

    // The CSV of the current filter: BOM, the row, the formula cell defused.
    await page.goto(`/staff?q=${reference}`);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: /as CSV/ }).click();
    const csv = readFileSync(await (await download).path());
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = csv.toString("utf8");
    expect(text).toContain("\r\n");
    const lines = text.slice(1).split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(reference);
    expect(lines[1]).toContain("Jo Staffcheck");
    // No fixed price was sent and nothing booked, so the price and booked-day columns are empty.
    expect(lines[1]).toContain(`"2026-12-04T10:30","",""`);
    expect(lines[1]).toContain(`"'=SUM(1,2) side gate, park on the drive."`);

    // Erase: a wrong confirmation deletes nothing; the right one removes rows, photos and emails.
    await page.getByRole("link", { name: reference }).click();
    await page.getByLabel(`Type ${reference} to confirm`).fill("yes");
    await page.getByRole("button", { name: "Erase for good" }).click();
    await expect(page.getByRole("alert").first()).toBeVisible();
    await expectNoViolations(page, "erase with a wrong confirmation");
    expect(existsSync(path.join(e2eDataDir, "uploads", quoteId!))).toBe(true);
    await page.getByLabel(`Type ${reference} to confirm`).fill(reference);
    await page.getByRole("button", { name: "Erase for good" }).click();
    await expect(page).toHaveURL(/\/staff\?done=erased/);
    await expectNoViolations(page, "inbox after an erasure");
    expect(existsSync(path.join(e2eDataDir, "uploads", quoteId!))).toBe(false);
    expect(emlFilesMentioning(reference)).toEqual([]);
    const gone = await page.request.get(`/staff/quotes/${reference}/photos/1/full`);
    expect(gone.status()).toBe(404);
    await page.goto(`/staff?q=${reference}`);
    await expect(page.getByRole("link", { name: reference })).toHaveCount(0);
  });
});

export { expectNoViolations, PASSWORD, staffCommand };
export type { Browser };
