import { expect, test, type Page } from "@playwright/test";
import { holdRequests, quoteButton, quoteDialog, waitForPageScripts } from "./helpers";

const menuToggle = (page: Page) => page.getByRole("banner").getByLabel("Menu");
const mobileNav = (page: Page) => page.getByRole("banner").getByRole("navigation", { name: "Mobile" });

test.describe("mobile menu (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens with a WhatsApp link and closes when a link is tapped, after navigating", async ({ page }) => {
    await page.goto("/");
    await waitForPageScripts(page);
    await expect(page.getByRole("banner").getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(mobileNav(page)).toBeHidden();

    await menuToggle(page).click();
    const nav = mobileNav(page);
    await expect(nav).toBeVisible();
    for (const name of ["Home", "Services", "Pricing", "Areas We Cover", "About", "Contact"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+/);
    await expect(nav.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:/);

    await nav.getByRole("link", { name: "Areas We Cover" }).click();
    await expect(page).toHaveURL(/\/areas$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Areas We Cover");
    await expect(mobileNav(page)).toBeHidden();

    // It still toggles on the new page, and tapping the toggle again closes it.
    await menuToggle(page).click();
    await expect(mobileNav(page)).toBeVisible();
    await menuToggle(page).click();
    await expect(mobileNav(page)).toBeHidden();
  });

  test("opened before the scripts have loaded, it stays open when they arrive", async ({ page }) => {
    // Hold every script until the menu is open, as on a slow phone signal.
    const { release } = await holdRequests(page, /\.js$/);
    await page.goto("/sitemap", { waitUntil: "domcontentloaded" });
    await menuToggle(page).click();
    await expect(mobileNav(page)).toBeVisible();
    release();
    await waitForPageScripts(page);
    await expect(mobileNav(page)).toBeVisible();
    await mobileNav(page).getByRole("link", { name: "Pricing", exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(mobileNav(page)).toBeHidden();
  });

  test("Escape closes it and returns focus to the toggle", async ({ page }) => {
    await page.goto("/pricing");
    await waitForPageScripts(page);
    await menuToggle(page).click();
    await expect(mobileNav(page)).toBeVisible();
    await mobileNav(page).getByRole("link", { name: "About" }).focus();
    await page.keyboard.press("Escape");
    await expect(mobileNav(page)).toBeHidden();
    await expect(menuToggle(page)).toBeFocused();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test("tapping the link of the page you are on still closes it", async ({ page }) => {
    await page.goto("/about");
    await waitForPageScripts(page);
    await menuToggle(page).click();
    await mobileNav(page).getByRole("link", { name: "About" }).click();
    await expect(mobileNav(page)).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe("FAQ accordion", () => {
  test("one answer open at a time; clicking the open one closes it", async ({ page }) => {
    await page.goto("/");
    const faq = page.getByRole("region", { name: "Frequently asked questions" });
    const items = faq.getByRole("group");
    await expect(items).toHaveCount(5);

    const first = items.nth(0);
    const second = items.nth(1);
    const firstAnswer = first.getByRole("paragraph");
    const secondAnswer = second.getByRole("paragraph");
    await expect(firstAnswer).toBeHidden();
    await expect(secondAnswer).toBeHidden();

    await first.getByText("Do you offer same-day rubbish collection?").click();
    await expect(firstAnswer).toBeVisible();
    await expect(firstAnswer).toContainText("before 10am");

    await second.getByText("How much does rubbish clearance cost?").click();
    await expect(secondAnswer).toBeVisible();
    await expect(firstAnswer).toBeHidden();
    for (const i of [0, 2, 3, 4]) await expect(items.nth(i)).not.toHaveAttribute("open");

    await second.getByText("How much does rubbish clearance cost?").click();
    await expect(secondAnswer).toBeHidden();
    for (let i = 0; i < 5; i++) await expect(items.nth(i)).not.toHaveAttribute("open");
  });

  test("the accordion on an area page works the same way", async ({ page }) => {
    await page.goto("/areas/horsham");
    const items = page.getByRole("region", { name: /your questions/ }).getByRole("group");
    await expect(items).toHaveCount(5);
    await items.nth(3).locator("summary").click();
    await expect(items.nth(3).getByRole("paragraph")).toBeVisible();
    await items.nth(4).locator("summary").click();
    await expect(items.nth(4).getByRole("paragraph")).toBeVisible();
    await expect(items.nth(3).getByRole("paragraph")).toBeHidden();
  });
});

test.describe("quote dialog", () => {
  test("the quote button opens the dialog with focus inside; Escape closes it and focus returns", async ({ page }) => {
    await page.goto("/services");
    await waitForPageScripts(page);
    const button = quoteButton(page);
    await expect(button).toHaveAttribute("href", "/contact#quote-form");
    await button.click();

    const dialog = quoteDialog(page);
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/services$/);
    await expect(dialog.getByRole("heading", { name: "Get a Free Quote" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Send My Quote Request" })).toBeVisible();
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    // Focus is trapped: tabbing around never leaves the dialog.
    for (let i = 0; i < 25; i++) await page.keyboard.press("Tab");
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/services$/);
  });

  test("focus returns to the quote button when the dialog closes", async ({ page }) => {
    await page.goto("/services");
    await waitForPageScripts(page);
    const button = quoteButton(page);
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(quoteDialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(quoteDialog(page)).toBeHidden();
    await expect(button).toBeFocused({ timeout: 2000 });
  });

  test("the close button closes it; it can be opened again from a call-to-action", async ({ page }) => {
    await page.goto("/pricing");
    await waitForPageScripts(page);
    await quoteButton(page).click();
    const dialog = quoteDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();

    const cta = page.getByRole("region", { name: "Get your fixed price" }).getByRole("link", { name: "Get a Free Quote" });
    await cta.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("ctrl/cmd-click on the quote button opens /contact rather than the dialog", async ({ page, context }) => {
    await page.goto("/about");
    await waitForPageScripts(page);
    const cta = page.getByRole("region", { name: "Ready to clear it?" }).getByRole("link", { name: "Get a Free Quote" });
    const [popup] = await Promise.all([context.waitForEvent("page"), cta.click({ modifiers: ["ControlOrMeta"] })]);
    await popup.waitForLoadState();
    expect(popup.url()).toMatch(/\/contact#quote-form$/);
    await expect(quoteDialog(page)).toBeHidden();
  });
});

test.describe("footer", () => {
  test("has the reviews link", async ({ page }) => {
    await page.goto("/");
    const reviews = page.getByRole("contentinfo").getByRole("link", { name: "Read our customer reviews" });
    await expect(reviews).toBeVisible();
    await expect(reviews).toHaveAttribute("href", /^https:\/\//);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("pages render and links navigate", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rubbish clearance across Surrey & Sussex");
    await page.getByRole("contentinfo").getByRole("link", { name: "View All Areas" }).click();
    await expect(page).toHaveURL(/\/areas$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Areas We Cover");
    await page
      .getByRole("link", { name: /Crawley/ })
      .filter({ hasText: "/areas/crawley" })
      .click();
    await expect(page).toHaveURL(/\/areas\/crawley$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rubbish Clearance in Crawley");
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an unknown town renders its generic page", async ({ page }) => {
    const response = await page.goto("/areas/nowhere-near");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rubbish Clearance in This Area");
  });

  test("FAQ answers can be opened", async ({ page }) => {
    await page.goto("/");
    const item = page.getByRole("region", { name: "Frequently asked questions" }).getByRole("group").nth(4);
    await expect(item.getByRole("paragraph")).toBeHidden();
    await item.getByText("Are you a licensed waste carrier?").click();
    await expect(item.getByRole("paragraph")).toBeVisible();
    await expect(item.getByRole("paragraph")).toContainText("Environment Agency");
  });

  test("the quote button goes to /contact#quote-form", async ({ page }) => {
    await page.goto("/");
    await quoteButton(page).click();
    await expect(page).toHaveURL(/\/contact#quote-form$/);
    await expect(page.getByRole("heading", { name: "Request a free quote" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Send My Quote Request" })).toBeVisible();
    await expect(quoteDialog(page)).toHaveCount(0);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test("the mobile menu opens and its links navigate", async ({ page }) => {
      await page.goto("/");
      await menuToggle(page).click();
      await expect(mobileNav(page)).toBeVisible();
      await expect(mobileNav(page).getByRole("link", { name: "WhatsApp" })).toBeVisible();
      await mobileNav(page).getByRole("link", { name: "Pricing" }).click();
      await expect(page).toHaveURL(/\/pricing$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("from £49");
    });
  });
});
