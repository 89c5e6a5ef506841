/**
 * The three questions answered on the page (do you cover my postcode, what will it cost, can you come
 * today) and the areas map, with and without JavaScript, at both widths (the two projects).
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { loadSizes, surcharges } from "../../app/content/pricing";
import { holdRequests, quoteDialog, quoteFields, waitForPageScripts } from "./helpers";

const checker = (page: Page) => page.getByRole("region", { name: "Do we cover your postcode?" });
const postcodeBox = (scope: Page | Locator) => scope.getByRole("textbox", { name: "Your postcode" });
/** The answer of the page's postcode checker (on /areas, a town page, or the result page). */
const answer = (page: Page) => page.locator('form[action="/areas/check"]').getByRole("status");
const estimator = (page: Page) => page.getByRole("region", { name: "Instant estimate" });
const sameDayLine = (page: Page) => page.locator("[data-same-day]");

test.describe("do you cover my postcode? (with JavaScript)", () => {
  test("/areas answers as you type: yes, probably, outside, and a field error for junk", async ({ page }) => {
    await page.goto("/areas");
    await waitForPageScripts(page);
    const box = postcodeBox(checker(page));

    await box.pressSequentially("rh12 1ab");
    await expect(answer(page)).toHaveText("Yes, we cover RH12 (Horsham, about 8 miles from our RH10 yard).");
    await expect(answer(page).getByRole("link", { name: "Horsham" })).toHaveAttribute("href", "/areas/horsham");
    await expect(page).toHaveURL(/\/areas$/);

    await box.fill("");
    await box.pressSequentially("RH18");
    await expect(answer(page)).toContainText(
      "Probably: we cover most of RH (the Redhill postcode area); call or send photos and we'll confirm.",
    );
    await expect(answer(page).getByRole("link", { name: "call" })).toHaveAttribute("href", /^tel:/);

    await box.fill("");
    await box.pressSequentially("SW1A 1AA");
    await expect(answer(page)).toHaveText("SW1A is outside our usual area; call us, we may still help.");

    // Junk gets no scolding while typing, and a field error once the visitor is done.
    await box.fill("");
    await box.pressSequentially("hello");
    await expect(answer(page)).toHaveText("");
    await box.press("Enter");
    await expect(answer(page)).toContainText("Enter a UK postcode, or just its first half");
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription(/Enter a UK postcode/);
    await expect(page).toHaveURL(/\/areas$/);

    // The error goes as soon as the visitor types again.
    await box.pressSequentially("x");
    await expect(box).not.toHaveAttribute("aria-invalid", "true");
  });

  test("a town page answers in place, and names the other towns of a shared district", async ({ page }) => {
    await page.goto("/areas/crawley");
    await waitForPageScripts(page);
    const box = postcodeBox(checker(page));
    await box.fill("rh10 1aa");
    await box.press("Enter");
    await expect(answer(page)).toHaveText(
      "Yes, we cover RH10 (Crawley, about 1 mile from our RH10 yard). Also in RH10: Three Bridges, Copthorne.",
    );
    await expect(page).toHaveURL(/\/areas\/crawley$/);
    // The answer's town link goes to that town's page.
    await box.fill("BN1 1AA");
    await box.press("Enter");
    await answer(page).getByRole("link", { name: "Brighton" }).click();
    await expect(page).toHaveURL(/\/areas\/brighton$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rubbish Clearance in Brighton");
  });

  test("the result page shows its answer, then answers the next postcode in place, with no second page", async ({ page }) => {
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(new URL(request.url()).search);
    });
    await page.goto("/areas/check?postcode=RH10+1AA");
    await waitForPageScripts(page);
    await expect(answer(page)).toHaveText(
      "Yes, we cover RH10 (Crawley, about 1 mile from our RH10 yard). Also in RH10: Three Bridges, Copthorne.",
    );
    const box = page.getByRole("textbox", { name: "Your postcode" });
    await box.fill("BN1 1AA");
    await box.press("Enter");
    await expect(answer(page)).toHaveText("Yes, we cover BN1 (Brighton, about 20 miles from our RH10 yard).");
    await expect(box).toBeFocused();
    expect(documents).toEqual(["?postcode=RH10+1AA"]);
  });

  test("the quote form says whether we cover the postcode once the visitor leaves the field", async ({ page }) => {
    await page.goto("/contact");
    await waitForPageScripts(page);
    const form = page.getByRole("region", { name: "Request a free quote" });
    const hint = form.getByTestId("postcode-hint");
    await quoteFields(form).postcode.fill("RH12 1AB");
    await expect(hint).toHaveText("");
    await quoteFields(form).postcode.press("Tab");
    await expect(hint).toHaveText("Yes, we cover RH12 (Horsham, about 8 miles from our RH10 yard).");
    // No links away from a half-filled form.
    await expect(hint.getByRole("link")).toHaveCount(0);
    await quoteFields(form).postcode.fill("KT1 1AA");
    await expect(hint).toHaveText("");
    await quoteFields(form).postcode.blur();
    await expect(hint).toContainText("Probably: we cover most of KT");
    // Something that is not a postcode gets no hint: the form's own check speaks when it is sent.
    await quoteFields(form).postcode.fill("nonsense");
    await quoteFields(form).postcode.blur();
    await expect(hint).toHaveText("");
  });
});

