import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer as readAll } from "node:stream/consumers";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { offeredSlots } from "../../app/server/booking/slots.server";
import {
  auditLog,
  bookings,
  outbox,
  quotes,
  salesRecords,
  wasteNoteCounters,
  wasteNoteLines,
  wasteNotes,
} from "../../app/server/db/schema.server";
import { uploadsRoot } from "../../app/server/photos/disk-store.server";
import { removeOrphanPhotos, type Runtime } from "../../app/server/root/runtime.server";
import { staffActor } from "../../app/server/audit.server";
import { eraseQuotes } from "../../app/server/quotes/inbox/erase.server";
import { correctNote, issueNote, resendNote, type IssueNoteInput } from "../../app/server/waste/issue.server";
import { noteById } from "../../app/server/waste/note-records.server";
import { pdfFor, regenerate } from "../../app/server/waste/note-pdf.server";
import type { NoteFacts } from "../../app/server/waste/note-facts.server";
import { drawnSignature, sampleFacts } from "../support/waste-note";
import { startSmtp } from "./harness";
import { eventually } from "../support/eventually";
import { backends, pgUrl } from "./inbox-support";
import { bookJob } from "../support/booked-job";
import { customerRequest } from "../support/customer-request";
import { staffContextPerTest, staffRequest } from "../support/staff-context";
import { RefusedError } from "../../app/kernel/refusal";

