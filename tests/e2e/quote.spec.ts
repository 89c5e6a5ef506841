import { expect, test, type Locator, type Page, type Request } from "@playwright/test";
import {
  expectQuoteValues,
  fillQuote,
  fixture,
  fixtureAs,
  holdRequests,
  photoFixtures,
  quoteButton,
  quoteDialog,
  quoteFields,
  REFERENCE,
  toasts,
  waitForPageScripts,
} from "./helpers";

const SUBMIT = "**/functions/v1/submit-quote";
const failureText = "Failed to submit quote request. Please try again or contact us directly.";
const notAPhoto = { name: "fake.jpg", mimeType: "image/jpeg", buffer: Buffer.from("This is a text file pretending to be a JPEG.\n") };

/** Count what reaches the quote endpoint. */
function countQuoteRequests(page: Page) {
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/functions/v1/submit-quote") sent.push(request);
  });
  return sent;
}

/** The multipart fields of a sent request, as name → values. */
function multipartFields(request: Request): Map<string, string[]> {
  const body = request.postDataBuffer()?.toString("latin1") ?? "";
  const fields = new Map<string, string[]>();
  for (const match of body.matchAll(
    /Content-Disposition: form-data; name="([^"]+)"(?:; filename="([^"]*)")?\r\n(?:Content-Type: [^\r\n]+\r\n)?\r\n/g,
  )) {
    const [, name, filename] = match;
    const start = match.index! + match[0].length;
    const end = body.indexOf("\r\n--", start);
    const value = filename !== undefined ? `file:${filename}` : body.slice(start, end);
    fields.set(name!, [...(fields.get(name!) ?? []), value]);
  }
  return fields;
}

/** The quote form on /contact. */
const quoteRegion = (page: Page) => page.getByRole("region", { name: "Request a free quote" });

/** The quote filled in, with one photo. */
async function fillQuoteWithPhoto(form: Locator) {
  await fillQuote(form);
  await quoteFields(form).photos.setInputFiles(fixture("garden.jpg"));
}

/** Sends the quote form and waits for the server's answer to its POST to /contact. */
async function postQuoteForm(page: Page, form: Locator) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/contact"),
    quoteFields(form).submit.click(),
  ]);
  return response;
}

async function addPhotos(scope: Page | Locator) {
  const { photos, chosen } = quoteFields(scope);
  await photos.setInputFiles(photoFixtures);
  await expect(chosen.getByRole("listitem")).toHaveCount(3);
  // JPEG and PNG get previews; HEIC (which browsers cannot show) gets its name. Each shows its size.
  await expect(chosen.getByRole("img", { name: "1: garden.jpg" })).toBeVisible();
  await expect(chosen.getByRole("img", { name: "2: sofa.png" })).toBeVisible();
  await expect(chosen.getByRole("listitem").nth(2)).toContainText("loft.heic");
  await expect(chosen.getByRole("listitem").nth(0)).toContainText("29 KB");
  await expect(chosen.getByRole("listitem").nth(1)).toContainText("46 KB");
  await expect(chosen.getByRole("listitem").nth(2)).toContainText("9 KB");
  await expect(scope.getByText("3 of 10 photos added.")).toBeVisible();
}

