/**
 * Correcting a waste transfer note from the office's pages: the form prefilled from the note, a
 * reason required, a new note that supersedes the earlier one (both kept, the earlier marked on its
 * PDF and in the register), and the customer emailed the corrected note with the reason. On PGlite
 * and PostgreSQL.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { staffActor } from "../../app/server/audit.server";
import { bookings, outbox, salesRecords, wasteNotes } from "../../app/server/db/schema.server";
import { composeNoteEmail } from "../../app/server/waste/emails/compose.server";
import { noteById } from "../../app/server/waste/note-records.server";
import { pdfFor } from "../../app/server/waste/note-pdf.server";
import { registerCsv } from "../../app/server/waste/register.server";
import { eraseQuotes } from "../../app/server/quotes/inbox/erase.server";
import type { Runtime } from "../../app/server/root/runtime.server";
import type { StaffIdentity } from "../../app/server/staff/auth/session.server";
import { backends, pgUrl } from "./inbox-support";
import { bookJob } from "../support/booked-job";
import { customerRequest } from "../support/customer-request";
import { staffContextPerTest, staffRequest } from "../support/staff-context";
import { refused as refusedText, UNPRINTABLE } from "../support/unusual-characters";

const NOW = new Date("2026-11-24T09:00:00Z");
const THU_AM = { date: "2026-11-26", id: "morning" };
const THURSDAY = new Date("2026-11-26T10:42:00Z");
/** The office corrects the note the next week. */
const LATER = new Date("2026-12-01T09:15:00Z");

const completion = (): Record<string, string> => ({
  "line-0-wasteId": "mixed-household",
  "line-0-description": "Mixed municipal waste (general household rubbish)",
  "line-0-vanPercent": "50",
  "line-0-containment": "bags",
  "line-0-siteId": "",
  "line-1-wasteId": "pops-seating",
  "line-1-description": "Domestic seating waste containing POPs",
  "line-1-weightKg": "40",
  "line-1-containment": "loose",
  "line-1-siteId": "",
  "line-2-wasteId": "fridges",
  "line-2-weightKg": "45",
  "line-2-containment": "loose",
  "line-2-siteId": "",
  customerName: "Jane Smith",
  role: "householder",
  transferTime: "10:30",
  present: "signed",
  signatureName: "Jane Smith",
  confirmed: "yes",
  payment: "245.00",
  paymentMethod: "card",
});

const unescape = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
const pdfText = (pdf: Buffer) => execFileSync("pdftotext", ["-raw", "-", "-"], { input: pdf, encoding: "utf8" }).replace(/\s+/g, " ");
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
/** The form's fields as the page renders them: each input's and selected option's value. */
function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input(?=[^>]*\sname="([^"]+)")(?=[^>]*\svalue="([^"]*)")[^>]*>/g))
    if (!/type="(checkbox|radio|hidden)"/.test(m[0]) || /checked=""/.test(m[0])) fields[m[1]!] = unescape(m[2]!);
  for (const m of html.matchAll(/<select[^>]*name="([^"]+)"[^>]*>(.*?)<\/select>/gs)) {
    const selected = /<option value="([^"]*)" selected="">/.exec(m[2]!);
    fields[m[1]!] = selected ? unescape(selected[1]!) : "";
  }
  return fields;
}

