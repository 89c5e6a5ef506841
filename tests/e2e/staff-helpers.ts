/** The staff side's browser-test helpers: accounts from the terminal, sign-in. */
import { spawnSync } from "node:child_process";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { e2eDataDir } from "../../playwright.config";
import { unusedCode } from "../support/totp";
import { expectNoViolations } from "./axe";

export const PASSWORD = "Skip-lorry-Crawley-2026!";

/** Below this width the staff menu folds behind its Menu button (app/components/page-kit/staff-header.tsx). */
export const STAFF_MENU_FOLDS_BELOW = 1024;

/** The staff menu, ready to use: on a narrower screen than 1024 px opened first with its Menu button. */
export async function staffMenu(page: Page) {
  const nav = page.getByRole("navigation", { name: "Staff" });
  if ((page.viewportSize()?.width ?? 0) < STAFF_MENU_FOLDS_BELOW) {
    await nav.getByRole("button", { name: "Menu" }).click();
    await expect(nav.getByRole("link", { name: "Inbox" })).toBeVisible();
  }
  return nav;
}

/** A page no wider than its screen: nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page, label: string) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.scroll, `${label}: page wider than the screen`).toBeLessThanOrEqual(widths.view);
}

/** `npm run staff -- …` against a test server's data directory (the shared one unless named), as the owner would type it. */
export function staffCommand(args: string[], input?: string, dataDir = e2eDataDir) {
  const result = spawnSync("npm", ["run", "--silent", "staff", "--", ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    input,
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/**
 * The sign-in allows a few attempts a minute per address; the test server trusts the loopback proxy,
 * so each browser context states an address of its own, as visitors behind a proxy have.
 */
let contexts = 0;
export async function ownAddress(page: Page, info: TestInfo) {
  contexts += 1;
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.100.${((info.workerIndex * 40 + contexts) % 250) + 1}` });
}

export const staffEmail = (info: TestInfo, role = "staff") => `${role}-${info.project.name}-${info.workerIndex}-${Date.now()}@example.com`;

export function addStaff(email: string, name: string, dataDir = e2eDataDir) {
  const added = staffCommand(["add", email, "--name", name, "--password-stdin"], `${PASSWORD}\n`, dataDir);
  expect(added.output).toContain(`Added ${email}`);
  expect(added.status).toBe(0);
  expect(added.output).not.toContain(PASSWORD);
}

/** Signs in with the password; on the first sign-in sets up the authenticator from the shown key. Returns the key. */
export async function signIn(page: Page, email: string, secret?: string): Promise<string> {
  await page.goto("/staff/sign-in");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  if (!secret) {
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/authenticator/i);
    const key = (await page.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
    // Each code is good once: a later sign-in with this key takes a step not typed yet.
    await page.getByLabel("Code from the app").fill(unusedCode(key));
    await page.getByRole("button", { name: /Confirm|Turn on|Continue/ }).click();
    await expect(page.getByTestId("backup-codes").getByRole("listitem")).toHaveCount(10);
    await page.getByRole("link", { name: /continue/i }).click();
    return key;
  }
  await expectNoViolations(page, "code entry");
  await page.getByLabel("Code", { exact: true }).fill(unusedCode(secret));
  await page.getByRole("button", { name: "Continue" }).click();
  return secret;
}

/**
 * The office takes a caller down from the inbox's "Phone or WhatsApp job", prices a half load at £180
 * and books it into `slot`; answers the request's reference. With `shots`, axe, the width check and
 * a screenshot of both forms go into `info`'s output.
 */
export async function takeCaller(
  staff: Page,
  caller: { name: string; email: string; phone: string; line1: string },
  slot: string,
  shots?: { info: { outputPath: (name: string) => string } },
) {
  await staff.goto("/staff");
  await staff.getByRole("link", { name: "Phone or WhatsApp job" }).click();
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText("Phone or WhatsApp job");
  await staff.getByRole("radio", { name: "Phone call" }).check();
  await staff.getByLabel(/^Name/).fill(caller.name);
  await staff.getByRole("textbox", { name: /^Phone/ }).fill(caller.phone);
  await staff.getByLabel(/^Email address/).fill(caller.email);
  await staff.getByLabel(/^Address line 1/).fill(caller.line1);
  await staff.getByLabel(/^Town/).fill("Crawley");
  await staff.getByLabel(/^Postcode/).fill("RH10 1AA");
  await staff.getByLabel(/^What is to go/).fill("An old sofa and a dozen bags from the garage");
  await staff.getByLabel(/^Access/).fill("Parking on the drive");
  await staff.getByLabel(/I told the customer how we use their details/).check();
  if (shots) {
    await expectNoViolations(staff, "the phone job form");
    await expectNoSidewaysScroll(staff, "the phone job form");
    await staff.screenshot({ path: shots.info.outputPath("phone-job-390.png"), fullPage: true });
  }
  await staff.getByRole("button", { name: "Save and go on to price and book" }).click();
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText(new RegExp(`^Book Q-\\d{4}-\\w{4} for ${caller.name}$`));
  const reference = /Q-\d{4}-\w{4}/.exec(await staff.getByRole("heading", { level: 1 }).innerText())![0];

  await staff.getByLabel("Load size").selectOption("half");
  await staff.getByLabel("Load price (£)").fill("180");
  await expect(staff.getByLabel(/^Address line 1/)).toHaveValue(caller.line1);
  await staff.locator(`input[name="slot"][value="${slot}"]`).check();
  if (shots) {
    await expectNoViolations(staff, "the office's booking page");
    await expectNoSidewaysScroll(staff, "the office's booking page");
    await staff.screenshot({ path: shots.info.outputPath("office-book-390.png"), fullPage: true });
  }
  await staff.getByRole("button", { name: caller.email ? "Book it and email the customer" : "Book it" }).click();
  await expect(staff.getByRole("status")).toContainText("Booked: the job is on the schedule");
  return reference;
}
