import { spawnSync } from "node:child_process";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { e2eDataDir } from "../../playwright.config";
import { totp } from "../support/totp";

/**
 * The staff side as a new member of staff meets it: added from the terminal, first sign-in with the
 * forced authenticator set-up, then the inbox. Each viewport works with its own account.
 */
const PASSWORD = "Skip-lorry-Crawley-2026!";

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const report = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}`).join("\n")}`).join("\n\n");
  expect(results.violations, `${label}: axe violations\n\n${report}`).toEqual([]);
}

/** `npm run staff -- …` against the test server's data directory, as the owner would type it. */
function staffCommand(args: string[], input?: string) {
  const result = spawnSync("npm", ["run", "--silent", "staff", "--", ...args], { env: { ...process.env, DATA_DIR: e2eDataDir }, input, encoding: "utf8", timeout: 60_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/**
 * The sign-in allows a few attempts a minute per address; the test server trusts the loopback proxy,
 * so each browser context states an address of its own, as visitors behind a proxy have.
 */
let contexts = 0;
export async function ownAddress(page: Page, info: TestInfo) {
  contexts += 1;
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.100.${(info.workerIndex * 40 + contexts) % 250 + 1}` });
}

export const staffEmail = (info: TestInfo, role = "staff") => `${role}-${info.project.name}-${info.workerIndex}-${Date.now()}@example.com`;

export function addStaff(email: string, name: string) {
  const added = staffCommand(["add", email, "--name", name, "--password-stdin"], `${PASSWORD}\n`);
  expect(added.output).toContain(`Added ${email}`);
  expect(added.status).toBe(0);
  expect(added.output).not.toContain(PASSWORD);
}

/** Signs in with the password; on the first sign-in sets up the authenticator from the shown key. Returns the key. */
export async function signIn(page: Page, email: string, secret?: string): Promise<string> {
  await page.goto("/staff/sign-in");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  if (!secret) {
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/authenticator/i);
    const key = (await page.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
    await page.getByLabel("Code from the app").fill(totp(key));
    await page.getByRole("button", { name: /Confirm|Turn on|Continue/ }).click();
    await expect(page.getByTestId("backup-codes").getByRole("listitem")).toHaveCount(10);
    await page.getByRole("link", { name: /Continue|inbox/i }).click();
    return key;
  }
  await page.getByLabel("Code", { exact: true }).fill(totp(secret));
  await page.getByRole("button", { name: "Continue" }).click();
  return secret;
}

test.describe("staff sign-in", () => {
  test("a new member of staff is added from the terminal, signs in, sets up the authenticator, and signs out everywhere", async ({ page, browser }, testInfo) => {
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
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.getByLabel("Email address")).toHaveValue(email);
    await expect(page.getByLabel("Password")).toHaveValue("");
    await expectNoViolations(page, "sign-in with an error");

    // First sign-in: the authenticator set-up comes before anything else.
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
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
    await page.getByLabel("Code from the app").fill(totp(key));
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

export { expectNoViolations, PASSWORD, staffCommand };
export type { Browser };