for (const backend of backends) {
  describe.skipIf(backend.postgres && !pgUrl)(`correcting a note on ${backend.name}`, () => {
    let services: Runtime;
    let staff: StaffIdentity;
    const staffContext = staffContextPerTest(backend.postgres, "Sam Porter");
    const start = async () => {
      ({ services, staff } = await staffContext.start({ TEST_CLOCK: "header" }));
    };
    const db = () => services.database.db;
    const call = (method: "GET" | "POST", target: string, now: Date, form?: Record<string, string>) =>
      staffRequest({ services, staff }, method, target, { now, form });
    /** A job booked for Thursday morning and completed from its page: its note WTN-2026-000001. */
    const completed = async () => {
      const job = await bookJob(services, THU_AM, NOW);
      const [booking] = await db().select().from(bookings).where(eq(bookings.quoteId, job.id));
      const done = await call("POST", `/staff/jobs/${booking!.id}/complete`, THURSDAY, completion());
      expect(done.status).toBe(303);
      const [note] = await db().select().from(wasteNotes);
      return { job, note: note! };
    };

    it("issues a correction from the request's page: prefilled, a reason required, the earlier note kept and marked, the customer emailed", async () => {
      await start();
      const { job, note } = await completed();
      const register = async () => (await registerCsv(db(), { from: "2026-11-26", to: "2026-11-26" })).csv;
      const before = await register();

      const request = unescape(await (await call("GET", `/staff/quotes/${job.reference}`, LATER)).text());
      expect(request).toContain(`href="/staff/notes/${note.number}/correct"`);
      const page = await call("GET", `/staff/notes/${note.number}/correct`, LATER);
      expect(page.status).toBe(200);
      const html = unescape(await page.text());
      const fields = formFields(html);
      // The same form, prefilled from the note: its lines, each with its site, and the transfer's time.
      expect(fields).toMatchObject({
        "line-1-wasteId": "pops-seating",
        "line-1-weightKg": "40",
        "line-1-siteId": "pops-incinerator",
        "line-2-siteId": "weee-treatment",
        customerName: "Jane Smith",
        transferTime: "10:30",
      });

      // Without a reason: refused at its field, nothing issued, what was typed kept.
      const noReason = await call("POST", `/staff/notes/${note.number}/correct`, LATER, { ...fields, "line-1-weightKg": "60" });
      expect(noReason.status).toBe(400);
      const noReasonHtml = unescape(await noReason.text());
      expect(noReasonHtml).toContain(
        '<a href="#correctionReason" class="underline">Say what was wrong and what the correction changes.</a>',
      );
      expect(noReasonHtml).toContain('value="60"');
      // The seating moved to a site that does not destroy it: refused, naming both.
      const popsWrong = await call("POST", `/staff/notes/${note.number}/correct`, LATER, {
        ...fields,
        "line-1-siteId": "main-transfer-station",
        correctionReason: "Tipped elsewhere.",
      });
      expect(popsWrong.status).toBe(400);
      expect(unescape(await popsWrong.text())).toContain(
        "Crawley Waste Transfer Station does not destroy Domestic seating waste containing POPs",
      );
      expect(await db().select().from(wasteNotes)).toHaveLength(1);
      // Text that would turn round or break a line on the note: refused at its field, in the reason and in a line.
      for (const [what, character] of UNPRINTABLE) {
        const reason = await call("POST", `/staff/notes/${note.number}/correct`, LATER, {
          ...fields,
          correctionReason: `The sofa${character} was heavier.`,
        });
        expect(reason.status, what).toBe(400);
        expect(unescape(await reason.text()), what).toContain('<a href="#correctionReason" class="underline">');
        await refusedText(
          await call("POST", `/staff/notes/${note.number}/correct`, LATER, {
            ...fields,
            "line-1-description": `Sofa${character}seating`,
            correctionReason: "Description.",
          }),
          ["line-1-description"],
          what,
        );
      }
      expect(await db().select().from(wasteNotes)).toHaveLength(1);

      const sent = await call("POST", `/staff/notes/${note.number}/correct`, LATER, {
        ...fields,
        "line-1-weightKg": "60",
        correctionReason: "The sofa weighed 60 kg, not 40 kg.",
      });
      expect(sent.status).toBe(303);
      expect(sent.headers.get("location")).toBe(`/staff/quotes/${job.reference}?done=note-corrected#waste-notes`);
      const notes = await db().select().from(wasteNotes).orderBy(asc(wasteNotes.sequence));
      expect(notes.map((n) => [n.number, n.status])).toEqual([
        ["WTN-2026-000001", "superseded"],
        ["WTN-2026-000002", "issued"],
      ]);
      const correction = (await noteById(db(), notes[1]!.id))!;
      expect(correction).toMatchObject({
        supersedesId: note.id,
        correctionReason: "The sofa weighed 60 kg, not 40 kg.",
        transferredAt: note.transferredAt,
        issuedAt: LATER,
        signatureName: "Jane Smith",
        crewName: "Sam Porter",
      });
      expect(correction.lines.map((line) => [line.code, line.weightKg, line.siteId])).toEqual([
        ["20 03 01", null, "main-transfer-station"],
        ["20 03 07", 60, "pops-incinerator"],
        ["20 01 23", 45, "weee-treatment"],
      ]);
      // The payment stays one sales record.
      expect(await db().select().from(salesRecords)).toHaveLength(1);

      // The corrected note's PDF says what it replaces and why; it passes qpdf.
      const correctedPdf = (await pdfFor(db(), services.photoStore, correction.id))!.pdf;
      const correctedText = pdfText(correctedPdf);
      expect(correctedText).toContain("This note corrects and replaces note WTN-2026-000001");
      expect(correctedText).toContain("What was corrected: The sofa weighed 60 kg, not 40 kg.");
      expect(correctedText).toContain("Date and time Thursday 26 November 2026, 10:30 GMT");
      // The earlier note, shown to the office, is marked superseded; as issued, it is the file issued.
      const shown = await call("GET", `/staff/notes/${note.number}.pdf`, LATER);
      expect(shown.status).toBe(200);
      const shownText = pdfText(Buffer.from(await shown.arrayBuffer()));
      expect(shownText).toContain("SUPERSEDED by note WTN-2026-000002, issued Tuesday 1 December 2026, 09:15 GMT.");
      expect(shownText).toContain("about 40 kg");
      const asIssued = Buffer.from(await (await call("GET", `/staff/notes/${note.number}.pdf?as=issued`, LATER)).arrayBuffer());
      expect(sha256(asIssued)).toBe(note.pdfSha256);

      // The register: both notes' lines, the earlier "superseded by", the correction naming it, on the transfer's day.
      const after = await register();
      expect(before).toContain(`"${note.number}","issued"`);
      expect(after).toContain(`"${note.number}","superseded by WTN-2026-000002",""`);
      expect(after).toContain(`"WTN-2026-000002","issued","${note.number}"`);
      expect(after.split("\r\n").filter(Boolean)).toHaveLength(1 + 6);

      // The customer's email: the corrected PDF and the one sentence of what changed.
      const [message] = await db()
        .select()
        .from(outbox)
        .where(eq(outbox.template, "note"))
        .orderBy(asc(outbox.id))
        .then((rows) => rows.filter((row) => row.payload?.noteEvent === "corrected"));
      const mail = await composeNoteEmail(db(), services.photoStore, message!, {
        from: "a@example.com",
        siteUrl: "https://www.example.com",
      });
      expect(mail.subject).toBe(`Your corrected waste transfer note WTN-2026-000002 - ${job.reference}`);
      expect(mail.text).toContain("replaces note WTN-2026-000001. What changed: The sofa weighed 60 kg, not 40 kg.");
      expect((mail.attachments as { content: Buffer }[])[0]!.content.equals(correctedPdf)).toBe(true);

      // The customer's page offers only the current note. The first email's link to the earlier note
      // gives the marked copy: it says it was replaced, and by which note.
      const customer = (target: string) => customerRequest(services, target, { now: LATER, clientIp: "203.0.113.10" });
      const bookingPage = unescape(await (await customer(`/booking/${job.token}`)).text());
      expect(bookingPage).toContain(`/booking/${job.token}/notes/WTN-2026-000002.pdf`);
      expect(bookingPage).not.toContain(`/booking/${job.token}/notes/${note.number}.pdf`);
      const oldLink = await customer(`/booking/${job.token}/notes/${note.number}.pdf`);
      expect(oldLink.status).toBe(200);
      const oldLinkText = pdfText(Buffer.from(await oldLink.arrayBuffer()));
      expect(oldLinkText).toContain("SUPERSEDED by note WTN-2026-000002, issued Tuesday 1 December 2026, 09:15 GMT.");
      const current = Buffer.from(await (await customer(`/booking/${job.token}/notes/WTN-2026-000002.pdf`)).arrayBuffer());
      expect(current.equals(correctedPdf)).toBe(true);

      // The superseded note cannot be corrected again.
      const again = await call("GET", `/staff/notes/${note.number}/correct`, LATER);
      expect(unescape(await again.text())).toContain("Note WTN-2026-000001 was already corrected by WTN-2026-000002");
      const refused = await call("POST", `/staff/notes/${note.number}/correct`, LATER, { ...fields, correctionReason: "Again." });
      expect(refused.status).toBe(409);
      expect(await db().select().from(wasteNotes)).toHaveLength(2);
    });

    it("corrects a note after the customer's erasure: kept, corrected, nobody emailed", async () => {
      await start();
      const { job, note } = await completed();
      await eraseQuotes(
        { database: services.database, photoStore: services.photoStore, env: services.env },
        { reference: job.reference },
        staffActor(staff),
        LATER,
      );
      const fields = formFields(unescape(await (await call("GET", `/staff/notes/${note.number}/correct`, LATER)).text()));
      const sent = await call("POST", `/staff/notes/${note.number}/correct`, LATER, {
        ...fields,
        "line-0-vanPercent": "40",
        correctionReason: "Less mixed waste than noted.",
      });
      expect(sent.status).toBe(303);
      expect(sent.headers.get("location")).toBe("/staff/notes?number=WTN-2026-000002");
      expect((await db().select().from(wasteNotes)).map((n) => n.status).sort()).toEqual(["issued", "superseded"]);
      expect((await db().select().from(outbox)).filter((row) => row.template === "note")).toEqual([]);
    });
  });
}