test.describe("do you cover my postcode? (without JavaScript)", () => {
  test.use({ javaScriptEnabled: false });

  test("a town page's form asks the server, which answers on a page of its own, not indexed", async ({ page }) => {
    await page.goto("/areas/crawley");
    const box = postcodeBox(checker(page));
    await box.fill("rh12 1ab");
    await checker(page).getByRole("button", { name: "Check" }).click();
    await expect(page).toHaveURL(/\/areas\/check\?postcode=rh12\+1ab&from=crawley$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Do we cover your postcode?");
    await expect(answer(page)).toHaveText("Yes, we cover RH12 (Horsham, about 8 miles from our RH10 yard).");
    await expect(postcodeBox(page)).toHaveValue("rh12 1ab");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await page.getByRole("link", { name: "Back to Crawley" }).click();
    await expect(page).toHaveURL(/\/areas\/crawley$/);
  });

  test("/areas answers probably, outside and junk on the result page", async ({ page }) => {
    for (const [input, text] of [
      ["TN1", "Probably: we cover most of TN (the Tonbridge postcode area); call or send photos and we'll confirm."],
      ["M1 1AE", "M1 is outside our usual area; call us, we may still help."],
    ]) {
      await page.goto("/areas");
      await postcodeBox(checker(page)).fill(input!);
      await checker(page).getByRole("button", { name: "Check" }).click();
      await expect(page).toHaveURL(/\/areas\/check\?postcode=/);
      await expect(answer(page)).toHaveText(text!);
      await expect(page.getByRole("link", { name: /^Back to/ })).toHaveCount(0);
    }
    await page.goto("/areas");
    await postcodeBox(checker(page)).fill("not a postcode");
    await checker(page).getByRole("button", { name: "Check" }).click();
    await expect(answer(page)).toContainText("Enter a UK postcode, or just its first half");
    await expect(postcodeBox(page)).toHaveAttribute("aria-invalid", "true");
  });

  test("the result page is made per request and shows nothing it was sent unescaped", async ({ page, request }) => {
    const response = await request.get("/areas/check?postcode=RH13&from=horsham");
    expect(response.status()).toBe(200);
    expect(response.headers()["x-robots-tag"]).toBe("noindex");
    expect(await response.text()).toContain("Horsham");

    const hostile = await request.get(
      `/areas/check?postcode=${encodeURIComponent('"><script>alert(1)</script>')}&from=${encodeURIComponent("../../etc/passwd")}`,
    );
    const html = await hostile.text();
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("etc/passwd");
    await page.goto(`/areas/check?postcode=${encodeURIComponent("<b>RH12</b>")}`);
    await expect(answer(page)).toContainText("Enter a UK postcode");
    await expect(page.locator("main b")).toHaveCount(0);

    // Longer than any postcode: refused and not shown back.
    await page.goto(`/areas/check?postcode=${"A".repeat(5000)}`);
    await expect(answer(page)).toContainText("Enter a UK postcode");
    await expect(postcodeBox(page)).toHaveValue("");
  });
});

test.describe("what will it cost? (with JavaScript)", () => {
  const estimatorCode = /\/assets\/estimator-[\w-]+\.js$/;

  test("the estimate follows each choice, line by line, and opens the quote dialog with the choices", async ({ page }) => {
    await page.goto("/pricing");
    await waitForPageScripts(page);
    const section = estimator(page);
    const status = section.getByRole("status");
    await expect(status).toHaveText("Choose how much of the van your waste will fill to see an estimate.");

    await section.getByLabel("Half van").check();
    await expect(status).toHaveText("Estimate: £200–£260");
    await section.getByLabel("Mattresses").selectOption("2");
    await section.getByLabel("The crew must carry items down stairs, with no lift").check();
    await expect(status).toHaveText("Estimate: £265–£360");
    const table = section.getByRole("table", { name: "Each part of the estimate and its amount" });
    await expect(table.getByRole("row")).toHaveText([
      /Half van\s*£200–£260/,
      /2 × mattress\s*£15–£25 each\s*£30–£50/,
      /Carrying down stairs, no lift\s*£35–£50/,
      /Total\s*£265–£360/,
    ]);
    await expect(section.getByText("Send us photos and we'll turn this into a fixed price")).toBeVisible();
    await expect(page).toHaveURL(/\/pricing$/);

    await section.getByRole("link", { name: "Get a fixed price for this" }).click();
    const dialog = quoteDialog(page);
    await expect(dialog).toBeVisible();
    await expect(quoteFields(dialog).description).toHaveValue(
      "From the price estimate: Half van; 2 × mattress; Carrying down stairs, no lift. Estimate £265–£360.",
    );
  });

  test("choices made before the estimator's code arrives are the ones it shows", async ({ page }) => {
    const { release, held } = await holdRequests(page, estimatorCode);
    await page.goto("/pricing");
    await waitForPageScripts(page);
    const section = estimator(page);
    await section.getByLabel("Full van").check();
    await section.getByLabel("Fridges and freezers").selectOption("1");
    await expect.poll(() => held.length, { message: "first use asks for the estimator's code" }).toBeGreaterThan(0);
    await expect(section.getByRole("status")).toHaveText("Choose how much of the van your waste will fill to see an estimate.");
    release();
    await expect(section.getByRole("status")).toHaveText(/^Estimate: £375–£460$/);
    await expect(section.getByLabel("Full van")).toBeChecked();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test("a choice changed and the fixed-price button pressed before the estimator's code arrives: the dialog has the new choice", async ({
    page,
  }) => {
    const { release, held } = await holdRequests(page, estimatorCode);
    await page.goto("/pricing/estimate?load=half");
    await waitForPageScripts(page);
    const section = estimator(page);
    await expect(section.getByRole("status")).toHaveText("Estimate: £200–£260");
    await section.getByLabel("Full van").check();
    await expect.poll(() => held.length, { message: "first use asks for the estimator's code" }).toBeGreaterThan(0);
    await section.getByRole("link", { name: "Get a fixed price for this" }).click();
    release();
    // The dialog waited for the estimator, which knows the choice.
    const dialog = quoteDialog(page);
    await expect(dialog).toBeVisible();
    await expect(quoteFields(dialog).description).toHaveValue(/^From the price estimate: Full van\. Estimate £\d+–£\d+\.$/);
    await expect(section.getByRole("status")).toHaveText(/^Estimate: £\d+–£\d+$/);
    await expect(section.getByRole("status")).not.toHaveText("Estimate: £200–£260");
  });

  test("every surcharge's amount is on the page beside the item, as plainly as the headline price", async ({ page }) => {
    await page.goto("/pricing");
    const extras = page.locator("#additional-charges");
    for (const charge of surcharges) {
      const [min, max] = [charge.price.min, charge.price.max];
      await expect(extras.getByText(charge.item, { exact: true })).toBeVisible();
      await expect(extras.getByText(charge.item, { exact: true }).locator("xpath=..")).toContainText(`£${min}–£${max} each`);
    }
    for (const load of loadSizes) await expect(extras).toContainText(`${load.label.toLowerCase()} £${load.stairs.min}–£${load.stairs.max}`);
    await expect(extras).toContainText("Prices include VAT where it applies");
  });
});

test.describe("what will it cost? (without JavaScript)", () => {
  test.use({ javaScriptEnabled: false });

  test("the form asks the server, whose page shows the estimate and a quote form with the choices filled in", async ({ page }) => {
    await page.goto("/pricing");
    const section = estimator(page);
    await section.getByLabel("Quarter van").check();
    await section.getByLabel("Fridges and freezers").selectOption("1");
    await section.getByLabel("Car tyres").selectOption("4");
    await section.getByRole("button", { name: "Show my estimate" }).click();
    await expect(page).toHaveURL(/\/pricing\/estimate\?load=quarter&fridge=1&mattress=0&sofa=0&tyre=4&tube=0$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const result = estimator(page);
    await expect(result.getByRole("status")).toHaveText("Estimate: £145–£212");
    await expect(result.getByTestId("estimate-total")).toHaveText("£145–£212");
    // The form keeps the choices, so the visitor can change one and ask again.
    await expect(result.getByLabel("Quarter van")).toBeChecked();
    await expect(result.getByLabel("Car tyres")).toHaveValue("4");

    const fixed = result.getByRole("link", { name: "Get a fixed price for this" });
    await expect(fixed).toHaveAttribute("href", "#quote-form");
    await fixed.click();
    const form = page.getByRole("region", { name: "Get a fixed price" });
    await expect(quoteFields(form).description).toHaveValue(
      "From the price estimate: Quarter van; 1 × fridge or freezer; 4 × car tyre. Estimate £145–£212.",
    );
    await expect(form.locator("form")).toHaveAttribute("action", "/contact#quote-form");
  });

  test("hostile or broken queries get field errors and a 400, never an echo", async ({ page, request }) => {
    const response = await page.goto(`/pricing/estimate?load=${encodeURIComponent("<script>x</script>")}&fridge=99&stairs=maybe`);
    expect(response?.status()).toBe(400);
    const section = estimator(page);
    await expect(section).toContainText("Choose how much of the van your waste will fill.");
    await expect(section).toContainText("Choose a number from 0 to 10.");
    await expect(section).toContainText("Tick the box if the crew must carry items down stairs with no lift.");
    expect(await page.content()).not.toContain("<script>x");
    const empty = await request.get("/pricing/estimate");
    expect(empty.status()).toBe(200);
    expect(empty.headers()["x-robots-tag"]).toBe("noindex");
  });
});

test.describe("can you come today?", () => {
  // The visitor's own clock is in another zone: the line follows UK time all the same.
  test.use({ timezoneId: "America/New_York" });

  test("the home hero counts down to 10:00 UK time and updates each minute", async ({ page }) => {
    // Monday 2 June 2025, 07:46 in London.
    await page.clock.install({ time: new Date("2025-06-02T06:46:00Z") });
    await page.goto("/");
    await waitForPageScripts(page);
    const hero = page.getByRole("region", { name: "Rubbish clearance across Surrey & Sussex" });
    await expect(hero.locator("[data-same-day]")).toHaveText("Book in the next 2 h 14 min for a same-day collection.", {
      useInnerText: true,
    });
    await page.clock.runFor(60_000);
    await expect(hero.locator("[data-same-day]")).toHaveText("Book in the next 2 h 13 min for a same-day collection.", {
      useInnerText: true,
    });
  });

  test("after 10:00 /contact offers the next day, and is right on the night the clocks go back", async ({ page }) => {
    await page.clock.install({ time: new Date("2025-06-02T09:00:00Z") });
    await page.goto("/contact");
    await waitForPageScripts(page);
    await expect(sameDayLine(page)).toHaveText("Book now for tomorrow: same-day bookings close at 10am.", { useInnerText: true });
    // Saturday 25 October 2025, 23:30 BST (22:30 UTC): Sunday is a collection day, so tomorrow.
    await page.clock.setSystemTime(new Date("2025-10-25T22:30:00Z"));
    await page.clock.runFor(60_000);
    await expect(sameDayLine(page)).toHaveText("Book now for tomorrow: same-day bookings close at 10am.", { useInnerText: true });
    // Sunday 26 October, 00:30 BST, while UTC is still Saturday: the UK day is Sunday, a collection day, and
    // 10:00 GMT is 10 h 30 min away (the clocks go back an hour at 02:00 BST).
    await page.clock.setSystemTime(new Date("2025-10-25T23:30:00Z"));
    await page.clock.runFor(60_000);
    await expect(sameDayLine(page)).toHaveText("Book in the next 10 h 29 min for a same-day collection.", { useInnerText: true });
  });

  test("the live line takes the place of the rule without moving the page", async ({ page, browser }) => {
    const noScript = await browser.newPage({ javaScriptEnabled: false, viewport: page.viewportSize()! });
    await noScript.goto("/");
    await expect(sameDayLine(noScript)).toHaveText(
      "Same-day collection when you book before 10am (UK time); after that, the next collection day.",
    );
    const before = await sameDayLine(noScript).boundingBox();
    const nextHeading = await noScript.getByRole("heading", { name: "What we clear" }).boundingBox();
    await noScript.close();

    await page.clock.install({ time: new Date("2025-06-02T06:46:00Z") });
    await page.goto("/");
    await waitForPageScripts(page);
    await expect(sameDayLine(page)).toHaveAttribute("data-same-day", "live");
    const after = await sameDayLine(page).boundingBox();
    expect(after!.height).toBe(before!.height);
    expect((await page.getByRole("heading", { name: "What we clear" }).boundingBox())!.y).toBe(nextHeading!.y);
  });
});

test.describe("can you come today? (without JavaScript)", () => {
  test.use({ javaScriptEnabled: false });

  test("the home hero and /contact state the rule in words", async ({ page }) => {
    for (const path of ["/", "/contact"]) {
      await page.goto(path);
      await expect(sameDayLine(page)).toHaveText(
        "Same-day collection when you book before 10am (UK time); after that, the next collection day.",
      );
    }
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the areas map (${javaScriptEnabled ? "with" : "without"} JavaScript)`, () => {
    test.use({ javaScriptEnabled });

    test("draws every town as a linked dot, lists the same towns, fits the screen and fetches nothing from elsewhere", async ({
      page,
      baseURL,
    }) => {
      const elsewhere: string[] = [];
      page.on("request", (request) => {
        if (!request.url().startsWith(baseURL!) && !request.url().startsWith("data:")) elsewhere.push(request.url());
      });
      await page.goto("/areas", { waitUntil: "networkidle" });
      const section = page.getByRole("region", { name: "Where we go" });
      const map = section.locator("figure svg");
      await expect(map).toBeVisible();
      const count = Number(
        /(\d+)\s*covered locations/.exec(
          (await page.getByRole("paragraph").filter({ hasText: "covered locations" }).textContent()) ?? "",
        )?.[1],
      );
      expect(count).toBeGreaterThan(50);
      const dots = map.locator("a");
      await expect(dots).toHaveCount(count);
      const list = section.getByRole("list").getByRole("link");
      await expect(list).toHaveCount(count);
      expect(new Set(await dots.evaluateAll((all) => all.map((a) => a.getAttribute("href"))))).toEqual(
        new Set(await list.evaluateAll((all) => all.map((a) => a.getAttribute("href")))),
      );
      // The picture is for the eye; the list is for screen readers and keyboards.
      await expect(map).toHaveAttribute("aria-hidden", "true");
      for (const tabindex of await dots.evaluateAll((all) => all.map((a) => a.getAttribute("tabindex")))) expect(tabindex).toBe("-1");
      await expect(section.getByText("Coastline: Natural Earth")).toBeVisible();

      const box = (await map.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      expect(box.width).toBeGreaterThan(300);
      expect(elsewhere).toEqual([]);

      await map.locator('a[href="/areas/horsham"]').click();
      await expect(page).toHaveURL(/\/areas\/horsham$/);
    });
  });
}
