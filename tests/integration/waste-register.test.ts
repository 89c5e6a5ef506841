/**
 * What becomes of a waste transfer note after the job: an erasure before its two years are up keeps
 * it (rows and PDF) and removes the rest; retention removes it two years after the transfer; the
 * waste register lists its lines as CSV. On PGlite and PostgreSQL.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { offeredSlots } from "../../app/server/booking/slots.server";
import { bookings, outbox, quotePhotos, quotes, salesRecords, wasteNoteLines, wasteNotes } from "../../app/server/db/schema.server";
import { uploadsRoot } from "../../app/server/photos/disk-store.server";
import type { Runtime } from "../../app/server/root/runtime.server";
import { staffActor } from "../../app/server/audit.server";
import { runStaffCommand } from "../../app/server/staff/auth/commands.server";
import { eraseQuotes } from "../../app/server/quotes/inbox/erase.server";
import { applyRetention } from "../../app/server/quotes/inbox/retention.server";
import { keptNoteSentence } from "../../app/server/waste/keeping.server";
import { correctNote, issueNote } from "../../app/server/waste/issue.server";
import { pdfFor } from "../../app/server/waste/note-pdf.server";
import type { NoteFacts } from "../../app/server/waste/note-facts.server";
import { REGISTER_HEADER, registerCsv } from "../../app/server/waste/register.server";
import { eventually } from "../support/eventually";
import { addPhoto, backends, pgUrl } from "./inbox-support";
import { bookJob } from "../support/booked-job";
import { staffContextPerTest, staffRequest } from "../support/staff-context";
import { sampleFacts } from "../support/waste-note";

/** Tuesday 24 November 2026, 09:00 GMT: jobs are booked from then; each is completed two days later. */
const NOW = new Date("2026-11-24T09:00:00Z");
const DONE_AT = new Date("2026-11-26T10:42:00Z");
const DAY = 86_400_000;

const facts = sampleFacts;

const pdfText = (pdf: Buffer) => execFileSync("pdftotext", ["-raw", "-", "-"], { input: pdf, encoding: "utf8" }).replace(/\s+/g, " ");

/** The CSV's rows as arrays of cells (every cell is quoted; no cell here holds a line break). */
const rowsOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"')));

