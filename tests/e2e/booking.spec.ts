import { expect, type Page, type TestInfo } from "@playwright/test";
import { REFERENCE } from "./helpers";
import { addStaff, expectNoSidewaysScroll, signIn, staffEmail } from "./staff-helpers";
import { expectNoViolations } from "./axe";
import {
  axe,
  checkCustomerPage,
  expectEventAt,
  hours,
  MONDAY,
  received,
  sendFixedPrice,
  sendQuote,
  SITE_URL,
  test,
  thursdayAfternoon,
  thursdayMorning,
  visitor,
  wednesdayAfternoon,
  wednesdayMorning,
  expectPrivateNoScript,
  type Journey,
  type Plan,
} from "./booking-journey";

/**
 * From photos to a booked job, in the browser: the customer sends a quote with two photos, staff send
 * a fixed price from the request's page, the customer opens the link in the email the test SMTP server
 * received, books a slot, gets the confirmation with its calendar file, moves the booking, and inside
 * 24 hours is told about the fee instead of being offered the buttons; staff see the job in the week
 * and on its day. The times are stated per request (X-Test-Now), so each worker runs a server of its
 * own with the test clock on and its mail going to a test SMTP server.
 */

async function journey(page: Page, staff: Page, info: TestInfo, { server, smtp }: Journey, plan: Plan, javaScript: boolean) {
  test.setTimeout(240_000);
  const customerAt = visitor(page, info);
  const staffAt = visitor(staff, info);
  const { address, book, moveTo } = plan;
  const addressLine = `${address.line1}, ${address.line2}, ${address.town}, ${address.postcode}`;

  // 1. The quote with two photos.
  await customerAt();
  const reference = await sendQuote(page, javaScript);
  expect(reference).toMatch(REFERENCE);

  // 2. Staff sign in and send a fixed price with a sofa surcharge, on Monday morning.
  await staffAt();
  const email = staffEmail(info, plan.name);
  addStaff(email, "Sam Carter", server.dataDir);
  await signIn(staff, email);
  await staffAt(MONDAY);
  await sendFixedPrice(staff, reference, javaScript);

  // 3. The price email arrives at the SMTP server with the customer's link.
  const priceMail = await received(
    smtp,
    info,
    `price-${plan.name}`,
    (m) => m.subject === `Your fixed price £250.00 - ${reference} - Clearwell Waste Clearance`,
  );
  expect([priceMail.to].flat()[0]?.text).toBe("jo.bloggs@example.com");
  expect(priceMail.text).toContain("Half van: a garage, a shed or a couple of rooms: £220.00");
  expect(priceMail.text).toContain("Sofa or upholstered item: £30.00");
  expect(priceMail.text).toContain("Total (fixed): £250.00");
  expect(priceMail.text).toContain("This price is valid until Monday 21 June 2027.");
  const link = /See your price and book a slot: (\S+)/.exec(priceMail.text ?? "")?.[1] ?? "";
  const linkUrl = new URL(link);
  expect(linkUrl.origin).toBe(SITE_URL);
  expect(linkUrl.pathname).toMatch(/^\/booking\/[A-Za-z0-9_-]{22,}$/);
  const bookingPath = linkUrl.pathname;

  // 4. The customer's page, on Monday morning: the price, then accept with an address and a slot.
  await customerAt(MONDAY);
  await page.goto(bookingPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your fixed price");
  await expect(page.getByText(`Reference ${reference}`)).toBeVisible();
  const price = page.getByRole("table", { name: `Fixed price for ${reference}` });
  await expect(price.getByRole("row")).toHaveText([
    /^Item\s*Amount$/,
    /^Half van: a garage, a shed or a couple of rooms\s*£220\.00$/,
    /^Sofa or upholstered item\s*£30\.00$/,
    /^Total, fixed\s*£250\.00$/,
  ]);
  await expect(page.getByText("Valid until Monday 21 June.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Read our full terms and conditions" })).toHaveAttribute("href", "/terms");
  // Today's afternoon and evening are still offered before 10:00; today's morning (from 7am) has begun.
  const slots = page.getByRole("group", { name: "Day and time" });
  await expect(slots.getByRole("group", { name: "Monday 7 June" }).getByLabel("Afternoon, 12pm–5pm")).toBeVisible();
  await expect(slots.getByRole("group", { name: "Monday 7 June" }).getByLabel("Evening, 5pm–7pm")).toBeVisible();
  await expect(slots.getByRole("group", { name: "Monday 7 June" }).getByLabel("Morning, 7am–12pm")).toHaveCount(0);
  await expect(page.getByLabel("Phone number for the day")).toHaveValue("07911 123456");
  await checkCustomerPage(page, info, "open", javaScript);

  // A postcode we don't cover: a clear message, nothing typed lost, nothing booked.
  await page.getByLabel("Address line 1").fill(address.line1);
  await page.getByLabel("Address line 2").fill(address.line2);
  await page.getByLabel("Town").fill(address.town);
  await page.getByLabel("Postcode").fill("M1 1AE");
  await slots.getByRole("group", { name: book.day }).getByLabel(book.label).check();
  await page.getByLabel("I accept this fixed price and the terms").check();
  await page.getByRole("button", { name: "Accept and book" }).click();
  await expect(page.getByRole("alert")).toContainText("Nothing is booked yet:");
  await expect(page.getByLabel("Postcode")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Postcode")).toHaveValue("M1 1AE");
  await expect(page.getByLabel("Address line 1")).toHaveValue(address.line1);
  await expect(
    page.getByRole("group", { name: "Day and time" }).getByRole("group", { name: book.day }).getByLabel(book.label),
  ).toBeChecked();
  await expect(page.getByLabel("I accept this fixed price and the terms")).toBeChecked();
  await axe(javaScript)(page, "accept form with a postcode we don't cover");

  await page.getByLabel("Postcode").fill(address.postcode);
  await page.getByRole("button", { name: "Accept and book" }).click();
  await expect(page).toHaveURL(new RegExp(`${bookingPath}\\?done=booked$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your collection is booked");
  await expect(page.getByRole("status")).toContainText("Your collection is booked.");
  const booking = page.getByRole("region", { name: "Your booking" });
  await expect(booking).toContainText(book.described);
  await expect(booking).toContainText(`${address.line1}${address.line2}${address.town}${address.postcode}`);
  await expect(booking).toContainText("£250.00, paid at collection");
  await checkCustomerPage(page, info, "booked", javaScript);

  // The confirmation, with a calendar file for the slot in Europe/London; the office's copy.
  const bookedMail = await received(
    smtp,
    info,
    `booked-${plan.name}`,
    (m) => m.subject === `Your collection is booked: ${book.described} - ${reference}`,
  );
  expect(bookedMail.text).toContain(`When: ${book.described}`);
  expect(bookedMail.text).toContain(`Address: ${addressLine}`);
  expect(bookedMail.text).toContain(`See, move or cancel your booking: ${SITE_URL}${bookingPath}`);
  const booked = expectEventAt(bookedMail, reference, book, addressLine);
  await received(smtp, info, `office-booked-${plan.name}`, (m) => m.subject?.startsWith(`Booked: ${reference}`) === true);

  // 5. The job in the week's schedule, and on its day in the crew's list.
  await staff.goto("/staff/schedule");
  const day = staff.getByRole("region", { name: new RegExp(`^${book.day}`) });
  const job = day.getByRole("listitem").filter({ hasText: reference });
  await expect(job.getByRole("link", { name: reference })).toHaveAttribute("href", `/staff/quotes/${reference}`);
  await expect(job).toContainText(address.town);
  await expect(job).toContainText("Half van");
  await expect(job).toContainText("£250.00");
  await axe(javaScript)(staff, "the week with the job");

  await staffAt(new Date(new Date(book.start).getTime() - hours(1.5)));
  await staff.goto("/staff/today");
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText(`Today, ${book.day}`);
  const card = staff.getByRole("article", { name: new RegExp(reference) });
  await expect(card).toContainText(address.line1);
  await expect(card).toContainText("Side gate, park on the drive.");
  await expect(card).toContainText("Sofa or upholstered item");
  await expect(card).toContainText("£250.00");
  await expect(card.getByRole("link", { name: "Call 07911 123456" })).toHaveAttribute("href", "tel:+447911123456");
  await expect(card.getByRole("img")).toHaveCount(2);
  await axe(javaScript)(staff, "the crew's day");
  await expectNoSidewaysScroll(staff, "the crew's day");

  // 6. Back on Monday, the customer moves the collection; the new calendar file replaces the old event.
  await customerAt(new Date(MONDAY.getTime() + hours(1)));
  await page.goto(bookingPath);
  const move = page.getByRole("region", { name: "Move your collection" });
  await move.getByRole("group", { name: moveTo.day }).getByLabel(moveTo.label).check();
  await move.getByRole("button", { name: "Move to this slot" }).click();
  await expect(page).toHaveURL(new RegExp(`${bookingPath}\\?done=moved$`));
  await expect(page.getByRole("status")).toContainText("Your collection has moved.");
  await expect(page.getByRole("region", { name: "Your booking" })).toContainText(moveTo.described);
  await checkCustomerPage(page, info, "moved", javaScript);
  const movedMail = await received(
    smtp,
    info,
    `moved-${plan.name}`,
    (m) => m.subject === `Your collection has moved: ${moveTo.described} - ${reference}`,
  );
  expect(movedMail.text).toContain(`Was: ${book.described}`);
  const moved = expectEventAt(movedMail, reference, moveTo, addressLine);
  expect(moved.uid).toBe(booked.uid);
  expect(moved.sequence).toBeGreaterThan(booked.sequence);
  await received(smtp, info, `office-moved-${plan.name}`, (m) => m.subject?.startsWith(`Booking moved: ${reference}`) === true);

  await staffAt(MONDAY);
  await staff.goto("/staff/schedule");
  await expect(staff.getByRole("region", { name: new RegExp(`^${moveTo.day}`) }).getByRole("link", { name: reference })).toBeVisible();

  // Just over 24 hours before the new slot the buttons are still there; just under, the fee and the phone instead.
  const slotStart = new Date(moveTo.start).getTime();
  await customerAt(new Date(slotStart - hours(25)));
  await page.goto(bookingPath);
  await expect(page.getByText("Cancel the collection…")).toBeVisible();
  await customerAt(new Date(slotStart - hours(23)));
  await page.goto(bookingPath);
  const change = page.getByRole("region", { name: "Need to change or cancel?" });
  await expect(change).toContainText("less than 24 hours away");
  await expect(change).toContainText("a cancellation fee may apply");
  await expect(change.getByRole("link", { name: /^Call 0/ })).toHaveAttribute("href", /^tel:\+44/);
  await expect(page.getByText("Cancel the collection…")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Move to this slot" })).toHaveCount(0);
  await checkCustomerPage(page, info, "inside 24 hours", javaScript);
}

test.describe("the booking journey", () => {
  test("quote with two photos, fixed price sent, email link, accept and book, .ics, schedule and the crew's day, move, inside 24 hours", async ({
    page,
    staff,
    journey: j,
  }, info) => {
    await journey(
      page,
      staff,
      info,
      j,
      {
        name: "js",
        address: { line1: "12 Oak Road", line2: "Flat 2", town: "Crawley", postcode: "RH10 1AA" },
        book: wednesdayMorning,
        moveTo: thursdayAfternoon,
      },
      true,
    );
  });

  test("a forged or mangled link gets the page that says to call us (404), as private as the real one", async ({ page }, info) => {
    await visitor(page, info)();
    for (const path of [
      `/booking/${"A".repeat(32)}`,
      `/booking/${"A".repeat(43)}`,
      "/booking/x",
      `/booking/${"A".repeat(32)}/extra`,
      "/booking",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expectPrivateNoScript(page, response, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("We don't recognise this link");
      await expect(page.getByRole("region", { name: "Talk to us" }).getByRole("link", { name: /^Call 0/ })).toHaveAttribute(
        "href",
        /^tel:\+44/,
      );
    }
    await expectNoViolations(page, "unknown link");
    await expectNoSidewaysScroll(page, "unknown link");
  });
});

test.describe("the booking page on a phone's screen", () => {
  test("prefilled from the request, a fortnight of slots in two screens, cancelling asks once with a reason, then books again", async ({
    page,
    staff,
    journey: { server, smtp },
  }, info) => {
    test.setTimeout(180_000);
    const customerAt = visitor(page, info);
    const staffAt = visitor(staff, info);
    await customerAt();
    const reference = await sendQuote(page, true);
    await staffAt();
    const email = staffEmail(info, "cancel-again");
    addStaff(email, "Sam Carter", server.dataDir);
    await signIn(staff, email);
    await staffAt(MONDAY);
    await sendFixedPrice(staff, reference, true);
    const priceMail = await received(
      smtp,
      info,
      `price-cancel-again-${info.project.name}`,
      (m) => (m.text ?? "").includes(reference) && (m.text ?? "").includes("See your price and book a slot"),
    );
    const bookingPath = new URL(/See your price and book a slot: (\S+)/.exec(priceMail.text ?? "")![1]!).pathname;

    // What the request already says is filled in: the postcode, its post town, the phone.
    await customerAt(MONDAY);
    await page.goto(bookingPath);
    await expect(page.getByLabel("Postcode")).toHaveValue("RH10 1AA");
    await expect(page.getByLabel("Town")).toHaveValue("Crawley");
    await expect(page.getByLabel("Phone number for the day")).toHaveValue("07911 123456");
    // Each day a row of its slots (morning, afternoon, evening): the fortnight's slots fit two screens of the phone.
    const slots = page.getByRole("group", { name: "Day and time" });
    const tuesday = slots.getByRole("group", { name: "Tuesday 8 June" });
    const [morning, afternoon, evening] = await Promise.all([
      tuesday.getByLabel("Morning, 7am–12pm").boundingBox(),
      tuesday.getByLabel("Afternoon, 12pm–5pm").boundingBox(),
      tuesday.getByLabel("Evening, 5pm–7pm").boundingBox(),
    ]);
    expect(Math.abs(morning!.y - afternoon!.y), "a day's slots side by side").toBeLessThan(4);
    expect(Math.abs(morning!.y - evening!.y), "a day's slots side by side").toBeLessThan(4);
    const listHeight = (await slots.boundingBox())!.height;
    const screen = page.viewportSize()!.height;
    info.annotations.push({ type: "slot list height", description: `${Math.round(listHeight)} px (screen ${screen} px)` });
    expect(listHeight).toBeLessThanOrEqual(2 * screen);

    // Days and halves no other test of this worker's server books (two per slot).
    const half = info.project.name === "mobile" ? "Morning, 7am–12pm" : "Afternoon, 12pm–5pm";
    await page.getByLabel("Address line 1").fill("12 Oak Road");
    await slots.getByRole("group", { name: "Friday 11 June" }).getByLabel(half).check();
    await page.getByLabel("I accept this fixed price and the terms").check();
    await page.getByRole("button", { name: "Accept and book" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your collection is booked");

    // Cancelling asks once: the first tap opens the question, with a reason that may be left empty.
    const cancel = page.getByRole("region", { name: "Cancel your collection" });
    await expect(cancel.getByRole("button", { name: "Yes, cancel the collection" })).toBeHidden();
    await cancel.getByText("Cancel the collection…").click();
    await expect(cancel).toContainText("Are you sure?");
    await cancel.getByLabel("Why are you cancelling? (optional)").fill("My neighbour took the sofa after all.");
    await expectNoViolations(page, "the cancel question");
    await page.screenshot({ path: info.outputPath(`booking-cancel-question-${info.project.name}.png`), fullPage: true });
    await cancel.getByRole("button", { name: "Yes, cancel the collection" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your collection is cancelled");
    await expect(page.getByRole("status")).toContainText("Your collection is cancelled.");
    const office = await received(
      smtp,
      info,
      `office-cancelled-${info.project.name}`,
      (m) => m.subject?.startsWith(`Booking cancelled: ${reference}`) === true,
    );
    expect(office.text).toContain("In their words: My neighbour took the sofa after all.");
    const customerMail = await received(
      smtp,
      info,
      `cancelled-${info.project.name}`,
      (m) => m.subject?.startsWith("Your collection is cancelled") === true && (m.text ?? "").includes(reference),
    );
    expect(customerMail.text).toContain("books a new slot at the same price until Monday 21 June 2027");

    // The price is still valid: the page books again, the address kept from the cancelled booking.
    const again = page.getByRole("region", { name: "Book again" });
    await expect(again.getByLabel("Address line 1")).toHaveValue("12 Oak Road");
    await expectNoViolations(page, "book again");
    await expectNoSidewaysScroll(page, "book again");
    await again.getByRole("group", { name: "Monday 14 June" }).getByLabel(half).check();
    await again.getByLabel("I accept this fixed price and the terms").check();
    await again.getByRole("button", { name: "Accept and book" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your collection is booked");
    await expect(page.getByRole("region", { name: "Your booking" })).toContainText(`Monday 14 June, ${half.split(",")[0]!.toLowerCase()}`);
    await page.screenshot({ path: info.outputPath(`booking-booked-again-${info.project.name}.png`), fullPage: true });
  });
});

test.describe("the booking journey without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("quote from /contact with two photos, fixed price, accept and book, .ics, schedule and the crew's day, move, inside 24 hours", async ({
    page,
    staff,
    journey: j,
  }, info) => {
    await journey(
      page,
      staff,
      info,
      j,
      {
        name: "nojs",
        address: { line1: "3 Mill Lane", line2: "Rear cottage", town: "Horsham", postcode: "RH12 1AB" },
        book: wednesdayAfternoon,
        moveTo: thursdayMorning,
      },
      false,
    );
  });
});
