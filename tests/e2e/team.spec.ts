import { expect, test } from "@playwright/test";
import { freePort } from "../integration/harness";
import { startServerProcess } from "../server/server-process";
import { startSmtp } from "../support/smtp";
import { unusedCode } from "../support/totp";
import { MONDAY, received, visitor } from "./booking-journey";
import { drawSignature } from "./helpers";
import { addStaff, expectNoSidewaysScroll, PASSWORD, signIn, staffEmail, takeCaller } from "./staff-helpers";
import { expectNoViolations } from "./axe";

/**
 * Roles on a phone (390 px; the desktop project leaves this file out, see playwright.config.ts): the
 * owner books a caller's job and invites a crew member from /staff/team; the crew member sets up from
 * the emailed link (password, then the authenticator), lands on their day, sees only it, completes the
 * job, and cannot open the inbox or the export (decision 39).
 */

/** Wednesday 9 June 2027, 14:10 UK time (BST): the crew at the door. */
const AT_THE_DOOR = new Date("2027-06-09T13:10:00Z");
const SLOT = "2027-06-09/afternoon";
const CREW_PASSWORD = "seven green vans at dawn";

test("the owner invites a crew member, who sets up from the emailed link, sees only their day, completes a job, and cannot open the inbox or the export", async ({
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
  const device = { baseURL: server.url, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch };
  const ownerContext = await browser.newContext(device);
  const crewContext = await browser.newContext(device);
  try {
    // 1. The owner (the terminal's first account) books a caller's job and invites a crew member.
    const owner = await ownerContext.newPage();
    const ownerAt = visitor(owner, info);
    await ownerAt();
    const ownerEmail = staffEmail(info, "owner");
    addStaff(ownerEmail, "Olive Owner", server.dataDir);
    await signIn(owner, ownerEmail);
    await ownerAt(MONDAY);
    const reference = await takeCaller(owner, { name: "Pat Caller", email: "", phone: "07911 123456", line1: "3 Mill Lane" }, SLOT);

    await owner.goto("/staff/team");
    await expect(owner.getByRole("heading", { level: 1 })).toHaveText("Team");
    const crewEmail = staffEmail(info, "crew");
    await owner.getByLabel("Their email address").fill(crewEmail);
    await owner.getByLabel("Their name").fill("Cara Crew");
    await owner.getByLabel("Role").selectOption("crew");
    await owner.getByLabel("Your password, or the code from your authenticator app").fill(PASSWORD);
    await expectNoViolations(owner, "the team page");
    await expectNoSidewaysScroll(owner, "the team page");
    await owner.getByRole("button", { name: "Send the invitation" }).click();
    await expect(owner.getByRole("status")).toContainText(`Invitation sent to ${crewEmail}`);
    await expect(owner.getByRole("region", { name: "Invitations not yet used" })).toContainText(crewEmail);
    await owner.screenshot({ path: info.outputPath("team-390.png"), fullPage: true });

    // 2. The crew member opens the emailed link on their phone: password, then the authenticator.
    const invitation = await received(smtp, info, "invitation", (m) => JSON.stringify(m.to).includes(crewEmail));
    const link = /\/staff\/invitation\/[A-Za-z0-9_-]{32}/.exec(invitation.text ?? "")![0];
    const crew = await crewContext.newPage();
    const crewAt = visitor(crew, info);
    await crewAt(MONDAY);
    await crew.goto(link);
    await expect(crew.getByRole("heading", { level: 1 })).toHaveText("Set up your account");
    await expect(crew.locator("main")).toContainText("Welcome, Cara Crew.");
    await expectNoViolations(crew, "the invitation page");
    await expectNoSidewaysScroll(crew, "the invitation page");
    await crew.getByLabel("New password").fill(CREW_PASSWORD);
    await crew.getByLabel("The same password again").fill(CREW_PASSWORD);
    await crew.getByRole("button", { name: "Set my password" }).click();
    await expect(crew.getByRole("heading", { level: 1 })).toContainText(/authenticator/i);
    const key = (await crew.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
    await crew.getByLabel("Code from the app").fill(unusedCode(key));
    await crew.getByRole("button", { name: /Confirm|Turn on|Continue/ }).click();
    await expect(crew.getByTestId("backup-codes").getByRole("listitem")).toHaveCount(10);
    await crew.getByRole("link", { name: /continue/i }).click();
    // Their home is their day, not the inbox.
    await expect(crew).toHaveURL(/\/staff\/today$/);

    // The link works once.
    const again = await crew.request.get(link);
    expect(again.status()).toBe(404);

    // 3. Their menu: their day and their account, nothing of the office's.
    const nav = crew.getByRole("navigation", { name: "Staff" });
    await nav.getByRole("button", { name: "Menu" }).click();
    await expect(nav.getByRole("link", { name: "Today" })).toBeVisible();
    for (const name of ["Inbox", "Schedule", "Disposals", "Register", "Notes", "Team"])
      await expect(nav.getByRole("link", { name })).toHaveCount(0);
    await crew.keyboard.press("Escape");

    // 4. On the day, the unassigned job is theirs to do: they complete it and the note is issued.
    await crewAt(AT_THE_DOOR);
    await crew.goto("/staff/today");
    const card = crew.getByRole("article", { name: new RegExp(reference) });
    await expect(card).toContainText("An old sofa and a dozen bags from the garage");
    await expect(card.getByRole("link", { name: `The request ${reference}` })).toHaveCount(0);
    await expectNoViolations(crew, "the crew's day");
    await card.getByRole("link", { name: new RegExp(`^Collected\\W+complete ${reference}$`) }).click();
    await expect(crew.getByRole("heading", { level: 1 })).toHaveText(`Collected: ${reference}`);
    await crew.getByLabel("Customer's full name, typed by the customer").fill("Pat Caller");
    await crew.getByLabel("This describes the waste I handed over").check();
    await drawSignature(crew);
    await crew.getByRole("radio", { name: "Cash" }).check();
    await crew.getByRole("button", { name: "Issue the waste transfer note" }).click();
    await expect(crew.getByRole("status")).toContainText(/Waste transfer note WTN-2027-\d{6} issued/);
    await crew.screenshot({ path: info.outputPath("crew-note-issued-390.png"), fullPage: true });

    // 5. The inbox and the export are not theirs: 403, with the way back to their day.
    const inbox = await crew.goto("/staff");
    expect(inbox?.status()).toBe(403);
    await expect(crew.getByRole("heading", { level: 1 })).toHaveText("Not open to your account");
    await expect(crew.locator("main")).not.toContainText("Pat Caller");
    await expectNoViolations(crew, "the refusal");
    await expectNoSidewaysScroll(crew, "the refusal");
    await crew.screenshot({ path: info.outputPath("crew-refused-390.png"), fullPage: true });
    await crew.locator("main").getByRole("link", { name: "Today" }).click();
    await expect(crew).toHaveURL(/\/staff\/today$/);
    const csv = await crew.request.get("/staff/export.csv");
    expect(csv.status()).toBe(403);
    expect(await csv.text()).not.toContain("Pat Caller");
    expect((await crew.request.get("/staff/team")).status()).toBe(403);
  } finally {
    await ownerContext.close();
    await crewContext.close();
    await server.stop();
    await smtp.close();
  }
});
