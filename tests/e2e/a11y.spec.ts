import { expect, test } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { fillQuote, fixtureAs, quoteButton, quoteDialog, quoteFields, routes, waitForPageScripts } from "./helpers";

const TOASTER = "[data-sonner-toaster]";

test.describe("axe: every route", () => {
  for (const route of routes) {
    test(`${route.path} has no violations`, async ({ page }) => {
      await page.goto(route.path);
      await waitForPageScripts(page);
      await expectNoViolations(page, route.path);
    });
  }
});

test.describe("axe: states", () => {
  test("with the quote dialog open", async ({ page }) => {
    await page.goto("/");
    await waitForPageScripts(page);
    await quoteButton(page).click();
    await expect(quoteDialog(page)).toBeVisible();
    // Let the opening animation finish so colours are measured at rest.
    await expect.poll(() => quoteDialog(page).evaluate((el) => el.getAnimations().length)).toBe(0);
    await expectNoViolations(page, "quote dialog");
  });

  test("with the dialog's errors showing", async ({ page }) => {
    await page.goto("/");
    await waitForPageScripts(page);
    await quoteButton(page).click();
    const dialog = quoteDialog(page);
    await quoteFields(dialog).submit.click();
    await expect(quoteFields(dialog).name).toHaveAttribute("aria-invalid", "true");
    await expect.poll(() => dialog.evaluate((el) => el.getAnimations().length)).toBe(0);
    await expectNoViolations(page, "quote dialog with errors", { exclude: TOASTER });
  });

  test("with the /contact form's errors and photos showing", async ({ page }) => {
    await page.goto("/contact");
    await waitForPageScripts(page);
    const form = page.getByRole("region", { name: "Request a free quote" });
    const f = quoteFields(form);
    await f.photos.setInputFiles([
      fixtureAs("garden.jpg", "garden.jpg"),
      fixtureAs("loft.heic", "loft.heic"),
      { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("x") },
    ]);
    // The form's code comes on this first use and shows the photos, which moves the Send button down:
    // press it where it then is, as the other photo tests do.
    await expect(f.chosen.getByRole("listitem")).toHaveCount(2);
    await f.submit.click();
    await expect(f.name).toHaveAttribute("aria-invalid", "true");
    await expectNoViolations(page, "contact form with errors", { exclude: TOASTER });
  });

  test("the error toast (the server unreachable) and the sent request's panel", async ({ page }) => {
    await page.goto("/contact");
    await waitForPageScripts(page);
    const form = page.getByRole("region", { name: "Request a free quote" });
    await fillQuote(form);
    await page.route("**/functions/v1/submit-quote", (route) => route.abort("connectionreset"));
    await page.getByRole("button", { name: "Send My Quote Request" }).click();
    const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
    await expect(toast).toBeVisible();
    await expect.poll(() => toast.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
    await expectNoViolations(page, "error toast", { include: TOASTER });

    await page.unroute("**/functions/v1/submit-quote");
    await page.getByRole("button", { name: "Send My Quote Request" }).click();
    await expect(form.getByRole("heading", { name: "Message Sent!" })).toBeFocused();
    await expectNoViolations(page, "the sent request's panel", { exclude: TOASTER });
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test("with the mobile menu open", async ({ page }) => {
      await page.goto("/");
      await waitForPageScripts(page);
      await page.getByRole("banner").getByLabel("Menu").click();
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
      await expectNoViolations(page, "mobile menu");
    });

    test("with an FAQ answer open", async ({ page }) => {
      await page.goto("/areas/crawley");
      await page
        .getByRole("region", { name: /your questions/ })
        .getByRole("group")
        .first()
        .locator("summary")
        .click();
      await expectNoViolations(page, "area FAQ open");
    });
  });
});

test.describe("axe: the on-page answers, with each result shown", () => {
  const answers: [string, string][] = [
    ["a covered district", "RH12 1AB"],
    ["a district we probably cover", "RH18"],
    ["a postcode outside our area", "SW1A 1AA"],
    ["something that is not a postcode", "hello"],
  ];
  for (const path of ["/areas", "/areas/crawley"]) {
    for (const [label, input] of answers) {
      test(`${path} answering ${label}`, async ({ page }) => {
        await page.goto(path);
        await waitForPageScripts(page);
        const form = page.locator('form[action="/areas/check"]');
        await form.getByRole("textbox", { name: "Your postcode" }).fill(input);
        await form.getByRole("textbox", { name: "Your postcode" }).press("Enter");
        await expect(form.getByRole("status")).not.toBeEmpty();
        await expectNoViolations(page, `${path}: ${label}`);
      });
    }
  }

  test("/pricing with an estimate and its lines", async ({ page }) => {
    await page.goto("/pricing");
    await waitForPageScripts(page);
    const section = page.getByRole("region", { name: "Instant estimate" });
    await section.getByLabel("Full van").check();
    await section.getByLabel("Sofas and upholstered items").selectOption("2");
    await section.getByLabel("Fluorescent tubes").selectOption("3");
    await section.getByLabel("The crew must carry items down stairs, with no lift").check();
    await expect(section.getByTestId("estimate-total")).toBeVisible();
    await expectNoViolations(page, "/pricing with an estimate");
  });

  test.describe("result pages made for a query", () => {
    for (const path of [
      "/areas/check?postcode=RH10&from=crawley",
      "/areas/check?postcode=KT1",
      "/areas/check?postcode=M1+1AE",
      "/areas/check?postcode=nonsense",
      "/pricing/estimate?load=half&fridge=1&mattress=2&sofa=0&tyre=0&tube=0&stairs=yes",
      "/pricing/estimate?load=oops&fridge=99",
    ]) {
      test(path, async ({ page }) => {
        await page.goto(path);
        await waitForPageScripts(page);
        await expectNoViolations(page, path);
      });
    }
  });
});
