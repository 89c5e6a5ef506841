/**
 * The office's list of waste transfer notes (/staff/notes): every note kept, found again by its
 * number, the transfer's dates, the place, the customer's name while the request exists, and the
 * waste codes; a corrected note and its correction each with their status; a note whose request was
 * erased still listed with what it keeps; hostile queries answered with a message or nothing; and a
 * note number typed into the inbox's search taken to the list. On PGlite and PostgreSQL.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { offeredSlots } from "../../app/server/booking/slots.server";
import { bookings } from "../../app/server/db/schema.server";
import { staffActor } from "../../app/server/audit.server";
import { eraseQuotes } from "../../app/server/quotes/inbox/erase.server";
import { correctNote, issueNote } from "../../app/server/waste/issue.server";
import type { NoteFacts } from "../../app/server/waste/note-facts.server";
import { searchNotes, type NoteSearch } from "../../app/server/waste/notes-search.server";
import { backends, pgUrl } from "./inbox-support";
import { bookJob } from "../support/booked-job";
import { staffContextPerTest, staffRequest, type StaffContext } from "../support/staff-context";
import { sampleFacts } from "../support/waste-note";

/** Tuesday 24 November 2026, 09:00 GMT: jobs are booked from then; each is completed on or after its day. */
const NOW = new Date("2026-11-24T09:00:00Z");
/** Friday 4 December 2026, after every job booked from NOW: a note is never issued before its job's day. */
const DONE_AT = new Date("2026-12-04T10:42:00Z");
/** Monday 7 December 2026, 15:00 GMT: a later day's collection. */
const LATER_DAY = new Date("2026-12-07T15:00:00Z");
const MINUTE = 60_000;

const fridge = {
  wasteId: "fridges",
  description: "Equipment containing chlorofluorocarbons (fridges, freezers)",
  vanPercent: null,
  weightKg: 45,
  containment: "loose" as const,
  containmentText: null,
  siteId: "weee-treatment",
};

/** The note numbers a page lists, in order. */
const listed = (html: string) => [...html.matchAll(/<th scope="row"[^>]*>(WTN-\d{4}-\d{6})<\/th>/g)].map((m) => m[1]);
/** The row of one note on the page. */
const rowOf = (html: string, number: string) => html.split("<tr").find((row) => row.includes(`>${number}</th>`)) ?? "";

const ANY: NoteSearch = { number: "", from: "", to: "", postcode: "", name: "", code: "", address: "" };

