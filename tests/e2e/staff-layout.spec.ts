import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { unusedCode } from "../support/totp";
import { fillQuote, fixture, quoteButton, quoteDialog, quoteFields, waitForPageScripts } from "./helpers";
import { addStaff, ownAddress, PASSWORD, signIn, STAFF_MENU_FOLDS_BELOW, staffEmail } from "./staff-helpers";
import { expectNoViolations } from "./axe";

/**
 * The staff side is worked from a phone in the van: no staff page, in any state, scrolls sideways
 * (the document is never wider than the viewport), and on a phone the inbox reads as cards with
 * every column of the table visible. Screenshots of each page go to the test's output folder.
 */

async function expectNoSideways(page: Page, info: TestInfo, label: string) {
  const { scrollWidth, viewport } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(scrollWidth, `${label}: the page is ${scrollWidth} px wide in a ${viewport} px viewport`).toBeLessThanOrEqual(viewport);
  await page.screenshot({ path: info.outputPath(`${label.replace(/\W+/g, "-")}.png`), fullPage: true });
}

test("every staff page and state fits the screen's width; the inbox reads as cards on a phone", async ({ page, browser }, info) => {
  test.setTimeout(180_000);
  const tag = `${info.project.name}${info.workerIndex}${Date.now().toString(36)}`;
  await ownAddress(page, info);

  // A request with photos and a long name and email, as customers send them.
  await page.goto("/");
  await waitForPageScripts(page);
  await quoteButton(page).click();
  const dialog = quoteDialog(page);
  await fillQuote(dialog, { name: "Bartholomew Fotheringham-Smythe", email: `bartholomew.fotheringham.smythe.${tag}@example.com` });
  await quoteFields(dialog).photos.setInputFiles([fixture("garden.jpg"), fixture("sofa.png")]);
  await expect(quoteFields(dialog).chosen.getByRole("listitem")).toHaveCount(2);
  const sent = page.waitForResponse((r) => r.url().endsWith("/functions/v1/submit-quote"));
  await quoteFields(dialog).submit.click();
  expect((await sent).status()).toBe(201);
  const { reference } = (await (await sent).json()) as { reference: string };

  // The sign-in steps.
  const email = staffEmail(info, "layout");
  addStaff(email, `Layout Checker ${tag}`);
  await page.goto("/staff/sign-in");
  await expectNoSideways(page, info, "sign-in");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill("not the password at all");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expectNoSideways(page, info, "sign-in with an error");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("img", { name: /QR code/i })).toBeVisible();
  await expectNoSideways(page, info, "set-up");
  const key = (await page.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
  await page.getByLabel("Code from the app").fill("000000");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expectNoSideways(page, info, "set-up with a wrong code");
  await page.getByLabel("Code from the app").fill(unusedCode(key));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByTestId("backup-codes").getByRole("listitem")).toHaveCount(10);
  await expectNoSideways(page, info, "backup codes");

  // The second factor, in a browser of its own.
  const other = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const second = await other.newPage();
  await ownAddress(second, info);
  await second.goto("/staff/sign-in");
  await second.getByLabel("Email address").fill(email);
  await second.getByLabel("Password").fill(PASSWORD);
  await second.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(second.getByLabel("Code", { exact: true })).toBeVisible();
  await expectNoSideways(second, info, "two-factor");
  await second.getByLabel("Code", { exact: true }).fill("12");
  await second.getByRole("button", { name: "Continue" }).click();
  await expect(second.getByRole("alert")).toBeVisible();
  await expectNoSideways(second, info, "two-factor with an error");
  await other.close();

  // The inbox: every tab, a search that finds nothing and one that cannot be run.
  await page.goto("/staff");
  await expect(page.getByRole("heading", { level: 1, name: "Quote requests" })).toBeVisible();
  await expectNoSideways(page, info, "inbox");
  const tabs = page.getByRole("navigation", { name: "Status" }).getByRole("link");
  const tabCount = await tabs.count();
  expect(tabCount).toBe(9);
  for (let i = 0; i < tabCount; i++) {
    await page.getByRole("navigation", { name: "Status" }).getByRole("link").nth(i).click();
    await expect(page.getByRole("navigation", { name: "Status" }).getByRole("link").nth(i)).toHaveAttribute("aria-current", "page");
    await expectNoSideways(page, info, `inbox tab ${i + 1}`);
  }
  await page.goto("/staff?q=no-such-customer-anywhere");
  await expectNoSideways(page, info, "inbox search with no results");
  await page.goto("/staff?q=Bartholomew%00");
  await expect(page.getByRole("alert")).toContainText(/unusual characters/);
  await expectNoSideways(page, info, "inbox search refused");
  await expectNoViolations(page, "inbox search refused");

  // The request in the list: on a phone a card whose every part is on the screen.
  await page.goto(`/staff?q=${reference}`);
  const width = page.viewportSize()!.width;
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: reference }) });
  await expect(row).toHaveCount(1);
  const parts = [
    row.getByRole("link", { name: reference }),
    row.getByText("Bartholomew Fotheringham-Smythe"),
    row.getByText("2 photos"),
    row.getByText("New", { exact: true }),
    row.getByText("Nobody"),
  ];
  if (width < 768)
    for (const label of ["Received:", "Name:", "Town:", "Photos:", "Status:", "Assignee:"])
      parts.push(row.getByText(label, { exact: true }));
  for (const part of parts) {
    await expect(part).toBeVisible();
    const box = (await part.boundingBox())!;
    expect(box.x, `${await part.innerText()} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${await part.innerText()} ends on screen`).toBeLessThanOrEqual(width);
  }
  await expectNoSideways(page, info, "inbox search for one request");
  await expectNoViolations(page, "inbox as cards or table");

  // One request, a refused change, a photo, a missing request and the account.
  await row.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Request ${reference}` })).toBeVisible();
  await expectNoSideways(page, info, "request");
  const fixed = page.getByRole("region", { name: "Fixed price" });
  await fixed.getByLabel("Load size").selectOption("half");
  await fixed.getByLabel("Load price (£)").fill("about two hundred");
  await fixed.getByRole("button", { name: "Preview the price" }).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await expectNoSideways(page, info, "request with an error");
  await page
    .getByRole("region", { name: /Photos/ })
    .getByRole("link")
    .first()
    .click();
  await expect(page.getByRole("link", { name: "Next photo" })).toBeVisible();
  await expectNoSideways(page, info, "photo");
  // The office's booking page for the request, and the form for a caller with no web quote, refused empty.
  await page.goto(`/staff/quotes/${reference}/book`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Book ${reference} for Bartholomew Fotheringham-Smythe`);
  await expectNoSideways(page, info, "office booking");
  await expectNoViolations(page, "office booking");
  await page.goto("/staff/jobs/new");
  await page.getByRole("button", { name: "Save and go on to price and book" }).click();
  await expect(page.getByRole("alert").first()).toContainText("Enter the customer's name.");
  await expectNoSideways(page, info, "phone job refused");
  await expectNoViolations(page, "phone job refused");
  await page.goto("/staff/quotes/Q-0000-NONE");
  await expectNoSideways(page, info, "no such request");
  await page.goto("/staff/account");
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  await expectNoSideways(page, info, "account");

  // The team (the terminal's account is an owner): the list, an invitation refused without the password, one account's page.
  await page.goto("/staff/team");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Team");
  await expectNoSideways(page, info, "team");
  await expectNoViolations(page, "team");
  await page.getByLabel("Their email address").fill(`new.crew.member.${tag}@example.com`);
  await page.getByLabel("Their name").fill("New Crew Member");
  await page.getByLabel("Role").selectOption("crew");
  await page.getByLabel("Your password, or the code from your authenticator app").fill("not the password at all");
  await page.getByRole("button", { name: "Send the invitation" }).click();
  await expect(page.getByRole("alert")).toContainText("That is not your password or a current code.");
  await expectNoSideways(page, info, "team invitation refused");
  await expectNoViolations(page, "team invitation refused");
  await page.getByRole("link", { name: `Layout Checker ${tag}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Layout Checker ${tag}`);
  await expectNoSideways(page, info, "team member");
  await expectNoViolations(page, "team member");
});