test.describe("(a) the quote dialog", () => {
  test("fill every field, add three photos, remove one, send: Sending..., toast, dialog closes", async ({ page }) => {
    await page.goto("/");
    await waitForPageScripts(page);
    await quoteButton(page).click();
    const dialog = quoteDialog(page);
    await expect(dialog).toBeVisible();

    const typed = await fillQuote(dialog);
    await addPhotos(dialog);
    await dialog.getByRole("button", { name: "Remove photo 2 (sofa.png)" }).click();
    await expect(quoteFields(dialog).chosen.getByRole("listitem")).toHaveCount(2);
    await expect(dialog.getByText("2 of 10 photos added.")).toBeVisible();
    await expect(dialog.getByRole("button", { name: /sofa\.png/ })).toHaveCount(0);

    const { release, held } = await holdRequests(page, SUBMIT);
    const responsePromise = page.waitForResponse((r) => r.url().endsWith("/functions/v1/submit-quote"));
    const submit = quoteFields(dialog).submit;
    await submit.click();

    await expect(submit).toHaveText("Sending...");
    await expect(submit).toBeDisabled();
    await expect.poll(() => held.length).toBe(1);
    release();

    const response = await responsePromise;
    expect(response.status()).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    expect(reference).toMatch(REFERENCE);

    // The request is multipart with every field, consent as 'true' and the photos as repeated files.
    const fields = multipartFields(held[0]!);
    expect(held[0]!.headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(fields.get("name")).toEqual([typed.name]);
    expect(fields.get("phone")).toEqual([typed.phone]);
    expect(fields.get("email")).toEqual([typed.email]);
    expect(fields.get("postcode")).toEqual([typed.postcode]);
    expect(fields.get("preferredDatetime")).toEqual([typed.preferred]);
    expect(fields.get("accessNotes")).toEqual([typed.access]);
    expect(fields.get("description")).toEqual([typed.description]);
    expect(fields.get("consentGiven")).toEqual(["true"]);
    expect(fields.get("files")).toHaveLength(2);
    expect(fields.get("files")!.join(" ")).toContain("loft.heic");

    const toast = toasts(page);
    await expect(toast.getByText("Quote Request Sent!")).toBeVisible();
    await expect(toast.getByText(/We'll get back to you as soon as we can\. For urgent requests, please WhatsApp us\./)).toBeVisible();
    await expect(toast).toContainText(reference);
    await expect(dialog).toBeHidden();
  });

  test("(c) a refused photo keeps the dialog open with every value and photo, says why at the photos, no toast", async ({ page }) => {
    await page.goto("/pricing");
    await waitForPageScripts(page);
    await quoteButton(page).click();
    const dialog = quoteDialog(page);
    const typed = await fillQuote(dialog);
    const f = quoteFields(dialog);
    await f.photos.setInputFiles([fixtureAs("garden.jpg", "garden.jpg"), notAPhoto]);
    await expect(f.chosen.getByRole("listitem")).toHaveCount(2);

    const responsePromise = page.waitForResponse((r) => r.url().endsWith("/functions/v1/submit-quote"));
    await f.submit.click();
    expect((await responsePromise).status()).toBeGreaterThanOrEqual(400);

    await expect(f.status).toContainText("Your request was not sent");
    await expect(f.status).toContainText("Please check the highlighted fields.");
    await expect(f.photos).toHaveAccessibleDescription(/fake\.jpg.*not a JPG, PNG or HEIC photo/);
    await expect(toasts(page).getByRole("listitem")).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expectQuoteValues(dialog, typed);
    await expect(f.chosen.getByRole("listitem")).toHaveCount(2);
    await expect(dialog.getByRole("button", { name: "Remove photo 2 (fake.jpg)" })).toBeVisible();
    await expect(f.submit).toBeEnabled();
    await expect(f.submit).toHaveText("Send My Quote Request");

    // Removing the bad file and sending again succeeds.
    await dialog.getByRole("button", { name: "Remove photo 2 (fake.jpg)" }).click();
    await f.submit.click();
    await expect(toasts(page).getByText("Quote Request Sent!")).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

test.describe("(b) the /contact form", () => {
  test("send with photos: Message Sent! in place of the form, with the reference and what happens next, focused; no toast", async ({
    page,
  }) => {
    await page.goto("/contact");
    await waitForPageScripts(page);
    const form = quoteRegion(page);
    await fillQuote(form);
    await addPhotos(form);
    await form.getByRole("button", { name: "Remove photo 1 (garden.jpg)" }).click();
    await expect(quoteFields(form).chosen.getByRole("listitem")).toHaveCount(2);

    const { release, held } = await holdRequests(page, SUBMIT);
    const f = quoteFields(form);
    await f.submit.click();
    await expect(f.submit).toHaveText("Sending...");
    await expect(f.submit).toBeDisabled();
    await expect(form.getByRole("button", { name: /^Remove photo/ }).first()).toBeDisabled();
    await expect.poll(() => held.length).toBe(1);
    release();

    await expect(f.status).toContainText("Message Sent!");
    await expect(f.status).toContainText("We'll get back to you as soon as we can. For urgent requests, please call or WhatsApp us.");
    await expect(f.status).toContainText(REFERENCE);
    await expect(form.getByRole("heading", { name: "Message Sent!" })).toBeFocused();
    await expect(form.getByRole("heading", { name: "What happens next" })).toBeInViewport();
    await expect(form.getByRole("listitem").filter({ hasText: "reply as soon as we can with a fixed price" })).toBeVisible();
    await expect(f.submit).toHaveCount(0);
    await expect(toasts(page).getByRole("listitem")).toHaveCount(0);

    // Another request starts from an empty form.
    await form.getByRole("link", { name: "Send another request" }).click();
    for (const field of [f.name, f.phone, f.email, f.postcode, f.preferred, f.access, f.description]) await expect(field).toHaveValue("");
    await expect(f.consent).not.toBeChecked();
    await expect(f.chosen).toHaveCount(0);
    await expect(form.getByText("0 of 10 photos added.")).toBeVisible();
    await expect(f.submit).toHaveText("Send My Quote Request");
    await expect(f.submit).toBeEnabled();
  });

  test("no answer from the server: the Error notice on the form and as a toast, everything typed kept", async ({ page }) => {
    await page.goto("/contact");
    await waitForPageScripts(page);
    const form = quoteRegion(page);
    const typed = await fillQuote(form);
    const f = quoteFields(form);
    await page.route(SUBMIT, (route) => route.abort("connectionreset"));
    await f.submit.click();
    await expect(f.status).toContainText("Error");
    await expect(f.status).toContainText(failureText);
    await expect(f.status).toContainText("We couldn't reach our server. Check your connection and try again.");
    await expect(toasts(page).getByText(failureText)).toBeVisible();
    await expectQuoteValues(form, typed);
    await expect(f.submit).toBeEnabled();
  });

  test("a second quote from the same page goes with a stamp of its own and gets its own reference", async ({ page }) => {
    await page.goto("/contact");
    await waitForPageScripts(page);
    const form = quoteRegion(page);
    const f = quoteFields(form);
    const sent = countQuoteRequests(page);
    const references: string[] = [];
    for (const name of ["First Visitor", "Second Visitor"]) {
      await fillQuote(form, { name });
      await f.submit.click();
      await expect(f.status).toContainText("Message Sent!");
      references.push(REFERENCE.exec((await f.status.textContent()) ?? "")?.[0] ?? "");
      await form.getByRole("link", { name: "Send another request" }).click();
      await expect(f.submit).toBeEnabled();
    }
    expect(references[0]).toMatch(REFERENCE);
    expect(references[1]).toMatch(REFERENCE);
    expect(references[1]).not.toBe(references[0]);
    const stamps = sent.map((request) => multipartFields(request).get("formStamp")?.[0]);
    expect(stamps).toHaveLength(2);
    expect(stamps[0]).toBeTruthy();
    expect(stamps[1]).toBeTruthy();
    expect(stamps[1]).not.toBe(stamps[0]);
  });

  test("(c) a refused photo: the server's reason at the photos, every typed value and the photo kept, no toast", async ({ page }) => {
    await page.goto("/contact");
    await waitForPageScripts(page);
    const form = quoteRegion(page);
    const typed = await fillQuote(form);
    const f = quoteFields(form);
    await f.photos.setInputFiles(notAPhoto);
    await expect(f.chosen.getByRole("listitem")).toHaveCount(1);

    const sent = countQuoteRequests(page);
    await f.submit.click();

    await expect(f.status).toContainText("Your request was not sent");
    await expect(toasts(page).getByRole("listitem")).toHaveCount(0);
    expect(sent).toHaveLength(1);
    await expectQuoteValues(form, typed);
    await expect(f.chosen.getByRole("listitem")).toHaveCount(1);
    await expect(form.getByRole("button", { name: "Remove photo 1 (fake.jpg)" })).toBeVisible();
    await expect(form.getByText("1 of 10 photos added.")).toBeVisible();
    // The server's reason is shown beside the photos.
    await expect(f.photos).toHaveAttribute("aria-invalid", "true");
    await expect(f.photos).toHaveAccessibleDescription(/fake\.jpg.*not a JPG, PNG or HEIC photo/);
    await expect(f.submit).toBeEnabled();
  });
});

test.describe("(d) validation", () => {
  test("an empty form shows errors beside each required field, focuses the first, and sends nothing", async ({ page }) => {
    await page.goto("/contact");
    await waitForPageScripts(page);
    const form = quoteRegion(page);
    const f = quoteFields(form);
    const sent = countQuoteRequests(page);

    await f.submit.click();
    await expect(f.name).toBeFocused();

    for (const [field, message] of [
      [f.name, /name/i],
      [f.phone, /phone/i],
      [f.email, /email/i],
      [f.postcode, /postcode/i],
      [f.description, /what needs clearing|at least 10 characters/i],
      [f.consent, /tick the box/i],
    ] as const) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
      const messages = await Promise.all(
        describedBy
          .split(/\s+/)
          .filter(Boolean)
          .map((id) => page.locator(`[id="${id}"]`).textContent()),
      );
      expect(messages.join(" | "), `the message ${message} is attached to the field`).toMatch(message);
      await expect(field).toHaveAccessibleDescription(message);
    }
    for (const optional of [f.preferred, f.access]) await expect(optional).not.toHaveAttribute("aria-invalid", "true");
    await expect(f.status).toContainText("Your request was not sent");
    await expect(toasts(page).getByRole("listitem")).toHaveCount(0);
    expect(sent).toHaveLength(0);
  });

  test("focus goes to the first invalid field; fixing it clears its error on the next send", async ({ page }) => {
    await page.goto("/contact");
    await waitForPageScripts(page);
    const form = quoteRegion(page);
    const f = quoteFields(form);
    const sent = countQuoteRequests(page);
    await fillQuote(form, { email: "jo.bloggs-at-example", phone: "12345" });
    await f.submit.click();
    await expect(f.phone).toBeFocused();
    await expect(f.phone).toHaveAttribute("aria-invalid", "true");
    await expect(f.email).toHaveAttribute("aria-invalid", "true");
    await expect(f.email).toHaveAccessibleDescription(/valid email address/);
    await expect(f.name).not.toHaveAttribute("aria-invalid", "true");
    // A number the form refuses is the visitor's to put right: said at the field, not as a failure.
    await expect(f.phone).toHaveAccessibleDescription(/phone number/i);
    await expect(f.status).not.toContainText(failureText);
    await expect(toasts(page).getByRole("listitem")).toHaveCount(0);
    expect(sent).toHaveLength(0);

    await f.phone.fill("07911 123456");
    await f.submit.click();
    await expect(f.email).toBeFocused();
    await expect(f.phone).not.toHaveAttribute("aria-invalid", "true");
    expect(sent).toHaveLength(0);
  });

  test("the phone number the error message gives as an example is accepted", async ({ page }) => {
    await page.goto("/contact");
    await waitForPageScripts(page);
    const form = quoteRegion(page);
    const f = quoteFields(form);
    await fillQuote(form, { phone: "12345" });
    await f.submit.click();
    await expect(f.phone).toHaveAttribute("aria-invalid", "true");
    const message = (await f.phone.getAttribute("aria-describedby"))!.split(" ").map((id) => page.locator(`[id="${id}"]`));
    const example = /e\.g\. ([+\d][\d ]+\d)/.exec((await Promise.all(message.map((m) => m.textContent()))).join(" "))?.[1];
    expect(example, "the message gives an example").toBeTruthy();
    await f.phone.fill(example!);
    await f.submit.click();
    await expect(f.status).toContainText("Message Sent!", { timeout: 3000 });
  });

  test("the dialog validates the same way and stays open", async ({ page }) => {
    await page.goto("/");
    await waitForPageScripts(page);
    await quoteButton(page).click();
    const dialog = quoteDialog(page);
    const f = quoteFields(dialog);
    const sent = countQuoteRequests(page);
    await f.name.fill("Jo");
    await f.submit.click();
    await expect(f.phone).toBeFocused();
    await expect(f.phone).toHaveAttribute("aria-invalid", "true");
    await expect(f.name).toHaveValue("Jo");
    await expect(dialog).toBeVisible();
    expect(sent).toHaveLength(0);
  });
});

test.describe("(e) photo picker", () => {
  test("twelve photos keep ten, the picker is disabled at ten, removing one enables it", async ({ page }) => {
    await page.goto("/contact");
    await waitForPageScripts(page);
    const form = quoteRegion(page);
    const f = quoteFields(form);
    const twelve = Array.from({ length: 12 }, (_, i) =>
      fixtureAs(i % 2 ? "sofa.png" : "garden.jpg", `photo-${String(i + 1).padStart(2, "0")}.${i % 2 ? "png" : "jpg"}`),
    );
    await f.photos.setInputFiles(twelve);

    await expect(f.chosen.getByRole("listitem")).toHaveCount(10);
    await expect(form.getByText(/10 of 10 photos added/)).toBeVisible();
    await expect(f.chosen.getByRole("img", { name: "10: photo-10.png" })).toBeVisible();
    await expect(form.getByText(/photo-11|photo-12/)).toHaveCount(0);
    await expect(f.photos).not.toHaveAttribute("aria-invalid", "true");
    await expect(f.photos).toBeDisabled();

    await form.getByRole("button", { name: "Remove photo 4 (photo-04.png)" }).click();
    await expect(f.chosen.getByRole("listitem")).toHaveCount(9);
    await expect(f.photos).toBeEnabled();
    await expect(f.photos).toBeFocused();
    await expect(form.getByText("9 of 10 photos added.")).toBeVisible();

    // Adding three more when one slot is free keeps only one.
    await f.photos.setInputFiles(twelve.slice(0, 3).map((file, i) => ({ ...file, name: `extra-${i + 1}.jpg` })));
    await expect(f.chosen.getByRole("listitem")).toHaveCount(10);
    await expect(f.chosen.getByRole("img", { name: "10: extra-1.jpg" })).toBeVisible();
    await expect(f.photos).toBeDisabled();
  });

  test("files that are not JPG, PNG or HEIC are not added", async ({ page }) => {
    await page.goto("/contact");
    await waitForPageScripts(page);
    const form = quoteRegion(page);
    const f = quoteFields(form);
    await f.photos.setInputFiles([
      { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") },
      fixtureAs("garden.jpg", "garden.jpg"),
    ]);
    await expect(f.chosen.getByRole("listitem")).toHaveCount(1);
    await expect(form.getByText(/Only JPG, PNG and HEIC photos can be added/)).toBeVisible();
    await expect(f.chosen).not.toContainText("notes.txt");
  });
});

test.describe("(f) without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posting the /contact form with a photo shows Message Sent! and a reference", async ({ page }) => {
    await page.goto("/contact");
    const form = quoteRegion(page);
    await fillQuoteWithPhoto(form);

    const response = await postQuoteForm(page, form);
    expect(response.status()).toBeLessThan(300);
    await expect(page).toHaveURL(/\/contact(#quote-form)?$/);
    const status = quoteFields(quoteRegion(page)).status;
    await expect(status).toContainText("Message Sent!");
    await expect(status).toContainText("We'll get back to you as soon as we can. For urgent requests, please call or WhatsApp us.");
    await expect(status).toContainText(REFERENCE);
  });

  test("posting with a bad email shows the error beside the email field and keeps the typed name", async ({ page }) => {
    await page.goto("/contact");
    const form = quoteRegion(page);
    await fillQuote(form, { email: "not-an-email", name: "Sam Example" });
    await postQuoteForm(page, form);
    const after = quoteFields(quoteRegion(page));
    await expect(after.email).toHaveAttribute("aria-invalid", "true");
    await expect(after.email).toHaveAccessibleDescription(/valid email address/);
    await expect(after.email).toHaveValue("not-an-email");
    await expect(after.name).toHaveValue("Sam Example");
    await expect(after.name).not.toHaveAttribute("aria-invalid", "true");
    await expect(after.status).toContainText("Your request was not sent");
    await expect(after.status).not.toContainText("Message Sent!");
  });
});

test.describe("(g) the /contact form's code loads on first use", () => {
  const formCode = /\/assets\/(quote-form|quote-schema)-[\w-]+\.js$/;

  test("typed, ticked, a photo chosen and Send pressed before the code arrives: nothing is lost, the request goes once", async ({
    page,
  }) => {
    const { release, held } = await holdRequests(page, formCode);
    const requested = () => held.map((request) => new URL(request.url()).pathname);
    const documentPosts: Request[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/contact") documentPosts.push(request);
    });
    const sent = countQuoteRequests(page);

    await page.goto("/contact", { waitUntil: "networkidle" });
    await waitForPageScripts(page);
    expect(requested(), "the form's code loaded with the page").toEqual([]);

    const form = quoteRegion(page);
    const typed = await fillQuote(form);
    const f = quoteFields(form);
    await f.photos.setInputFiles(fixture("garden.jpg"));
    await expect.poll(() => requested().some((p) => /quote-form-/.test(p)), { message: "first use asks for the form's code" }).toBe(true);
    await f.submit.click();
    // The send waits for the code rather than posting the page.
    await expectQuoteValues(form, typed);
    expect(documentPosts).toHaveLength(0);
    expect(sent).toHaveLength(0);

    release();
    await expect(f.status).toContainText("Message Sent!");
    await expect(f.status).toContainText(REFERENCE);
    expect(sent).toHaveLength(1);
    expect(documentPosts).toHaveLength(0);
    const fields = multipartFields(sent[0]!);
    expect(fields.get("name")).toEqual([typed.name]);
    expect(fields.get("description")).toEqual([typed.description]);
    expect(fields.get("consentGiven")).toEqual(["true"]);
    expect(fields.get("files")).toEqual(["file:garden.jpg"]);
  });

  test("a postcode typed and left before the code arrives gets its coverage hint when the code comes", async ({ page }) => {
    const { release, held } = await holdRequests(page, formCode);
    await page.goto("/contact", { waitUntil: "networkidle" });
    await waitForPageScripts(page);
    const form = quoteRegion(page);
    const f = quoteFields(form);
    await f.postcode.fill("RH12 1AB");
    await f.postcode.press("Tab");
    await expect.poll(() => held.length, { message: "first use asks for the form's code" }).toBeGreaterThan(0);
    const hint = form.getByTestId("postcode-hint");
    await expect(hint).toHaveText("");
    release();
    await expect(hint).toHaveText("Yes, we cover RH12 (Horsham, about 8 miles from our RH10 yard).");
    await expect(f.postcode).not.toBeFocused();
  });

  test("if the form's code cannot load, the server's form still posts and the quote arrives", async ({ page }) => {
    await page.route(formCode, (route) => route.abort());
    await page.goto("/contact", { waitUntil: "networkidle" });
    await waitForPageScripts(page);
    const form = quoteRegion(page);
    await fillQuoteWithPhoto(form);
    const response = await postQuoteForm(page, form);
    expect(response.status()).toBeLessThan(300);
    const status = quoteFields(quoteRegion(page)).status;
    await expect(status).toContainText("Message Sent!");
    await expect(status).toContainText(REFERENCE);
  });

  // A content page has no router: its links load /contact from the server, which shows the form.
  test("arriving from a content page, the form is there and works", async ({ page }) => {
    await page.goto("/about");
    await waitForPageScripts(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await waitForPageScripts(page);
    const f = quoteFields(quoteRegion(page));
    await f.submit.click();
    await expect(f.name).toBeFocused();
    await expect(f.name).toHaveAttribute("aria-invalid", "true");
  });
});
