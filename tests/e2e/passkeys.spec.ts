import { expect, test, type Page } from "@playwright/test";
import { startServerProcess, type ServerProcess } from "../server/server-process";
import { addStaff, expectNoSidewaysScroll, ownAddress, PASSWORD, signIn, staffEmail, staffMenu } from "./staff-helpers";
import { expectNoViolations } from "./axe";

/**
 * Passkeys in Chromium with its virtual authenticator (driven over the DevTools protocol: resident
 * keys, user verification), on http://localhost (a secure context; an IP address cannot be a
 * relying party), against a server of its own at the address the site is built for
 * (http://localhost:3000, the default SITE_URL): the origin a passkey answers for must be SITE_URL's.
 * One server on port 3000, so this file runs in the phone project and checks both widths itself
 * (the desktop project leaves it out, see playwright.config.ts).
 */

const SITE_PORT = 3000;
// One worker for the file: one server on the port.
test.describe.configure({ mode: "serial" });
let server: ServerProcess;
test.beforeAll(async () => {
  server = await startServerProcess(SITE_PORT);
});
test.afterAll(async () => {
  await server?.stop();
});

const PASSKEY_REFUSED = "That passkey did not sign you in. Try it again, or sign in with your email and password.";
const NOT_USED = "The passkey was not used (cancelled or timed out). Try again, or sign in with your email and password.";

async function signOut(page: Page) {
  await (await staffMenu(page)).getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByText("You have signed out.")).toBeVisible();
}

const WIDTHS = [
  { width: 390, height: 844, isMobile: true, hasTouch: true },
  { width: 1280, height: 900, isMobile: false, hasTouch: false },
];

for (const screen of WIDTHS) {
  test(`at ${screen.width} px: a passkey added after the password signs in alone; refused without user verification and once removed`, async ({
    browser,
  }, info) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({
      baseURL: `http://localhost:${SITE_PORT}`,
      viewport: { width: screen.width, height: screen.height },
      isMobile: screen.isMobile,
      hasTouch: screen.hasTouch,
    });
    try {
      const page = await context.newPage();
      await ownAddress(page, info);
      const policyMessages: string[] = [];
      page.on("console", (message) => {
        if (/content security policy|refused to (load|execute)/i.test(message.text())) policyMessages.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const seen = ((window as unknown as { violations?: string[] }).violations ??= []);
          seen.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send("WebAuthn.enable");
      const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
        options: {
          protocol: "ctap2",
          transport: "internal",
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });
      const width = screen.width;
      const email = staffEmail(info, "passkey");
      addStaff(email, "Sam Carter", server.dataDir);
      await signIn(page, email);

      // Add a passkey: the password first, then the button.
      await page.goto("/staff/account");
      const passkeys = page.getByRole("region", { name: "Passkeys" });
      await expect(passkeys.getByText("You have no passkeys yet.")).toBeVisible();
      await expectNoViolations(page, `account page at ${width}px`);
      await passkeys.getByLabel("Name for this passkey").fill("Work phone");
      await passkeys.getByLabel("Your password, or the code from your authenticator app").fill("not my password");
      await passkeys.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByRole("alert")).toContainText("That is not your password or a current code.");
      await expect(page.getByLabel("Name for this passkey")).toHaveValue("Work phone");
      await page.getByLabel("Your password, or the code from your authenticator app").fill(PASSWORD);
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByRole("heading", { name: "Add a passkey", level: 1 })).toBeVisible();
      await expectNoViolations(page, `add a passkey at ${width}px`);
      await page.getByRole("button", { name: "Create the passkey" }).click();
      await expect(page.getByText("Your passkey is added.")).toBeVisible();
      await expect(page.getByRole("list", { name: "Your passkeys" }).getByRole("listitem")).toHaveCount(1);
      await expect(page.getByRole("list", { name: "Your passkeys" })).toContainText("Work phone");
      await expect(page.getByRole("list", { name: "Your passkeys" })).toContainText("not used yet");
      const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
      expect(credentials).toHaveLength(1);
      expect(credentials[0]!.isResidentCredential).toBe(true);

      // Sign out; sign in with the passkey alone, no email and no code: the inbox.
      await signOut(page);
      const button = page.getByRole("button", { name: "Sign in with a passkey" });
      await expect(button).toBeVisible();
      await expectNoViolations(page, `sign-in page at ${width}px`);
      await expectNoSidewaysScroll(page, `sign-in page at ${width}px`);
      await page.screenshot({ path: info.outputPath(`sign-in-${width}.png`), fullPage: true });
      await button.click();
      await expect(page).toHaveURL(/\/staff$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(/requests|inbox/i);
      await page.goto("/staff/account");
      await expect(page.getByRole("list", { name: "Your passkeys" })).toContainText("last used");

      // With user verification switched off, the browser itself refuses (the options require it), and
      // nothing is signed in. The server's own check of the UV flag is in tests/integration/staff-passkeys.test.ts.
      await signOut(page);
      await cdp.send("WebAuthn.setUserVerified", { authenticatorId, isUserVerified: false });
      await page.getByRole("button", { name: "Sign in with a passkey" }).click();
      await expect(page.getByRole("status").filter({ hasText: NOT_USED })).toBeVisible();
      await page.goto("/staff");
      await expect(page).toHaveURL(/\/staff\/sign-in/);
      await cdp.send("WebAuthn.setUserVerified", { authenticatorId, isUserVerified: true });

      // Removed: the phone still holds the passkey, the site refuses it.
      await page.getByRole("button", { name: "Sign in with a passkey" }).click();
      await expect(page).toHaveURL(/\/staff$/);
      await page.goto("/staff/account");
      await page.getByRole("button", { name: "Remove the passkey Work phone" }).click();
      await expect(page.getByText("The passkey is removed")).toBeVisible();
      await expect(page.getByText("You have no passkeys yet.")).toBeVisible();
      await signOut(page);
      await page.getByRole("button", { name: "Sign in with a passkey" }).click();
      await expect(page.getByRole("alert")).toHaveText(PASSKEY_REFUSED);
      await expectNoViolations(page, `refused passkey at ${width}px`);
      await page.goto("/staff");
      await expect(page).toHaveURL(/\/staff\/sign-in/);

      expect(await page.evaluate(() => (window as unknown as { violations?: string[] }).violations ?? [])).toEqual([]);
      expect(policyMessages).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test("without WebAuthn in the browser the passkey button stays hidden and the password form works", async ({ browser }, info) => {
  const context = await browser.newContext({ baseURL: `http://localhost:${SITE_PORT}` });
  try {
    const page = await context.newPage();
    await ownAddress(page, info);
    await page.addInitScript(() => {
      Object.defineProperty(window, "PublicKeyCredential", { value: undefined });
    });
    await page.goto("/staff/sign-in");
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeHidden();
    const email = staffEmail(info, "nopasskey");
    addStaff(email, "Kim Lee", server.dataDir);
    await signIn(page, email);
    await page.goto("/staff/account");
    await expect(page.getByLabel("Name for this passkey")).toBeHidden();
    await expect(page.getByText("To add a passkey, open this page in a recent browser with JavaScript on.")).toBeVisible();
  } finally {
    await context.close();
  }
});
