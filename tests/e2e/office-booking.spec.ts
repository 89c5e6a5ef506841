import { expect, test } from "@playwright/test";
import { freePort } from "../integration/harness";
import { startServerProcess } from "../server/server-process";
import { startSmtp } from "../support/smtp";
import { calendarEvent } from "../support/ical";
import { MONDAY, received, visitor } from "./booking-journey";
import { drawSignature } from "./helpers";
import { addStaff, signIn, staffEmail, takeCaller } from "./staff-helpers";

/**
 * The office books callers, on a phone (390 px; the desktop project leaves this file out, see
 * playwright.config.ts): a caller with no email address is taken down from the inbox's "Phone or
 * WhatsApp job", priced and booked into Wednesday afternoon; the job is on the schedule and the crew's
 * day, the crew complete it and its note is issued, and no email goes to the customer. A second
 * caller with an email address is booked the same way and gets the confirmation with its calendar file.
 */

/** Wednesday 9 June 2027, 14:10 UK time (BST): the crew at the door. */
const AT_THE_DOOR = new Date("2027-06-09T13:10:00Z");
const SLOT = "2027-06-09/afternoon";

test("the office books a caller with no email into a slot, the crew complete it and the note is issued; a caller with an email gets the confirmation with its calendar file", async ({
  browser,
  viewport,
  userAgent,
  deviceScaleFactor,
  isMobile,
  hasTouch,
}, info) => {
  test.setTimeout(240_000);
  expect(viewport?.width).toBe(390);
  const smtp = await startSmtp();
  const server = await startServerProcess(await freePort(), { SMTP_URL: smtp.url, TEST_CLOCK: "header" });
  const context = await browser.newContext({ baseURL: server.url, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
  try {
    const staff = await context.newPage();
    const at = visitor(staff, info);
    await at();
    const email = staffEmail(info, "office");
    addStaff(email, "Olive Office", server.dataDir);
    await signIn(staff, email);
    await at(MONDAY);

    // 1. A caller with no email address, booked into Wednesday afternoon.
    const reference = await takeCaller(staff, { name: "Pat Caller", email: "", phone: "07911 123456", line1: "3 Mill Lane" }, SLOT, {
      info,
    });
    await expect(staff.getByRole("region", { name: "Details" })).toContainText("a phone call, taken by the office");

    // 2. On the schedule, with the customer's name.
    await staff.goto("/staff/schedule?week=2027-06-09");
    await expect(staff.locator("main")).toContainText(reference);
    await expect(staff.locator("main")).toContainText("Pat Caller");
    await staff.screenshot({ path: info.outputPath("schedule-390.png"), fullPage: true });

    // 3. On the day the crew open it from their day and complete it: the note is issued.
    await at(AT_THE_DOOR);
    await staff.goto("/staff/today");
    const card = staff.getByRole("article", { name: new RegExp(reference) });
    await expect(card).toContainText("An old sofa and a dozen bags from the garage");
    await expect(card).toContainText("Parking on the drive");
    await card.getByRole("link", { name: new RegExp(`^Collected\\W+complete ${reference}$`) }).click();
    await expect(staff.getByRole("heading", { level: 1 })).toHaveText(`Collected: ${reference}`);
    await staff.getByLabel("Customer's full name, typed by the customer").fill("Pat Caller");
    await staff.getByLabel("This describes the waste I handed over").check();
    await drawSignature(staff);
    await staff.getByRole("radio", { name: "Cash" }).check();
    await staff.getByRole("button", { name: "Issue the waste transfer note" }).click();
    await expect(staff.getByRole("status")).toContainText(/Waste transfer note WTN-2027-\d{6} issued/);
    await staff.screenshot({ path: info.outputPath("note-issued-390.png"), fullPage: true });

    // 4. A caller with an email address: the confirmation comes with its calendar file.
    await at(MONDAY);
    const second = await takeCaller(
      staff,
      { name: "Kim Emailer", email: "kim@example.com", phone: "07911 123457", line1: "9 Elm Close" },
      SLOT,
    );
    const confirmation = await received(
      smtp,
      info,
      "office-booked",
      (m) => (m.subject ?? "").startsWith("Your collection is booked") && (m.text ?? "").includes(second),
    );
    expect(JSON.stringify(confirmation.to)).toContain("kim@example.com");
    const ics = confirmation.attachments.find((a) => a.filename?.endsWith(".ics"));
    const event = calendarEvent(ics!.content.toString("utf8"));
    expect(event.summary).toContain(second);
    expect(event.startDate.toJSDate().toISOString().slice(0, 10)).toBe("2027-06-09");
    expect(event.location).toBe("9 Elm Close, Crawley, RH10 1AA");
    expect(confirmation.text).toMatch(/\/booking\/[A-Za-z0-9_-]{32}/);
    // The first caller, with no address, was sent nothing (the outbox has sent what was queued after it).
    expect(smtp.messages.filter((m) => `${m.subject ?? ""} ${m.text ?? ""}`.includes(reference))).toEqual([]);
  } finally {
    await context.close();
    await server.stop();
    await smtp.close();
  }
});
