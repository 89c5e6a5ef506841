import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import {
  auditLog,
  bookings,
  outbox,
  quotes,
  salesRecords,
  wasteNoteLines,
  wasteNotePhotos,
  wasteNotes,
} from "../../app/server/db/schema.server";
import type { Runtime } from "../../app/server/root/runtime.server";
import type { StaffIdentity } from "../../app/server/staff/auth/session.server";
import { drawnSignature } from "../support/waste-note";
import { backends, pgUrl } from "./inbox-support";
import { JOB_DONE, sendPrice } from "../../app/server/booking/prices.server";
import { bookJob, draft } from "../support/booked-job";
import { staffContextPerTest, staffRequest } from "../support/staff-context";
import { refused, UNPRINTABLE } from "../support/unusual-characters";
import { heldPhotosSent } from "../../app/server/waste/views/complete-fields";

/** Booked on Tuesday 24 November 2026 for Thursday morning; collected on Thursday. */
const NOW = new Date("2026-11-24T09:00:00Z");
const THU_AM = { date: "2026-11-26", id: "morning" };
const THURSDAY = new Date("2026-11-26T10:42:00Z");

/** What the crew sends for the booked half load and sofa, with a fridge added and the customer's typed signature. */
const goodForm = (): Record<string, string> => ({
  "line-0-wasteId": "mixed-household",
  "line-0-description": "Mixed municipal waste (general household rubbish)",
  "line-0-vanPercent": "50",
  "line-0-weightKg": "",
  "line-0-containment": "bags",
  "line-0-containmentText": "",
  "line-0-siteId": "",
  "line-1-wasteId": "pops-seating",
  "line-1-description": "Domestic seating waste containing POPs",
  "line-1-vanPercent": "",
  "line-1-weightKg": "40",
  "line-1-containment": "loose",
  "line-1-containmentText": "",
  "line-1-siteId": "pops-incinerator",
  "line-2-wasteId": "fridges",
  "line-2-description": "",
  "line-2-vanPercent": "",
  "line-2-weightKg": "45",
  "line-2-containment": "loose",
  "line-2-containmentText": "",
  "line-2-siteId": "weee-treatment",
  "line-3-wasteId": "",
  "line-3-description": "",
  "line-3-vanPercent": "",
  "line-3-weightKg": "",
  "line-3-containment": "loose",
  "line-3-containmentText": "",
  customerName: "Jane Smith",
  role: "householder",
  businessName: "",
  sicCode: "",
  transferTime: "10:30",
  present: "signed",
  signatureName: "Jane Smith",
  confirmed: "yes",
  signaturePng: "",
  reason: "",
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

for (const backend of backends) {
  describe.skipIf(backend.postgres && !pgUrl)(`completing a job on ${backend.name}`, () => {
    let services: Runtime;
    let staff: StaffIdentity;
    const staffContext = staffContextPerTest(backend.postgres, "Sam Porter");
    const start = async () => {
      ({ services, staff } = await staffContext.start({ TEST_CLOCK: "header" }));
    };
    const db = () => services.database.db;
    const call = (method: "GET" | "POST", target: string, now: Date, form?: Record<string, string> | FormData) =>
      staffRequest({ services, staff }, method, target, { now, form });
    const booked = async () => {
      const job = await bookJob(services, THU_AM, NOW);
      const [booking] = await db().select().from(bookings).where(eq(bookings.quoteId, job.id));
      return { job, booking: booking!, path: `/staff/jobs/${booking!.id}/complete` };
    };

    it("opens from the crew's day and the request's page, prefilled from the booked price, with the POPs reminder and its one script", async () => {
      await start();
      const { job, path } = await booked();
      const day = await (await call("GET", "/staff/today", THURSDAY)).text();
      expect(day).toContain(`href="${path}"`);
      const request = await (await call("GET", `/staff/quotes/${job.reference}`, THURSDAY)).text();
      expect(request).toContain(`href="${path}"`);

      const page = await call("GET", path, THURSDAY);
      expect(page.status).toBe(200);
      const html = await page.text();
      // The half load as mixed household waste with its share of the van; the sofa as POPs seating.
      expect(html).toMatch(/<select[^>]*name="line-0-wasteId"[^>]*>(?:(?!<\/select>).)*<option value="mixed-household" selected="">/s);
      expect(html).toContain('id="line-0-vanPercent" name="line-0-vanPercent" value="50"');
      expect(html).toMatch(/<select[^>]*name="line-1-wasteId"[^>]*>(?:(?!<\/select>).)*<option value="pops-seating" selected="">/s);
      expect(html).toContain('value="Domestic seating waste containing POPs"');
      expect(html).toContain("20 01 23* Equipment containing chlorofluorocarbons (fridges, freezers) (hazardous)");
      // The two prefilled lines only, "Add a line" for more; "Nothing taken" chosen, the price as the amount.
      expect(html).toContain('name="line-1-wasteId"');
      expect(html).not.toContain('name="line-2-wasteId"');
      const addLine = /<button[^>]*value="add-line"[^>]*>Add a line<\/button>/.exec(html)?.[0] ?? "";
      expect(addLine).toContain('name="intent"');
      expect(addLine).toMatch(/formAction="\/staff\/jobs\/[\w-]+\/complete#line-2"/);
      expect(html).toMatch(/name="paymentMethod" checked="" value="nothing"/);
      expect(html).toContain('name="payment" value="245.00"');
      expect(html).toContain("travels apart from other waste and is tipped apart");
      const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size).toBe(ids.length);

      // The policy allows exactly the one script, by its hash and its path; the file matches the hash.
      const csp = page.headers.get("content-security-policy")!;
      const scriptSrc = /script-src ([^;]+)/.exec(csp)![1]!.split(" ");
      expect(scriptSrc).toHaveLength(2);
      expect(scriptSrc[1]).toBe(`${new URL(services.env.SITE_URL).origin}/staff/assets/complete-job.js`);
      const script = await call("GET", "/staff/assets/complete-job.js", THURSDAY);
      const body = await script.text();
      expect(`'sha256-${createHash("sha256").update(body).digest("base64")}'`).toBe(scriptSrc[0]);
      expect(body).toContain("SignaturePad");
      expect(html).toContain(`<script src="/staff/assets/complete-job.js" integrity="${scriptSrc[0]!.slice(1, -1)}" defer=""></script>`);
      expect(html.match(/<script/g)).toHaveLength(1);
      // Other staff pages still run no script.
      expect((await call("GET", "/staff/today", THURSDAY)).headers.get("content-security-policy")).not.toContain("script-src");
    });

    const badInputs: { what: string; change: Record<string, string>; field: string; message: string }[] = [
      {
        what: "an unknown code",
        change: { "line-2-wasteId": "asbestos" },
        field: "line-2-wasteId",
        message: "Pick a waste code from the list.",
      },
      {
        what: "a negative share of the van",
        change: { "line-0-vanPercent": "-5" },
        field: "line-0-vanPercent",
        message: "The share of the van is at least 1%.",
      },
      {
        what: "an absurd weight",
        change: { "line-1-weightKg": "90000" },
        field: "line-1-weightKg",
        message: "The weight is at most 5,000 kg: check it.",
      },
      {
        what: "a quantity that is not a number",
        change: { "line-1-weightKg": "lots" },
        field: "line-1-weightKg",
        message: "Enter the weight as a whole number.",
      },
      {
        what: "no quantity",
        change: { "line-2-weightKg": "" },
        field: "line-2-vanPercent",
        message: "Give the quantity: the share of the van, the weight, or both.",
      },
      {
        what: "a SIC code that is not five digits",
        change: { role: "business", businessName: "Oak Road Cafe Ltd", sicCode: "5610", hierarchy: "yes" },
        field: "sicCode",
        message: "The SIC code is five digits, e.g. 38110.",
      },
      {
        what: "a business without the hierarchy declaration",
        change: { role: "business", businessName: "Oak Road Cafe Ltd", sicCode: "56101" },
        field: "hierarchy",
        message: "A business customer must declare that it applied the waste hierarchy.",
      },
      {
        what: "a signature that is not a PNG",
        change: { signaturePng: "data:image/jpeg;base64,/9j/4AAQ" },
        field: "signaturePng",
        message: "The drawn signature is not a PNG image: clear it and sign again.",
      },
      {
        what: "a PNG header on something that is not an image",
        change: {
          signaturePng: `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("not really")]).toString("base64")}`,
        },
        field: "signaturePng",
        message: "The drawn signature is not an image that can be read.",
      },
      {
        what: "a signature that is too large",
        change: {
          signaturePng: `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(260 * 1024, 7)]).toString("base64")}`,
        },
        field: "signaturePng",
        message: "The drawn signature is larger than 256 KB.",
      },
      {
        what: "no tick from the customer",
        change: { confirmed: "" },
        field: "confirmed",
        message: "The customer must tick that this describes the waste they handed over.",
      },
      {
        what: "not present without a reason",
        change: { present: "not-present", signatureName: "", confirmed: "" },
        field: "reason",
        message: "Enter why the customer was not there.",
      },
      {
        what: "a payment without its method",
        change: { paymentMethod: "" },
        field: "paymentMethod",
        message: "Give the amount taken and how it was paid, or choose “Nothing taken”.",
      },
      {
        what: "a method chosen without the amount",
        change: { payment: "" },
        field: "paymentMethod",
        message: "Give the amount taken and how it was paid, or choose “Nothing taken”.",
      },
      {
        what: "a payment that is not an amount",
        change: { payment: "-20" },
        field: "payment",
        message: "Enter the price in pounds, e.g. 180 or 180.50.",
      },
      {
        what: "control characters",
        change: { "line-0-description": "Rubbish\u0000bags" },
        field: "line-0-description",
        message: "Please remove the unusual characters (such as control characters) from the description.",
      },
      {
        what: "an unknown receiving site",
        change: { "line-0-siteId": "the-lake" },
        field: "line-0-siteId",
        message: "Pick the receiving site for this waste from the list.",
      },
      {
        what: "seating with POPs sent to a site that does not destroy it",
        change: { "line-1-siteId": "main-transfer-station" },
        field: "line-1-siteId",
        message:
          "Crawley Waste Transfer Station does not destroy Domestic seating waste containing POPs (20 03 07): seating with POPs must go to a site that incinerates it.",
      },
      {
        what: "a fridge sent to a site whose permit does not list its code",
        change: { "line-2-siteId": "materials-recycling-facility" },
        field: "line-2-siteId",
        message:
          "Horsham Materials Recycling Facility does not accept 20 01 23* (Equipment containing chlorofluorocarbons (fridges, freezers)): its permit does not list that code. Pick a site that accepts it.",
      },
      {
        what: "a transfer time in the future",
        change: { transferTime: "11:30" },
        field: "transferTime",
        message: "The time of the transfer cannot be in the future.",
      },
      {
        what: "a transfer time that is not a time",
        change: { transferTime: "half ten" },
        field: "transferTime",
        message: "Enter the time of the transfer as hours and minutes, e.g. 14:30.",
      },
    ];

    it("refuses every bad input with its message at the field and in the summary, keeps what was typed, and issues nothing", async () => {
      await start();
      const { booking, path } = await booked();
      for (const bad of badInputs) {
        const form = { ...goodForm(), "line-2-description": "Kept as typed <b>", ...bad.change };
        const response = await call("POST", path, THURSDAY, form);
        expect(response.status, bad.what).toBe(400);
        const html = unescape(await response.text());
        expect(html, bad.what).toContain(`<a href="#${bad.field}" class="underline">${bad.message}</a>`);
        expect(html, bad.what).toContain(`id="${bad.field}-error"`);
        // The summary's link lands on something on the page that takes the focus (not a hidden field).
        expect(html, bad.what).toMatch(new RegExp(`<(?!input type="hidden")[^>]*\\sid="${bad.field}"`));
        expect(html, bad.what).toContain("Nothing typed was lost: correct what is marked");
        expect(html, bad.what).toContain('value="Kept as typed <b>"');
        expect(html, bad.what).toContain('value="Jane Smith"');
      }
      expect(await db().select().from(wasteNotes)).toHaveLength(0);
      expect((await db().select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.status).toBe("booked");
      expect(await db().select().from(outbox).where(eq(outbox.template, "note"))).toHaveLength(0);
    });

    it("bidirectional controls, C1 controls and line separators in any text the note prints: 400 naming each field, no note issued", async () => {
      await start();
      const { booking, path } = await booked();
      for (const [name, c] of UNPRINTABLE) {
        // A business customer, signed for, with a line held in something else: every text field at once.
        const typed = {
          customerName: `Jane${c} Smith`,
          businessName: `Acme${c} Ltd`,
          "line-0-description": `Mixed${c} household rubbish`,
          "line-0-containmentText": `Crates${c} and tubs`,
          signatureName: `Jane${c} Smith`,
        };
        const business = { role: "business", sicCode: "38110", hierarchy: "yes", "line-0-containment": "other" };
        await refused(await call("POST", path, THURSDAY, { ...goodForm(), ...business, ...typed }), Object.keys(typed), name);
        // The customer's name alone, everything else good: without the rule this one would be issued.
        await refused(await call("POST", path, THURSDAY, { ...goodForm(), customerName: typed.customerName }), ["customerName"], name);
        const absent = { present: "not-present", signatureName: "", confirmed: "", reason: `Out${c} at work` };
        await refused(await call("POST", path, THURSDAY, { ...goodForm(), ...absent }), ["reason"], name);
        // A held photo's name sent back with one in it is not taken.
        expect(heldPhotosSent([`cleared-1.jpg|kitchen${c}.jpg`]), name).toEqual([]);
      }
      expect(heldPhotosSent(["cleared-1.jpg|kitchen.jpg"])).toEqual([{ storedName: "cleared-1.jpg", originalName: "kitchen.jpg" }]);
      expect(await db().select().from(wasteNotes)).toHaveLength(0);
      expect((await db().select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.status).toBe("booked");
    });

    it("issues the note once: the job done with an audit entry, the email queued, the number and its download link shown", async () => {
      await start();
      const { job, booking, path } = await booked();
      const png = (await drawnSignature()).toString("base64");
      const form = { ...goodForm(), signaturePng: `data:image/png;base64,${png}` };
      const first = await call("POST", path, THURSDAY, form);
      expect(first.status).toBe(303);
      expect(first.headers.get("location")).toBe(`${path}?note=WTN-2026-000001`);
      const second = await call("POST", path, THURSDAY, form);
      expect(second.status).toBe(303);
      expect(second.headers.get("location")).toBe(`${path}?note=WTN-2026-000001`);

      const notes = await db().select().from(wasteNotes);
      expect(notes).toHaveLength(1);
      const note = notes[0]!;
      expect(note).toMatchObject({
        customerName: "Jane Smith",
        customerRole: "householder",
        signatureName: "Jane Smith",
        crewName: "Sam Porter",
        crewId: staff.id,
        // The transfer's time as the crew gave it; the note carries no money.
        transferredAt: new Date("2026-11-26T10:30:00Z"),
        issuedAt: THURSDAY,
        paymentPence: 0,
        paymentMethod: null,
      });
      // The payment is the job's sales record, once.
      expect(await db().select().from(salesRecords)).toMatchObject([
        { bookingId: booking.id, jobReference: job.reference, amountPence: 24500, method: "card", paidOn: "2026-11-26" },
      ]);
      expect(note.signaturePng?.subarray(0, 4).toString("hex")).toBe("89504e47");
      const lines = await db().select().from(wasteNoteLines).where(eq(wasteNoteLines.noteId, note.id));
      expect(
        lines
          .map((l) => [l.code, l.description, l.vanPercent, l.weightKg, l.containment, l.hazardous, l.pops, l.siteId, l.sitePermit])
          .sort(),
      ).toEqual(
        [
          // A line left on "the usual site" goes to the first site that takes its code.
          [
            "20 03 01",
            "Mixed municipal waste (general household rubbish)",
            50,
            null,
            "bags",
            false,
            false,
            "main-transfer-station",
            "EPR/AB0000XY",
          ],
          ["20 03 07", "Domestic seating waste containing POPs", null, 40, "loose", false, true, "pops-incinerator", "EPR/CD0000ZW"],
          [
            "20 01 23",
            "Equipment containing chlorofluorocarbons (fridges, freezers)",
            null,
            45,
            "loose",
            true,
            false,
            "weee-treatment",
            "EPR/GH0000ZT",
          ],
        ].sort(),
      );
      expect((await db().select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.status).toBe("done");
      expect((await db().select().from(quotes).where(eq(quotes.id, job.id)))[0]!.status).toBe("done");
      expect(
        await db()
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.quoteReference, job.reference), eq(auditLog.action, "job-done"))),
      ).toHaveLength(1);
      expect(await db().select().from(outbox).where(eq(outbox.template, "note"))).toHaveLength(1);

      const done = await (await call("GET", first.headers.get("location")!, THURSDAY)).text();
      expect(done).toContain("Waste transfer note WTN-2026-000001 issued");
      expect(done).toContain('href="/staff/notes/WTN-2026-000001.pdf"');
      expect(done).not.toContain('<form method="post" action="/staff/jobs');
      // The job stays on the crew's day, done, with its note and without its Collected link.
      const today = await (await call("GET", "/staff/today", THURSDAY)).text();
      expect(today).not.toContain(path);
      expect(today).toContain("/staff/notes/WTN-2026-000001.pdf");
      // A done job gets no new price: the request's page says why instead of offering the form, and the server refuses one.
      const request = unescape(await (await call("GET", `/staff/quotes/${job.reference}`, THURSDAY)).text());
      expect(request).toContain(JOB_DONE);
      expect(request).not.toContain("Preview the price");
      await expect(
        sendPrice(db(), {
          reference: job.reference,
          draft: draft("2026-12-10"),
          actor: { id: null, label: "terminal" },
          now: THURSDAY,
          secret: Buffer.alloc(32, 1),
          mailDomain: "example.com",
        }),
      ).rejects.toThrow(JOB_DONE);
      expect((await db().select().from(quotes).where(eq(quotes.id, job.id)))[0]!.status).toBe("done");
    });

    it("refuses to complete a job before its booked day, with the way out, and issues nothing", async () => {
      await start();
      const { booking, path } = await booked();
      // Wednesday: the job is booked for Thursday.
      const wednesday = new Date("2026-11-25T15:00:00Z");
      const page = unescape(await (await call("GET", path, wednesday)).text());
      expect(page).toContain("booked for Thursday 26 November");
      expect(page).toContain("its waste transfer note cannot be issued before that day");
      expect(page).toContain("Move the job to today from the schedule");
      expect(page).toContain(`href="tel:${booking.phone}"`);
      expect(page).not.toContain('name="transferTime"');
      const refused = await call("POST", path, wednesday, { ...goodForm(), transferTime: "14:00" });
      expect(refused.status).toBe(409);
      expect(await db().select().from(wasteNotes)).toHaveLength(0);
      expect(await db().select().from(salesRecords)).toHaveLength(0);
      expect((await db().select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.status).toBe("booked");
      // On the day the form opens, its transfer time the time now.
      const onTheDay = unescape(await (await call("GET", path, THURSDAY)).text());
      expect(onTheDay).toMatch(/name="transferTime"[^>]*value="10:42"/);
    });

    it("a business customer not present: the note carries the SIC code, the declaration and the reason", async () => {
      await start();
      const { path } = await booked();
      const response = await call("POST", path, THURSDAY, {
        ...goodForm(),
        role: "business",
        businessName: "Oak Road Cafe Ltd",
        sicCode: "56101",
        hierarchy: "yes",
        present: "not-present",
        signatureName: "",
        confirmed: "",
        reason: "Left the key with a neighbour",
        payment: "",
        paymentMethod: "",
      });
      expect(response.status).toBe(303);
      const [note] = await db().select().from(wasteNotes);
      expect(note).toMatchObject({
        customerRole: "business",
        businessName: "Oak Road Cafe Ltd",
        sicCode: "56101",
        hierarchyDeclared: true,
        notPresentReason: "Left the key with a neighbour",
        signatureName: null,
        paymentPence: 0,
        paymentMethod: null,
      });
      expect(await db().select().from(salesRecords)).toEqual([]);
    });

    it("takes photos of the cleared space: a refused form keeps them ticked, the note's rows link them, anything not a photo is refused", async () => {
      await start();
      const { job, path } = await booked();
      const multipart = (fields: Record<string, string>, kept: string[], files: { name: string; bytes: Buffer }[]) => {
        const data = new FormData();
        for (const [name, value] of Object.entries(fields)) data.append(name, value);
        for (const value of kept) data.append("photo", value);
        for (const file of files) data.append("files", new Blob([new Uint8Array(file.bytes)]), file.name);
        return data;
      };
      const garden = { name: "garden.jpg", bytes: readFileSync("tests/fixtures/garden.jpg") };
      const notAPhoto = { name: "receipt.jpg", bytes: Buffer.from("this is not an image at all") };

      // The customer's name left out and one file that is not a photo: both said, the good photo kept.
      const refused = await call("POST", path, THURSDAY, multipart({ ...goodForm(), customerName: "" }, [], [garden, notAPhoto]));
      expect(refused.status).toBe(400);
      const html = unescape(await refused.text());
      expect(html).toContain('"receipt.jpg" is not a JPG, PNG or HEIC photo.');
      expect(html).toMatch(/id="customerName-error"/);
      expect(html).toMatch(/<input type="checkbox"[^>]*name="photo" checked="" value="cleared-1.jpg\|garden.jpg"/);
      expect(html).toContain(`src="/staff/jobs/${path.split("/")[3]}/photos/cleared-1.jpg"`);
      expect(await db().select().from(wasteNotes)).toHaveLength(0);
      const shown = await call("GET", `/staff/jobs/${path.split("/")[3]}/photos/cleared-1.jpg`, THURSDAY);
      expect(shown.status).toBe(200);
      expect(shown.headers.get("content-type")).toBe("image/jpeg");
      expect(
        Buffer.from(await shown.arrayBuffer())
          .subarray(0, 2)
          .toString("hex"),
      ).toBe("ffd8");
      // Names other than the cleared space's are not served from the request's folder.
      expect((await call("GET", `/staff/jobs/${path.split("/")[3]}/photos/photo-1.jpg`, THURSDAY)).status).toBe(404);

      // Sent again with the name and one more photo: the note links both, in order, as JPEGs.
      const sofa = { name: "sofa.png", bytes: readFileSync("tests/fixtures/sofa.png") };
      const issued = await call("POST", path, THURSDAY, multipart(goodForm(), ["cleared-1.jpg|garden.jpg"], [sofa]));
      expect(issued.status).toBe(303);
      const [note] = await db().select().from(wasteNotes);
      const photos = await db().select().from(wasteNotePhotos).where(eq(wasteNotePhotos.noteId, note!.id));
      expect(photos.map((p) => [p.position, p.storedName, p.originalName, p.contentType, p.quoteId])).toEqual([
        [0, "cleared-1.jpg", "garden.jpg", "image/jpeg", job.id],
        [1, "cleared-2.jpg", "sofa.png", "image/jpeg", job.id],
      ]);
      for (const photo of photos) {
        const stored = await services.photoStore.get(job.id, photo.storedName);
        expect(stored?.bytes).toBe(photo.bytes);
        expect(photo.width).toBeGreaterThan(0);
      }
      const request = await (await call("GET", `/staff/quotes/${job.reference}`, THURSDAY)).text();
      expect(request).toContain(`href="/staff/jobs/${path.split("/")[3]}/photos/cleared-2.jpg"`);
    });

    it("refuses more photos than the intake takes, and a kept photo that is not in the store", async () => {
      await start();
      const { path } = await booked();
      const data = new FormData();
      for (const [name, value] of Object.entries(goodForm())) data.append(name, value);
      data.append("photo", "cleared-7.jpg|gone.jpg");
      const refused = await call("POST", path, THURSDAY, data);
      expect(refused.status).toBe(400);
      expect(unescape(await refused.text())).toContain("The photo gone.jpg is no longer stored: untick it, or add it again.");
      expect(await db().select().from(wasteNotes)).toHaveLength(0);

      const many = new FormData();
      for (const [name, value] of Object.entries(goodForm())) many.append(name, value);
      for (let i = 1; i <= 10; i++) many.append("photo", `cleared-${i}.jpg|old-${i}.jpg`);
      many.append("files", new Blob([new Uint8Array(readFileSync("tests/fixtures/garden.jpg"))]), "eleventh.jpg");
      const tooMany = await call("POST", path, THURSDAY, many);
      expect(tooMany.status).toBe(400);
      expect(unescape(await tooMany.text())).toContain("At most 10 photos of the cleared space: the first 10 are kept.");
    });

    it("a photo over the intake's size stops the upload, and the form comes back with everything typed before it", async () => {
      await start();
      const { path } = await booked();
      const data = new FormData();
      for (const [name, value] of Object.entries({ ...goodForm(), customerName: "Jane Q. Smith", paymentMethod: "cash" }))
        data.append(name, value);
      data.append("files", new Blob([new Uint8Array(20 * 1024 * 1024 + 1)]), "huge.jpg");
      const refused = await call("POST", path, THURSDAY, data);
      expect(refused.status).toBe(413);
      const html = unescape(await refused.text());
      expect(html).toContain('"huge.jpg" is larger than 20MB. Please choose a smaller photo. Nothing was recorded.');
      expect(html).toContain('name="customerName" value="Jane Q. Smith"');
      expect(html).toMatch(/name="paymentMethod" checked="" value="cash"/);
      expect(html).toContain('name="line-1-weightKg" value="40"');
      expect(await db().select().from(wasteNotes)).toHaveLength(0);
    });

    it("'Add a line' brings the form back with one more line and everything typed kept; nothing is issued", async () => {
      await start();
      const { path } = await booked();
      const typed = { ...goodForm(), customerName: "Jane Q. Smith", signatureName: "Jane Q. Smith", intent: "add-line" };
      for (const key of Object.keys(typed)) if (/^line-[23]-/.test(key)) delete typed[key as keyof typeof typed];
      const data = new FormData();
      for (const [name, value] of Object.entries(typed)) data.append(name, value);
      data.append("files", new Blob([new Uint8Array(readFileSync("tests/fixtures/garden.jpg"))]), "kitchen.jpg");
      const back = await call("POST", path, THURSDAY, data);
      expect(back.status).toBe(200);
      const html = unescape(await back.text());
      expect(html).toContain('name="line-2-wasteId"');
      expect(html).not.toContain('name="line-3-wasteId"');
      expect(html).toContain('id="line-2"');
      expect(html).toContain('name="customerName" value="Jane Q. Smith"');
      expect(html).toContain('name="line-1-weightKg" value="40"');
      expect(html).toMatch(/name="paymentMethod" checked="" value="card"/);
      // The photo chosen is held, ticked, like a refused form's.
      expect(html).toMatch(/<input type="checkbox"[^>]*name="photo" checked="" value="cleared-1\.jpg\|kitchen\.jpg"/);
      expect(html).not.toContain('role="alert"');
      expect(await db().select().from(wasteNotes)).toHaveLength(0);
    });

    it("'Nothing taken' records no payment whatever the amount box says", async () => {
      await start();
      const { path, booking } = await booked();
      const none = await call("POST", path, THURSDAY, { ...goodForm(), paymentMethod: "nothing", payment: "245.00" });
      expect(none.status).toBe(303);
      const [note] = await db().select().from(wasteNotes);
      expect(note).toBeDefined();
      expect(await db().select().from(salesRecords).where(eq(salesRecords.bookingId, booking.id))).toEqual([]);
    });

    it("answers 404 for a booking that does not exist", async () => {
      await start();
      expect((await call("GET", "/staff/jobs/00000000-0000-4000-8000-000000000000/complete", THURSDAY)).status).toBe(404);
      expect((await call("POST", "/staff/jobs/not-a-uuid/complete", THURSDAY, goodForm())).status).toBe(404);
    });
  });
}