for (const backend of backends) {
  describe.skipIf(backend.postgres && !pgUrl)(`the notes' list on ${backend.name}`, () => {
    const staffContext = staffContextPerTest(backend.postgres, "Sam Porter");

    it("finds each note by number, dates, postcode, address, name and code, with its status, after its request is erased too", async () => {
      const context: StaffContext = await staffContext.start();
      const { services, staff } = context;
      const db = services.database.db;
      const deps = { photoStore: services.photoStore, mailDomain: "example.com", wake: () => services.outbox.wake() };
      const slots = await offeredSlots(db, NOW);
      const bookingOf = async (quoteId: string) => (await db.select().from(bookings).where(eq(bookings.quoteId, quoteId)))[0]!;
      const issue = async (slot: number, at: Date, overrides: Partial<NoteFacts>, place?: { addressLine1: string; postcode: string }) => {
        const job = await bookJob(services, slots[slot]!, NOW);
        const booking = await bookingOf(job.id);
        if (place) await db.update(bookings).set(place).where(eq(bookings.id, booking.id));
        const facts = sampleFacts({ transferredAt: new Date(at.getTime() - 30 * MINUTE), ...overrides });
        const note = await issueNote(db, { ...facts, bookingId: booking.id, actor: staffActor(staff), now: at }, deps);
        return { job, note };
      };
      const page = async (query: string) => {
        const response = await staffRequest(context, "GET", `/staff/notes${query}`);
        return { status: response.status, html: await response.text() };
      };
      const found = async (query: string) => {
        const { status, html } = await page(query);
        expect(status, html).toBe(200);
        return listed(html);
      };

      // Jane's job at 12 Oak Road, RH10 1AA: general waste and POPs seating.
      const a = await issue(0, DONE_AT, { customerName: "Jane Smith" });
      // Tom's, the same morning: corrected later that day.
      const c = await issue(1, new Date(DONE_AT.getTime() + 10 * MINUTE), {
        customerName: "Tom Baker",
        signature: { kind: "signed", name: "Tom Baker", confirmed: true, png: null },
      });
      // Priya's, on a later day at 14 Hazelwick Avenue: a fridge.
      const b = await issue(
        2,
        LATER_DAY,
        {
          customerName: "Priya Patel",
          lines: [fridge],
          signature: { kind: "signed", name: "Priya Patel", confirmed: true, png: null },
        },
        {
          addressLine1: "14 Hazelwick Avenue",
          postcode: "RH11 7XY",
        },
      );
      const corrected = await correctNote(
        db,
        {
          ...sampleFacts({
            customerName: "Tom Baker",
            transferredAt: new Date(DONE_AT.getTime() - 20 * MINUTE),
            lines: [sampleFacts().lines[0]!],
          }),
          reason: "The sofa went on another job's note.",
          noteId: c.note.noteId,
          actor: staffActor(staff),
          now: new Date(LATER_DAY.getTime() + 60 * MINUTE),
        },
        deps,
      );
      const [A, C, B, C2] = [a.note.number, c.note.number, b.note.number, corrected.number];
      expect([A, C, B, C2]).toEqual(["WTN-2026-000001", "WTN-2026-000002", "WTN-2026-000003", "WTN-2026-000004"]);

      // Newest transfer first; a correction keeps its note's day, and the higher number comes first.
      expect(await found("")).toEqual([B, C2, C, A]);
      // Jane's name finds her note while her request exists.
      expect(await found("?name=jane")).toEqual([A]);

      const erased = await eraseQuotes(
        { database: services.database, photoStore: services.photoStore, env: services.env },
        { reference: a.job.reference },
        staffActor(staff),
        LATER_DAY,
      );
      expect(erased.references).toEqual([a.job.reference]);

      // The erased request's note is still listed, with what it keeps, and no name.
      const all = await page("");
      expect(listed(all.html)).toEqual([B, C2, C, A]);
      expect(all.html).toContain("4 notes match, newest first.");
      expect(all.html).not.toContain("Jane Smith");
      const rowA = rowOf(all.html, A);
      expect(rowA).toContain("Request erased; the note is kept until 4 December 2028.");
      expect(rowA).toContain("RH10</span> 12 Oak Road");
      expect(rowA).toContain("20 03 01, 20 03 07");
      expect(rowA).toContain(`href="/staff/notes/${A}.pdf"`);
      expect(rowA).not.toContain("/staff/quotes/");
      expect(rowA).toContain("Issued");
      expect(rowA).toContain("Friday 4 December 2026 at 10:12 GMT");
      // Statuses: the corrected note names its correction, the correction the note it corrects.
      expect(rowOf(all.html, C)).toContain(`Superseded by ${C2}`);
      expect(rowOf(all.html, C2)).toContain(`Corrects ${C}`);
      expect(rowOf(all.html, C2)).toContain("Issued");
      const rowB = rowOf(all.html, B);
      expect(rowB).toContain("Priya Patel");
      expect(rowB).toContain(`href="/staff/quotes/${b.job.reference}"`);
      expect(rowB).toContain("RH11</span> 14 Hazelwick Avenue");
      expect(rowB).toContain("20 01 23");
      expect(rowB).toContain("Monday 7 December 2026 at 14:30 GMT");

      // The number, exactly, in any case.
      expect(await found(`?number=${C.toLowerCase()}`)).toEqual([C]);
      expect(await found(`?number=%20${B}%20`)).toEqual([B]);
      expect(await found("?number=WTN-2026-000099")).toEqual([]);
      // The transfer's London dates, both included.
      expect(await found("?from=2026-12-07&to=2026-12-07")).toEqual([B]);
      expect(await found("?from=2026-12-04&to=2026-12-04")).toEqual([C2, C, A]);
      expect(await found("?to=2026-12-03")).toEqual([]);
      expect(await found("?from=2026-12-05")).toEqual([B]);
      // The postcode's district, never a prefix of another; a full postcode exactly.
      expect(await found("?postcode=rh10")).toEqual([C2, C, A]);
      expect(await found("?postcode=RH11")).toEqual([B]);
      expect(await found("?postcode=RH1")).toEqual([]);
      expect(await found("?postcode=rh117xy")).toEqual([B]);
      expect(await found("?postcode=RH11+7XZ")).toEqual([]);
      // The street, as an inspector asks for it.
      expect(await found("?address=hazelwick")).toEqual([B]);
      expect(await found("?address=14+Hazelwick+Avenue&from=2026-12-01&to=2026-12-31")).toEqual([B]);
      // The name, only while the request exists: Jane's note keeps her name but is no longer found by it.
      expect(await found("?name=jane")).toEqual([]);
      expect(await found("?name=Smith")).toEqual([]);
      expect(await found("?name=tom+baker")).toEqual([C2, C]);
      expect(await found("?name=PATEL")).toEqual([B]);
      // The waste code, with or without spaces, the hazardous mark or not.
      expect(await found("?code=200307")).toEqual([C, A]);
      expect(await found("?code=20+03+01")).toEqual([C2, C, A]);
      expect(await found("?code=20+01+23*")).toEqual([B]);
      expect(await found("?code=17+01+01")).toEqual([]);
      // Filters together.
      expect(await found("?postcode=RH10&code=20+03+07&from=2026-12-04")).toEqual([C, A]);

      // Pages of the list, newest first, each note once.
      const pages = [];
      for (let n = 1; n <= 3; n++) pages.push((await searchNotes(db, ANY, n, 2)).rows.map((row) => row.number));
      expect(pages).toEqual([[B, C2], [C, A], []]);
      expect((await searchNotes(db, ANY, 1, 2)).total).toBe(4);
      const past = await page("?page=7");
      expect(past.status).toBe(200);
      expect(past.html).toContain("4 notes match; this page is past the last.");

      // A note number typed into the inbox's search opens the list at that note.
      const inbox = await staffRequest(context, "GET", `/staff?q=%20${B.toLowerCase()}%20`);
      expect(inbox.status).toBe(303);
      expect(inbox.headers.get("location")).toBe(`/staff/notes?number=${B}`);
      expect(await found(new URL(inbox.headers.get("location")!, "http://localhost").search)).toEqual([B]);
      // Anything else is searched among the requests, as before.
      expect((await staffRequest(context, "GET", "/staff?q=WTN-2026")).status).toBe(200);
    });

    it("answers hostile queries with a message at the field (400, what was typed kept) or nothing found, never an error", async () => {
      const context: StaffContext = await staffContext.start();
      // One note to be found (or not) by the wildcards.
      const { services, staff } = context;
      const db = services.database.db;
      const job = await bookJob(services, (await offeredSlots(db, NOW))[0]!, NOW);
      const [booking] = await db.select().from(bookings).where(eq(bookings.quoteId, job.id));
      const deps = { photoStore: services.photoStore, mailDomain: "example.com" };
      const facts = sampleFacts({ transferredAt: new Date(DONE_AT.getTime() - 30 * MINUTE) });
      await issueNote(db, { ...facts, bookingId: booking!.id, actor: staffActor(staff), now: DONE_AT }, deps);
      const ask = async (query: string) => {
        const response = await staffRequest(context, "GET", `/staff/notes${query}`);
        return { status: response.status, html: await response.text() };
      };
      const long = "x".repeat(10_000);
      const refused: [string, string, string][] = [
        [`?number=${long}`, "number", "Enter at most 20 characters for the note number."],
        [`?name=${long}`, "name", "Enter at most 100 characters for the customer name."],
        [`?address=${long}`, "address", "Enter at most 100 characters for the address."],
        ["?number=WTN-2026-00000%25", "number", "Enter a note number as WTN, the year and six digits, e.g. WTN-2026-000123."],
        ["?postcode=RH%25", "postcode", "Enter a postcode district such as RH10, or a full postcode such as RH10 1AB."],
        ["?code=20+03+0_", "code", "Enter a List of Waste code as six digits, e.g. 20 03 07."],
        ["?from=2026-02-30", "from", "Enter the first date as year, month and day, e.g. 2026-03-01."],
        ["?from=2026-12-07&to=2026-12-01", "to", "The last date must be on or after the first."],
        ["?name=Jane%00Smith", "name", "Please remove the unusual characters (such as control characters) from the customer name."],
        ["?address=Oak%1BRoad", "address", "Please remove the unusual characters (such as control characters) from the address."],
        ["?postcode=RH10%0A1AA", "postcode", "Please remove the unusual characters (such as control characters) from the postcode."],
      ];
      for (const [query, field, message] of refused) {
        const { status, html } = await ask(query);
        expect(status, query).toBe(400);
        expect(html, query).toContain("The search was not run:");
        expect(html, query).toContain(`id="${field}-error"`);
        expect(html, query).toContain(message);
        expect(listed(html), query).toEqual([]);
      }
      // What was typed is shown again in its field, a control character as U+FFFD.
      expect((await ask("?postcode=RH%25&name=Ann")).html).toMatch(/id="postcode"[^>]*value="RH%"|value="RH%"[^>]*id="postcode"/);
      expect((await ask("?name=Jane%00Smith")).html).toContain("Jane\uFFFDSmith");
      // LIKE's wildcards are taken literally: they find nothing, they do not find everything.
      for (const query of ["?name=%25", "?name=_", "?address=%25", "?address=_", "?name=%5C", "?address=%25%25%25_"]) {
        const { status, html } = await ask(query);
        expect(status, query).toBe(200);
        expect(html, query).toContain("No notes match.");
      }
      expect(listed((await ask("?name=jane&address=oak")).html)).toEqual(["WTN-2026-000001"]);
      // A page link that is not a page number reads as the first page.
      for (const query of ["?page=-1", "?page=1e9", `?page=${long}`, "?page=%00"])
        expect(listed((await ask(query)).html), query).toEqual(["WTN-2026-000001"]);
      // Fields it does not know are left alone; repeated fields read as the first.
      expect((await ask("?colour=blue&number=WTN-2026-000001&number=x")).status).toBe(200);
    });
  });
}
