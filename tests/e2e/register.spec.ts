/** The waste register's page at 390 and 1280 px: reached from the header, bad dates refused with what was typed kept, the file downloaded. */
import { expect, test } from "@playwright/test";
import { addStaff, ownAddress, signIn, staffEmail, staffMenu } from "./staff-helpers";
import { expectNoViolations } from "./axe";

test("the waste register: a date range refused with a message, then downloaded as CSV", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const email = staffEmail(testInfo, "register");
  addStaff(email, "Reg Ister");
  await ownAddress(page, testInfo);
  await signIn(page, email);
  await (await staffMenu(page)).getByRole("link", { name: "Register", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Waste register");
  await expect(page.getByText(/superseded by/)).toBeVisible();
  await expectNoViolations(page, "register");

  // The last date before the first: the form again, the message announced, both dates as typed.
  await page.getByLabel("First date").fill("2026-11-30");
  await page.getByLabel("Last date").fill("2026-11-01");
  await page.getByRole("button", { name: "Download the register (CSV)" }).click();
  await expect(page.getByRole("alert").first()).toContainText("The last date must be on or after the first.");
  await expect(page.getByLabel("First date")).toHaveValue("2026-11-30");
  await expect(page.getByLabel("Last date")).toHaveValue("2026-11-01");
  await expect(page.getByLabel("Last date")).toHaveAttribute("aria-invalid", "true");
  await expectNoViolations(page, "register with an error");

  await page.getByLabel("Last date").fill("2026-12-31");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download the register (CSV)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("waste-register-2026-11-30-to-2026-12-31.csv");
  const chunks = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(chunks).toString("utf8")).toMatch(
    /^\uFEFF"date of transfer \(London\)","time of transfer \(London\)","note number","note status","corrects note","code",/,
  );
});