for (const backend of backends) {
  describe.skipIf(backend.postgres && !pgUrl)(`a note after the job on ${backend.name}`, () => {
    let services: Runtime;
    const staffContext = staffContextPerTest(backend.postgres, "Sam Porter");
    const start = async () => {
      const started = await staffContext.start();
      services = started.services;
      return started.staff;
    };
    const db = () => services.database.db;
    const deps = () => ({ photoStore: services.photoStore, mailDomain: "example.com", wake: () => services.outbox.wake() });
    const eraseDeps = () => ({ database: services.database, photoStore: services.photoStore, env: services.env });
    const folderOf = (id: string) => path.join(uploadsRoot(services.env.dataDir), id);
    const emlFiles = () =>
      existsSync(path.join(services.env.dataDir, "outbox"))
        ? readdirSync(path.join(services.env.dataDir, "outbox")).filter((f) => f.endsWith(".eml"))
        : [];
    /** A job booked and completed, with a photo sent with the request; its note issued at `at`. */
    const completedJob = async (
      staff: Awaited<ReturnType<typeof start>>,
      slotIndex = 0,
      at = DONE_AT,
      overrides: Partial<NoteFacts> = {},
    ) => {
      const slots = await offeredSlots(db(), NOW);
      const job = await bookJob(services, slots[slotIndex]!, NOW);
      await addPhoto(services, job.id, 0);
      const [booking] = await db().select().from(bookings).where(eq(bookings.quoteId, job.id));
      const note = await issueNote(
        db(),
        {
          ...facts({ transferredAt: at, ...overrides }),
          payment: { pence: 24500, method: "card" },
          bookingId: booking!.id,
          actor: staffActor(staff),
          now: at,
        },
        deps(),
      );
      return { job, note };
    };

    it("erasing the request keeps the note (rows, PDF with the name and address) and removes the photos, emails and booking", async () => {
      const staff = await start();
      const { job, note } = await completedJob(staff);
      // The price, the booking's confirmation and the note went out as emails kept as files.
      await eventually(async () =>
        expect((await db().select().from(outbox).where(eq(outbox.quoteId, job.id))).every((m) => m.status === "sent")).toBe(true),
      );
      expect(emlFiles().length).toBeGreaterThanOrEqual(3);
      expect(readdirSync(folderOf(job.id))).toContain("photo-0.jpg");

      const erased = await eraseQuotes(eraseDeps(), { reference: job.reference }, staffActor(staff), DONE_AT);
      expect(erased).toEqual({ references: [job.reference], keptNotes: [{ number: note.number, issuedAt: DONE_AT }] });
      expect(keptNoteSentence(erased.keptNotes)).toBe(
        `The waste transfer note ${note.number} is kept until 26 November 2028 because the law requires it; everything else is erased.`,
      );
      // The rest is gone: the request (email, phone, description, notes), its booking, photos, emails.
      expect(await db().select().from(quotes).where(eq(quotes.id, job.id))).toEqual([]);
      expect(await db().select().from(bookings).where(eq(bookings.quoteId, job.id))).toEqual([]);
      expect(await db().select().from(quotePhotos).where(eq(quotePhotos.quoteId, job.id))).toEqual([]);
      expect(await db().select().from(outbox).where(eq(outbox.quoteId, job.id))).toEqual([]);
      expect(existsSync(folderOf(job.id))).toBe(false);
      // The payment stays a sales record of the job, with nothing that names or reaches the customer.
      const sales = await db().select().from(salesRecords);
      expect(sales).toHaveLength(1);
      expect(sales[0]).toMatchObject({
        bookingId: null,
        jobReference: job.reference,
        amountPence: 24500,
        method: "card",
        paidOn: "2026-11-26",
      });
      expect(Object.keys(sales[0]!).sort()).toEqual(
        ["amountPence", "bookingId", "createdAt", "id", "jobReference", "method", "paidOn", "recordedById"].sort(),
      );
      expect(emlFiles()).toEqual([]);
      // The note stays, with what it records, and its PDF still comes out of the store.
      const [row] = await db().select().from(wasteNotes).where(eq(wasteNotes.id, note.noteId));
      expect(row).toMatchObject({
        number: note.number,
        quoteId: null,
        bookingId: null,
        customerName: "Jane Smith",
        placeLine1: "12 Oak Road",
        placePostcode: "RH10 1AA",
      });
      expect(JSON.stringify(row)).not.toContain("jane@example.org");
      expect(await db().select().from(wasteNoteLines).where(eq(wasteNoteLines.noteId, note.noteId))).toHaveLength(2);
      expect(readdirSync(folderOf(note.noteId))).toEqual([`${note.number.toLowerCase()}.pdf`]);
      const text = pdfText((await pdfFor(db(), services.photoStore, note.noteId))!.pdf);
      for (const expected of [note.number, "Jane Smith", "12 Oak Road, Crawley, RH10 1AA", "Domestic seating waste containing POPs"])
        expect(text).toContain(expected);
    });

    it("the erase screen says which note is kept and until when, before and after the erasure", async () => {
      const staff = await start();
      const { job, note } = await completedJob(staff);
      const sentence = `The waste transfer note ${note.number} is kept until 26 November 2028 because the law requires it; everything else is erased.`;
      const pagePath = `/staff/quotes/${job.reference}`;
      const html = await (await staffRequest({ services, staff }, "GET", pagePath)).text();
      expect(html).toContain(sentence.replace(/'/g, "&#x27;"));
      const erased = await staffRequest({ services, staff }, "POST", pagePath, { form: { intent: "erase", confirm: job.reference } });
      const location = erased.headers.get("Location")!;
      expect(location).toBe(`/staff?done=erased&kept=${note.number}`);
      const list = await (await staffRequest({ services, staff }, "GET", location)).text();
      expect(list).toContain(`The request was erased. ${sentence}`);
      expect(await db().select().from(quotes).where(eq(quotes.id, job.id))).toEqual([]);
    });

    it("npm run staff -- erase says which note is kept and until when", async () => {
      const staff = await start();
      const { job, note } = await completedJob(staff);
      const context = {
        db: db(),
        auth: undefined as never,
        siteUrl: "https://www.example.com",
        photoStore: services.photoStore,
        dataDir: services.env.dataDir,
      };
      const answer = await runStaffCommand(context, { command: "erase", target: job.reference });
      expect(answer).toEqual({
        ok: true,
        output: `Erased 1 quote request: ${job.reference}.\nThe waste transfer note ${note.number} is kept until 26 November 2028 because the law requires it; everything else is erased.`,
      });
      expect(await db().select().from(wasteNotes)).toHaveLength(1);
    });

    it("retention keeps the note until two years after the transfer and removes it, rows and PDF, a day after", async () => {
      const staff = await start();
      const { note } = await completedJob(staff);
      const twoYears = new Date("2028-11-26T10:42:00Z");
      expect((await applyRetention(eraseDeps(), new Date(twoYears.getTime() - DAY))).notesDeleted).toBe(0);
      expect(await db().select().from(wasteNotes).where(eq(wasteNotes.id, note.noteId))).toHaveLength(1);
      expect(existsSync(folderOf(note.noteId))).toBe(true);
      expect((await applyRetention(eraseDeps(), new Date(twoYears.getTime() + DAY))).notesDeleted).toBe(1);
      expect(await db().select().from(wasteNotes).where(eq(wasteNotes.id, note.noteId))).toEqual([]);
      expect(await db().select().from(wasteNoteLines).where(eq(wasteNoteLines.noteId, note.noteId))).toEqual([]);
      expect(existsSync(folderOf(note.noteId))).toBe(false);
      // Again: nothing more to do.
      expect((await applyRetention(eraseDeps(), new Date(twoYears.getTime() + 2 * DAY))).notesDeleted).toBe(0);
    });

    it("retention keeps a corrected note while its correction is kept, then removes both", async () => {
      const staff = await start();
      const { note } = await completedJob(staff);
      const correctedAt = new Date(DONE_AT.getTime() + 30 * DAY);
      const correction = await correctNote(
        db(),
        {
          ...facts({ customerName: "Jane A. Smith", transferredAt: DONE_AT }),
          reason: "The customer's middle initial was missing.",
          noteId: note.noteId,
          actor: staffActor(staff),
          now: correctedAt,
        },
        deps(),
      );
      expect((await applyRetention(eraseDeps(), new Date("2028-11-27T12:00:00Z"))).notesDeleted).toBe(0);
      expect(await db().select().from(wasteNotes)).toHaveLength(2);
      expect((await applyRetention(eraseDeps(), new Date(correctedAt.getTime() + 2 * 366 * DAY))).notesDeleted).toBe(2);
      expect(await db().select().from(wasteNotes)).toEqual([]);
      expect(existsSync(folderOf(note.noteId)) || existsSync(folderOf(correction.noteId))).toBe(false);
    });

    it("the waste register: every line of the notes issued in the range, the postcode district only, every cell quoted, superseded notes marked", async () => {
      const staff = await start();
      const first = await completedJob(staff, 0, DONE_AT);
      const second = await completedJob(staff, 1, new Date("2026-11-27T15:10:00Z"), {
        lines: [
          {
            wasteId: "fridges",
            description: '=HYPERLINK("x") fridge, "upright"',
            vanPercent: 10,
            weightKg: 45,
            containment: "other",
            containmentText: "strapped upright on a trolley",
            siteId: "weee-treatment",
          },
        ],
      });
      const correction = await correctNote(
        db(),
        {
          ...facts({ transferredAt: DONE_AT }),
          reason: "The sofa's weight was missing.",
          noteId: first.note.noteId,
          actor: staffActor(staff),
          now: new Date("2026-11-28T09:00:00Z"),
        },
        deps(),
      );
      // Outside the range: the next month.
      await completedJob(staff, 2, new Date("2026-12-01T00:30:00Z"));

      for (const batchRows of [500, 1]) {
        const { csv, rows } = await registerCsv(db(), { from: "2026-11-01", to: "2026-11-30" }, batchRows);
        expect(rows).toBe(5);
        expect(csv.startsWith("\uFEFF")).toBe(true);
        expect(csv).not.toContain("RH10 1AA");
        const table = rowsOf(csv);
        expect(table[0]).toEqual(REGISTER_HEADER);
        // Each line with its own site; the correction dated by the transfer it corrects, and naming that note.
        expect(table.slice(1)).toEqual([
          [
            "2026-11-26",
            "10:42",
            first.note.number,
            `superseded by ${correction.number}`,
            "",
            "20 03 01",
            "Mixed municipal waste (general household rubbish)",
            "50",
            "",
            "about 7.5 m³ (50% of the van)",
            "Bags",
            "RH10",
            "Crawley Waste Transfer Station",
            "EPR/AB0000XY",
            "Transfer (sorted and sent on)",
          ],
          [
            "2026-11-26",
            "10:42",
            first.note.number,
            `superseded by ${correction.number}`,
            "",
            "20 03 07",
            "Domestic seating waste containing POPs",
            "",
            "40",
            "40 kg (estimated weight)",
            "Loose in the van",
            "RH10",
            "Energy Recovery Facility (POPs seating)",
            "EPR/CD0000ZW",
            "Energy recovery (incineration)",
          ],
          [
            "2026-11-26",
            "10:42",
            correction.number,
            "issued",
            first.note.number,
            "20 03 01",
            "Mixed municipal waste (general household rubbish)",
            "50",
            "",
            "about 7.5 m³ (50% of the van)",
            "Bags",
            "RH10",
            "Crawley Waste Transfer Station",
            "EPR/AB0000XY",
            "Transfer (sorted and sent on)",
          ],
          [
            "2026-11-26",
            "10:42",
            correction.number,
            "issued",
            first.note.number,
            "20 03 07",
            "Domestic seating waste containing POPs",
            "",
            "40",
            "40 kg (estimated weight)",
            "Loose in the van",
            "RH10",
            "Energy Recovery Facility (POPs seating)",
            "EPR/CD0000ZW",
            "Energy recovery (incineration)",
          ],
          [
            "2026-11-27",
            "15:10",
            second.note.number,
            "issued",
            "",
            "20 01 23*",
            `'=HYPERLINK("x") fridge, "upright"`,
            "10",
            "45",
            "45 kg (estimated weight)",
            "Other: strapped upright on a trolley",
            "RH10",
            "Fridge and Electricals Treatment Facility",
            "EPR/GH0000ZT",
            "Treatment of fridges and electrical equipment",
          ],
        ]);
      }
      // A London day: 00:30 GMT on 1 December is in the range that ends on the 1st, not before.
      expect((await registerCsv(db(), { from: "2026-12-01", to: "2026-12-01" })).rows).toBe(2);
      expect((await registerCsv(db(), { from: "2026-11-29", to: "2026-11-30" })).rows).toBe(0);
      // The command's own answer, and its refusals.
      const context = {
        db: db(),
        auth: undefined as never,
        siteUrl: "https://www.example.com",
        photoStore: services.photoStore,
        dataDir: services.env.dataDir,
      };
      expect(await runStaffCommand(context, { command: "register", from: "2026-11-01", to: "2026-11-30" })).toEqual({
        ok: true,
        output: (await registerCsv(db(), { from: "2026-11-01", to: "2026-11-30" })).csv,
      });
      expect(await runStaffCommand(context, { command: "register", from: "2026-11-31", to: "2026-11-30" })).toMatchObject({
        ok: false,
        output: expect.stringContaining("Enter the first date as year, month and day"),
      });
      expect(await runStaffCommand(context, { command: "register", from: "2026-11-30", to: "2026-11-01" })).toMatchObject({
        ok: false,
        output: expect.stringContaining("The last date must be on or after the first."),
      });
      expect(await runStaffCommand(context, { command: "register", from: "2026-11-01\u0000", to: "2026-11-30" })).toMatchObject({
        ok: false,
        output: expect.stringContaining("unusual characters"),
      });
    });
  });
}