/** Tuesday 24 November 2026, 09:00 GMT: jobs are booked from then; each is completed on its day. */
const NOW = new Date("2026-11-24T09:00:00Z");
/** Friday 4 December 2026, after every job booked from NOW: a note is never issued before its job's day. */
const DONE_AT = new Date("2026-12-04T10:42:00Z");
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const folder = mkdtempSync(path.join(tmpdir(), "wtn-it-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The crew's facts, the waste handed over half an hour before the note is issued. */
const facts = (overrides: Partial<NoteFacts> = {}) => sampleFacts({ transferredAt: new Date(DONE_AT.getTime() - 1800_000), ...overrides });

for (const backend of backends) {
  describe.skipIf(backend.postgres && !pgUrl)(`waste transfer notes on ${backend.name}`, () => {
    let services: Runtime;
    const staffContext = staffContextPerTest(backend.postgres, "Sam Porter");
    const start = async (overrides: Record<string, string> = {}) => {
      const started = await staffContext.start(overrides);
      services = started.services;
      return started.staff;
    };
    const db = () => services.database.db;
    const deps = () => ({ photoStore: services.photoStore, mailDomain: "example.com", wake: () => services.outbox.wake() });
    const bookingOf = async (quoteId: string) => (await db().select().from(bookings).where(eq(bookings.quoteId, quoteId)))[0]!;
    const storedPdf = async (note: { id: string; pdfKey: string }) => {
      const object = await services.photoStore.get(note.id, note.pdfKey);
      return object ? readAll(object.body) : undefined;
    };
    const noteFile = (note: { id: string; pdfKey: string }) => path.join(uploadsRoot(services.env.dataDir), note.id, note.pdfKey);

    it("numbers 20 notes issued at once 1 to 20 of the year, each once, with no gaps", async () => {
      const staff = await start();
      const slots = await offeredSlots(db(), NOW);
      const jobs = [];
      for (let i = 0; i < 20; i++) jobs.push(await bookJob(services, slots[Math.floor(i / 2)]!, NOW));
      const bookingIds = await Promise.all(jobs.map(async (job) => (await bookingOf(job.id)).id));
      const issued = await Promise.all(
        bookingIds.map((bookingId) => issueNote(db(), { ...facts(), bookingId, actor: staffActor(staff), now: DONE_AT }, deps())),
      );
      expect(issued.every((note) => note.created)).toBe(true);
      const numbers = issued.map((note) => note.number).sort();
      expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `WTN-2026-${String(i + 1).padStart(6, "0")}`));
      expect(await db().select().from(wasteNoteCounters)).toEqual([{ year: 2026, last: 20 }]);
      // Each job is done, once, with its own note.
      const rows = await db().select().from(wasteNotes);
      expect(new Set(rows.map((row) => row.bookingId)).size).toBe(20);
      for (const job of jobs) {
        expect((await bookingOf(job.id)).status).toBe("done");
        const [quote] = await db().select().from(quotes).where(eq(quotes.id, job.id));
        expect(quote!.status).toBe("done");
      }
      // A new year starts again at 1.
      const next = await bookJob(services, slots[10]!, NOW);
      const newYear = await issueNote(
        db(),
        {
          ...facts({ transferredAt: new Date("2027-01-01T00:10:00Z") }),
          bookingId: (await bookingOf(next.id)).id,
          actor: staffActor(staff),
          now: new Date("2027-01-01T00:30:00Z"),
        },
        deps(),
      );
      expect(newYear.number).toBe("WTN-2027-000001");
    });

    it("issues once on a double submit: one note, one audit entry, one email with the PDF", async () => {
      const smtp = await startSmtp();
      try {
        const staff = await start({ SMTP_URL: smtp.url, MAIL_FROM: "Clearwell <notes@example.com>" });
        const slots = await offeredSlots(db(), NOW);
        const job = await bookJob(services, slots[0]!, NOW);
        const bookingId = (await bookingOf(job.id)).id;
        const input: IssueNoteInput = {
          ...facts({ signature: { kind: "signed", name: "Jane Smith", confirmed: true, png: await drawnSignature() } }),
          payment: { pence: 24500, method: "card" },
          bookingId,
          actor: staffActor(staff),
          now: DONE_AT,
        };
        const [a, b] = await Promise.all([issueNote(db(), input, deps()), issueNote(db(), input, deps())]);
        expect(a!.number).toBe(b!.number);
        expect([a!.created, b!.created].sort()).toEqual([false, true]);
        // A third submit later still returns the same note.
        expect(await issueNote(db(), input, deps())).toEqual({ noteId: a!.noteId, number: a!.number, created: false });
        expect(await db().select().from(wasteNotes)).toHaveLength(1);
        expect(await db().select().from(outbox).where(eq(outbox.template, "note"))).toHaveLength(1);
        // The payment is the job's sales record, once: the job's reference, amount, method and day, nothing of the customer.
        const sales = await db().select().from(salesRecords);
        expect(sales).toHaveLength(1);
        expect(sales[0]).toMatchObject({
          bookingId,
          jobReference: job.reference,
          amountPence: 24500,
          method: "card",
          paidOn: "2026-12-04",
        });
        expect(
          await db()
            .select()
            .from(auditLog)
            .where(and(eq(auditLog.quoteReference, job.reference), eq(auditLog.action, "job-done"))),
        ).toHaveLength(1);

        await eventually(() => expect(smtp.messages.filter((m) => m.subject?.startsWith("Your waste transfer note"))).toHaveLength(1));
        await services.outbox.idle();
        const mails = smtp.messages.filter((m) => m.subject?.startsWith("Your waste transfer note"));
        expect(mails).toHaveLength(1);
        const mail = mails[0]!;
        expect(mail.subject).toBe(`Your waste transfer note ${a!.number} - ${job.reference}`);
        expect(mail.text).toContain(a!.number);
        const [attachment] = mail.attachments;
        expect(attachment).toMatchObject({ filename: `${a!.number}.pdf`, contentType: "application/pdf" });
        const note = (await noteById(db(), a!.noteId))!;
        expect(sha256(attachment!.content)).toBe(note.pdfSha256);
        // The PDF stored with it is the same file, and it reads as the note.
        expect((await storedPdf(note))!.equals(attachment!.content)).toBe(true);
        const file = path.join(folder, `${backend.postgres ? "pg" : "pglite"}-issued.pdf`);
        writeFileSync(file, attachment!.content);
        expect(execFileSync("qpdf", ["--check", file], { encoding: "utf8" })).toMatch(/No syntax or stream encoding errors found/);
        const text = execFileSync("pdftotext", ["-raw", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
        for (const expected of [
          a!.number,
          job.reference,
          "12 Oak Road, Crawley, RH10 1AA",
          "Jane Smith",
          "20 03 07",
          "Domestic seating waste containing POPs",
          // Each line's own site: the seating with POPs to the site that destroys it.
          "Energy Recovery Facility (POPs seating) (EPR/CD0000ZW)",
          "Crawley Waste Transfer Station (EPR/AB0000XY)",
          "Energy recovery (incineration)",
          // The transfer's time, and the issue's apart from it.
          "Date and time Friday 4 December 2026, 10:12 GMT",
          "Issued Friday 4 December 2026, 10:42 GMT",
          "50% of the van (about 7.5 m³)",
          "Sam Porter",
        ]) {
          expect(text).toContain(expected);
        }
        // A note records no money.
        expect(text).not.toContain("£245.00");
        expect(text).not.toContain("Payment");
      } finally {
        await smtp.close();
      }
    });

    it("makes a missing or damaged PDF again from the rows, byte for byte, and sends it when the file never got stored", async () => {
      const smtp = await startSmtp();
      try {
        const staff = await start({ SMTP_URL: smtp.url, MAIL_FROM: "Clearwell <notes@example.com>" });
        const slots = await offeredSlots(db(), NOW);
        const job = await bookJob(services, slots[0]!, NOW);
        // The state a crash right after the commit leaves: the rows and the email queued, no file yet.
        const noFile = {
          ...services.photoStore,
          put: async () => {
            throw new Error("disk full");
          },
        };
        const issued = await issueNote(
          db(),
          {
            ...facts({ signature: { kind: "signed", name: "Jane Smith", confirmed: true, png: await drawnSignature() } }),
            bookingId: (await bookingOf(job.id)).id,
            actor: staffActor(staff),
            now: DONE_AT,
          },
          { photoStore: noFile, mailDomain: "example.com" },
        );
        const note = (await noteById(db(), issued.noteId))!;
        expect(await storedPdf(note)).toBeUndefined();
        services.outbox.wake();
        await eventually(() => expect(smtp.messages.filter((m) => m.subject?.startsWith("Your waste transfer note"))).toHaveLength(1));
        const sent = smtp.messages.find((m) => m.subject?.startsWith("Your waste transfer note"))!.attachments[0]!.content;
        expect(sha256(sent)).toBe(note.pdfSha256);
        // Sending it stored it.
        const original = (await storedPdf(note))!;
        expect(original.equals(sent)).toBe(true);

        // Deleted: made again, identical, and stored again.
        await rm(noteFile(note));
        const again = (await pdfFor(db(), services.photoStore, note.id))!;
        expect(again.pdf.equals(original)).toBe(true);
        expect((await storedPdf(note))!.equals(original)).toBe(true);
        // Damaged on disk: the damaged file is not served.
        writeFileSync(noteFile(note), Buffer.concat([original.subarray(0, 100), Buffer.from("damaged")]));
        expect((await pdfFor(db(), services.photoStore, note.id))!.pdf.equals(original)).toBe(true);
        expect((await regenerate(db(), services.photoStore, note.id)).identical).toBe(true);
      } finally {
        await smtp.close();
      }
    });

    it("corrects a note with a new number that supersedes it; both stay, and only the latest can be corrected", async () => {
      const staff = await start();
      const slots = await offeredSlots(db(), NOW);
      const job = await bookJob(services, slots[0]!, NOW);
      const bookingId = (await bookingOf(job.id)).id;
      const first = await issueNote(db(), { ...facts(), bookingId, actor: staffActor(staff), now: DONE_AT }, deps());
      const firstPdf = (await pdfFor(db(), services.photoStore, first.noteId))!.pdf;
      const later = new Date(DONE_AT.getTime() + 3600_000);
      const correction = await correctNote(
        db(),
        {
          ...facts({
            customer: { role: "business", businessName: "Ashdown Lettings Ltd", sicCode: "68320", hierarchyDeclared: true },
            lines: [
              {
                wasteId: "fridges",
                description: "Equipment containing chlorofluorocarbons (fridges, freezers)",
                vanPercent: null,
                weightKg: 45,
                containment: "loose",
                containmentText: null,
                siteId: "weee-treatment",
              },
            ],
          }),
          reason: "The fridge was left off the note.",
          noteId: first.noteId,
          actor: staffActor(staff),
          now: later,
        },
        deps(),
      );
      expect(correction.number).toBe("WTN-2026-000002");
      const earlier = (await noteById(db(), first.noteId))!;
      const current = (await noteById(db(), correction.noteId))!;
      expect(earlier.status).toBe("superseded");
      expect(earlier.supersededByNumber).toBe(correction.number);
      expect(current).toMatchObject({
        status: "issued",
        supersedesId: first.noteId,
        supersedesNumber: first.number,
        bookingId,
        jobReference: job.reference,
        customerRole: "business",
        sicCode: "68320",
      });
      expect(current.lines.map((line) => [line.code, line.hazardous])).toEqual([["20 01 23", true]]);
      // The earlier note and its PDF are kept unchanged.
      expect(earlier.lines).toHaveLength(2);
      expect((await pdfFor(db(), services.photoStore, first.noteId))!.pdf.equals(firstPdf)).toBe(true);
      const text = execFileSync("pdftotext", ["-raw", "-", "-"], {
        input: (await pdfFor(db(), services.photoStore, correction.noteId))!.pdf,
        encoding: "utf8",
      }).replace(/\s+/g, " ");
      expect(text).toContain(`This note corrects and replaces note ${first.number}`);
      // Correcting the superseded one is refused; the latest can be corrected again.
      await expect(
        correctNote(
          db(),
          { ...facts(), reason: "A second correction.", noteId: first.noteId, actor: staffActor(staff), now: later },
          deps(),
        ),
      ).rejects.toThrow(`Note ${first.number} was already corrected by ${correction.number}`);
      expect(
        (
          await correctNote(
            db(),
            { ...facts(), reason: "A second correction.", noteId: correction.noteId, actor: staffActor(staff), now: later },
            deps(),
          )
        ).number,
      ).toBe("WTN-2026-000003");
      const emails = await db().select().from(outbox).where(eq(outbox.template, "note")).orderBy(asc(outbox.id));
      expect(emails.map((row) => row.payload?.noteEvent)).toEqual(["issued", "corrected", "corrected"]);
      expect(
        await db()
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.quoteReference, job.reference), eq(auditLog.action, "note-corrected"))),
      ).toHaveLength(2);
      // A resend queues the same note again.
      await resendNote(db(), { number: first.number, actor: staffActor(staff), now: later, mailDomain: "example.com" });
      expect((await db().select().from(outbox).where(eq(outbox.template, "note"))).map((row) => row.payload?.noteEvent)).toContain(
        "resent",
      );
    });

    it("refuses bad facts with a message for each, and a cancelled job, changing nothing", async () => {
      const staff = await start();
      const slots = await offeredSlots(db(), NOW);
      const job = await bookJob(services, slots[0]!, NOW);
      const bookingId = (await bookingOf(job.id)).id;
      const attempt = (overrides: Partial<NoteFacts>) =>
        issueNote(db(), { ...facts(overrides), bookingId, actor: staffActor(staff), now: DONE_AT }, deps());
      const line = facts().lines[0]!;
      await expect(attempt({ lines: [{ ...line, wasteId: "asbestos" }] })).rejects.toThrow("Pick a waste code from the list.");
      await expect(attempt({ lines: [{ ...line, vanPercent: -5 }] })).rejects.toThrow("The share of the van is at least 1%.");
      await expect(attempt({ lines: [{ ...line, vanPercent: null, weightKg: 90000 }] })).rejects.toThrow("The weight is at most 5,000 kg");
      await expect(attempt({ lines: [{ ...line, vanPercent: null, weightKg: null }] })).rejects.toThrow("Give the quantity");
      await expect(
        attempt({ customer: { role: "business", businessName: "Ashdown Lettings", sicCode: "6832", hierarchyDeclared: true } }),
      ).rejects.toThrow("The SIC code is five digits");
      await expect(
        attempt({ signature: { kind: "signed", name: "Jane Smith", confirmed: true, png: Buffer.from("<svg onload=alert(1)>") } }),
      ).rejects.toThrow("The drawn signature is not a PNG image.");
      const tooLarge = Buffer.concat([(await drawnSignature()).subarray(0, 8), Buffer.alloc(300 * 1024)]);
      await expect(attempt({ signature: { kind: "signed", name: "Jane Smith", confirmed: true, png: tooLarge } })).rejects.toThrow(
        "larger than 256 KB",
      );
      const broken = Buffer.concat([(await drawnSignature()).subarray(0, 40), Buffer.alloc(64)]);
      await expect(attempt({ signature: { kind: "signed", name: "Jane Smith", confirmed: true, png: broken } })).rejects.toThrow(
        "not an image that can be read",
      );
      const refused = await attempt({ lines: [{ ...line, wasteId: "asbestos", vanPercent: 0 }], customerName: "" }).catch(
        (error: RefusedError) => error,
      );
      expect(refused).toBeInstanceOf(RefusedError);
      expect(Object.keys((refused as RefusedError).refusal.fields!).sort()).toEqual([
        "customerName",
        "lines.0.vanPercent",
        "lines.0.wasteId",
      ]);
      expect(await db().select().from(wasteNotes)).toHaveLength(0);
      expect(await db().select().from(wasteNoteCounters)).toHaveLength(0);
      expect((await bookingOf(job.id)).status).toBe("booked");

      await db().update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, bookingId));
      await expect(attempt({})).rejects.toThrow("This booking was cancelled");
      expect(await db().select().from(wasteNoteCounters)).toHaveLength(0);
    });

    it("keeps the note, its facts and its PDF when the request is erased; the hourly sweep keeps the PDF's folder", async () => {
      const staff = await start();
      const slots = await offeredSlots(db(), NOW);
      const job = await bookJob(services, slots[0]!, NOW);
      const issued = await issueNote(
        db(),
        { ...facts(), bookingId: (await bookingOf(job.id)).id, actor: staffActor(staff), now: DONE_AT },
        deps(),
      );
      const pdf = (await pdfFor(db(), services.photoStore, issued.noteId))!.pdf;
      await eraseQuotes(
        { database: services.database, photoStore: services.photoStore, env: services.env },
        { reference: job.reference },
        staffActor(staff),
      );
      expect(await db().select().from(quotes).where(eq(quotes.id, job.id))).toHaveLength(0);
      const note = (await noteById(db(), issued.noteId))!;
      expect(note).toMatchObject({
        quoteId: null,
        bookingId: null,
        jobReference: job.reference,
        customerName: "Jane Smith",
        placeLine1: "12 Oak Road",
      });
      expect(await db().select().from(wasteNoteLines).where(eq(wasteNoteLines.noteId, note.id))).toHaveLength(2);
      await removeOrphanPhotos(services.database, services.photoStore, Date.now() + 7 * 86_400_000);
      expect((await storedPdf(note))!.equals(pdf)).toBe(true);
      await expect(
        resendNote(db(), { number: note.number, actor: staffActor(staff), now: DONE_AT, mailDomain: "example.com" }),
      ).rejects.toThrow("erased");
    });

    it("lets the office download and resend a note, and the customer download their own note only, from their booking page", async () => {
      const staff = await start({ TEST_CLOCK: "header" });
      const slots = await offeredSlots(db(), NOW);
      const mine = await bookJob(services, slots[0]!, NOW);
      const theirs = await bookJob(services, slots[0]!, NOW, { email: "other@example.org" });
      const myNote = await issueNote(
        db(),
        { ...facts(), bookingId: (await bookingOf(mine.id)).id, actor: staffActor(staff), now: DONE_AT },
        deps(),
      );
      const theirNote = await issueNote(
        db(),
        { ...facts({ customerName: "Other Person" }), bookingId: (await bookingOf(theirs.id)).id, actor: staffActor(staff), now: DONE_AT },
        deps(),
      );
      const myPdf = (await pdfFor(db(), services.photoStore, myNote.noteId))!.pdf;
      const staffCall = (method: "GET" | "POST", target: string) => staffRequest({ services, staff }, method, target, { now: DONE_AT });
      // The office: the PDF by its number, in any case; an unknown number is not found.
      const download = await staffCall("GET", `/staff/notes/${myNote.number.toLowerCase()}.pdf`);
      expect(download.status).toBe(200);
      expect(download.headers.get("content-type")).toBe("application/pdf");
      expect(download.headers.get("content-disposition")).toBe(`attachment; filename="${myNote.number}.pdf"`);
      expect(Buffer.from(await download.arrayBuffer()).equals(myPdf)).toBe(true);
      expect((await staffCall("GET", "/staff/notes/WTN-2026-999999.pdf")).status).toBe(404);
      expect((await staffCall("GET", "/staff/notes/..%2F..%2Fetc.pdf")).status).toBe(404);
      // The request's page lists it; resend queues it again, audited.
      const page = await (await staffRequest({ services, staff }, "GET", `/staff/quotes/${mine.reference}`, { now: DONE_AT })).text();
      expect(page).toContain(`/staff/notes/${myNote.number}.pdf`);
      const resent = await staffCall("POST", `/staff/notes/${myNote.number}/resend`);
      expect(resent.status).toBe(303);
      expect(resent.headers.get("location")).toBe(`/staff/quotes/${mine.reference}?done=note-resent#waste-notes`);
      expect(
        (
          await db()
            .select()
            .from(outbox)
            .where(and(eq(outbox.template, "note"), eq(outbox.quoteId, mine.id)))
        ).map((row) => row.payload?.noteEvent),
      ).toEqual(["issued", "resent"]);

      // The customer: their page says the job is done and offers the download.
      const customer = (target: string) => customerRequest(services, target, { now: DONE_AT, clientIp: "203.0.113.10" });
      const bookingPage = await customer(`/booking/${mine.token}`);
      const html = await bookingPage.text();
      expect(html).toContain("Your collection is done");
      expect(html).toContain(`/booking/${mine.token}/notes/${myNote.number}.pdf`);
      const own = await customer(`/booking/${mine.token}/notes/${myNote.number}.pdf`);
      expect(own.status).toBe(200);
      expect(own.headers.get("cache-control")).toContain("no-store");
      expect(Buffer.from(await own.arrayBuffer()).equals(myPdf)).toBe(true);
      // Another job's note through my link, or my note through a made-up link: not found.
      expect((await customer(`/booking/${mine.token}/notes/${theirNote.number}.pdf`)).status).toBe(404);
      expect((await customer(`/booking/${"A".repeat(mine.token.length)}/notes/${myNote.number}.pdf`)).status).toBe(404);
    });
  });
}
