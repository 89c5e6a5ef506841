import { eq } from "drizzle-orm";
import { expect, test, type Page } from "@playwright/test";
import { bookOverServer, officeServerPerFile, sendQuoteOverHttp, signInNewStaff } from "../support/office-server";
import { sampleFacts } from "../support/waste-note";
import { expectNoSidewaysScroll } from "./staff-helpers";
import { expectNoViolations } from "./axe";

/**
 * The waste transfer notes' list (/staff/notes) at 390 and 1280 px: the notes come first on the
 * screen, under the note number's quick search, and the other filters are folded after them ("More
 * filters"), open whenever one of them is in use or refused so that a filter set is never out of
 * sight. Two notes are issued through the server's own code on a server of this file's own
 * (PostgreSQL, TEST_CLOCK=header).
 */
const APP_SECRET = "notes-list-browser-test-secret-0123456789ab";
/** Monday 8 February 2027, 09:00 GMT: the prices are accepted for Wednesday. */
const MONDAY = new Date("2027-02-08T09:00:00Z");
/** Wednesday 10 February 2027, after both jobs. */
const WEDNESDAY = new Date("2027-02-10T16:30:00Z");

const office = officeServerPerFile(APP_SECRET);

/** A request booked for Wednesday's `slot` and its note issued at `transferredAt`: the note's number. */
async function issuedNote(email: string, customerName: string, slot: string, transferredAt: Date): Promise<string> {
  const reference = await sendQuoteOverHttp(office.server.url, { email, name: customerName });
  await bookOverServer(office, reference, { date: "2027-02-10", id: slot }, { acceptedAt: MONDAY, validUntil: "2027-02-20" });
  const { issueNote } = await import("../../app/server/waste/issue.server");
  const { bookings, quotes } = office.app.schema;
  const db = office.database.db;
  const [booking] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(quotes, eq(bookings.quoteId, quotes.id))
    .where(eq(quotes.reference, reference));
  const note = await issueNote(
    db,
    { ...sampleFacts({ customerName, transferredAt }), bookingId: booking!.id, actor: { id: null, label: "terminal" }, now: WEDNESDAY },
    { photoStore: office.app.diskPhotoStore(office.app.uploadsRoot(office.server.dataDir)), mailDomain: "127.0.0.1" },
  );
  return note.number;
}

/** The folded filters: the <details> under the search landmark "More filters". */
const moreFilters = (page: Page) => page.getByRole("search", { name: "More filters" }).locator("details");
/** The list's rows, newest transfer first. */
const noteRows = (page: Page) => page.getByRole("row").filter({ has: page.getByRole("rowheader") });

/** The first note listed is above the folded filters (and on a phone's first screen); the filters' box comes after it. */
async function expectNotesBeforeFilters(page: Page, label: string) {
  const first = noteRows(page).first();
  await expect(first).toBeVisible();
  const row = (await first.boundingBox())!;
  const more = (await moreFilters(page).boundingBox())!;
  expect(row.y + row.height, `${label}: the first note ends above the filters`).toBeLessThanOrEqual(more.y);
  if (page.viewportSize()!.width < 768) await expect(first, `${label}: the first note is on the first screen`).toBeInViewport();
}