/** The expanded state Chromium gives a button in its accessibility tree (a popover's invoker has one with no attribute). */
async function expandedState(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const button = nodes.find((node) => node.role?.value === "button" && node.name?.value === name && !node.ignored);
    return button?.properties?.find((property) => property.name === "expanded")?.value.value as boolean | undefined;
  } finally {
    await cdp.detach();
  }
}

/** The focused element shows where it is: it matches :focus-visible and draws an outline. */
async function expectFocusShown(page: Page, label: string) {
  const shown = await page.evaluate(() => {
    const element = document.activeElement!;
    return element.matches(":focus-visible") && getComputedStyle(element).outlineStyle !== "none";
  });
  expect(shown, `${label}: the focus is visible`).toBe(true);
}

test("the staff menu: one line at 1280 px; at 390 px behind a Menu button that opens it, by keyboard and without JavaScript", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(90_000);
  const width = page.viewportSize()!.width;
  const email = staffEmail(info, "menu");
  addStaff(email, "Menu Checker");
  await ownAddress(page, info);
  await signIn(page, email);
  await page.goto("/staff/notes");

  const nav = page.getByRole("navigation", { name: "Staff" });
  const menu = nav.getByRole("button", { name: "Menu" });
  const pages = ["Inbox", "Schedule", "Today", "Disposals", "Register", "Notes"];
  const entries = [
    ...pages.map((name) => nav.getByRole("link", { name, exact: true })),
    nav.getByRole("link", { name: email }),
    nav.getByRole("button", { name: "Sign out", exact: true }),
  ];
  /** Every entry shown, on the screen, the page shown marked and no other. */
  const expectEveryEntry = async (label: string) => {
    for (const entry of entries) {
      await expect(entry, label).toBeVisible();
      const box = (await entry.boundingBox())!;
      expect(box.x, `${label}: starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${label}: ends on screen`).toBeLessThanOrEqual(width);
    }
    await expect(nav.getByRole("link", { name: "Notes", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator("[aria-current]")).toHaveCount(1);
  };

  if (width >= STAFF_MENU_FOLDS_BELOW) {
    // A wide screen: no button; the links, the account and sign-out on one line.
    await expect(menu).toBeHidden();
    await expectEveryEntry("one line");
    const tops = await Promise.all(entries.map(async (entry) => (await entry.boundingBox())!));
    const line = tops[0]!;
    for (const box of tops)
      expect(Math.abs(box.y + box.height / 2 - (line.y + line.height / 2)), "every entry on the same line").toBeLessThan(2);
    expect((await nav.boundingBox())!.height, "the menu is one line tall").toBeLessThanOrEqual(line.height + 4);
    await expectNoViolations(page, "the staff menu on one line");
    await page.screenshot({ path: info.outputPath(`staff-menu-${width}.png`) });
    return;
  }

  // A phone: one line, the Menu button; the menu folded, named by the button.
  const header = (await page.getByRole("banner").boundingBox())!;
  expect(header.height, "the header is one line").toBeLessThanOrEqual(72);
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAttribute("aria-controls", "staff-menu");
  await expect(page.locator("#staff-menu")).toBeAttached();
  for (const entry of entries) await expect(entry).toBeHidden();
  expect(await expandedState(page, "Menu"), "closed: collapsed").toBe(false);
  await expectNoViolations(page, "the staff menu folded");
  await page.screenshot({ path: info.outputPath(`staff-menu-${width}-closed.png`) });

  // The keyboard: Enter opens it, Tab goes into it, Escape closes it and gives the focus back.
  await menu.focus();
  await expectFocusShown(page, "the Menu button");
  await page.keyboard.press("Enter");
  await expectEveryEntry("opened");
  expect(await expandedState(page, "Menu"), "open: expanded").toBe(true);
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Inbox", exact: true })).toBeFocused();
  await expectFocusShown(page, "the first link");
  await page.keyboard.press("Escape");
  for (const entry of entries) await expect(entry).toBeHidden();
  await expect(menu).toBeFocused();
  expect(await expandedState(page, "Menu"), "closed again: collapsed").toBe(false);

  // A tap: every entry shown below the header, over the page; a tap outside closes it.
  await menu.click();
  await expectEveryEntry("opened by a tap");
  expect((await entries[0]!.boundingBox())!.y, "below the header").toBeGreaterThanOrEqual(header.y + header.height - 1);
  await expectNoViolations(page, "the staff menu opened");
  await page.screenshot({ path: info.outputPath(`staff-menu-${width}-open.png`) });
  // Outside the menu, in the page's margin under it (nothing there to follow).
  const sheet = (await page.locator("#staff-menu").boundingBox())!;
  await page.mouse.click(8, sheet.y + sheet.height + 16);
  await expect(page).toHaveURL(/\/staff\/notes$/);
  for (const entry of entries) await expect(entry).toBeHidden();
  await menu.click();
  await nav.getByRole("link", { name: "Register", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Waste register");
  await expect(nav.getByRole("link", { name: "Register", exact: true, includeHidden: true })).toHaveAttribute("aria-current", "page");

  // Without JavaScript (the staff pages run none for it): the same button opens the menu and its links work.
  const noScript = await browser.newContext({
    storageState: await page.context().storageState(),
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
    isMobile: true,
    hasTouch: true,
  });
  try {
    const plain = await noScript.newPage();
    await ownAddress(plain, info);
    await plain.goto("/staff/register");
    const plainNav = plain.getByRole("navigation", { name: "Staff" });
    await expect(plainNav.getByRole("link", { name: "Notes", exact: true })).toBeHidden();
    await plainNav.getByRole("button", { name: "Menu" }).click();
    await expect(plainNav.getByRole("button", { name: "Sign out", exact: true })).toBeVisible();
    await plainNav.getByRole("link", { name: "Notes", exact: true }).click();
    await expect(plain.getByRole("heading", { level: 1 })).toHaveText("Waste transfer notes");
  } finally {
    await noScript.close();
  }
});