test("the notes come first, the filters folded after them and open while one is in use", async ({ page }, info) => {
  test.setTimeout(120_000);
  const tag = `${info.project.name}-${Date.now()}`;
  const older = await issuedNote(`jane-${tag}@example.com`, "Jane Smith", "morning", new Date("2027-02-10T10:12:00Z"));
  const newer = await issuedNote(`priya-${tag}@example.com`, "Priya Patel", "afternoon", new Date("2027-02-10T14:30:00Z"));
  await signInNewStaff(page, office, `notes-${tag}@example.com`);
  await page.context().setExtraHTTPHeaders({ "x-test-now": WEDNESDAY.toISOString() });
  const width = page.viewportSize()!.width;

  // Everything: the quick search, then the notes, newest first, then the folded filters.
  await page.goto(`${office.server.url}/staff/notes`);
  await expect(page.getByLabel("Note number")).toBeVisible();
  await expect(noteRows(page).first().getByRole("rowheader")).toHaveText(newer);
  await expect(noteRows(page).nth(1).getByRole("rowheader")).toHaveText(older);
  await expect(moreFilters(page)).not.toHaveAttribute("open");
  await expect(page.getByLabel("Transferred from")).toBeHidden();
  await expectNotesBeforeFilters(page, "every note");
  await expectNoSidewaysScroll(page, "every note");
  await expectNoViolations(page, "every note, the filters folded");
  await page.screenshot({ path: info.outputPath(`notes-${width}-all.png`) });

  // The link by the quick search leads down to the filters; opened, each field is there.
  await page.getByRole("link", { name: "More filters" }).click();
  await expect(page).toHaveURL(/#more-filters$/);
  await expect(moreFilters(page).getByText("More filters")).toBeInViewport();
  await moreFilters(page).getByText("More filters").click();
  await expect(moreFilters(page)).toHaveAttribute("open");
  for (const label of ["Transferred from", "Transferred to", "Postcode", "Address", "Customer name", "Waste code"])
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  await expectNoViolations(page, "the filters opened");
  await page.screenshot({ path: info.outputPath(`notes-${width}-filters-opened.png`), fullPage: true });

  // A filter set: the search runs with it; the filters stay open with what was typed, the notes still first.
  await page.getByLabel("Customer name", { exact: true }).fill("Jane");
  await page.getByRole("button", { name: "Search with these filters" }).click();
  await expect(page).toHaveURL(/[?&]name=Jane(&|$)/);
  await expect(noteRows(page)).toHaveCount(1);
  await expect(noteRows(page).first().getByRole("rowheader")).toHaveText(older);
  await expect(moreFilters(page)).toHaveAttribute("open");
  await expect(page.getByLabel("Customer name", { exact: true })).toHaveValue("Jane");
  await expect(page.getByRole("link", { name: "More filters (1 in use)" })).toBeVisible();
  await expectNotesBeforeFilters(page, "a filter in use");
  await expectNoViolations(page, "a filter in use");
  await page.screenshot({ path: info.outputPath(`notes-${width}-filter-in-use.png`), fullPage: true });

  // The quick search keeps the filter set below it (one form), and clearing the search clears both.
  await page.getByLabel("Note number").fill(newer);
  await page.getByLabel("Note number").press("Enter");
  await expect(page).toHaveURL(new RegExp(`number=${newer}&.*name=Jane`));
  await expect(page.getByRole("status")).toHaveText("No notes match.");
  await expect(moreFilters(page)).toHaveAttribute("open");
  await page.getByRole("link", { name: "Clear the search" }).click();
  await expect(noteRows(page)).toHaveCount(2);
  await expect(moreFilters(page)).not.toHaveAttribute("open");

  // The note's number alone: the notes first, the filters folded (none of them in use).
  await page.getByLabel("Note number").fill(older);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(noteRows(page)).toHaveCount(1);
  await expect(moreFilters(page)).not.toHaveAttribute("open");
  await expectNotesBeforeFilters(page, "the quick search");

  // A filter refused: the search is not run; the filters open at the refused field, its message linked from the summary.
  await page.goto(`${office.server.url}/staff/notes?code=twenty`);
  const summary = page.getByRole("alert").filter({ hasText: "The search was not run:" });
  await expect(summary).toBeVisible();
  await expect(moreFilters(page)).toHaveAttribute("open");
  await expect(page.getByLabel("Waste code")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Waste code")).toHaveValue("twenty");
  await summary.getByRole("link").first().click();
  await expect(page.getByLabel("Waste code")).toBeInViewport();
  await expectNoSidewaysScroll(page, "a filter refused");
  await expectNoViolations(page, "a filter refused");
  await page.screenshot({ path: info.outputPath(`notes-${width}-refused.png`), fullPage: true });
});
